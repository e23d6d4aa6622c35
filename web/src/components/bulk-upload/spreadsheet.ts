import { neutralizeRows } from "./neutralize.ts";
import { MAX_SHEET_COLUMNS } from "./sheet-guard.ts";

/**
 * SheetJS (`@e965/xlsx`, about 118 KB gzip) is loaded only when a sheet is read or written, never
 * with a screen's first paint: every call here imports it on demand (the bundle budget counts only
 * what a page loads up front). The first call starts the download; later calls reuse it.
 */
type Xlsx = typeof import("@e965/xlsx");
let loading: Promise<Xlsx> | undefined;
export const loadXlsx = (): Promise<Xlsx> => {
  loading ??= import("@e965/xlsx").catch((error: unknown) => {
    loading = undefined; // a dropped connection may succeed on the next try
    throw error;
  });
  return loading;
};

/** The file types the upload takes: Excel workbooks and CSV. */
export const SHEET_EXTENSIONS = [".xlsx", ".xls", ".csv"] as const;
export const SHEET_ACCEPT = [
  ...SHEET_EXTENSIONS,
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.ms-excel",
  "text/csv",
].join(",");

export const isSheetFile = (name: string) =>
  SHEET_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));

/**
 * The first sheet of a workbook as rows of cells. Cells keep their type: numbers stay numbers (so a
 * date Excel recognised arrives as its serial number), text stays text (`raw` keeps SheetJS from
 * guessing dates or numbers in a CSV's text, which would turn 05-06-2012 into 6 May). Empty cells are "".
 * Only the first `maxRows` rows and MAX_SHEET_COLUMNS columns are read (SheetJS `sheetRows`): what
 * lies beyond is never parsed. Check the bytes first (sheet-guard.ts); read-sheet.ts does both.
 */
export async function readSheet(data: ArrayBuffer, maxRows?: number): Promise<unknown[][]> {
  const XLSX = await loadXlsx();
  const workbook = XLSX.read(data, {
    type: "array",
    raw: true,
    cellDates: false,
    dense: true,
    ...(maxRows ? { sheetRows: maxRows } : {}),
    // Nothing but the cells: no styles, formulas' text, comments or document properties.
    cellStyles: false,
    cellFormula: false,
    bookProps: false,
    bookVBA: false,
  });
  const first = workbook.SheetNames[0];
  const sheet = first ? workbook.Sheets[first] : undefined;
  if (!sheet?.["!ref"]) return [];
  const range = XLSX.utils.decode_range(sheet["!ref"]);
  range.e.c = Math.min(range.e.c, range.s.c + MAX_SHEET_COLUMNS - 1);
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: "",
    blankrows: false,
    range,
  });
}

export type SheetColumn = {
  /** The heading written in row 1. */
  header: string;
  /** Width in characters, so the office sees whole e-mail addresses when it opens the file. */
  width?: number;
  /**
   * Format the column's empty cells as text (templates): a date typed as 05-06-2014 then stays the
   * text the school typed, instead of Excel turning it into 6 May on a computer set to US dates.
   */
  asText?: boolean;
};

/** How many rows of a template get their text columns pre-formatted (the most one upload takes). */
export const TEMPLATE_ROWS = 5000;

/**
 * An .xlsx file (bytes) with one sheet: the headings, then the rows. Every text cell is
 * neutralized (a value starting with = + - @, tab or CR cannot run as a formula in Excel).
 */
export async function workbookBytes(
  sheetName: string,
  columns: readonly SheetColumn[],
  rows: readonly (readonly unknown[])[],
  options: { textRows?: number } = {},
): Promise<Uint8Array> {
  const XLSX = await loadXlsx();
  const sheet = XLSX.utils.aoa_to_sheet(neutralizeRows([columns.map((column) => column.header), ...rows]));
  const textRows = options.textRows ?? 0;
  if (textRows > 0) {
    columns.forEach((column, c) => {
      if (!column.asText) return;
      for (let r = rows.length + 1; r <= textRows; r += 1)
        sheet[XLSX.utils.encode_cell({ r, c })] = { t: "s", v: "", z: "@" };
    });
    sheet["!ref"] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: textRows, c: columns.length - 1 } });
  }
  sheet["!cols"] = columns.map((column) => ({ wch: column.width ?? Math.max(12, column.header.length + 2) }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, sheetName.slice(0, 31));
  return new Uint8Array(XLSX.write(workbook, { type: "array", bookType: "xlsx", compression: true }));
}

export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Hands bytes to the browser as a download named `filename`. */
export function saveFile(bytes: Uint8Array, filename: string, type = XLSX_MIME) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Builds and downloads an .xlsx in one go. */
export async function downloadWorkbook(
  filename: string,
  sheetName: string,
  columns: readonly SheetColumn[],
  rows: readonly (readonly unknown[])[],
  options: { textRows?: number } = {},
) {
  saveFile(await workbookBytes(sheetName, columns, rows, options), filename);
}
