import { LIMITS, ROUTES, TEACHER_ONLY_RESOURCE_TYPES } from "@ganit/contracts";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { CourseContentViewer, PracticeLink, ReviewLink } from "@/components/course-viewer/index.ts";
import { Button, buttonClasses, Card } from "@/components/ui/index.ts";
import { usePracticeSets, useReviewDue } from "@/lib/practice-sets.ts";
import { SESSION_KEYS } from "@/lib/session.ts";
import { useStudentAccessCourse } from "./access-api.ts";
import { NAMESPACE } from "./i18n.ts";

/** The class of `?class=n`, when it is a class number at all. */
function classOf(value: string | null): number | null {
  if (value === null || !/^\d{1,2}$/.test(value)) return null;
  const n = Number(value);
  return n >= LIMITS.classMin && n <= LIMITS.classMax ? n : null;
}

/**
 * /coursecontent?class=n (studentb2c): the content of one bought class in the shared viewer. The
 * course id comes from session storage (set by the dashboard's class button), as in the spec's
 * student viewer; the first visible resource opens at once, and videos and explanations are never
 * shown (the server leaves them out too). Each way it can fail shows the spec's message and Try
 * Again, which reloads the page.
 */
export default function LearnerCourseContentPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const courseId = sessionStorage.getItem(SESSION_KEYS.courseId);
  const classNumber = classOf(params.get("class"));
  const access = useStudentAccessCourse(courseId && classNumber !== null ? courseId : null);
  const practiceSets = usePracticeSets(courseId && classNumber !== null ? courseId : null, classNumber);
  const reviewDue = useReviewDue(courseId && classNumber !== null ? courseId : null, classNumber);
  const enrolled = access.data?.course.allEnrolledClasses.find((cls) => cls.classNumber === classNumber);
  // One object per answer: the viewer re-opens its first resource whenever the course changes.
  const viewerCourse = useMemo(
    () =>
      access.data && enrolled
        ? {
            name: access.data.course.name,
            classLevels: [{ classNumber: enrolled.classNumber, levels: enrolled.levels }],
          }
        : null,
    [access.data, enrolled],
  );

  if (!courseId) return <Problem>{t("content.noCourseId")}</Problem>;
  if (classNumber === null) return <Problem>{t("content.classRequired")}</Problem>;
  if (access.isError) return <Problem>{t("content.loadFailed")}</Problem>;
  // As tall as the screen, so the footer does not show and then jump down when the course arrives.
  if (!access.data)
    return (
      <div className="container-page min-h-dvh py-8">
        <p role="status" className="text-ink-muted">
          {t("content.loading")}
        </p>
      </div>
    );

  if (!enrolled || !viewerCourse) return <Problem>{t("content.noAccess", { n: classNumber })}</Problem>;
  if (!enrolled.accessGranted) return <Problem>{t("content.notGranted", { n: classNumber })}</Problem>;

  return (
    <div className="container-page py-6 sm:py-8">
      <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-h1 font-extrabold">{viewerCourse.name}</h1>
          <p className="mt-1 text-lead text-ink-muted">{t("content.title", { n: classNumber })}</p>
        </div>
        <Link to={ROUTES.b2cDashboard} className={buttonClasses({ variant: "secondary" })}>
          {t("content.back")}
        </Link>
      </header>
      <ReviewLink courseId={courseId} classNumber={classNumber} due={reviewDue} />
      <CourseContentViewer
        course={viewerCourse}
        classNumber={classNumber}
        hiddenTypes={TEACHER_ONLY_RESOURCE_TYPES}
        autoSelectFirst
        resourceActions={(resource) => <PracticeLink resource={resource} sets={practiceSets} />}
      />
    </div>
  );
}

function Problem({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="container-page py-8 sm:py-12">
      <Card tone="accent" className="max-w-2xl">
        <p role="alert" className="text-lead font-semibold">
          {children}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => window.location.reload()}>{t("retry")}</Button>
          <Link to={ROUTES.b2cDashboard} className={buttonClasses({ variant: "secondary" })}>
            {t("content.back")}
          </Link>
        </div>
      </Card>
    </div>
  );
}
