import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";
import { REGISTER_SCHOOL_LINK, REGISTER_STUDENT_LINK } from "../navigation.ts";

/**
 * The header's Register: a choice between a school's registration and an individual learner's. A
 * native disclosure (details/summary), so it opens on the prerendered page before any script runs;
 * the scripts add closing it on Escape, on a press elsewhere and on navigation.
 */
export function RegisterChoice({ className }: { className?: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on navigation only.
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);
  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        details.querySelector("summary")?.focus();
      } else if (details.contains(event.target as Node)) return;
      details.open = false;
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, []);

  return (
    <details ref={ref} className={cn("group relative", className)}>
      <summary
        className={buttonClasses({
          variant: "accent",
          size: "sm",
          className: "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
        })}
      >
        {t("nav.register")}
        <span aria-hidden="true" className="text-xs group-open:rotate-180">
          ▾
        </span>
      </summary>
      <ul className="absolute end-0 top-full z-40 mt-2 w-56 rounded-card border border-line bg-white p-1 shadow-card">
        {[REGISTER_SCHOOL_LINK, REGISTER_STUDENT_LINK].map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              className="block rounded-control px-3 py-2.5 font-bold text-brand-800 hover:bg-brand-50"
            >
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
