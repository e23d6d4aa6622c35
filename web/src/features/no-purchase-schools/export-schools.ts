import { NO_PURCHASE_SCHOOLS_LIST, type NoPurchaseSchool } from "@ganit/contracts";
import type { TFunction } from "i18next";
import type { SheetColumn } from "@/components/bulk-upload/spreadsheet.ts";
import { exportListSheet, type ListSheet } from "@/components/list-sheet-export.ts";
import { fetchNoPurchaseSchools } from "./api.ts";
import type { NAMESPACE } from "./i18n.ts";

/**
 * The filtered schools as an .xlsx: the table's columns and the details. `workbookBytes`
 * neutralizes every text cell, so a school named `=HYPERLINK(…)` stays text in Excel.
 */
export function schoolsSheet(
  schools: readonly NoPurchaseSchool[],
  t: TFunction<typeof NAMESPACE>,
): ListSheet {
  const columns: SheetColumn[] = [
    { header: t("columns.name"), width: 32 },
    { header: t("columns.udiscCode"), width: 16 },
    { header: t("details.email"), width: 30 },
    { header: t("details.phone"), width: 14 },
    { header: t("details.address"), width: 32 },
    { header: t("columns.city"), width: 16 },
    { header: t("details.district"), width: 16 },
    { header: t("columns.state"), width: 18 },
    { header: t("details.pincode"), width: 10 },
    { header: t("columns.status"), width: 10 },
    { header: t("details.createdAt"), width: 12 },
  ];
  const rows = schools.map((s) => [
    s.name,
    s.udiscCode,
    s.email,
    s.phone ?? "",
    s.address,
    s.city,
    s.district,
    s.state,
    s.pincode,
    s.status,
    s.createdAt.slice(0, 10),
  ]);
  return { columns, rows };
}

/** Every row of the filtered list (its query as the screen asks it), downloaded; how many, of how many. */
export const exportSchools = (listQuery: string, t: TFunction<typeof NAMESPACE>) =>
  exportListSheet(
    fetchNoPurchaseSchools,
    listQuery,
    NO_PURCHASE_SCHOOLS_LIST.limits,
    { stem: "schools-no-purchases", sheetName: t("export.sheet") },
    (schools) => schoolsSheet(schools, t),
  );
