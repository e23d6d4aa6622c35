import { sheetDateToIso } from "@ganit/contracts";
import type { z } from "zod";

/** One column of an upload template: the field it fills, its heading, and how its cells are read. */
export type UploadColumn<Field extends string = string> = {
  field: Field;
  /** The heading of the template (the spec's: "dob (DD-MM-YYYY)"). */
  header: string;
  /** "date": dd-mm-yyyy text or an Excel date, sent as ISO yyyy-mm-dd. "text" (default): trimmed text. */
  kind?: "text" | "date";
  /** A column the sheet may leave out (an older template): its cells are then empty. */
  optional?: boolean;
  /** An example value for the template's second row. */
  example?: string;
  width?: number;
};

/** A row of the uploaded sheet: its number in the sheet (as Excel shows it), what was read, its problems. */
export type ParsedRow<Field extends string = string> = {
  /** The row's number in the sheet: the heading is row 1, so data starts at 2. */
  sheetRow: number;
  /** What the request will carry for this row (dates already ISO). */
  values: Record<Field, unknown>;
  /**
   * Each cell as the school typed it, for the preview: a date typed `32-13-2014` is shown so, with
   * its error, not as the `2014-13-32` the request would carry; an Excel date shows as dd-mm-yyyy.
   */
  shown: Record<Field, string>;
  /** Field → message reference (the contracts' messages); `_row` for a problem of the whole row. */
  errors: Partial<Record<Field | "_row", string>>;
};

export type ParsedSheet<Field extends string = string> = {
  rows: ParsedRow<Field>[];
  /** Headings of the template that the sheet lacks (then nothing can be read). */
  missingColumns: string[];
};

/** "dob (DD-MM-YYYY)", "DOB", " Father Name " → "dob", "dob", "fathername": headings compared loosely. */
export const headingKey = (heading: unknown) =>
  String(heading ?? "")
    .replace(/\(.*?\)/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

const cellText = (value: unknown) => (typeof value === "string" ? value.trim() : value);

/**
 * The cell as the request carries it: dates as ISO, everything else as trimmed text (a mobile number
 * Excel stored as a number becomes "9876543210"; Class "4" is read as a number by its schema).
 */
function readCell(kind: UploadColumn["kind"], value: unknown): unknown {
  if (kind === "date") return sheetDateToIso(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return cellText(value);
}

/** The cell as the preview shows it: typed text as typed, a date Excel stored as a date as dd-mm-yyyy. */
function shownCell(kind: UploadColumn["kind"], value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (kind === "date" && (typeof value === "number" || value instanceof Date)) {
    const iso = sheetDateToIso(value);
    const match = typeof iso === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
    if (match) return `${match[3]}-${match[2]}-${match[1]}`;
  }
  return value === undefined || value === null ? "" : String(value);
}

/**
 * Reads the rows of a sheet under the template's columns: the first non-empty row is the heading
 * (matched loosely, in any order), every later non-empty row is a record. Each record is checked
 * with the row schema of the contracts, so the school sees every problem before anything is sent.
 */
export function parseSheetRows<Field extends string>(
  table: readonly (readonly unknown[])[],
  columns: readonly UploadColumn<Field>[],
  rowSchema: z.ZodType,
): ParsedSheet<Field> {
  const headingIndex = table.findIndex((row) => row.some((cell) => String(cell ?? "").trim() !== ""));
  if (headingIndex < 0) return { rows: [], missingColumns: [] };
  const headings = (table[headingIndex] ?? []).map(headingKey);
  const positions = columns.map((column) => headings.indexOf(headingKey(column.header)));
  const missingColumns = columns
    .filter((column, index) => positions[index] === -1 && !column.optional)
    .map((column) => column.header);
  if (missingColumns.length > 0) return { rows: [], missingColumns };

  const rows: ParsedRow<Field>[] = [];
  table.forEach((cells, index) => {
    if (index <= headingIndex) return;
    if (!cells.some((cell) => String(cell ?? "").trim() !== "")) return;
    const values = {} as Record<Field, unknown>;
    const shown = {} as Record<Field, string>;
    columns.forEach((column, position) => {
      const cell = cells[positions[position] ?? -1] ?? "";
      shown[column.field] = shownCell(column.kind, cell);
      // An optional column left empty is not sent at all (the server then chooses, e.g. a roll number).
      if (column.optional && shown[column.field] === "") return;
      values[column.field] = readCell(column.kind, cell);
    });
    // The row's own number travels with it, so the server's problems name the row Excel shows.
    const sheetRow = index + 1;
    rows.push({ sheetRow, values, shown, errors: rowErrors(rowSchema, { ...values, row: sheetRow }) });
  });
  return { rows, missingColumns: [] };
}

/** The row schema's problems by field (the first one of each field), as message references. */
export function rowErrors<Field extends string>(
  rowSchema: z.ZodType,
  values: Record<Field, unknown>,
): Partial<Record<Field | "_row", string>> {
  const result = rowSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const field = typeof issue.path[0] === "string" ? issue.path[0] : "_row";
    errors[field] ??= issue.message;
  }
  return errors as Partial<Record<Field | "_row", string>>;
}

/** Rows that appear twice in the file (same values in `keyFields`): the later ones are flagged. */
export function flagRepeatedRows<Field extends string>(
  rows: ParsedRow<Field>[],
  keyFields: readonly Field[],
  message: (firstRow: number) => string,
): ParsedRow<Field>[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const key = keyFields.map((field) => String(row.values[field] ?? "").toLowerCase()).join("\u0000");
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, row.sheetRow);
      return row;
    }
    return { ...row, errors: { ...row.errors, _row: row.errors._row ?? message(first) } };
  });
}
