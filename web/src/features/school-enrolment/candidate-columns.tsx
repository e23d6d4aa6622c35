import type { CourseCandidate } from "@ganit/contracts";
import { createContext, useContext, useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  actionsColumnOptions,
  nameColumnOptions,
  rollNumberColumnOptions,
} from "@/components/screen-parts.tsx";
import { RowActionButton } from "@/components/ui/button.tsx";
import { type DataTableColumn, dataTableColumns } from "@/components/ui/data-table.tsx";
import { NAMESPACE } from "./i18n.ts";

/** What the cells need from the enrolment screen: the selection, the target class and the handlers. */
export type CandidateRowActions = {
  selected: ReadonlySet<string>;
  /** The course class students are added to or removed from; null until one is chosen. */
  targetClass: number | null;
  /** The student whose Add or Remove is on its way. */
  busyId: string | null;
  /** A bulk action is on its way: no row changes meanwhile. */
  locked: boolean;
  onToggle: (student: CourseCandidate) => void;
  onView: (student: CourseCandidate) => void;
  onAdd: (student: CourseCandidate) => void;
  onRemove: (student: CourseCandidate) => void;
};

export const CandidateRowActionsContext = createContext<CandidateRowActions | null>(null);

const column = dataTableColumns<CourseCandidate>();

/** Select, Roll No, Name, Class, enrolment in the target class, Actions (View, and Add or Remove). */
export function useCandidateColumns(targetClass: number | null): DataTableColumn<CourseCandidate>[] {
  const { t } = useTranslation(NAMESPACE);
  return useMemo(
    () => [
      column.display({
        id: "select",
        header: () => <span className="sr-only">{t("enrol.columns.select")}</span>,
        meta: { label: t("enrol.columns.select"), className: "w-12" },
        cell: ({ row }) => <SelectCell student={row.original} />,
      }),
      column.accessor("rollNumber", rollNumberColumnOptions(t("enrol.columns.rollNumber"))),
      column.accessor("name", nameColumnOptions(t("enrol.columns.name"))),
      column.accessor("class", {
        header: t("enrol.columns.class"),
        meta: { className: "whitespace-nowrap" },
        cell: ({ getValue }) => t("classOption", { class: getValue() }),
      }),
      column.accessor("enrolled", {
        header:
          targetClass === null
            ? t("enrol.columns.statusNoClass")
            : t("enrol.columns.status", { class: targetClass }),
        enableSorting: false,
        meta: { className: "whitespace-nowrap" },
        cell: ({ getValue }) => <EnrolledBadge enrolled={getValue()} />,
      }),
      column.display(
        actionsColumnOptions(t("enrol.columns.actions"), (student: CourseCandidate) => (
          <ActionsCell student={student} />
        )),
      ),
    ],
    [t, targetClass],
  );
}

export function EnrolledBadge({ enrolled }: { enrolled: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <span
      data-enrolled={enrolled}
      className={
        enrolled
          ? "inline-flex rounded-full bg-success-100 px-2.5 py-0.5 text-caption font-bold text-success-800"
          : "inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-caption font-bold text-ink-muted"
      }
    >
      {enrolled ? t("enrol.enrolled") : t("enrol.notEnrolled")}
    </span>
  );
}

function SelectCell({ student }: { student: CourseCandidate }) {
  const { t } = useTranslation(NAMESPACE);
  const actions = useContext(CandidateRowActionsContext);
  if (!actions) return null;
  return (
    <input
      type="checkbox"
      className="size-6 cursor-pointer accent-brand-700"
      aria-label={t("enrol.selectStudent", { name: student.name })}
      checked={actions.selected.has(student._id)}
      disabled={actions.locked}
      onChange={() => actions.onToggle(student)}
    />
  );
}

function ActionsCell({ student }: { student: CourseCandidate }) {
  const { t } = useTranslation(NAMESPACE);
  const actions = useContext(CandidateRowActionsContext);
  if (!actions) return null;
  const target = actions.targetClass;
  const busy = actions.busyId === student._id;
  const names = { name: student.name, class: target ?? "" };
  return (
    <div className="flex flex-wrap gap-2">
      <RowActionButton
        label={t("enrol.view")}
        accessibleName={t("enrol.viewStudent", { name: student.name })}
        onClick={() => actions.onView(student)}
      />
      {/* Add to the class, or take out of it once enrolled: one at a time, none while the class is locked. */}
      <RowActionButton
        {...(student.enrolled
          ? {
              label: t("enrol.remove"),
              accessibleName: t("enrol.removeStudent", names),
              variant: "dangerQuiet",
            }
          : { label: t("enrol.add"), accessibleName: t("enrol.addStudent", names), variant: "primary" })}
        loading={busy}
        disabled={target === null || actions.locked || (actions.busyId !== null && !busy)}
        onClick={() => (student.enrolled ? actions.onRemove(student) : actions.onAdd(student))}
      />
    </div>
  );
}
