import { ADMIN_COURSES_LIST, adminCoursesQuerySchema, type CourseListItem, ROUTES } from "@ganit/contracts";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog.tsx";
import { DataTable } from "@/components/ui/data-table.tsx";
import { buttonClasses, Input } from "@/components/ui/index.ts";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
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

  const loadError = courses.isError
    ? apiErrorMessage(courses.error, t("coursesLoadFailed", { ns: "messages" }))
    : null;
  useEffect(() => {
    if (loadError) toast.error(loadError, { id: "manage-courses-load" });
  }, [loadError]);

  const busyId = remove.isPending ? (remove.variables ?? null) : null;
  const actions = useMemo<CourseActions>(() => ({ busyId, onDelete: setToDelete }), [busyId]);

  const confirmDelete = (course: CourseListItem) =>
    remove.mutate(course._id, {
      onSuccess: (reply) => toast.success(translateMessage(reply)),
      onError: (error) => toast.error(apiErrorMessage(error, t("courseDeleteFailed", { ns: "messages" }))),
      onSettled: () => setToDelete(null),
    });

  return (
    <div className="container-page py-8 sm:py-12">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-h1 font-extrabold">{t("manage.title")}</h1>
          <p className="mt-1 max-w-2xl text-lead text-ink-muted">{t("manage.subtitle")}</p>
        </div>
        <Link to={ROUTES.adminAddCourse} className={buttonClasses()}>
          <span aria-hidden="true">+</span>
          {t("manage.addCourse")}
        </Link>
      </header>

      {/* biome-ignore lint/a11y/useSemanticElements: the same landmark as <search>, which jsdom (component tests) does not know yet */}
      <form
        role="search"
        className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5"
        onSubmit={(event) => {
          event.preventDefault();
          list.commitSearch();
        }}
      >
        <Input
          type="search"
          label={t("manage.search")}
          placeholder={t("manage.searchPlaceholder")}
          value={list.searchInput}
          onChange={(event) => list.setSearchInput(event.target.value)}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
        />
      </form>

      <CourseActionsContext value={actions}>
        <DataTable
          className="mt-6"
          {...list.tableProps}
          caption={t("manage.caption")}
          columns={columns}
          data={courses.data?.items}
          total={courses.data?.total ?? 0}
          getRowId={(course) => course._id}
          loading={courses.isPending}
          refreshing={courses.isPlaceholderData}
          error={courses.isError && !courses.data ? loadError : null}
          onRetry={() => void courses.refetch()}
          emptyTitle={t("empty")}
          emptyDescription={t("emptyHint")}
          emptyAction={
            <Link to={ROUTES.adminAddCourse} className={buttonClasses()}>
              {t("manage.addCourse")}
            </Link>
          }
          itemsLabel={t("manage.itemsLabel")}
        />
      </CourseActionsContext>

      <ConfirmDeleteDialog
        target={toDelete}
        busy={remove.isPending}
        texts={{
          title: t("deleteDialog.title"),
          warning: t("deleteDialog.warning"),
          cancel: t("deleteDialog.cancel"),
          confirm: t("deleteDialog.confirm"),
          busy: t("deleteDialog.deleting"),
        }}
        describe={(course) => t("deleteDialog.description", { name: course.name })}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
