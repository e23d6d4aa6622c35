import { datedFileName, exportAllPages } from "@/lib/all-pages.ts";
import { downloadWorkbook, type SheetColumn } from "./bulk-upload/spreadsheet.ts";

/** A list's rows laid out for a sheet: its columns and one line of cells a row. */
export type ListSheet = { columns: SheetColumn[]; rows: unknown[][] };

/**
 * A whole filtered list as one .xlsx sheet (the operator's directories: schools, students): every
 * row the list's query finds (see `exportAllPages`), laid out by `sheetOf`, saved as
 * `<stem>-<today>.xlsx`; says how many rows went into the file, of how many.
 */
export const exportListSheet = <Row>(
  fetchPage: (query: string) => Promise<{ items: Row[]; total: number }>,
  listQuery: string,
  pageSizes: readonly number[],
  file: { stem: string; sheetName: string },
  sheetOf: (rows: readonly Row[]) => ListSheet,
) =>
  exportAllPages(fetchPage, listQuery, pageSizes, async (found) => {
    const { columns, rows } = sheetOf(found);
    await downloadWorkbook(datedFileName(file.stem), file.sheetName, columns, rows);
  });
