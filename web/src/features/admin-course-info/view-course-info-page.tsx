import { LIMITS, ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { CourseContentViewer } from "@/components/course-viewer/index.ts";
import { Button, PageSpinner } from "@/components/ui/index.ts";
import { SESSION_KEYS } from "@/lib/session.ts";
import { useCourseDocument } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";

function classFromQuery(raw: string | null): number | null {
  if (!raw || !/^\d{1,2}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= LIMITS.classMin && n <= LIMITS.classMax ? n : null;
}

/**
 * /admin/viewcourseinfo?class=n: the read-only tree of one class of the course chosen on the course
 * list (its id in session storage, key `courseId`), with the resource frame beside it.
 */
export default function ViewCourseInfoPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const classNumber = classFromQuery(params.get("class"));
  const courseId = sessionStorage.getItem(SESSION_KEYS.courseId);
  const course = useCourseDocument(courseId);

  const problem = !courseId
    ? t("noCourse")
    : classNumber === null
      ? t("noClass")
      : course.isError
        ? t("loadFailed")
        : course.data && !course.data.classLevels.some((c) => c.classNumber === classNumber)
          ? t("noSuchClass", { n: classNumber })
          : null;

  return (
    <div className="container-page py-8 sm:py-12">
      <Link
        to={ROUTES.adminViewCourse}
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
      >
        <span aria-hidden="true">←</span> {t("back")}
      </Link>
      <header className="mt-2 mb-6">
        <h1 className="text-h1 font-extrabold">{course.data?.name ?? t("title")}</h1>
        {classNumber !== null && (
          <p className="mt-1 text-lead text-ink-muted">{t("subtitle", { n: classNumber })}</p>
        )}
      </header>
      {problem ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-4 rounded-card border border-danger-600/30 bg-danger-50 p-5"
        >
          <p className="font-semibold text-danger-800">{problem}</p>
          {course.isError && (
            <Button variant="secondary" onClick={() => void course.refetch()}>
              {t("tryAgain")}
            </Button>
          )}
        </div>
      ) : course.data && classNumber !== null ? (
        <CourseContentViewer course={course.data} classNumber={classNumber} />
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}
