import { PAYMENTS_LIST, type Purchase, purchasesToVerify } from "@ganit/contracts";
import type { TFunction } from "i18next";
import { downloadWorkbook, type SheetColumn } from "@/components/bulk-upload/spreadsheet.ts";
import { call } from "@/lib/client.ts";
import i18n from "@/lib/i18n.ts";
import { PURCHASE_STATUS_WORD, STATUS_NAMESPACE } from "@/lib/status-words.ts";

/** The largest page the list serves: the export walks the filter's pages at this size. */
const PAGE = Math.max(...PAYMENTS_LIST.limits);

/** Every payment of the filter (all pages, in the list's order), fetched page by page. */
export async function fetchAllPayments(listQuery: string): Promise<Purchase[]> {
  const rows: Purchase[] = [];
  for (let page = 1; ; page += 1) {
    const query = new URLSearchParams(listQuery);
    query.set("page", String(page));
    query.set("limit", String(PAGE));
    const answer = await call(purchasesToVerify, { query: query.toString() });
    rows.push(...answer.items);
    if (answer.items.length < PAGE || rows.length >= answer.total) return rows;
  }
}

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
  const rows = await fetchAllPayments(listQuery);
  const columns: SheetColumn[] = [
    { header: t("export.date"), width: 18 },
    { header: t("export.buyer"), width: 30 },
    { header: t("export.buyerType"), width: 16 },
    { header: t("export.email"), width: 30 },
    { header: t("export.classes"), width: 40 },
    { header: t("export.total"), width: 12 },
    { header: t("export.discount"), width: 10 },
    { header: t("export.utr"), width: 24 },
    { header: t("export.status"), width: 12 },
    { header: t("export.decidedBy"), width: 24 },
    { header: t("export.decidedAt"), width: 18 },
    { header: t("export.reason"), width: 30 },
  ];
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
  await downloadWorkbook(
    `${t("export.fileName")}-${new Date().toISOString().slice(0, 10)}.xlsx`,
    t("export.sheetName"),
    columns,
    rows.map((purchase) => [
      indiaTime(purchase.createdAt),
      purchase.buyer.name,
      t(`buyerType.${purchase.buyer.type}`),
      purchase.buyer.email,
      classes(purchase),
      purchase.total,
      purchase.discountPercent,
      purchase.utrNumber,
      i18n.t(PURCHASE_STATUS_WORD[purchase.status], { ns: STATUS_NAMESPACE }),
      purchase.decidedBy?.name ?? "",
      indiaTime(purchase.decidedAt),
      purchase.rejectionReason ?? "",
    ]),
  );
  return rows.length;
}
