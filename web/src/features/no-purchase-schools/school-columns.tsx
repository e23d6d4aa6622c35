import type { NoPurchaseSchool } from "@ganit/contracts";
import { createContext, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { actionsColumnOptions, nameColumnOptions, OpenRowButton } from "@/components/screen-parts.tsx";
import { type DataTableColumn, dataTableColumns } from "@/components/ui/data-table.tsx";
import { StatusBadge } from "@/components/ui/status-badge.tsx";
import { NAMESPACE } from "./i18n.ts";

/** The row whose details the page opens. */
export const OpenDetailsContext = createContext<(school: NoPurchaseSchool) => void>(() => undefined);

const column = dataTableColumns<NoPurchaseSchool>();

/** The status in this screen's words; the colour follows the spec (active green, hold yellow, else red). */
export function SchoolStatus({ status }: { status: string }) {
  const { t } = useTranslation(NAMESPACE);
  const known = status === "active" || status === "hold" || status === "blocked";
  return <StatusBadge status={status} label={known ? t(`status.${status}`) : status} />;
}

/** School Name, UDISE Code, City, State, Status, Actions (View Details). */
export function useSchoolColumns(): DataTableColumn<NoPurchaseSchool>[] {
  const { t } = useTranslation(NAMESPACE);
  return useMemo(
    () => [
      column.accessor("name", nameColumnOptions(t("columns.name"))),
      column.accessor("udiscCode", {
        header: t("columns.udiscCode"),
        meta: { className: "whitespace-nowrap" },
      }),
      column.accessor("city", { header: t("columns.city") }),
      column.accessor("state", { header: t("columns.state") }),
      column.accessor("status", {
        header: t("columns.status"),
        meta: { className: "whitespace-nowrap" },
        cell: ({ getValue }) => <SchoolStatus status={getValue()} />,
      }),
      column.display(
        actionsColumnOptions(t("columns.actions"), (school: NoPurchaseSchool) => (
          <OpenRowButton
            row={school}
            opener={OpenDetailsContext}
            label={t("viewDetails")}
            name={t("viewDetailsOf", { name: school.name })}
          />
        )),
      ),
    ],
    [t],
  );
}
