import { ADMIN_COURSES_LIST, adminCoursesQuerySchema, type CourseListItem, ROUTES } from "@ganit/contracts";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDeleteDialog, confirmTexts } from "@/components/confirm-delete-dialog.tsx";
import { ListPageTop, listTableProps, useListLoadError } from "@/components/list-page.tsx";
import { toastOutcome } from "@/components/screen-parts.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { DataTable } from "@/components/ui/data-table.tsx";
import { useListParams } from "@/lib/use-list-params.ts";
import { useCoursesPage, useDeleteCourse } from "./api.ts";
import { type CourseActions, CourseActionsContext, useCourseColumns } from "./course-columns.tsx";
import { NAMESPACE } from "./i18n.ts";

const listOptions = { schema: adminCoursesQuerySchema };

/** /admin/deletecourse: Course Management, searched, sorted and paged by the server. */
export default function ManageCoursesPage() {
  const { t } = useTranslation(NAMESPACE);
  const list = useListParams(ADMIN_COURSES_LIST, [], listOptions);
  const courses = useCoursesPage(list.apiQuery);
  const columns = useCourseColumns();
  const remove = useDeleteCourse();
  const [toDelete, setToDelete] = useState<CourseListItem | null>(null);

  const loadError = useListLoadError(
    courses,
    t("coursesLoadFailed", { ns: "messages" }),
    "manage-courses-load",
  );

  const busyId = remove.isPending ? (remove.variables ?? null) : null;
  const actions = useMemo<CourseActions>(() => ({ busyId, onDelete: setToDelete }), [busyId]);

  const confirmDelete = (course: CourseListItem) =>
    remove.mutate(
      course._id,
      toastOutcome(t("courseDeleteFailed", { ns: "messages" }), () => setToDelete(null)),
    );

  return (
    <div className="container-page py-8 sm:py-12">
      <ListPageTop
        list={list}
        text={(key) => t(`manage.${key}`)}
        addTo={ROUTES.adminAddCourse}
        addLabel={t("manage.addCourse")}
      />

      <CourseActionsContext value={actions}>
        <DataTable
          // The empty words are the feature's own, shared with the course's pages; the rest is the list's.
          {...listTableProps(list, courses, loadError, (key) =>
            key === "empty" || key === "emptyHint" ? t(key) : t(`manage.${key}`),
          )}
          columns={columns}
          getRowId={(course) => course._id}
          emptyAction={
            <Link to={ROUTES.adminAddCourse} className={buttonClasses()}>
              {t("manage.addCourse")}
            </Link>
          }
        />
      </CourseActionsContext>

      <ConfirmDeleteDialog
        target={toDelete}
        busy={remove.isPending}
        texts={confirmTexts((key) => t(key === "busy" ? "deleteDialog.deleting" : `deleteDialog.${key}`))}
        describe={(course) => t("deleteDialog.description", { name: course.name })}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
