import { ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DashboardHeader } from "@/components/dashboard.tsx";
import { useListLoadError } from "@/components/list-page.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { PageSpinner } from "@/components/ui/spinner.tsx";
import { useAllCourses } from "./api.ts";
import { storeCourseId } from "./course-id.ts";
import { CourseLoadAlert } from "./course-parts.tsx";
import { NAMESPACE } from "./i18n.ts";

/** /admin/viewcourse: Available Courses, each with a button per class that opens it in the editor. */
export default function ViewCoursePage() {
  const { t } = useTranslation(NAMESPACE);
  const courses = useAllCourses();
  const items = courses.data ?? [];
  const loadError = useListLoadError(
    courses,
    t("coursesLoadFailed", { ns: "messages" }),
    "view-courses-load",
  );

  return (
    <div className="container-page py-8 sm:py-12">
      <DashboardHeader title={t("viewCourse.title")} subtitle={t("viewCourse.subtitle")} />
      {courses.isPending ? (
        <PageSpinner />
      ) : loadError ? (
        <CourseLoadAlert message={loadError} onRetry={() => void courses.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          title={t("empty")}
          description={t("emptyHint")}
          action={
            <Link to={ROUTES.adminAddCourse} className={buttonClasses()}>
              {t("manage.addCourse")}
            </Link>
          }
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {items.map((course) => (
            <li key={course._id} className="rounded-card border border-line bg-surface p-5 shadow-card">
              <h2 className="text-h3 font-bold text-brand-950">{course.name}</h2>
              <p className="mt-1 text-caption text-ink-muted">
                {t("viewCourse.classCount", { count: course.classLevels.length })}
              </p>
              <div className="mt-4 flex flex-wrap gap-2">
                {course.classLevels.map((klass) => (
                  <Link
                    key={klass.classNumber}
                    to={`${ROUTES.adminEditCourse}?class=${klass.classNumber}`}
                    onClick={() => storeCourseId(course._id)}
                    aria-label={t("viewCourse.editClassOf", { number: klass.classNumber, name: course.name })}
                    className={buttonClasses({ variant: "secondary", size: "sm" })}
                  >
                    {t("viewCourse.classButton", { number: klass.classNumber })}
                  </Link>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
