import { type CourseListItem, ROUTES } from "@ganit/contracts";
import { createContext, useContext, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { actionsColumnOptions } from "@/components/screen-parts.tsx";
import { buttonClasses, RowActionButton } from "@/components/ui/button.tsx";
import { type DataTableColumn, dataTableColumns } from "@/components/ui/data-table.tsx";
import { localeOf } from "@/lib/dates.ts";
import { storeCourseId } from "./course-id.ts";
import { NAMESPACE } from "./i18n.ts";

/** What the Actions cells need from the page: the course being deleted, and the handler. */
export type CourseActions = { busyId: string | null; onDelete: (course: CourseListItem) => void };
export const CourseActionsContext = createContext<CourseActions | null>(null);

const column = dataTableColumns<CourseListItem>();
/** A course opens at its first class; the next screen reads the course from session storage. */
const firstClass = (course: CourseListItem) => course.classLevels[0]?.classNumber ?? 1;

/** Course Management: Course Name (opens the course's content), Classes, Topics, Resources, Created, Actions. */
export function useCourseColumns(): DataTableColumn<CourseListItem>[] {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language;
  return useMemo(
    () => [
      column.accessor("name", {
        header: t("manage.columns.name"),
        meta: { cardRole: "title", className: "font-semibold" },
        cell: ({ row }) => (
          <Link
            to={`${ROUTES.adminViewCourseInfo}?class=${firstClass(row.original)}`}
            onClick={() => storeCourseId(row.original._id)}
            className="text-brand-700 underline-offset-2 hover:underline"
          >
            {row.original.name}
          </Link>
        ),
      }),
      column.display({
        id: "classes",
        header: t("manage.columns.classes"),
        meta: { label: t("manage.columns.classes") },
        cell: ({ row }) => row.original.classLevels.map((klass) => klass.classNumber).join(", "),
      }),
      column.display({
        id: "levels",
        header: t("manage.columns.levels"),
        meta: { label: t("manage.columns.levels") },
        cell: ({ row }) => row.original.levelCount,
      }),
      column.display({
        id: "resources",
        header: t("manage.columns.resources"),
        meta: { label: t("manage.columns.resources") },
        cell: ({ row }) => row.original.resourceCount,
      }),
      column.accessor("createdAt", {
        header: t("manage.columns.createdAt"),
        meta: { className: "whitespace-nowrap" },
        cell: ({ getValue }) =>
          new Date(getValue()).toLocaleDateString(localeOf(language), {
            day: "numeric",
            month: "short",
            year: "numeric",
          }),
      }),
      column.display(
        actionsColumnOptions(t("manage.columns.actions"), (course: CourseListItem) => (
          <ActionsCell course={course} />
        )),
      ),
    ],
    [t, language],
  );
}

function ActionsCell({ course }: { course: CourseListItem }) {
  const { t } = useTranslation(NAMESPACE);
  const actions = useContext(CourseActionsContext);
  if (!actions) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={`${ROUTES.adminEditCourse}?class=${firstClass(course)}`}
        onClick={() => storeCourseId(course._id)}
        aria-label={t("manage.editCourse", { name: course.name })}
        className={buttonClasses({ variant: "secondary", size: "sm" })}
      >
        {t("manage.edit")}
      </Link>
      <RowActionButton
        label={t("manage.delete")}
        accessibleName={t("manage.deleteCourse", { name: course.name })}
        variant="dangerQuiet"
        disabled={actions.busyId !== null}
        onClick={() => actions.onDelete(course)}
      />
    </div>
  );
}
