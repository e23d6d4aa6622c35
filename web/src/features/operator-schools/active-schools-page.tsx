import {
  ACTIVE_SCHOOLS_FILTERS,
  ACTIVE_SCHOOLS_LIST,
  type ActiveSchool,
  activeSchoolsQuerySchema,
  SCHOOL_STATUSES,
} from "@ganit/contracts";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ListExportButton, useListExport } from "@/components/list-export.tsx";
import { ListFilterSelects, optionsWithChosen } from "@/components/list-filter-selects.tsx";
import { ListScreenTop, listTableProps, useListLoadError } from "@/components/list-page.tsx";
import { toastOutcome } from "@/components/screen-parts.tsx";
import { Button } from "@/components/ui/button.tsx";
import { DataTable } from "@/components/ui/data-table.tsx";
import { useListParams } from "@/lib/use-list-params.ts";
import { useSchools, useSetSchoolStatus } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";
import { type SchoolActions, SchoolActionsContext, useSchoolColumns } from "./school-columns.tsx";
import { SchoolDetails } from "./school-details.tsx";
import type { PendingChange } from "./status-dialogs.tsx";

const listOptions = { schema: activeSchoolsQuerySchema };

// The status dialogs (the dialog stack and the reason's box) load with import() when an operator
// first changes a school's status, and stay mounted after, so closing still animates and returns
// focus to the row.
const StatusDialogs = lazy(() =>
  import("./status-dialogs.tsx").then((module) => ({ default: module.StatusDialogs })),
);

/**
 * /superadmin/activeschools ("View Schools"): every school, searched, filtered (state, status), sorted
 * and paged by the server; a row opens to its contact, details, counts and courses; Add Courses,
 * hold, block and reactivate; Refresh and an .xlsx export of the filtered rows.
 */
export default function ActiveSchoolsPage() {
  const { t } = useTranslation(NAMESPACE);
  const list = useListParams(ACTIVE_SCHOOLS_LIST, ACTIVE_SCHOOLS_FILTERS, listOptions);
  const schools = useSchools(list.apiQuery);
  const columns = useSchoolColumns();
  const setStatus = useSetSchoolStatus();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [opened, setOpened] = useState(false);
  if (pending && !opened) setOpened(true);
  const { progress: exporting, run } = useListExport<{ done: number; total: number }>();
  const [refreshing, setRefreshing] = useState(false);
  const loadError = useListLoadError(schools, t("schoolsRefreshFailed", { ns: "messages" }), "schools-load");

  // The spec's 'No schools found' toast, once per answer that comes back empty.
  const emptyAnswer = schools.data && !schools.isPlaceholderData && schools.data.total === 0;
  useEffect(() => {
    if (emptyAnswer) toast.info(t("schoolsNotFound", { ns: "messages" }), { id: "schools-empty" });
  }, [emptyAnswer, t]);

  const toggle = useCallback(
    (schoolId: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(schoolId)) next.add(schoolId);
        return next;
      }),
    [],
  );
  const busyId = setStatus.isPending ? (setStatus.variables?.schoolId ?? null) : null;
  const actions = useMemo<SchoolActions>(
    () => ({
      isOpen: (schoolId) => open.has(schoolId),
      onToggle: toggle,
      busyId,
      onStatus: (school, to) => setPending({ school, to }),
    }),
    [open, toggle, busyId],
  );

  const refresh = async () => {
    setRefreshing(true);
    const result = await schools.refetch();
    setRefreshing(false);
    // The same id as the load error's toast: one toast says it.
    if (result.isError) toast.error(t("schoolsRefreshFailed", { ns: "messages" }), { id: "schools-load" });
    else toast.success(t("schoolsRefreshed", { ns: "messages" }));
  };

  const exportList = () =>
    run(
      { done: 0, total: schools.data?.total ?? 0 },
      async (report) => {
        // The export's code (and SheetJS after it) loads only when someone exports.
        const { downloadSchools, exportRows, fetchAllSchools, SHEET_KEYS } = await import(
          "./export-schools.ts"
        );
        const all = await fetchAllSchools(list.apiQuery, (done, total) => report({ done, total }));
        const headings = Object.fromEntries(SHEET_KEYS.map((key) => [key, t(`sheet.${key}`)]));
        await downloadSchools(
          exportRows(all, (status) => t(`statuses.${status as ActiveSchool["status"]}`)),
          headings as Record<(typeof SHEET_KEYS)[number], string>,
          `${t("sheet.fileName")}.xlsx`,
          t("sheet.sheetName"),
        );
      },
      () => t("list.exportFailed"),
    );

  const confirm = ({ school, to }: PendingChange, reason: string | null) =>
    setStatus.mutate(
      { schoolId: school.schoolId, body: { status: to, ...(reason ? { reason } : {}) } },
      toastOutcome(t("schoolStatusFailed", { ns: "messages" }), () => setPending(null)),
    );

  const stateOptions = optionsWithChosen(schools.data?.states ?? [], list.filters.state, (state) => state);
  const statusOptions = SCHOOL_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }));
  const total = schools.data?.total ?? 0;

  return (
    <div className="container-page py-8 sm:py-12">
      <ListScreenTop
        list={list}
        text={(key) => t(`list.${key}`)}
        actions={
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary"
              loading={refreshing}
              disabled={schools.isPending}
              onClick={() => void refresh()}
            >
              {t("list.refresh")}
            </Button>
            <ListExportButton
              exporting={exporting !== null}
              empty={total === 0}
              label={exporting ? t("list.exporting", exporting) : t("list.export")}
              onExport={() => void exportList()}
            />
          </div>
        }
        className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]"
      >
        <ListFilterSelects
          list={list}
          filters={[
            {
              name: "state",
              label: t("list.state"),
              placeholder: t("list.allStates"),
              options: stateOptions,
            },
            {
              name: "status",
              label: t("list.status"),
              placeholder: t("list.allStatuses"),
              options: statusOptions,
            },
          ]}
        />
      </ListScreenTop>

      <SchoolActionsContext value={actions}>
        <DataTable
          {...listTableProps(list, schools, loadError, (key) => t(`list.${key}`))}
          noMatchesTitle={t("list.noMatches")}
          columns={columns}
          getRowId={(school) => school.schoolId}
          renderExpanded={(school) => (open.has(school.schoolId) ? <SchoolDetails school={school} /> : null)}
        />
      </SchoolActionsContext>

      {opened && (
        <Suspense fallback={null}>
          <StatusDialogs
            pending={pending}
            busy={setStatus.isPending}
            onCancel={() => setPending(null)}
            onConfirm={confirm}
          />
        </Suspense>
      )}
    </div>
  );
}
