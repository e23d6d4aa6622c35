import * as XLSX from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { checkSheetBytes, MAX_SHEET_COLUMNS, unpackedSize } from "./sheet-guard.ts";
import { readSheet } from "./spreadsheet.ts";

const workbook = (rows: unknown[][], bookType: XLSX.BookType = "xlsx") => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Sheet1");
  return new Uint8Array(XLSX.write(book, { type: "array", bookType, compression: true }) as ArrayBuffer);
};

describe("the sheet guard", () => {
  it("takes real workbooks and CSV under their own names", () => {
    expect(checkSheetBytes("a.xlsx", workbook([["name"], ["Asha"]]))).toBeNull();
    expect(checkSheetBytes("a.xls", workbook([["name"], ["Asha"]], "biff8"))).toBeNull();
    expect(checkSheetBytes("a.csv", new TextEncoder().encode("name\nAsha\n"))).toBeNull();
  });

  it("knows a file by its first bytes, not its name", () => {
    const xlsx = workbook([["name"]]);
    expect(checkSheetBytes("a.csv", xlsx)).toEqual({ reason: "notCsv" });
    expect(checkSheetBytes("a.xls", xlsx)).toEqual({ reason: "notXls" });
    expect(checkSheetBytes("a.csv", new TextEncoder().encode("<!DOCTYPE html><table>"))).toEqual({
      reason: "notCsv",
    });
    expect(checkSheetBytes("a.xlsx", new TextEncoder().encode("PK but not a zip"))).toEqual({
      reason: "notXlsx",
    });
  });

  it("reads an .xlsx's unpacked size from its zip directory", () => {
    const bytes = workbook([["name"], ["x".repeat(30_000)]]);
    expect(unpackedSize(bytes)).toBeGreaterThan(30_000);
    expect(unpackedSize(bytes.subarray(0, bytes.length - 30))).toBeUndefined();
  });

  it("reads no more rows than asked and no more columns than a template could have", async () => {
    const wide = [
      Array.from({ length: 300 }, (_, c) => `h${c}`),
      ...Array.from({ length: 50 }, () => Array(300).fill(1)),
    ];
    const table = await readSheet(workbook(wide).buffer as ArrayBuffer, 10);
    expect(table).toHaveLength(10);
    expect(table[0]).toHaveLength(MAX_SHEET_COLUMNS);
  });
});
