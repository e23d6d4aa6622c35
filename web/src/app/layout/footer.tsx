import { ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-auto border-t border-brand-100 bg-white">
      <div className="container-page flex flex-col items-center justify-between gap-2 py-6 text-ink-muted sm:flex-row">
        <p>{t("footer.copyright")}</p>
        <Link to={ROUTES.privacyNotice} className="font-semibold text-brand-700 underline">
          {t("nav.privacy")}
        </Link>
        <p aria-hidden="true" className="font-display text-lg tracking-widest text-brand-600">
          + − × ÷ =
        </p>
      </div>
    </footer>
  );
}
