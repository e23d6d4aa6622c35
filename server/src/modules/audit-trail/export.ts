import {
  AUDIT_EXPORT_MAX,
  type AuditEventRow,
  type AuditExportFormat,
  type AuditExportQuery,
} from "@ganit/contracts";
import { asc, desc } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { auditEvents } from "../../db/schema.ts";
import { HttpError } from "../../errors.ts";
import { auditConditions, eventOf, eventsWhere, targetLabels } from "./service.ts";

/**
 * The operator's copy of the audit trail (docs/adr/0687): the list's filters and order, every
 * matching event up to AUDIT_EXPORT_MAX. One statement reads one row past the bound, so a filter
 * that matches too much is refused without a count of its own, and the file is built in memory
 * (50,000 events are ~15 MB of rows, ~5 MB of .xlsx): no stream is needed at that size.
 */
const HEADINGS = [
  "Event id",
  "When (UTC)",
  "When (India)",
  "Action",
  "Actor id",
  "Actor name",
  "Actor username",
  "Actor role",
  "Attempted username",
  "Target type",
  "Target id",
  "Target",
  "School id",
  "School",
  "IP address",
  "Detail",
];

const india = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  dateStyle: "medium",
  timeStyle: "medium",
  hourCycle: "h23",
});

function cellsOf(event: AuditEventRow): string[] {
  return [
    event.id,
    event.at,
    india.format(new Date(event.at)),
    event.action,
    event.actor?.id ?? "",
    event.actor?.name ?? "",
    event.actor?.username ?? "",
    event.actorRole ?? "",
    event.attemptedUsername ?? "",
    event.target?.type ?? "",
    event.target?.id ?? "",
    event.target?.label ?? "",
    event.school?.id ?? "",
    event.school?.name ?? "",
    event.ip ?? "",
    Object.keys(event.detail).length > 0 ? JSON.stringify(event.detail) : "",
  ];
}

/**
 * A CSV field: quoted when it must be (RFC 4180), and a text a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@`, a tab or a return first) is written after an apostrophe: names and details
 * are typed by users, and this file is opened in Excel. The .xlsx holds every cell as text already.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

async function fileOf(format: AuditExportFormat, rows: string[][]): Promise<Buffer> {
  if (format === "csv") {
    const lines = [HEADINGS, ...rows].map((cells) => cells.map(csvField).join(","));
    // The byte-order mark tells Excel the file is UTF-8 (Hindi names, ₹).
    return Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8");
  }
  // SheetJS on the first workbook, not at start (docs/adr/0743).
  const { utils, write } = await import("@e965/xlsx");
  const sheet = utils.aoa_to_sheet([HEADINGS, ...rows]);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, "Audit trail");
  return write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

export type AuditExportFile = { body: Buffer; contentType: string; filename: string; rows: number };

export async function exportAuditTrail(
  db: DbOrTx,
  query: AuditExportQuery,
  now = new Date(),
): Promise<AuditExportFile> {
  const direction = query.order === "asc" ? asc : desc;
  const found = await eventsWhere(db, auditConditions(db, query))
    .orderBy(direction(auditEvents.at), asc(auditEvents.id))
    .limit(AUDIT_EXPORT_MAX + 1);
  if (found.length > AUDIT_EXPORT_MAX) throw new HttpError(400, "auditExportTooLarge");
  const labels = await targetLabels(db, found);
  const rows = found.map((row) => cellsOf(eventOf(row, labels)));
  const day = now.toISOString().slice(0, 10);
  return {
    body: await fileOf(query.format, rows),
    contentType:
      query.format === "csv"
        ? "text/csv; charset=utf-8"
        : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    filename: `audit-trail-${day}.${query.format}`,
    rows: rows.length,
  };
}
