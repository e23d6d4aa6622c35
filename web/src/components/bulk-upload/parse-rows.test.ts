import * as XLSX from "@e965/xlsx";
import { studentBulkRowSchema, teacherBulkRowSchema } from "@ganit/contracts";
import { describe, expect, it } from "vitest";
import { flagRepeatedRows, headingKey, parseSheetRows, type UploadColumn } from "./parse-rows.ts";
import { readSheet, workbookBytes } from "./spreadsheet.ts";

const STUDENT_COLUMNS: UploadColumn[] = [
  { field: "name", header: "name" },
  { field: "email", header: "email" },
  { field: "dob", header: "dob (DD-MM-YYYY)", kind: "date" },
  { field: "Class", header: "Class" },
  { field: "fathername", header: "fathername" },
];

/** A real .xlsx as Excel would save it: `cells` may hold numbers, text and date serials. */
function xlsxFile(rows: unknown[][], dateCells: string[] = []): ArrayBuffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  for (const ref of dateCells) {
    const cell = sheet[ref] as XLSX.CellObject;
    cell.z = "dd-mm-yyyy"; // a cell Excel shows as a date holds the serial number
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, "Sheet1");
  const bytes = XLSX.write(book, { type: "array", bookType: "xlsx" }) as ArrayBuffer;
  return bytes;
}

describe("reading an upload", () => {
  it("reads a real .xlsx: dates typed as dd-mm-yyyy text and dates Excel stores as serials", async () => {
    const table = await readSheet(
      xlsxFile(
        [
          ["name", "email", "dob (DD-MM-YYYY)", "Class", "fathername"],
          ["Asha Verma", "parent@school.in", "05-06-2014", 4, "Ravi Verma"],
          // 41795 is 5 June 2014 in Excel's count (25569 is 1 January 1970).
          ["Kabir Verma", "parent@school.in", 41795, "4", "Ravi Verma"],
          ["", "", "", "", ""],
          ["Meera Rao", "meera@school.in", "31-02-2015", 11, ""],
        ],
        ["C3"],
      ),
    );
    const parsed = parseSheetRows(table, STUDENT_COLUMNS, studentBulkRowSchema);
    expect(parsed.missingColumns).toEqual([]);
    expect(parsed.rows.map((row) => row.sheetRow)).toEqual([2, 3, 5]);
    expect(parsed.rows[0]?.values).toEqual({
      name: "Asha Verma",
      email: "parent@school.in",
      dob: "2014-06-05",
      Class: "4",
      fathername: "Ravi Verma",
    });
    expect(parsed.rows[0]?.errors).toEqual({});
    expect(parsed.rows[1]?.values.dob).toBe("2014-06-05");
    expect(parsed.rows[1]?.errors).toEqual({});
    // 31 February, class 11 and no father's name: each problem under its own cell.
    expect(parsed.rows[2]?.errors).toEqual({
      dob: "dobInvalid",
      Class: "classInvalid",
      fathername: "fathernameRequired",
    });
  });

  it("reads a CSV without guessing its dates, and takes headings in any order and case", async () => {
    const csv = "Father Name,DOB,NAME,email,class\nRavi Verma,05-06-2014,Asha Verma,parent@school.in,4\n";
    const table = await readSheet(new TextEncoder().encode(csv).buffer as ArrayBuffer);
    const parsed = parseSheetRows(
      table,
      STUDENT_COLUMNS.map((column) =>
        column.field === "fathername" ? { ...column, header: "fathername" } : column,
      ),
      studentBulkRowSchema,
    );
    expect(parsed.rows[0]?.values).toMatchObject({ name: "Asha Verma", dob: "2014-06-05", Class: "4" });
    expect(parsed.rows[0]?.errors).toEqual({});
  });

  it("names the template's columns a sheet lacks", () => {
    const parsed = parseSheetRows(
      [
        ["name", "email"],
        ["A", "a@b.in"],
      ],
      STUDENT_COLUMNS,
      studentBulkRowSchema,
    );
    expect(parsed.missingColumns).toEqual(["dob (DD-MM-YYYY)", "Class", "fathername"]);
    expect(parsed.rows).toEqual([]);
  });

  it("reads a teacher's mobile stored as a number as text", () => {
    const parsed = parseSheetRows(
      [
        ["name", "email", "mobile", "dob (DD-MM-YYYY)"],
        ["Nisha Rao", "nisha@school.in", 9876543210, 32874],
      ],
      [
        { field: "name", header: "name" },
        { field: "email", header: "email" },
        { field: "mobile", header: "mobile" },
        { field: "dob", header: "dob (DD-MM-YYYY)", kind: "date" },
      ],
      teacherBulkRowSchema,
    );
    expect(parsed.rows[0]?.values).toEqual({
      name: "Nisha Rao",
      email: "nisha@school.in",
      mobile: "9876543210",
      dob: "1990-01-01",
    });
    expect(parsed.rows[0]?.errors).toEqual({});
  });

  it("flags a row repeated in the file against the first one", () => {
    const parsed = parseSheetRows(
      [
        ["name", "email", "dob", "Class", "fathername"],
        ["Asha", "a@b.in", "05-06-2014", 4, "Ravi"],
        ["Kabir", "a@b.in", "05-06-2014", 4, "Ravi"],
        ["asha", "other@b.in", "5-6-2014", 5, "RAVI"],
      ],
      STUDENT_COLUMNS,
      studentBulkRowSchema,
    );
    const flagged = flagRepeatedRows(
      parsed.rows,
      ["name", "dob", "fathername"],
      (row) => `duplicateInFile?row=${row}`,
    );
    expect(flagged.map((row) => row.errors._row)).toEqual([undefined, undefined, "duplicateInFile?row=2"]);
  });

  it("compares headings loosely", () => {
    expect(headingKey("dob (DD-MM-YYYY)")).toBe("dob");
    expect(headingKey(" Father Name ")).toBe("fathername");
  });
});

describe("writing a sheet", () => {
  it("formats a template's date column as text, so Excel keeps 05-06-2014 as typed", async () => {
    const bytes = await workbookBytes(
      "Sheet1",
      [{ header: "name" }, { header: "dob (DD-MM-YYYY)", asText: true }],
      [],
      { textRows: 3 },
    );
    const sheet = XLSX.read(bytes, { type: "array", cellNF: true }).Sheets.Sheet1 as XLSX.WorkSheet;
    expect((sheet.B2 as XLSX.CellObject).z).toBe("@");
    expect((sheet.B4 as XLSX.CellObject).z).toBe("@");
    expect(sheet.A2).toBeUndefined();
    // The empty formatted cells are no rows to import.
    expect(
      parseSheetRows(
        await readSheet(bytes.buffer as ArrayBuffer),
        STUDENT_COLUMNS.slice(0, 1),
        studentBulkRowSchema,
      ).rows,
    ).toEqual([]);
  });

  it("writes a real .xlsx whose formula-like cells are plain text", async () => {
    const bytes = await workbookBytes("Students", [{ header: "name" }, { header: "Class" }], [["=1+1", 4]]);
    const book = XLSX.read(bytes, { type: "array" });
    const sheet = book.Sheets.Students as XLSX.WorkSheet;
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1 })).toEqual([
      ["name", "Class"],
      ["'=1+1", 4],
    ]);
    expect((sheet.A2 as XLSX.CellObject).f).toBeUndefined();
  });
});
