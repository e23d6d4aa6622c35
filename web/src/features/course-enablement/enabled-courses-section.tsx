import type { EnabledClass, EnabledCourse, EnablementKind } from "@ganit/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { RowActionButton } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { useStatusWords } from "@/lib/status-words.ts";
import { useMediaQuery } from "@/lib/use-media-query.ts";
import { NAMESPACE } from "./i18n.ts";
import { StatusPill } from "./school-status-badge.tsx";

/** A class as one course of one section holds it, for the actions. */
export type ClassTarget = { kind: EnablementKind; course: EnabledCourse["courseId"]; detail: EnabledClass };
export type CourseTarget = { kind: EnablementKind; course: EnabledCourse["courseId"] };

/** What the rows need from the screen: the handlers, and the class whose change is on its way. */
export type SectionActions = {
  busyKey: string | null;
  onApprove: (target: ClassTarget) => void;
  onReject: (target: ClassTarget) => void;
  onEdit: (target: ClassTarget) => void;
  onRemoveClass: (target: ClassTarget) => void;
  onRemoveCourse: (target: CourseTarget) => void;
};

export const classKey = (kind: EnablementKind, courseId: string, classNumber: number) =>
  `${kind}:${courseId}:${classNumber}`;

/** School Courses or Student Courses: each course expandable, with its classes and their actions. */
export function EnabledCoursesSection({
  kind,
  courses,
  actions,
}: {
  kind: EnablementKind;
  courses: EnabledCourse[];
  actions: SectionActions;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card
      title={kind === "school" ? t("sections.school") : t("sections.students")}
      description={kind === "school" ? t("sections.schoolHint") : t("sections.studentsHint")}
    >
      {courses.length === 0 ? (
        <p className="text-ink-muted">{t("sections.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {courses.map((course) => (
            <li key={course.courseId._id}>
              <CourseItem kind={kind} course={course} actions={actions} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function CourseItem({
  kind,
  course,
  actions,
}: {
  kind: EnablementKind;
  course: EnabledCourse;
  actions: SectionActions;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(true);
  const panelId = useId();
  const wide = useMediaQuery("(min-width: 48rem)");
  const name = course.courseId.name;
  const classes = [...course.classDetails].sort((a, b) => a.classNumber - b.classNumber);
  return (
    <div className="rounded-control border border-line bg-white">
      <div className="flex flex-wrap items-center justify-between gap-2 p-3">
        <h3 className="m-0">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
            className="inline-flex min-h-11 items-center gap-2 rounded-control px-1 text-start font-display text-lead font-bold text-brand-950 focus-visible:outline-3 focus-visible:outline-accent-400"
          >
            <span aria-hidden="true" className="inline-block w-4">
              {open ? "▾" : "▸"}
            </span>
            {name}
            <span className="text-caption font-semibold text-ink-muted">
              {t("course.classes", { count: classes.length })}
            </span>
          </button>
        </h3>
        <RowActionButton
          label={t("course.removeCourse")}
          accessibleName={t("course.removeCourseOf", { name })}
          variant="dangerQuiet"
          onClick={() => actions.onRemoveCourse({ kind, course: course.courseId })}
        />
      </div>
      <div id={panelId} hidden={!open} className="border-line border-t">
        {wide ? (
          <ClassTable kind={kind} course={course.courseId} classes={classes} actions={actions} />
        ) : (
          <ul aria-label={t("course.caption", { name })} className="flex flex-col">
            {classes.map((detail) => (
              <ClassCard
                key={detail.classNumber}
                target={{ kind, course: course.courseId, detail }}
                actions={actions}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * A course's classes as a table on a wide screen. Below 48rem the same classes are cards (Current
 * students and the Edit and Remove buttons in sight on a 390 px phone, nothing to scroll sideways).
 */
function ClassTable({
  kind,
  course,
  classes,
  actions,
}: {
  kind: EnablementKind;
  course: EnabledCourse["courseId"];
  classes: EnabledClass[];
  actions: SectionActions;
}) {
  const { t } = useTranslation(NAMESPACE);
  const name = course.name;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-body">
        <caption className="sr-only">{t("course.caption", { name })}</caption>
        <thead className="bg-brand-50 text-caption text-brand-900">
          <tr>
            {CLASS_COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-start">
                {t(`class.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {classes.map((detail) => (
            <ClassRow key={detail.classNumber} target={{ kind, course, detail }} actions={actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What a class's row and card share: its names, whether its change is on its way, its actions. */
function useClassState(target: ClassTarget, actions: SectionActions) {
  const { detail, course } = target;
  const names = { n: detail.classNumber, course: course.name };
  const busy = actions.busyKey === classKey(target.kind, course._id, detail.classNumber);
  const waiting = actions.busyKey !== null && !busy;
  return { names, busy, waiting };
}

function ClassRow({ target, actions }: { target: ClassTarget; actions: SectionActions }) {
  const { t } = useTranslation(NAMESPACE);
  const { detail } = target;
  return (
    <tr className="border-line border-t align-top">
      <th scope="row" className="px-3 py-2 text-start font-semibold whitespace-nowrap">
        {t("class.name", { n: detail.classNumber })}
      </th>
      <td className="px-3 py-2">
        <ClassStatus detail={detail} />
      </td>
      <td className="px-3 py-2 tabular-nums">{detail.studentLimit ?? t("class.unlimited")}</td>
      <td className="px-3 py-2 tabular-nums">{detail.currentStudents}</td>
      <td className="px-3 py-2">
        <ClassActions target={target} actions={actions} />
      </td>
    </tr>
  );
}

/** A class on a phone: its name and status, the limit and the students, then its actions. */
function ClassCard({ target, actions }: { target: ClassTarget; actions: SectionActions }) {
  const { t } = useTranslation(NAMESPACE);
  const { detail } = target;
  return (
    <li className="flex flex-col gap-2 border-line border-t p-3 first:border-t-0">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="m-0 font-semibold">{t("class.name", { n: detail.classNumber })}</h4>
        <ClassStatus detail={detail} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-body">
        <dt className="text-caption font-bold text-ink-muted">{t("class.columns.limit")}</dt>
        <dd className="tabular-nums">{detail.studentLimit ?? t("class.unlimited")}</dd>
        <dt className="text-caption font-bold text-ink-muted">{t("class.columns.current")}</dt>
        <dd className="tabular-nums">{detail.currentStudents}</dd>
      </dl>
      <ClassActions target={target} actions={actions} />
    </li>
  );
}

function ClassStatus({ detail }: { detail: EnabledClass }) {
  const words = useStatusWords();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <StatusPill status={detail.status} />
      {detail.underReview && (
        <span className="rounded-full bg-accent-100 px-2 py-0.5 text-caption font-bold text-accent-900">
          {words.word("underReview")}
        </span>
      )}
    </div>
  );
}

function ClassActions({ target, actions }: { target: ClassTarget; actions: SectionActions }) {
  const { t } = useTranslation(NAMESPACE);
  const { detail } = target;
  const { names, busy, waiting } = useClassState(target, actions);
  const quietActions: QuietAction[] = detail.underReview
    ? detail.pendingPurchaseId
      ? ["reject"]
      : []
    : ["edit", "remove"];
  return (
    <div className="flex flex-wrap gap-2">
      {detail.underReview && (
        <RowActionButton
          label={t("class.approve")}
          accessibleName={t("class.approveOf", names)}
          variant="primary"
          loading={busy}
          disabled={waiting}
          onClick={() => actions.onApprove(target)}
        />
      )}
      {/* A class under review is decided with its payment: approve or reject, not edit or remove. */}
      {quietActions.map((action) => (
        <ClassButton
          key={action}
          action={action}
          names={names}
          disabled={waiting || busy}
          onClick={() => QUIET_ACTIONS[action].run(actions, target)}
        />
      ))}
    </div>
  );
}

/** The headings of a course's table of classes, in order. */
const CLASS_COLUMNS = ["class", "status", "limit", "current", "actions"] as const;

/** Reject, Edit and Remove of one class: the button's look and what it asks the screen to do. */
const QUIET_ACTIONS = {
  reject: { variant: "dangerQuiet", run: (actions, target) => actions.onReject(target) },
  edit: { variant: "secondary", run: (actions, target) => actions.onEdit(target) },
  remove: { variant: "dangerQuiet", run: (actions, target) => actions.onRemoveClass(target) },
} as const satisfies Record<
  string,
  { variant: "secondary" | "dangerQuiet"; run: (actions: SectionActions, target: ClassTarget) => void }
>;
type QuietAction = keyof typeof QUIET_ACTIONS;

/** One of a class's quiet actions: its accessible name names the class and the course. */
function ClassButton({
  action,
  names,
  disabled,
  onClick,
}: {
  action: QuietAction;
  names: { n: number; course: string };
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <RowActionButton
      label={t(`class.${action}`)}
      accessibleName={t(`class.${action}Of`, names)}
      variant={QUIET_ACTIONS[action].variant}
      disabled={disabled}
      onClick={onClick}
    />
  );
}
