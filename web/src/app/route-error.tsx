import { useTranslation } from "react-i18next";
import { buttonClasses } from "@/components/ui/button.tsx";

/**
 * Shown when a screen throws or its chunk fails to load (e.g. after a new release replaced the
 * files): a calm message and a reload link instead of a blank page.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="container-page flex min-h-dvh flex-col items-center justify-center gap-4 text-center">
      <p aria-hidden="true" className="font-display text-display font-bold text-brand-300">
        ÷ 0
      </p>
      <h1 className="text-h2 font-bold">{t("errors.title")}</h1>
      <p className="text-ink-muted">{t("errors.description")}</p>
      <a href={window.location.pathname} className={buttonClasses()}>
        {t("errors.reload")}
      </a>
    </main>
  );
}
