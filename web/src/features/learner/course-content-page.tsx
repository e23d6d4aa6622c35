import { ROUTES } from "@ganit/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PupilCourseViewer } from "@/components/course-viewer/pupil-course-viewer.tsx";
import {
  classOf,
  useOneClassCourse,
  ViewerHeader,
  ViewerLoading,
  ViewerProblem,
} from "@/components/course-viewer/viewer-frame.tsx";
import { useLocalName } from "@/lib/local-name.ts";
import { usePupilSets } from "@/lib/practice-sets.ts";
import { SESSION_KEYS } from "@/lib/session.ts";
import { useStudentAccessCourse } from "./access-api.ts";
import { NAMESPACE } from "./i18n.ts";

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
  const sets = usePupilSets(courseId && classNumber !== null ? courseId : null, classNumber);
  const enrolled = access.data?.course.allEnrolledClasses.find((cls) => cls.classNumber === classNumber);
  const viewerCourse = useOneClassCourse(access.data?.course.name, enrolled, access.data?.course.nameHi);
  const named = useLocalName();
  const back = { to: ROUTES.b2cDashboard, label: t("content.back") };

  if (!courseId) return <Problem>{t("content.noCourseId")}</Problem>;
  if (classNumber === null) return <Problem>{t("content.classRequired")}</Problem>;
  if (access.isError) return <Problem>{t("content.loadFailed")}</Problem>;
  if (!access.data) return <ViewerLoading label={t("content.loading")} />;

  if (!enrolled || !viewerCourse) return <Problem>{t("content.noAccess", { n: classNumber })}</Problem>;
  if (!enrolled.accessGranted) return <Problem>{t("content.notGranted", { n: classNumber })}</Problem>;

  return (
    <div className="container-page py-6 sm:py-8">
      <ViewerHeader
        courseName={named(viewerCourse.name, viewerCourse.nameHi)}
        classTitle={t("content.title", { n: classNumber })}
        back={back}
      />
      <PupilCourseViewer course={viewerCourse} courseId={courseId} classNumber={classNumber} sets={sets} />
    </div>
  );
}

/** One of the viewer's messages, with Try Again and the way back to the dashboard. */
function Problem({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ViewerProblem back={{ to: ROUTES.b2cDashboard, label: t("content.back") }} retryLabel={t("retry")}>
      {children}
    </ViewerProblem>
  );
}
