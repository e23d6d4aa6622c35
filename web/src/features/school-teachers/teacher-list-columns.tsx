import type { Teacher } from "@ganit/contracts";
import { createContext, useContext, useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  type ActivateHoldActions,
  ActivateHoldButton,
  actionsColumnOptions,
  nameColumnOptions,
  statusColumnOptions,
} from "@/components/screen-parts.tsx";
import { RowActionButton } from "@/components/ui/button.tsx";
import { type DataTableColumn, dataTableColumns } from "@/components/ui/data-table.tsx";
import { dayFirst } from "@/lib/dates.ts";
import { NAMESPACE } from "./i18n.ts";

/** What the cells need from the page: the teacher (userId) in flight, Activate/Hold, and the classes' editor. */
export type TeacherActions = ActivateHoldActions<Teacher> & {
  /** Opens the teacher's classes. */
  onEditClasses: (teacher: Teacher) => void;
};

export const TeacherActionsContext = createContext<TeacherActions | null>(null);

const column = dataTableColumns<Teacher>();

/** Name, Email, Mobile, Date of Birth (N/A when missing), Status, Actions; the first four sort on the server. */
export function useTeacherListColumns(): DataTableColumn<Teacher>[] {
  const { t } = useTranslation(NAMESPACE);
  return useMemo(() => {
    const notApplicable = <span className="text-ink-muted">{t("ui.notApplicable", { ns: "common" })}</span>;
    return [
      column.accessor("name", nameColumnOptions(t("list.columns.name"))),
      column.accessor("email", { header: t("list.columns.email"), meta: { className: "break-all" } }),
      column.accessor("mobile", {
        header: t("list.columns.mobile"),
        meta: { className: "whitespace-nowrap tabular-nums" },
        cell: ({ getValue }) => getValue() ?? notApplicable,
      }),
      column.accessor("dob", {
        header: t("list.columns.dob"),
        meta: { className: "whitespace-nowrap tabular-nums" },
        cell: ({ getValue }) => {
          const dob = getValue();
          return dob ? dayFirst(dob) : notApplicable;
        },
      }),
      column.display({
        id: "classes",
        header: t("list.columns.classes"),
        cell: ({ row }) => <ClassesCell teacher={row.original} />,
      }),
      column.accessor("status", { ...statusColumnOptions(t("list.columns.status")), enableSorting: false }),
      column.display(
        actionsColumnOptions(t("list.columns.actions"), (teacher: Teacher) => (
          <ActionsCell teacher={teacher} />
        )),
      ),
    ];
  }, [t]);
}

/** The teacher's classes ("Vedic Math 6 B"), and the button that changes them. */
function ClassesCell({ teacher }: { teacher: Teacher }) {
  const { t } = useTranslation(NAMESPACE);
  const actions = useContext(TeacherActionsContext);
  return (
    <div className="flex flex-col items-start gap-1">
      {teacher.classes.length === 0 ? (
        <span className="text-ink-muted">{t("classes.none")}</span>
      ) : (
        <ul className="text-sm">
          {teacher.classes.map((c) => (
            <li key={`${c.courseId}:${c.classNumber}:${c.section ?? ""}`}>
              {c.courseName}{" "}
              {c.section === null
                ? t("classes.wholeClass", { n: c.classNumber })
                : t("classes.classSection", { n: c.classNumber, section: c.section })}
            </li>
          ))}
        </ul>
      )}
      {actions && (
        <RowActionButton
          label={t("classes.edit")}
          accessibleName={t("classes.editLabel", { name: teacher.name })}
          onClick={() => actions.onEditClasses(teacher)}
        />
      )}
    </div>
  );
}

/** Activate for a teacher on hold, Hold for an active one. */
function ActionsCell({ teacher }: { teacher: Teacher }) {
  const { t } = useTranslation(NAMESPACE);
  const actions = useContext(TeacherActionsContext);
  if (!actions) return null;
  const busy = actions.busyId === teacher.userId;
  const waiting = actions.busyId !== null && !busy;
  return (
    <ActivateHoldButton
      row={teacher}
      actions={actions}
      held={teacher.status === "hold"}
      busy={busy}
      disabled={waiting}
      texts={{
        activate: t("list.activate"),
        activateLabel: t("list.activateTeacher", { name: teacher.name }),
        hold: t("list.hold"),
        holdLabel: t("list.holdTeacher", { name: teacher.name }),
      }}
    />
  );
}
