import { datedFileName, exportAllPages } from "@/lib/all-pages.ts";
import { downloadWorkbook, type SheetColumn } from "./bulk-upload/spreadsheet.ts";

/** A list's rows laid out for a sheet: its columns and one line of cells a row. */
export type ListSheet = { columns: SheetColumn[]; rows: unknown[][] };

/** One column of an export: its heading and width beside the cell it writes for a row, so the two cannot drift apart. */
export type SheetField<Row> = SheetColumn & { cell: (row: Row) => unknown };

/** Rows laid out by their fields: the fields' headings as the columns, and each row's cells in their order. */
export const sheetOf = <Row>(items: readonly Row[], fields: readonly SheetField<Row>[]): ListSheet => ({
  columns: fields.map(({ cell: _cell, ...column }) => column),
  rows: items.map((item) => fields.map((field) => field.cell(item))),
});

/**
 * A whole filtered list as one .xlsx sheet (the operator's directories: schools, students): every
 * row the list's query finds (see `exportAllPages`), laid out by its `fields`, saved as
 * `<stem>-<today>.xlsx`; says how many rows went into the file, of how many.
 */
export const exportListSheet = <Row>(
  fetchPage: (query: string) => Promise<{ items: Row[]; total: number }>,
  listQuery: string,
  pageSizes: readonly number[],
  file: { stem: string; sheetName: string },
  fields: readonly SheetField<Row>[],
) =>
  exportAllPages(fetchPage, listQuery, pageSizes, async (found) => {
    const { columns, rows } = sheetOf(found, fields);
    await downloadWorkbook(datedFileName(file.stem), file.sheetName, columns, rows);
  });
