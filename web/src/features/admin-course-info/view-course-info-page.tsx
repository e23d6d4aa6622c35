import { LIMITS, ROUTES } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { BackLinkHeader } from "@/components/back-link-header.tsx";
import { CourseContentViewer } from "@/components/course-viewer/index.ts";
import { Button } from "@/components/ui/button.tsx";
import { PageSpinner } from "@/components/ui/spinner.tsx";
import { cn } from "@/lib/cn.ts";
import { SESSION_KEYS } from "@/lib/session.ts";
import { useCourseDocument } from "./api.ts";
import { CourseInfoList } from "./course-info-list.tsx";
import { NAMESPACE } from "./i18n.ts";

function classFromQuery(raw: string | null): number | null {
  if (!raw || !/^\d{1,2}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= LIMITS.classMin && n <= LIMITS.classMax ? n : null;
}

/**
 * /admin/viewcourseinfo?class=n: the read-only tree of one class of the course chosen on a course
 * list (its id in session storage, key `courseId`), with the resource frame beside it, a switch to
 * the course's other classes, and Back to the course info list. Without `class`: that list.
 */
export default function ViewCourseInfoPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  if (!params.has("class")) {
    return (
      <div className="container-page py-8 sm:py-12">
        <BackLinkHeader
          to={ROUTES.adminDeleteCourse}
          back={t("backToManagement")}
          title={t("listTitle")}
          lead={t("listSubtitle")}
        />
        <CourseInfoList />
      </div>
    );
  }
  return <ClassInfo />;
}

function ClassInfo() {
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
      <BackLinkHeader
        to={ROUTES.adminViewCourseInfo}
        back={t("back")}
        title={course.data?.name ?? t("title")}
        lead={classNumber !== null ? t("subtitle", { n: classNumber }) : undefined}
      />
      {course.data && course.data.classLevels.length > 1 && (
        <nav aria-label={t("switchLabel")} className="mb-6">
          <ul className="flex flex-wrap gap-2">
            {[...course.data.classLevels]
              .sort((a, b) => a.classNumber - b.classNumber)
              .map((klass) => {
                const current = klass.classNumber === classNumber;
                return (
                  <li key={klass.classNumber}>
                    <Link
                      to={`${ROUTES.adminViewCourseInfo}?class=${klass.classNumber}`}
                      aria-current={current ? "page" : undefined}
                      className={cn(
                        "inline-flex min-h-10 items-center rounded-control border-2 px-3 font-bold",
                        current
                          ? "border-brand-600 bg-brand-600 text-white"
                          : "border-brand-200 bg-white text-brand-700 hover:bg-brand-50",
                      )}
                    >
                      {t("classButton", { n: klass.classNumber })}
                    </Link>
                  </li>
                );
              })}
          </ul>
        </nav>
      )}
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
