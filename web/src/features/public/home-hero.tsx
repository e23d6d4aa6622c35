import { ROUTES } from "@ganit/contracts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { FloatingSymbols } from "./floating-symbols.tsx";
import { PUBLIC_NS } from "./i18n.ts";
import { type BurstRadius, burstRadius, StarBurst } from "./star-burst.tsx";

const BURST_MS = 1000;

/** The landing hero: floating symbols behind, a heading that bursts into stars when clicked. */
export function HomeHero() {
  const { t } = useTranslation(PUBLIC_NS);
  const [burst, setBurst] = useState<{ id: number; radius: BurstRadius } | null>(null);
  const bursts = useRef(0);

  useEffect(() => {
    if (burst === null) return;
    const timer = window.setTimeout(() => setBurst(null), BURST_MS);
    return () => window.clearTimeout(timer);
  }, [burst]);

  return (
    <section className="relative isolate overflow-hidden border-b border-brand-100 bg-gradient-to-br from-brand-50 via-white to-accent-50">
      <FloatingSymbols />
      {/* A soft white glow behind the text keeps it readable where symbols drift close. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-1/2 mx-auto h-4/5 max-w-3xl -translate-y-1/2 rounded-full bg-white/75 blur-2xl"
      />
      <div className="container-page relative flex flex-col items-center py-16 text-center sm:py-24">
        <p className="rounded-full bg-white/90 px-4 py-1 text-caption font-bold text-brand-800 shadow-sm">
          {t("home.eyebrow")}
        </p>
        <h1 className="mt-5 max-w-3xl text-h1 font-extrabold sm:text-display">
          {/* A button inside the heading, so the surprise also works from the keyboard. */}
          <button
            type="button"
            onClick={(event) => {
              const radius = burstRadius(event.currentTarget.getBoundingClientRect(), window.innerWidth);
              setBurst({ id: ++bursts.current, radius });
            }}
            className="relative cursor-pointer rounded-control px-1 text-balance"
          >
            {t("home.title")}
            {burst && <StarBurst key={burst.id} radius={burst.radius} />}
          </button>
        </h1>
        <p className="mt-2 text-caption font-semibold text-brand-700">{t("home.titleHint")}</p>
        <p className="mt-5 max-w-2xl text-lead text-ink">{t("home.lead")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={ROUTES.courses} className={buttonClasses({ size: "lg" })}>
            {t("home.exploreCourses")}
          </Link>
          <Link to={ROUTES.login} className={buttonClasses({ size: "lg", variant: "secondary" })}>
            {t("home.login")}
          </Link>
        </div>
      </div>
    </section>
  );
}
