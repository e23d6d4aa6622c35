import { ROUTES } from "@ganit/contracts/paths";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { CourseContentViewer } from "@/components/course-viewer/index.ts";
import { useOneClassCourse } from "@/components/course-viewer/viewer-frame.tsx";
import { cn } from "@/lib/cn.ts";
import { useLocalName } from "@/lib/local-name.ts";
import type { StaffRole } from "./api.ts";
import { ClassProgressPanel } from "./class-progress-panel.tsx";
import { NAMESPACE } from "./i18n.ts";
import { PrintWorksheet } from "./print-worksheet.tsx";
import { useStaffCourse } from "./staff-api.ts";
import {
  classOf,
  problemOf,
  storedCourseId,
  ViewerHeader,
  ViewerLoading,
  ViewerProblem,
} from "./viewer-parts.tsx";

const VIEWS = ["lessons", "progress"] as const;
type View = (typeof VIEWS)[number];

/**
 * The content viewer of a teacher (/teacher/coursecontent?class=n) and of the school
 * (/school/schoolcoursecontent?class=n): every resource type, nothing opened until chosen, and a
 * second tab with the class's progress table and its export. The tab is in the URL (`&view=progress`)
 * so a reload or a shared link keeps it; the table is fetched only when its tab is shown.
 */
export function StaffContent({ who, back }: { who: StaffRole; back: { to: string; label: string } }) {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  // The course comes in the address (`courseId`, a link that works on its own), else from session storage (the spec's key).
  const courseId = params.get("courseId")?.trim() || storedCourseId();
  const classNumber = classOf(params.get("class"));
  const view: View = params.get("view") === "progress" ? "progress" : "lessons";
  const ready = courseId !== null && classNumber !== null;
  const access = useStaffCourse(who, ready ? courseId : null, ready ? classNumber : null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const open = access.data?.course.courseId.classLevels.find((cls) => cls.classNumber === classNumber);
  const viewerCourse = useOneClassCourse(
    access.data?.course.courseId.name,
    open,
    access.data?.course.courseId.nameHi,
  );
  const named = useLocalName();

  if (!courseId) return <ViewerProblem back={back}>{t("content.noCourseId")}</ViewerProblem>;
  if (classNumber === null) return <ViewerProblem back={back}>{t("content.classRequired")}</ViewerProblem>;
  if (access.isError)
    return (
      <ViewerProblem back={back}>{t(`content.${problemOf(access.error)}`, { n: classNumber })}</ViewerProblem>
    );
  if (!access.data) return <ViewerLoading />;
  if (!viewerCourse)
    return <ViewerProblem back={back}>{t("content.noAccess", { n: classNumber })}</ViewerProblem>;

  const show = (next: View) =>
    setParams(
      (now) => {
        const updated = new URLSearchParams(now);
        if (next === "progress") updated.set("view", "progress");
        else updated.delete("view");
        return updated;
      },
      { replace: true },
    );
  // Arrow keys move between the tabs (the ARIA tabs pattern); the chosen tab gets focus.
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const next = VIEWS[(VIEWS.indexOf(view) + 1) % VIEWS.length] ?? "lessons";
    show(next);
    tabs.current[VIEWS.indexOf(next)]?.focus();
  };

  return (
    <div className="container-page py-6 sm:py-8">
      <ViewerHeader
        courseName={named(viewerCourse.name, viewerCourse.nameHi)}
        classNumber={classNumber}
        back={back}
      />
      <p className="mb-4">
        <Link
          className="font-semibold text-brand-700 underline"
          to={`${who === "teacher" ? ROUTES.teacherPracticeResults : ROUTES.schoolPracticeResults}?${new URLSearchParams({ courseId, class: String(classNumber) })}`}
        >
          {t("content.practiceResults")}
        </Link>
      </p>
      <div role="tablist" aria-label={t("content.views")} className="mb-4 flex gap-2 border-b border-line">
        {VIEWS.map((name, index) => (
          <button
            key={name}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`learning-tab-${name}`}
            aria-selected={view === name}
            aria-controls={view === name ? `learning-panel-${name}` : undefined}
            tabIndex={view === name ? 0 : -1}
            onClick={() => show(name)}
            onKeyDown={onKeyDown}
            className={cn(
              "-mb-px min-h-11 rounded-t-control border-b-4 px-4 font-semibold",
              view === name
                ? "border-brand-600 text-brand-900"
                : "border-transparent text-ink-muted hover:text-brand-800",
            )}
          >
            {t(`content.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`learning-panel-${view}`} aria-labelledby={`learning-tab-${view}`}>
        {view === "lessons" ? (
          <CourseContentViewer
            course={viewerCourse}
            classNumber={classNumber}
            resourceActions={(resource) => <PrintWorksheet resource={resource} />}
          />
        ) : (
          <ClassProgressPanel courseId={courseId} classNumber={classNumber} />
        )}
      </div>
    </div>
  );
}
