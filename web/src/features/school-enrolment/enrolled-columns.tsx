import type { EnrolledStudent } from "@ganit/contracts";
import { createContext, useContext, useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  actionsColumnOptions,
  emailColumnOptions,
  nameColumnOptions,
  phoneColumnOptions,
  rollNumberColumnOptions,
} from "@/components/screen-parts.tsx";
import { RowActionButton } from "@/components/ui/button.tsx";
import { type DataTableColumn, dataTableColumns } from "@/components/ui/data-table.tsx";
import { StatusBadge } from "@/components/ui/status-badge.tsx";
import { TruncatedText } from "@/components/ui/truncated-text.tsx";
import { NAMESPACE } from "./i18n.ts";
import { COLUMN_WIDTHS } from "./student-column-options.ts";

/** What the Remove cell needs from the page. */
export type EnrolledRowActions = { busy: boolean; onRemove: (student: EnrolledStudent) => void };
export const EnrolledRowActionsContext = createContext<EnrolledRowActions | null>(null);

const column = dataTableColumns<EnrolledStudent>();

/**
 * The spec's row: studentId, rollNumber, name, email, phone, class, enrollmentStatus (Active or
 * Inactive), remove; and the course classes the student holds. The server sorts name, roll number, class.
 */
export function useEnrolledColumns(): DataTableColumn<EnrolledStudent>[] {
  const { t } = useTranslation(NAMESPACE);
  return useMemo(
    () => [
      column.accessor("studentId", {
        header: t("enrolled.columns.studentId"),
        enableSorting: false,
        // "Student ID" over two lines: the ids below show six characters.
        meta: { className: "whitespace-normal!" },
        // A long id: its start shows (enough to tell rows apart); the whole id stays in the text.
        cell: ({ getValue }) => (
          <span title={getValue()} className="block max-w-[6ch] truncate font-mono text-caption">
            {getValue()}
          </span>
        ),
      }),
      column.accessor("rollNumber", {
        ...rollNumberColumnOptions(t("enrolled.columns.rollNumber")),
        // "Roll no" over two lines beside its sort button: the numbers below are four characters.
        meta: { className: "whitespace-normal! tabular-nums" },
        cell: ({ getValue }) => <span className="whitespace-nowrap">{getValue()}</span>,
      }),
      column.accessor("name", {
        ...nameColumnOptions(t("enrolled.columns.name")),
        cell: ({ getValue }) => <TruncatedText text={getValue()} maxWidth={COLUMN_WIDTHS.name} />,
      }),
      column.accessor("email", {
        ...emailColumnOptions(t("enrolled.columns.email"), COLUMN_WIDTHS.email),
        enableSorting: false,
      }),
      column.accessor(
        "phone",
        phoneColumnOptions(t("enrolled.columns.phone"), t("ui.notApplicable", { ns: "common" })),
      ),
      column.accessor("class", {
        header: t("enrolled.columns.class"),
        meta: { className: "whitespace-nowrap" },
        cell: ({ getValue }) => t("classOption", { class: getValue() }),
      }),
      column.accessor("courseEnrollments", {
        header: t("enrolled.columns.courseClasses"),
        enableSorting: false,
        // The heading may take two lines: its cells are short ("Class 4").
        meta: { className: "whitespace-normal!" },
        cell: ({ row }) =>
          row.original.courseEnrollments
            .map((enrolment) => t("classOption", { class: enrolment.classNumber }))
            .join(", "),
      }),
      column.accessor("enrollmentStatus", {
        header: t("enrolled.columns.enrollmentStatus"),
        enableSorting: false,
        meta: { className: "whitespace-nowrap" },
        cell: ({ getValue }) =>
          getValue() ? (
            <StatusBadge status="active" label={t("enrolled.active")} />
          ) : (
            <StatusBadge status="inactive" label={t("enrolled.inactive")} />
          ),
      }),
      column.display(
        actionsColumnOptions(t("enrolled.columns.actions"), (student: EnrolledStudent) => (
          <RemoveCell student={student} />
        )),
      ),
    ],
    [t],
  );
}

function RemoveCell({ student }: { student: EnrolledStudent }) {
  const { t } = useTranslation(NAMESPACE);
  const actions = useContext(EnrolledRowActionsContext);
  if (!actions) return null;
  return (
    <RowActionButton
      label={t("enrolled.remove")}
      accessibleName={t("enrolled.removeStudent", { name: student.name })}
      variant="ghost"
      className="text-danger-700 hover:bg-danger-50"
      disabled={actions.busy}
      onClick={() => actions.onRemove(student)}
    />
  );
}
