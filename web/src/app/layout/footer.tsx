import { useTranslation } from "react-i18next";

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-auto border-t border-brand-100 bg-white">
      <div className="container-page flex flex-col items-center justify-between gap-2 py-6 text-ink-muted sm:flex-row">
        <p>{t("footer.copyright")}</p>
        <p aria-hidden="true" className="font-display text-lg tracking-widest text-brand-600">
          + − × ÷ =
        </p>
      </div>
    </footer>
  );
}
