import { PAYMENTS_LIST, type Purchase, purchasesToVerify } from "@ganit/contracts";
import type { TFunction } from "i18next";
import { downloadWorkbook } from "@/components/bulk-upload/spreadsheet.ts";
import { sheetOf } from "@/components/list-sheet-export.ts";
import { datedFileName, everyPageOf } from "@/lib/all-pages.ts";
import { call } from "@/lib/client.ts";
import i18n from "@/lib/i18n.ts";
import { PURCHASE_STATUS_WORD, STATUS_NAMESPACE } from "@/lib/status-words.ts";

/** The largest page the list serves: the export walks the filter's pages at this size. */
const PAGE = Math.max(...PAYMENTS_LIST.limits);

/** Every payment of the filter (all pages, in the list's order), fetched page by page. */
export const fetchAllPayments = (listQuery: string): Promise<Purchase[]> =>
  everyPageOf((query) => call(purchasesToVerify, { query }), listQuery, PAGE);

const indiaTime = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat("en-GB", {
        dateStyle: "short",
        timeStyle: "short",
        timeZone: "Asia/Kolkata",
      }).format(new Date(iso))
    : "";

/**
 * The filtered payments as an .xlsx: one row per payment, amounts as numbers (rupees), dates in
 * India time. Every text cell goes through the workbook helper's neutralizing, so a buyer named
 * "=HYPERLINK(…)" stays text in Excel.
 */
export async function exportPayments(listQuery: string, t: TFunction<"purchaseVerification">) {
  const payments = await fetchAllPayments(listQuery);
  const classes = (purchase: Purchase) =>
    purchase.lines
      .map((line) =>
        [
          t("line", { course: line.courseName, n: line.classNumber }),
          line.seats === null ? t("forSchool") : t("seats", { count: line.seats }),
          ...(line.renewal ? [t("renewal")] : []),
        ].join(" · "),
      )
      .join("; ");
  const status = (purchase: Purchase) =>
    i18n.t(PURCHASE_STATUS_WORD[purchase.status], { ns: STATUS_NAMESPACE });
  const { columns, rows } = sheetOf<Purchase>(payments, [
    { header: t("export.date"), width: 18, cell: (p) => indiaTime(p.createdAt) },
    { header: t("export.buyer"), width: 30, cell: (p) => p.buyer.name },
    { header: t("export.buyerType"), width: 16, cell: (p) => t(`buyerType.${p.buyer.type}`) },
    { header: t("export.email"), width: 30, cell: (p) => p.buyer.email },
    { header: t("export.classes"), width: 40, cell: classes },
    { header: t("export.total"), width: 12, cell: (p) => p.total },
    { header: t("export.discount"), width: 10, cell: (p) => p.discountPercent },
    { header: t("export.utr"), width: 24, cell: (p) => p.utrNumber },
    { header: t("export.status"), width: 12, cell: status },
    { header: t("export.decidedBy"), width: 24, cell: (p) => p.decidedBy?.name ?? "" },
    { header: t("export.decidedAt"), width: 18, cell: (p) => indiaTime(p.decidedAt) },
    { header: t("export.reason"), width: 30, cell: (p) => p.rejectionReason ?? "" },
  ]);
  await downloadWorkbook(datedFileName(t("export.fileName")), t("export.sheetName"), columns, rows);
  return payments.length;
}
