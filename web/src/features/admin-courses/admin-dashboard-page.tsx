import { ROUTES, type RoutePath } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DashboardHeader, StatCard, StatCards } from "@/components/dashboard.tsx";
import { Card } from "@/components/ui/card.tsx";
import { PageSpinner } from "@/components/ui/spinner.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { useCourseSummary } from "./api.ts";
import { CourseLoadAlert } from "./course-parts.tsx";
import { NAMESPACE } from "./i18n.ts";

type Shortcut = {
  path: RoutePath;
  label: "addCourse" | "editCourses" | "manageCourses" | "courseInfo" | "viewContent";
};
const SHORTCUTS: Shortcut[] = [
  { path: ROUTES.adminAddCourse, label: "addCourse" },
  { path: ROUTES.adminViewCourse, label: "editCourses" },
  { path: ROUTES.adminDeleteCourse, label: "manageCourses" },
  { path: ROUTES.adminViewCourseInfo, label: "courseInfo" },
  { path: ROUTES.content, label: "viewContent" },
];

/** /admindashboard: the catalogue's counts and the way to each admin screen. */
export default function AdminDashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useAuth();
  const summary = useCourseSummary();
  const counts = summary.data;
  const cards = counts
    ? ([
        ["courses", counts.courses, ROUTES.adminDeleteCourse],
        ["classes", counts.classes, ROUTES.adminViewCourse],
        ["levels", counts.levels, ROUTES.adminViewCourse],
        ["resources", counts.resources, ROUTES.adminViewCourse],
        ["contentPages", counts.contentPages, ROUTES.content],
      ] as const)
    : [];
  return (
    <div className="container-page py-8 sm:py-12">
      <DashboardHeader
        title={t("dashboard.title")}
        welcome={user?.name ? t("dashboard.welcome", { name: user.name }) : null}
        subtitle={t("dashboard.subtitle")}
      />

      {summary.isPending ? (
        <PageSpinner label={t("dashboard.loading")} />
      ) : summary.isError ? (
        <CourseLoadAlert message={t("dashboard.failed")} onRetry={() => void summary.refetch()} />
      ) : (
        <StatCards label={t("dashboard.countsLabel")}>
          {cards.map(([key, value, path]) => (
            <StatCard key={key} label={t(`dashboard.${key}`)} value={value} to={path} />
          ))}
        </StatCards>
      )}

      <Card className="mt-8" title={t("dashboard.shortcuts")}>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {SHORTCUTS.map((shortcut) => (
            <li key={shortcut.path}>
              <Link
                to={shortcut.path}
                className="block rounded-control border border-line p-4 hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="font-bold text-brand-800">{t(`dashboard.${shortcut.label}`)}</span>
                <span className="mt-1 block text-ink-muted">{t(`dashboard.${shortcut.label}Hint`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
