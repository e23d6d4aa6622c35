import { type ActiveSchool, routePath } from "@ganit/contracts";
import { createContext, useContext, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TriangleIcon } from "@/components/icons.tsx";
import { actionsColumnOptions } from "@/components/screen-parts.tsx";
import { Button, buttonClasses, RowActionButton } from "@/components/ui/button.tsx";
import { type DataTableColumn, dataTableColumns, expandedRowId } from "@/components/ui/data-table.tsx";
import { StatusBadge } from "@/components/ui/status-badge.tsx";
import { NAMESPACE } from "./i18n.ts";

export type StatusChange = "hold" | "blocked" | "active";

/** What the rows need from the page: which rows are open, what is in flight, and the handlers. */
export type SchoolActions = {
  isOpen: (schoolId: string) => boolean;
  onToggle: (schoolId: string) => void;
  /** The school whose status change is on its way (its buttons wait). */
  busyId: string | null;
  onStatus: (school: ActiveSchool, change: StatusChange) => void;
};

export const SchoolActionsContext = createContext<SchoolActions | null>(null);

const column = dataTableColumns<ActiveSchool>();
const numeric = { className: "whitespace-nowrap text-end tabular-nums" };

/** School (name and UDISE code), City/State, Students, Teachers, Courses, Status, Actions. */
export function useSchoolColumns(): DataTableColumn<ActiveSchool>[] {
  const { t } = useTranslation(NAMESPACE);
  return useMemo(
    () => [
      column.accessor("schoolName", {
        header: t("list.columns.school"),
        meta: { cardRole: "title", className: "min-w-48" },
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span className="font-semibold text-brand-950">{row.original.schoolName}</span>
            <span className="text-caption text-ink-muted tabular-nums">
              {t("list.udise", { code: row.original.details.udiscCode })}
            </span>
          </span>
        ),
      }),
      column.accessor((school) => `${school.contact.address.city}, ${school.contact.address.state}`, {
        id: "state",
        header: t("list.columns.place"),
      }),
      column.accessor("totalStudents", {
        header: t("list.columns.students"),
        enableSorting: false,
        meta: numeric,
      }),
      column.accessor("totalTeachers", {
        header: t("list.columns.teachers"),
        enableSorting: false,
        meta: numeric,
      }),
      column.accessor("totalCourses", {
        header: t("list.columns.courses"),
        enableSorting: false,
        meta: numeric,
      }),
      column.accessor("status", {
        header: t("list.columns.status"),
        meta: { className: "whitespace-nowrap" },
        cell: ({ row }) => (
          <StatusBadge status={row.original.status} label={t(`statuses.${row.original.status}`)} />
        ),
      }),
      column.display(
        actionsColumnOptions(t("list.columns.actions"), (school: ActiveSchool) => (
          <ActionsCell school={school} />
        )),
      ),
    ],
    [t],
  );
}

/**
 * Details (opens the row), Add Courses, and the status changes that apply: Hold and Block for an
 * active school, Reactivate for one on hold or blocked (and Block for one on hold). Quiet buttons:
 * the solid red is kept for the confirmation.
 */
function ActionsCell({ school }: { school: ActiveSchool }) {
  const { t } = useTranslation(NAMESPACE);
  const actions = useContext(SchoolActionsContext);
  if (!actions) return null;
  const open = actions.isOpen(school.schoolId);
  const busy = actions.busyId === school.schoolId;
  const name = school.schoolName;
  const change = (to: StatusChange, label: string, aria: string) => (
    <RowActionButton
      label={label}
      accessibleName={aria}
      variant="ghost"
      loading={busy}
      disabled={actions.busyId !== null && !busy}
      onClick={() => actions.onStatus(school, to)}
      className={to === "active" ? undefined : "text-danger-800 hover:bg-danger-50"}
    />
  );
  return (
    // Two rows that always break the same way: what opens the school, then what changes its status.
    <div className="flex flex-col items-start gap-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={open}
          aria-controls={open ? expandedRowId(school.schoolId) : undefined}
          aria-label={t("row.detailsOf", { name })}
          onClick={() => actions.onToggle(school.schoolId)}
        >
          <TriangleIcon direction={open ? "up" : "down"} />
          {open ? t("row.hideDetails") : t("row.details")}
        </Button>
        <Link
          to={routePath.superadminAddCoursesFor(school.schoolId)}
          className={buttonClasses({ variant: "secondary", size: "sm" })}
          aria-label={t("row.addCoursesFor", { name })}
        >
          {t("row.addCourses")}
        </Link>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {school.status === "active" && change("hold", t("row.hold"), t("row.holdSchool", { name }))}
        {school.status !== "blocked" && change("blocked", t("row.block"), t("row.blockSchool", { name }))}
        {school.status !== "active" &&
          change("active", t("row.reactivate"), t("row.reactivateSchool", { name }))}
      </div>
    </div>
  );
}
