import type { DirectoryStudent } from "@ganit/contracts";
import { createContext, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { actionsColumnOptions, nameColumnOptions, OpenRowButton } from "@/components/screen-parts.tsx";
import { type DataTableColumn, dataTableColumns } from "@/components/ui/data-table.tsx";
import { NAMESPACE } from "./i18n.ts";

/** The row whose details the page opens. */
export const OpenStudentContext = createContext<(student: DirectoryStudent) => void>(() => undefined);

const column = dataTableColumns<DirectoryStudent>();

/** Name, Class, School, State, Courses, Actions (View Details). */
export function useStudentColumns(): DataTableColumn<DirectoryStudent>[] {
  const { t } = useTranslation(NAMESPACE);
  return useMemo(
    () => [
      column.accessor("name", nameColumnOptions(t("columns.name"))),
      column.accessor("class", {
        id: "class",
        header: t("columns.class"),
        meta: { className: "whitespace-nowrap" },
      }),
      column.accessor((student) => student.school?.name ?? "", {
        id: "school",
        header: t("columns.school"),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.school?.name ?? <span className="text-ink-muted">{t("individual")}</span>,
      }),
      column.accessor((student) => student.school?.state ?? "", {
        id: "state",
        header: t("columns.state"),
        enableSorting: false,
      }),
      column.accessor((student) => student.coursesEnrolled.length, {
        id: "courses",
        header: t("columns.courses"),
        enableSorting: false,
        meta: { className: "whitespace-nowrap" },
        cell: ({ getValue }) =>
          getValue() === 0 ? (
            <span className="text-ink-muted">{t("noCourses")}</span>
          ) : (
            t("coursesCount", { count: getValue() })
          ),
      }),
      column.display(
        actionsColumnOptions(t("columns.actions"), (student: DirectoryStudent) => (
          <OpenRowButton
            row={student}
            opener={OpenStudentContext}
            label={t("viewDetails")}
            name={t("viewDetailsOf", { name: student.name })}
          />
        )),
      ),
    ],
    [t],
  );
}
