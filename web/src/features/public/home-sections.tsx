import { ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { COURSE_FAMILIES, symbolOf } from "./courses.ts";
import { PUBLIC_NS } from "./i18n.ts";

const BENEFITS = [
  { id: "enjoyable", symbol: "☺" },
  { id: "problemSolving", symbol: "?" },
  { id: "reasoning", symbol: "∴" },
  { id: "confidence", symbol: "★" },
  { id: "future", symbol: "→" },
] as const;

export function CourseFamilies() {
  const { t } = useTranslation(PUBLIC_NS);
  return (
    <section aria-labelledby="families-heading" className="container-page py-14">
      <h2 id="families-heading" className="text-h2 font-bold">
        {t("home.families.heading")}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-muted">
        {t("home.families.intro", { count: COURSE_FAMILIES.length })}
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {COURSE_FAMILIES.map((id) => (
          <li
            key={id}
            className="flex gap-3 rounded-card border border-line bg-white p-4 shadow-card lg:flex-col"
          >
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 font-display text-xl font-bold text-brand-800"
            >
              {symbolOf(id)}
            </span>
            <span>
              <span className="block font-bold text-brand-950">{t(`courses.tiles.${id}.name`)}</span>
              <span className="mt-0.5 block text-caption text-ink-muted">
                {t(`courses.tiles.${id}.tagline`)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <Link to={ROUTES.courses} className={buttonClasses({ variant: "secondary" })}>
          {t("home.cta.courses")}
        </Link>
      </p>
    </section>
  );
}

export function Benefits() {
  const { t } = useTranslation(PUBLIC_NS);
  return (
    <section aria-labelledby="benefits-heading" className="bg-white py-14">
      <div className="container-page">
        <h2 id="benefits-heading" className="text-h2 font-bold">
          {t("home.benefits.heading")}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {BENEFITS.map(({ id, symbol }) => (
            <li key={id}>
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-2xl bg-accent-100 text-2xl font-bold text-accent-900"
              >
                {symbol}
              </span>
              <h3 className="mt-3 text-lead font-bold">{t(`home.benefits.${id}.title`)}</h3>
              <p className="mt-1 text-ink-muted">{t(`home.benefits.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function CallToAction() {
  const { t } = useTranslation(PUBLIC_NS);
  return (
    <section aria-labelledby="cta-heading" className="container-page py-14">
      <div className="focus-on-dark grid gap-6 rounded-card bg-brand-800 p-6 text-white shadow-card sm:p-10 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <h2 id="cta-heading" className="text-h2 font-bold text-white">
            {t("home.cta.heading")}
          </h2>
          <p className="mt-2 text-brand-100">{t("home.cta.text")}</p>
          <h3 className="mt-6 text-lead font-bold text-accent-300">{t("home.schools.heading")}</h3>
          <p className="mt-1 text-brand-100">{t("home.schools.text")}</p>
        </div>
        <div className="flex flex-wrap gap-3 lg:justify-end">
          <Link to={ROUTES.courses} className={buttonClasses({ variant: "accent", size: "lg" })}>
            {t("home.cta.courses")}
          </Link>
          {/* Outlined in white: the kit's secondary button is made for light backgrounds. */}
          <Link
            to={ROUTES.login}
            className="inline-flex min-h-13 items-center justify-center rounded-control border-2 border-white px-7 text-lead font-bold text-white transition-colors hover:bg-white/10"
          >
            {t("home.cta.login")}
          </Link>
        </div>
      </div>
    </section>
  );
}
