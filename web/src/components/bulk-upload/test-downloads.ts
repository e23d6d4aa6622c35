import * as XLSX from "@e965/xlsx";
import { screen, waitFor } from "@testing-library/react";
import { expect, vi } from "vitest";

/**
 * Catches the files the screen hands to the browser (URL.createObjectURL + a link click), so a test
 * can open the downloaded .xlsx.
 */
export function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let lastBlob: Blob | undefined;
  vi.stubGlobal(
    "URL",
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        lastBlob = blob;
        return "blob:test";
      },
      revokeObjectURL: () => undefined,
    }),
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (lastBlob) files.push({ name: this.download, blob: lastBlob });
  });
  return { files, restore: () => click.mockRestore() };
}

/**
 * The files the screen hands to the browser while `act` runs, once there are `expected.count` of them
 * (one unless it says, within `expected.timeout`); the browser's download is given back however the
 * test ends.
 */
export async function downloadedBy(
  act: () => Promise<unknown>,
  expected: { count?: number; timeout?: number } = {},
) {
  const downloads = catchDownloads();
  try {
    await act();
    await waitFor(() => expect(downloads.files).toHaveLength(expected.count ?? 1), {
      timeout: expected.timeout,
    });
    return downloads.files;
  } finally {
    downloads.restore();
  }
}

/** The one .xlsx the screen downloads while `act` runs: its file name and its rows (`sheetRowsOf`). */
export async function downloadedSheet(act: () => Promise<unknown>, timeout?: number) {
  const [file] = await downloadedBy(act, { timeout });
  return { name: file?.name, rows: await sheetRowsOf(file?.blob as Blob) };
}

/** A PDF as the server sends a printed paper or report, under the file name `name`. */
export const pdfFile = (name = "t.pdf") => ({
  bytes: new TextEncoder().encode("%PDF-1.7"),
  type: "application/pdf",
  name,
});

/** The rows of a downloaded .xlsx (first sheet) that hold anything, headings first. */
export async function sheetRowsOf(blob: Blob): Promise<unknown[][]> {
  const book = XLSX.read(new Uint8Array(await blob.arrayBuffer()), { type: "array" });
  const first = book.Sheets[book.SheetNames[0] ?? ""];
  if (!first) return [];
  // A template's date column is formatted as text down to row 5001: those empty cells are no rows.
  return XLSX.utils
    .sheet_to_json<unknown[]>(first, { header: 1, defval: "" })
    .filter((row) => row.some((cell) => cell !== ""));
}

/** The number format of a cell of a downloaded .xlsx ("@" is text). */
export async function cellFormatOf(blob: Blob, ref: string): Promise<string | undefined> {
  const book = XLSX.read(new Uint8Array(await blob.arrayBuffer()), { type: "array", cellNF: true });
  const cell = book.Sheets[book.SheetNames[0] ?? ""]?.[ref] as XLSX.CellObject | undefined;
  return cell?.z as string | undefined;
}

/** A real .xlsx File made with SheetJS; `dateCells` (e.g. "C3") hold Excel date serials. */
export function xlsxUpload(name: string, rows: unknown[][], dateCells: string[] = []): File {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  for (const ref of dateCells) (sheet[ref] as XLSX.CellObject).z = "dd-mm-yyyy";
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, "Sheet1");
  const bytes = XLSX.write(book, { type: "array", bookType: "xlsx" }) as ArrayBuffer;
  return new File([bytes], name, {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  });
}

/** The upload panel's file input, once the panel (loaded after the form) shows its `choose` button. */
export async function fileInput(choose: string | RegExp = "Choose file") {
  await screen.findByText(choose);
  return document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
}
