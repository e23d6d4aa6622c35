import {
  ROUTES,
  TEACHERS_FILTERS,
  TEACHERS_LIST,
  teachersQuerySchema,
  USER_STATUSES,
} from "@ganit/contracts";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { DataTable } from "@/components/ui/data-table.tsx";
import { Button, buttonClasses, Input, Select } from "@/components/ui/index.ts";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { useListParams } from "@/lib/use-list-params.ts";
import { useActivateTeacher, useHoldTeacher, useTeachers } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";
import {
  type TeacherActions,
  TeacherActionsContext,
  useTeacherListColumns,
} from "./teacher-list-columns.tsx";

const listOptions = { schema: teachersQuerySchema };

/** /school/viewteachers: the school's teachers, searched, sorted and paged by the server; Activate and Hold. */
export default function ViewTeachersPage() {
  const { t } = useTranslation(NAMESPACE);
  const list = useListParams(TEACHERS_LIST, TEACHERS_FILTERS, listOptions);
  const teachers = useTeachers(list.apiQuery);
  const columns = useTeacherListColumns();
  const activate = useActivateTeacher();
  const hold = useHoldTeacher();

  const loadError = teachers.isError
    ? apiErrorMessage(teachers.error, t("teachersLoadFailed", { ns: "messages" }))
    : null;
  useEffect(() => {
    if (loadError) toast.error(loadError, { id: "teachers-load" });
  }, [loadError]);

  const busyId = (activate.isPending && activate.variables) || (hold.isPending && hold.variables) || null;
  const actions = useMemo<TeacherActions>(
    () => ({
      busyId,
      onActivate: (teacher) =>
        activate.mutate(teacher.userId, {
          onSuccess: (reply) => toast.success(translateMessage(reply)),
          onError: (error) => toast.error(apiErrorMessage(error, t("list.activateFailed"))),
        }),
      onHold: (teacher) =>
        hold.mutate(teacher.userId, {
          onSuccess: (reply) => toast.success(translateMessage(reply)),
          onError: (error) => toast.error(apiErrorMessage(error, t("list.holdFailed"))),
        }),
    }),
    [busyId, activate.mutate, hold.mutate, t],
  );

  const statusOptions = USER_STATUSES.map((status) => ({
    value: status,
    label: t(`ui.status.${status}`, { ns: "common" }),
  }));

  return (
    <div className="container-page py-8 sm:py-12">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-h1 font-extrabold">{t("list.title")}</h1>
          <p className="mt-1 max-w-2xl text-lead text-ink-muted">{t("list.subtitle")}</p>
        </div>
        <Link to={ROUTES.schoolAddTeacher} className={buttonClasses()}>
          <span aria-hidden="true">+</span>
          {t("list.addTeacher")}
        </Link>
      </header>

      {/* biome-ignore lint/a11y/useSemanticElements: the same landmark as <search>, which jsdom (component tests) does not know yet */}
      <form
        role="search"
        className="grid grid-cols-2 items-end gap-4 rounded-card border border-line bg-white p-4 shadow-card sm:grid-cols-[2fr_1fr_auto] sm:p-5"
        onSubmit={(event) => {
          event.preventDefault();
          list.commitSearch();
        }}
      >
        <Input
          type="search"
          label={t("list.search")}
          placeholder={t("list.searchPlaceholder")}
          value={list.searchInput}
          onChange={(event) => list.setSearchInput(event.target.value)}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          className="col-span-2 sm:col-span-1"
        />
        <Select
          label={t("list.status")}
          placeholder={t("list.allStatuses")}
          value={list.filters.status ?? ""}
          onChange={(event) => list.setFilter("status", event.target.value)}
          options={statusOptions}
        />
        <Button
          type="button"
          variant="secondary"
          loading={teachers.isFetching && !teachers.isPending}
          onClick={() => void teachers.refetch()}
        >
          {t("list.refresh")}
        </Button>
      </form>

      <TeacherActionsContext value={actions}>
        <DataTable
          className="mt-6"
          {...list.tableProps}
          caption={t("list.caption")}
          columns={columns}
          data={teachers.data?.items}
          total={teachers.data?.total ?? 0}
          getRowId={(teacher) => teacher._id}
          loading={teachers.isPending}
          refreshing={teachers.isPlaceholderData}
          error={teachers.isError && !teachers.data ? loadError : null}
          onRetry={() => void teachers.refetch()}
          emptyTitle={t("list.empty")}
          emptyDescription={t("list.emptyHint")}
          noMatchesTitle={t("list.noMatches")}
          itemsLabel={t("list.itemsLabel")}
        />
      </TeacherActionsContext>
    </div>
  );
}
