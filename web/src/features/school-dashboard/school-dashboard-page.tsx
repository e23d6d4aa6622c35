import { ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageTitle } from "@/components/page-header.tsx";
import { LoadErrorCard } from "@/components/screen-parts.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { LoadingNote } from "@/components/ui/spinner.tsx";
import { useSchoolDashboard } from "./api.ts";
import { ClassChart } from "./class-chart.tsx";
import { GettingStarted } from "./getting-started.tsx";
import { NAMESPACE } from "./i18n.ts";
import { YourCourses } from "./your-courses.tsx";

const LINKS = [
  { to: ROUTES.schoolAddStudent, key: "addStudent" },
  { to: ROUTES.schoolViewStudents, key: "viewStudents" },
  { to: ROUTES.schoolAddTeacher, key: "addTeacher" },
  { to: ROUTES.schoolViewTeachers, key: "viewTeachers" },
  // Buying seats
  { to: ROUTES.schoolBuyCourses, key: "buyCourses" },
  { to: ROUTES.schoolRenewCourse, key: "renewSeats" },
  { to: ROUTES.schoolPayments, key: "payments" },
] as const;

/**
 * /schooldashboard: the getting-started path (until every step is done), the school's counts, every
 * course it may use with its seats, its students by class, and links to manage them.
 */
export default function SchoolDashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const dashboard = useSchoolDashboard();
  const data = dashboard.data;

  return (
    <div className="container-page py-8 sm:py-12">
      <PageTitle
        title={data ? t("welcome", { name: data.name }) : t("title")}
        subtitle={t("subtitle")}
        wide
      />

      {dashboard.isError ? (
        <LoadErrorCard
          message={t("loadFailed")}
          retryLabel={t("retry")}
          onRetry={() => void dashboard.refetch()}
        />
      ) : !data ? (
        <LoadingNote label={t("loading")} />
      ) : (
        // The two counts side by side and the actions beside them, each card as tall as its content:
        // no count card stretched beside a column of seven stacked buttons.
        <div className="grid grid-cols-2 items-start gap-4 sm:gap-6 lg:grid-cols-4">
          <GettingStarted data={data} />
          <Card title={t("students")}>
            <p className="font-display text-display font-extrabold text-brand-700">{data.students}</p>
          </Card>
          <Card title={t("teachers")}>
            <p className="font-display text-display font-extrabold text-brand-700">{data.teachers}</p>
            <p className="text-ink-muted">{t("activeTeachers", { count: data.activeTeachers })}</p>
          </Card>
          <Card title={t("actions")} className="col-span-2">
            <nav aria-label={t("actions")} className="flex flex-wrap gap-3">
              {LINKS.map((link) => (
                <Link key={link.to} to={link.to} className={buttonClasses({ variant: "secondary" })}>
                  {t(link.key)}
                </Link>
              ))}
            </nav>
          </Card>
          <YourCourses />
          <Card title={t("byClass")} description={t("byClassHint")} className="col-span-2 lg:col-span-4">
            {data.students === 0 ? (
              <p className="text-ink-muted">{t("noStudents")}</p>
            ) : (
              <>
                <ClassChart data={data.studentsByClass} />
                {/* The chart's numbers for screen readers and for anyone who prefers a table. */}
                <table className="mt-4 w-full text-start text-caption">
                  <caption className="sr-only">{t("byClass")}</caption>
                  {/* Tiles at least 5 rem wide: "कक्षा 10" stays on one line at 390 px. */}
                  <tbody className="grid grid-cols-[repeat(auto-fit,minmax(5rem,1fr))] gap-2">
                    {data.studentsByClass.map((row) => (
                      <tr
                        key={row.class}
                        className="flex flex-col rounded-control bg-brand-50 p-2 text-center"
                      >
                        <th scope="row" className="font-semibold whitespace-nowrap text-ink-muted">
                          {t("classShort", { n: row.class })}
                        </th>
                        <td className="text-lead font-bold text-ink">{row.count}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </Card>
        </div>
      )}
    </div>
  );
}
