import { ROUTES } from "@ganit/contracts";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { DashboardHeader, StatCard, StatCards } from "@/components/dashboard.tsx";
import { LoadErrorCard } from "@/components/screen-parts.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { LoadingNote } from "@/components/ui/spinner.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { localeOf } from "@/lib/dates.ts";
import { apiErrorMessage } from "@/lib/messages.ts";
import {
  TREND_DAYS,
  useGrowthTrend,
  usePendingPayments,
  useRegistrationTrend,
  useSchoolsStatus,
} from "./api.ts";
import { DiscountForm } from "./discount-form.tsx";
import { GrowthPanel } from "./growth-panel.tsx";
import { NAMESPACE } from "./i18n.ts";

// recharts is heavy: it loads after the numbers, and only on this screen.
const RegistrationChart = lazy(() => import("./registration-chart.tsx"));

/** /superadmindashboard: the platform's totals, registrations per day, growth, payments to verify, the discount. */
export default function SuperadminDashboardPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { user } = useAuth();
  const status = useSchoolsStatus();
  const trend = useRegistrationTrend();
  const growth = useGrowthTrend();
  const pending = usePendingPayments();
  const locale = localeOf(i18n.language);
  const number = new Intl.NumberFormat(locale);

  const failed = status.isError ? status : trend.isError ? trend : null;
  const loadError = failed
    ? apiErrorMessage(failed.error, t("platformDashboardLoadFailed", { ns: "messages" }))
    : null;
  useEffect(() => {
    if (loadError) toast.error(loadError, { id: "superadmin-dashboard-load" });
  }, [loadError]);

  const header = (
    <DashboardHeader
      title={t("title")}
      welcome={user?.name ? t("welcome", { name: user.name }) : t("welcomeNoName")}
      subtitle={t("subtitle")}
    />
  );

  if (failed) {
    return (
      <div className="container-page py-8 sm:py-12">
        {header}
        <LoadErrorCard
          title={t("errorTitle")}
          message={loadError}
          retryLabel={t("tryAgain")}
          onRetry={() => {
            void status.refetch();
            void trend.refetch();
          }}
        />
      </div>
    );
  }
  if (!status.data || !trend.data) {
    return (
      <div className="container-page py-8 sm:py-12">
        {header}
        <LoadingNote label={t("loading")} />
      </div>
    );
  }

  const data = status.data;
  const { schoolStudents, individualLearners } = data.studentsBreakdown;
  const day = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const days = trend.data.map((item) => ({ label: day.format(new Date(`${item.date}T00:00:00Z`)), item }));

  return (
    <div className="container-page py-8 sm:py-12">
      {header}
      <StatCards label={t("cards.label")}>
        <StatCard
          label={t("cards.schools")}
          value={number.format(data.counts.active)}
          detail={t("cards.schoolsHint")}
        />
        <StatCard
          label={t("cards.students")}
          value={number.format(data.totalStudents)}
          // The total counts individual learners too: say how many of each.
          detail={t("cards.studentsDetail", {
            count: individualLearners,
            schools: number.format(schoolStudents),
            learners: number.format(individualLearners),
          })}
        />
        <StatCard label={t("cards.teachers")} value={number.format(data.totalTeachers)} />
        <StatCard label={t("cards.users")} value={number.format(data.totalUsers)} />
        <StatCard
          label={t("pending.title")}
          to={ROUTES.superadminPayments}
          tone="attention"
          value={
            pending.data ? (
              number.format(pending.data.pending)
            ) : pending.isError ? (
              <span className="text-body font-semibold text-ink-muted">{t("pending.unavailable")}</span>
            ) : (
              "–"
            )
          }
        />
      </StatCards>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <Card
          title={t("chart.title")}
          description={t("chart.subtitle", { days: TREND_DAYS })}
          // min-w-0: a grid item is as wide as its content by default, and the chart then pushed the
          // page past a phone's width.
          className="min-w-0 lg:col-span-2"
        >
          <Suspense fallback={<p className="h-64 text-ink-muted">{t("chart.loading")}</p>}>
            <RegistrationChart data={days} dayLabel={t("chart.date")} countLabel={t("chart.count")} />
          </Suspense>
          <table className="sr-only">
            <caption>{t("chart.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("chart.date")}</th>
                <th scope="col">{t("chart.count")}</th>
              </tr>
            </thead>
            <tbody>
              {days.map(({ label, item }) => (
                <tr key={item.date}>
                  <th scope="row">{label}</th>
                  <td>{item.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
        <div className="flex min-w-0 flex-col gap-6">
          <Card title={t("pending.title")} description={t("pending.hint")}>
            <Link to={ROUTES.superadminPayments} className={buttonClasses({ variant: "secondary" })}>
              {t("pending.link")}
            </Link>
          </Card>
          <DiscountForm />
        </div>
        <GrowthPanel items={growth.data} className="min-w-0 lg:col-span-3" />
      </div>
    </div>
  );
}
