import { ROUTES } from "@ganit/contracts";
import { useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PupilCourseViewer } from "@/components/course-viewer/pupil-course-viewer.tsx";
import { useOneClassCourse } from "@/components/course-viewer/viewer-frame.tsx";
import { useLocalName } from "@/lib/local-name.ts";
import { usePupilSets } from "@/lib/practice-sets.ts";
import {
  startStudentCourseEarly,
  useCourseProgress,
  useProgressOutbox,
  useReportOpened,
  useStudentCourse,
} from "./api.ts";
import { NAMESPACE } from "./i18n.ts";
import { MarkDoneButton } from "./mark-done-button.tsx";
import {
  classOf,
  problemOf,
  storedCourseId,
  ViewerHeader,
  ViewerLoading,
  ViewerProblem,
} from "./viewer-parts.tsx";

/**
 * When the app opens on this screen (a pupil's bookmark, a reload): the class's tree and ticks are
 * asked for before the app's first render, so the lesson does not wait for it (app/router.tsx).
 */
export function prefetch() {
  const courseId = storedCourseId();
  const classNumber = classOf(new URLSearchParams(window.location.search).get("class"));
  if (courseId === null || classNumber === null) return;
  startStudentCourseEarly(courseId, classNumber);
}

/**
 * /student/coursecontent?class=n (a school's student): the enrolled class in the shared viewer. The
 * course id comes from session storage (set by the dashboard's 'Class n' button); `&resource=<id>`
 * (Continue where you left off) opens that resource, otherwise the first visible one opens, its
 * level and title expanded. Videos and explanations are never shown (the server leaves them out
 * too). Opening a resource records it; 'Mark as done' ticks it in the tree. Each way it can fail
 * shows the spec's message and Try Again.
 */
export default function StudentContentPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const courseId = storedCourseId();
  const classNumber = classOf(params.get("class"));
  const resumeId = params.get("resource");
  const ready = courseId !== null && classNumber !== null;
  const access = useStudentCourse(ready ? courseId : null, ready ? classNumber : null);
  const progress = useCourseProgress(ready ? courseId : null, ready ? classNumber : null);
  const reportOpened = useReportOpened();
  const sets = usePupilSets(ready ? courseId : null, ready ? classNumber : null);
  useProgressOutbox();

  // The tree and the ticks render in a deferred pass when they arrive: React can then cut that work
  // into short slices, and a phone still answers a tap meanwhile (a query's own update renders in one
  // piece).
  const course = useDeferredValue(access.data);
  const completed = useDeferredValue(progress.data);
  const enrolled = course?.course.allEnrolledClasses.find((cls) => cls.classNumber === classNumber);
  const viewerCourse = useOneClassCourse(course?.course.name, enrolled, course?.course.nameHi);
  const named = useLocalName();
  const back = { to: ROUTES.studentDashboard, label: t("content.backStudent") };

  if (!courseId) return <ViewerProblem back={back}>{t("content.noCourseId")}</ViewerProblem>;
  if (classNumber === null) return <ViewerProblem back={back}>{t("content.classRequired")}</ViewerProblem>;
  if (access.isError)
    return (
      <ViewerProblem back={back}>{t(`content.${problemOf(access.error)}`, { n: classNumber })}</ViewerProblem>
    );
  if (!course) return <ViewerLoading />;
  if (!enrolled || !viewerCourse)
    return <ViewerProblem back={back}>{t("content.noAccess", { n: classNumber })}</ViewerProblem>;
  if (!enrolled.accessGranted)
    return <ViewerProblem back={back}>{t("content.notGranted", { n: classNumber })}</ViewerProblem>;

  return (
    <div className="container-page py-6 sm:py-8">
      <ViewerHeader
        courseName={named(viewerCourse.name, viewerCourse.nameHi)}
        classNumber={classNumber}
        back={back}
      />
      <PupilCourseViewer
        course={viewerCourse}
        courseId={courseId}
        classNumber={classNumber}
        sets={sets}
        selectResourceId={resumeId}
        completedResourceIds={completed}
        onResourceOpen={(resource) => {
          if (resource._id) reportOpened(resource._id);
        }}
        actions={(resource) =>
          resource._id ? (
            <MarkDoneButton
              courseId={courseId}
              classNumber={classNumber}
              resourceId={resource._id}
              done={progress.data?.has(resource._id) ?? false}
            />
          ) : null
        }
      />
    </div>
  );
}
