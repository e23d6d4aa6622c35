import { ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { PageSpinner } from "@/components/ui/spinner.tsx";
import { SESSION_KEYS } from "@/lib/session.ts";
import { useCourseInfoList } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";

/**
 * /admin/viewcourseinfo without a class: the course info list (part 2 §2), every course with a
 * button per class leading to /admin/viewcourseinfo?class=n (the course id goes to session storage,
 * as the Available Courses list does for the editor).
 */
export function CourseInfoList() {
  const { t } = useTranslation(NAMESPACE);
  const courses = useCourseInfoList(true);
  if (courses.isPending) return <PageSpinner />;
  if (courses.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-4 rounded-card border border-danger-600/30 bg-danger-50 p-5"
      >
        <p className="font-semibold text-danger-800">{t("listLoadFailed")}</p>
        <Button variant="secondary" onClick={() => void courses.refetch()}>
          {t("tryAgain")}
        </Button>
      </div>
    );
  }
  if (courses.data.length === 0) return <EmptyState title={t("empty")} />;
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {courses.data.map((course) => (
        <li key={course._id} className="rounded-card border border-line bg-surface p-5 shadow-card">
          <h2 className="text-h3 font-bold text-brand-950">{course.name}</h2>
          <div className="mt-4 flex flex-wrap gap-2">
            {[...course.classLevels]
              .sort((a, b) => a.classNumber - b.classNumber)
              .map((klass) => (
                <Link
                  key={klass.classNumber}
                  to={`${ROUTES.adminViewCourseInfo}?class=${klass.classNumber}`}
                  onClick={() => sessionStorage.setItem(SESSION_KEYS.courseId, course._id)}
                  aria-label={t("viewClassOf", { n: klass.classNumber, name: course.name })}
                  className={buttonClasses({ variant: "secondary", size: "sm" })}
                >
                  {t("classButton", { n: klass.classNumber })}
                </Link>
              ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
