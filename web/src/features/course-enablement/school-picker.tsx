import {
  ENABLEMENT_SCHOOLS_LIST,
  type EnablementSchoolRow,
  enablementSchoolsQuerySchema,
  routePath,
} from "@ganit/contracts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListSearchForm, listTableProps, useListLoadError } from "@/components/list-page.tsx";
import { PageHeader } from "@/components/page-header.tsx";
import { actionsColumnOptions, nameColumnOptions } from "@/components/screen-parts.tsx";
import { DataTable, type DataTableColumn, dataTableColumns } from "@/components/ui/data-table.tsx";
import { useListParams } from "@/lib/use-list-params.ts";
import { useEnablementSchools } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";
import { StatusPill } from "./school-status-badge.tsx";

const listOptions = { schema: enablementSchoolsQuerySchema };
const NO_FILTERS = [] as const;
const column = dataTableColumns<EnablementSchoolRow>();

/** The schools, searched and paged by the server, each linking to its course enablement. */
export function SchoolPicker() {
  const { t } = useTranslation(NAMESPACE);
  const list = useListParams(ENABLEMENT_SCHOOLS_LIST, NO_FILTERS, listOptions);
  const schools = useEnablementSchools(list.apiQuery);
  const loadError = useListLoadError(schools, t("enableLoadFailed", { ns: "messages" }), "enablement-load");
  const columns = useMemo<DataTableColumn<EnablementSchoolRow>[]>(
    () => [
      column.accessor("name", nameColumnOptions(t("picker.columns.name"))),
      column.accessor("udiscCode", { header: t("picker.columns.udisc"), enableSorting: false }),
      column.accessor("city", { header: t("picker.columns.city"), enableSorting: false }),
      column.accessor("state", { header: t("picker.columns.state"), enableSorting: false }),
      column.accessor("status", {
        header: t("picker.columns.status"),
        enableSorting: false,
        cell: ({ getValue }) => <StatusPill status={getValue()} />,
      }),
      column.accessor("pendingPayments", {
        header: t("picker.columns.pending"),
        enableSorting: false,
        meta: { className: "tabular-nums" },
      }),
      column.display(
        actionsColumnOptions(t("picker.columns.actions"), (school: EnablementSchoolRow) => (
          <Link
            to={routePath.superadminAddCoursesFor(school._id)}
            aria-label={t("picker.manageSchool", { name: school.name })}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {t("picker.manage")}
          </Link>
        )),
      ),
    ],
    [t],
  );

  return (
    <div className="container-page py-8 sm:py-12">
      <PageHeader title={t("picker.title")} subtitle={t("picker.subtitle")} />
      <ListSearchForm list={list} label={t("picker.search")} placeholder={t("picker.searchPlaceholder")} />
      <DataTable
        {...listTableProps(list, schools, loadError, (key) => t(`picker.${key}`))}
        columns={columns}
        getRowId={(school) => school._id}
      />
    </div>
  );
}
