import {
  AUDIT_ACTIONS,
  AUDIT_FILTERS,
  AUDIT_LIST,
  AUDIT_TARGET_TYPES,
  auditQuerySchema,
} from "@ganit/contracts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DayRangeInputs } from "@/components/day-range-inputs.tsx";
import { FilterChip, SchoolFilterChip } from "@/components/filter-chip.tsx";
import { ListFilterSelects } from "@/components/list-filter-selects.tsx";
import { ListScreenTop, listTableProps, useListLoadError } from "@/components/list-page.tsx";
import { DataTable } from "@/components/ui/data-table.tsx";
import { useListParams } from "@/lib/use-list-params.ts";
import { useAuditTrail } from "./api.ts";
import { type AuditFilterActions, AuditFilterContext, useAuditColumns } from "./audit-columns.tsx";
import { AuditExportButtons } from "./export-buttons.tsx";
import { actionKey, NAMESPACE } from "./i18n.ts";

const listOptions = { schema: auditQuerySchema };

/**
 * /superadmin/audit: the audit trail, newest first, paged on the server. Its filters live in the URL
 * (a school's link opens it as `?schoolId=`): who (search), action, what was acted on, the school,
 * one person, and India days. A row's school or person narrows the trail to them.
 */
export default function AuditPage() {
  const { t } = useTranslation(NAMESPACE);
  const list = useListParams(AUDIT_LIST, AUDIT_FILTERS, listOptions);
  const trail = useAuditTrail(list.apiQuery);
  const columns = useAuditColumns();
  const loadError = useListLoadError(trail, t("loadFailed"), "audit-load");
  const { setFilter } = list;
  const filters = useMemo<AuditFilterActions>(
    () => ({
      onSchool: (schoolId) => setFilter("schoolId", schoolId),
      onActor: (actorId) => setFilter("actorId", actorId),
    }),
    [setFilter],
  );

  const actionOptions = AUDIT_ACTIONS.map((action) => ({
    value: action,
    label: t(`actions.${actionKey(action)}` as "actions.auth_login_failed"),
  }));
  const targetOptions = AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: t(`targets.${type}`) }));

  return (
    <div className="container-page py-8 sm:py-12">
      <ListScreenTop
        list={list}
        text={(key) => t(key)}
        actions={<AuditExportButtons listQuery={list.apiQuery} empty={!trail.data?.total} />}
        between={
          <>
            <SchoolFilterChip
              schoolId={list.filters.schoolId}
              onClear={() => setFilter("schoolId", undefined)}
            />
            {list.filters.actorId && (
              <FilterChip clearLabel={t("showEveryone")} onClear={() => setFilter("actorId", undefined)}>
                {t("oneActor")}
              </FilterChip>
            )}
          </>
        }
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1fr_1fr_1fr]"
      >
        <ListFilterSelects
          list={list}
          filters={[
            { name: "action", label: t("action"), placeholder: t("allActions"), options: actionOptions },
            {
              name: "targetType",
              label: t("targetType"),
              placeholder: t("allTargets"),
              options: targetOptions,
            },
          ]}
        />
        <DayRangeInputs from={list.filters.from} to={list.filters.to} onChange={setFilter} />
      </ListScreenTop>

      <AuditFilterContext value={filters}>
        <DataTable
          {...listTableProps(list, trail, loadError, (key) => t(`list.${key}`))}
          columns={columns}
          getRowId={(event) => event.id}
        />
      </AuditFilterContext>
    </div>
  );
}
