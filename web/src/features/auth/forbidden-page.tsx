import { ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { OutlineSvg } from "@/components/icon-frame.tsx";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { dashboardFor } from "@/lib/session.ts";
import "./i18n.ts";

/** Access Denied, with Go Back: where a guard sends a signed-in user whose role may not enter. */
export default function ForbiddenPage() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const { user } = useAuth();
  return (
    <div className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <span
        aria-hidden="true"
        className="flex size-24 items-center justify-center rounded-full bg-danger-100 text-danger-700"
      >
        <OutlineSvg viewBox="0 0 24 24" strokeWidth="2.2" strokeLinecap="round" className="size-12">
          <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
          <path d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3" />
          <circle cx="12" cy="15.5" r="1.3" fill="currentColor" />
        </OutlineSvg>
      </span>
      <h1 className="mt-6 text-h1 font-extrabold">{t("forbidden.title")}</h1>
      <p className="mt-3 max-w-lg text-lead text-ink-muted">{t("forbidden.description")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => void navigate(-1)}>
          {t("forbidden.goBack")}
        </Button>
        <Link
          to={user ? dashboardFor(user.role) : ROUTES.home}
          className={buttonClasses({ variant: "secondary", size: "lg" })}
        >
          {user ? t("forbidden.toDashboard") : t("forbidden.toHome")}
        </Link>
      </div>
    </div>
  );
}
