import { ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses, Card } from "@/components/ui/index.ts";
import { useAuth } from "@/lib/auth.tsx";
import "./i18n.ts";

const roleSymbols = { superadmin: "∞", admin: "∑", school: "△", teacher: "√", student: "π", studentb2c: "★" };

/**
 * The landing page of every role (/superadmindashboard … /dashboard). It greets the user and says
 * what the area will offer; the issues that build each area replace the card with real content.
 */
export default function DashboardPage() {
  const { t } = useTranslation("dashboards");
  const { user } = useAuth();
  if (!user) return null; // The guard admits only signed-in users.
  const roleTitle = t(`roles.${user.role}`, { ns: "common" });
  return (
    <div className="container-page py-8 sm:py-12">
      <section className="relative overflow-hidden rounded-card bg-gradient-to-br from-brand-700 to-violet-strong px-6 py-8 text-white shadow-card sm:px-10 sm:py-12">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute -end-4 -top-8 font-display text-[10rem] leading-none font-extrabold text-white/10 select-none"
        >
          {roleSymbols[user.role]}
        </span>
        <p className="inline-block rounded-full bg-accent-300 px-3 py-1 text-caption font-bold text-accent-950">
          {roleTitle}
        </p>
        <h1 className="mt-3 text-h1 font-extrabold text-white sm:text-display">
          {user.name ? t("welcome", { name: user.name }) : t("welcomeNoName")}
        </h1>
      </section>
      <Card className="mt-6" title={t("areaTitle", { role: roleTitle })}>
        <p className="text-lead text-ink">{t(`offers.${user.role}`)}</p>
        <p className="mt-3 text-ink-muted">{t("soon")}</p>
        <Link to={ROUTES.profile} className={buttonClasses({ variant: "secondary", className: "mt-5" })}>
          {t("profileLink")}
        </Link>
      </Card>
    </div>
  );
}
