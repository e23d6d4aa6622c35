/**
 * The copy of a child's data as a real .xlsx workbook (SheetJS, docs/adr/0007): one sheet per table,
 * a header row of column names, one row per record; values that are not text or numbers (times,
 * lists of questions) are written as their JSON text, so nothing is lost.
 */
export async function childDataWorkbook(copy: Record<string, Record<string, unknown>[]>): Promise<Buffer> {
  // SheetJS on the first workbook, not at start (docs/adr/0743).
  const { utils, write } = await import("@e965/xlsx");
  const book = utils.book_new();
  for (const [table, rows] of Object.entries(copy)) {
    const cells = rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key, cell(value)])),
    );
    const sheet = cells.length ? utils.json_to_sheet(cells) : utils.aoa_to_sheet([["(none)"]]);
    // Sheet names are at most 31 characters; table names are shorter.
    utils.book_append_sheet(book, sheet, table.slice(0, 31));
  }
  return write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
}

function cell(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  // A text cell holds at most 32,767 characters.
  return JSON.stringify(value).slice(0, 32_000);
}
