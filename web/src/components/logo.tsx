import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "@/lib/cn.ts";

/** The Ganit mark and name, linking home. */
export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={cn("inline-flex items-center gap-2 rounded-control", className)}>
      <span
        aria-hidden="true"
        className="flex size-10 -rotate-6 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-violet-strong font-display text-2xl font-extrabold text-accent-300 shadow-card"
      >
        π
      </span>
      <span className="flex flex-col leading-none">
        <span className="font-display text-2xl font-extrabold tracking-tight text-brand-900">
          {t("brand")}
        </span>
        <span className="hidden text-xs font-semibold text-brand-700 sm:block">{t("tagline")}</span>
      </span>
    </Link>
  );
}
