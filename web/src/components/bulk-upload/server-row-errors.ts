import type { RowError } from "@/lib/api.ts";
import type { ParsedRow } from "./parse-rows.ts";

/**
 * The server's problems of a refused upload put on the preview's rows: each `{row, field, message}`
 * goes to the row it names (each row was sent with its sheet row number, and the server answers
 * with it) under its field, or under `_row` when the field is none of the template's. The server's
 * verdict replaces the browser's for the rows it names.
 */
export function applyRowErrors<F extends string>(
  rows: ParsedRow<F>[],
  errors: readonly RowError[],
): ParsedRow<F>[] {
  const indexOfRow = new Map(rows.map((row, index) => [row.sheetRow, index]));
  const byIndex = new Map<number, Partial<Record<F | "_row", string>>>();
  for (const error of errors) {
    const index = indexOfRow.get(error.row) ?? -1;
    const row = rows[index];
    if (!row) continue;
    const found: Partial<Record<F | "_row", string>> = byIndex.get(index) ?? {};
    const field = (error.field in row.values ? error.field : "_row") as F | "_row";
    found[field] ??= error.key ?? error.message;
    byIndex.set(index, found);
  }
  return rows.map((row, index) => {
    const found = byIndex.get(index);
    return found ? { ...row, errors: found } : row;
  });
}
