import {
  FIRST_DATA_ROW,
  type MessageKey,
  messageText,
  msg,
  parseMessageRef,
  type RowError,
} from "@ganit/contracts";
import type { z } from "zod";
import type { AuditActor } from "../audit/audit.ts";
import { HttpError } from "../errors.ts";

/** What a school's upload of people (or its one-person add) brings to the set-wise insert. */
export type SchoolUpload<Action extends string> = {
  schoolId: string;
  rawRows: readonly Record<string, unknown>[];
  actor: AuditActor;
  ip: string | null;
  appUrl: string;
  action: Action;
};

/**
 * The 400 of an upload with any bad row: `{message, key, errors: [{row, field, message, key}]}`.
 * Nothing was written (the check runs before the first insert, and the whole upload is one
 * transaction).
 */
export class BulkRowsError extends HttpError {
  constructor(readonly errors: RowError[]) {
    super(400, "bulkRowsInvalid");
  }
  override body() {
    return { message: this.message, key: this.key, errors: this.errors };
  }
}

/**
 * A one-person add's problem in the ordinary error shape of a form: the first problem is the message,
 * with its values (a maximum length), each problem goes under its field, and `conflictKey` (the person
 * is there already) is a 409.
 */
export function oneRowError(error: BulkRowsError, conflictKey: MessageKey): HttpError {
  const firstKey = error.errors[0]?.key ?? "invalidInput";
  const key = firstKey.split("?")[0] as MessageKey;
  return new HttpError(key === conflictKey ? 409 : 400, key, {
    params: parseMessageRef(firstKey)?.params,
    fields: Object.fromEntries(error.errors.map((e) => [e.field, e.key ?? "invalidInput"])),
  });
}

/** A row's number as the sheet shows it: its own `row` when the browser sent one, else index + 2. */
export const sheetRowOf = (raw: Record<string, unknown>, index: number) =>
  typeof raw.row === "number" && Number.isInteger(raw.row) && raw.row > 0 ? raw.row : index + FIRST_DATA_ROW;

export function rowError(
  row: number,
  field: string,
  key: MessageKey,
  params?: Record<string, string | number>,
) {
  const ref = msg(key, params);
  return { row, field, message: messageText(ref), key: ref };
}

/** Checks every row with the row schema; returns the parsed rows and every problem (each field once). */
export function validateRows<S extends z.ZodType>(
  rows: readonly Record<string, unknown>[],
  schema: S,
): { parsed: { row: number; value: z.output<S> }[]; errors: RowError[] } {
  const parsed: { row: number; value: z.output<S> }[] = [];
  const errors: RowError[] = [];
  rows.forEach((raw, index) => {
    const row = sheetRowOf(raw, index);
    const result = schema.safeParse(raw);
    if (result.success) {
      parsed.push({ row, value: result.data });
      return;
    }
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "row");
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ row, field, message: messageText(issue.message), key: issue.message });
    }
  });
  return { parsed, errors };
}

/** Same text for the duplicate checks: trimmed, inner spaces collapsed, lower case. */
export const sameText = (value: string) => value.trim().replace(/\s+/g, " ").toLowerCase();

export const byRow = (a: RowError, b: RowError) => a.row - b.row;
