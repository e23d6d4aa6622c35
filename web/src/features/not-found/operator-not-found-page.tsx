import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { dashboardFor } from "@/lib/session.ts";
import { NOT_FOUND_NS } from "./i18n.ts";

/**
 * An unknown path under /superadmin/ or /admin/, reached only past the area's guard: a plain
 * "does not exist" with the way to the dashboard. The puzzle is for the public site's lost visitors.
 */
export default function OperatorNotFoundPage() {
  const { t } = useTranslation(NOT_FOUND_NS);
  const { user } = useAuth();
  return (
    <div className="container-page py-12 sm:py-16">
      <h1 className="text-h1 font-extrabold">{t("operatorTitle")}</h1>
      <p className="mt-2 max-w-2xl text-lead text-ink-muted">{t("operatorLead")}</p>
      {user && (
        <Link to={dashboardFor(user.role)} className={buttonClasses({ className: "mt-6" })}>
          {t("operatorHome")}
        </Link>
      )}
    </div>
  );
}
