import { NO_PURCHASE_SCHOOLS_LIST, type NoPurchaseSchool } from "@ganit/contracts";
import type { TFunction } from "i18next";
import { exportListSheet, type SheetField } from "@/components/list-sheet-export.ts";
import { fetchNoPurchaseSchools } from "./api.ts";
import type { NAMESPACE } from "./i18n.ts";

/**
 * The filtered schools as an .xlsx: the table's columns and the details. `workbookBytes`
 * neutralizes every text cell, so a school named `=HYPERLINK(…)` stays text in Excel.
 */
const schoolFields = (t: TFunction<typeof NAMESPACE>): SheetField<NoPurchaseSchool>[] => [
  { header: t("columns.name"), width: 32, cell: (s) => s.name },
  { header: t("columns.udiscCode"), width: 16, cell: (s) => s.udiscCode },
  { header: t("details.email"), width: 30, cell: (s) => s.email },
  { header: t("details.phone"), width: 14, cell: (s) => s.phone ?? "" },
  { header: t("details.address"), width: 32, cell: (s) => s.address },
  { header: t("columns.city"), width: 16, cell: (s) => s.city },
  { header: t("details.district"), width: 16, cell: (s) => s.district },
  { header: t("columns.state"), width: 18, cell: (s) => s.state },
  { header: t("details.pincode"), width: 10, cell: (s) => s.pincode },
  { header: t("columns.status"), width: 10, cell: (s) => s.status },
  { header: t("details.createdAt"), width: 12, cell: (s) => s.createdAt.slice(0, 10) },
];

/** Every row of the filtered list (its query as the screen asks it), downloaded; how many, of how many. */
export const exportSchools = (listQuery: string, t: TFunction<typeof NAMESPACE>) =>
  exportListSheet(
    fetchNoPurchaseSchools,
    listQuery,
    NO_PURCHASE_SCHOOLS_LIST.limits,
    { stem: "schools-no-purchases", sheetName: t("export.sheet") },
    schoolFields(t),
  );
