import * as XLSX from "@e965/xlsx";
import { LIMITS, ROUTES } from "@ganit/contracts";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { fileInput, xlsxUpload } from "@/components/bulk-upload/test-downloads.ts";
import { setLanguage } from "@/lib/i18n.ts";
import AddStudentPage from "./add-student-page.tsx";
import { fakeStudentApi, renderScreen } from "./test-api.tsx";

/**
 * A school's sheet is checked before it is parsed, and only its first rows are parsed: the screen
 * says plainly what it refused and why, and sends nothing. Every file here is real: workbooks made
 * with SheetJS, a web page and a CSV under an .xlsx name.
 */
const renderAdd = () => renderScreen(ROUTES.schoolAddStudent, <AddStudentPage />);
const HEADINGS = ["name", "email", "dob (DD-MM-YYYY)", "Class", "fathername"];
const ROW = ["Asha Verma", "parent@school.test", "05-06-2014", 4, "Ravi Verma"];
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

async function upload(file: File) {
  const user = userEvent.setup({ applyAccept: false, delay: null });
  const api = fakeStudentApi();
  renderAdd();
  // The panel in either language: a test switches to Hindi.
  await user.upload(await fileInput(/^(Choose file|फ़ाइल चुनें)$/), file);
  return api;
}

afterEach(() => setLanguage("en"));

describe("/school/addstudent: what a sheet may be", { timeout: 60_000 }, () => {
  it("refuses a web page renamed .xlsx, saying what it is and what to do, and sends nothing", async () => {
    const html = "<!doctype html><html><body><table><tr><td>name</td></tr></table></body></html>";
    const api = await upload(new File([html], "students.xlsx", { type: XLSX_TYPE }));
    expect(
      (await screen.findAllByText(/students\.xlsx is not an Excel workbook, though its name ends in \.xlsx/))
        .length,
    ).toBeGreaterThan(0);
    expect(api.calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("refuses a CSV renamed .xlsx", async () => {
    const csv = `${HEADINGS.join(",")}\n${ROW.join(",")}\n`;
    await upload(new File([csv], "class-4.xlsx", { type: XLSX_TYPE }));
    expect((await screen.findAllByText(/class-4\.xlsx is not an Excel workbook/)).length).toBeGreaterThan(0);
  });

  it("still takes a real CSV under its own name", async () => {
    const csv = `${HEADINGS.join(",")}\n${ROW.join(",")}\n`;
    await upload(new File([csv], "class-4.csv", { type: "text/csv" }));
    expect(await screen.findByText("1 row read from class-4.csv")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add 1 student" })).toBeTruthy();
  });

  it("counts by the language's plural rules in Hindi too", async () => {
    await act(async () => setLanguage("hi"));
    const csv = `${HEADINGS.join(",")}\n${ROW.join(",")}\n${ROW.join(",").replace("parent@", "other@").replace("Asha", "Usha")}\n`;
    await upload(new File([csv], "class-4.csv", { type: "text/csv" }));
    expect(await screen.findByText("class-4.csv से 2 पंक्तियाँ पढ़ी गईं")).toBeTruthy();
    expect(screen.getByRole("button", { name: "2 विद्यार्थी जोड़ें" })).toBeTruthy();
  });

  it("refuses a file over the size limit before reading it", async () => {
    const big = new File([new Uint8Array(6 * 1024 * 1024)], "huge.xlsx", { type: XLSX_TYPE });
    await upload(big);
    expect(
      (await screen.findAllByText(/huge\.xlsx is 6 MB; a sheet may be at most 5 MB/)).length,
    ).toBeGreaterThan(0);
  });

  it("refuses a small .xlsx that unpacks to far more than a list (a zip bomb)", async () => {
    // About 40 MB of one letter: a few tens of KB once compressed.
    const filler = "a".repeat(32_000);
    const rows = [HEADINGS, ...Array.from({ length: 1_300 }, () => [filler])];
    const sheet = XLSX.utils.aoa_to_sheet(rows);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, "Sheet1");
    const bytes = XLSX.write(book, { type: "array", bookType: "xlsx", compression: true }) as ArrayBuffer;
    expect(bytes.byteLength).toBeLessThan(1024 * 1024);
    await upload(new File([bytes], "bomb.xlsx", { type: XLSX_TYPE }));
    expect(
      (
        await screen.findAllByText(
          /bomb\.xlsx holds far more than a list: unpacked it is \d+(\.\d)? MB \(at most 25 MB\)/,
        )
      ).length,
    ).toBeGreaterThan(0);
  });

  it(`refuses a sheet of more than ${LIMITS.bulkRowsMax} rows, having read only the first of them`, async () => {
    const rows = [
      HEADINGS,
      ...Array.from({ length: LIMITS.bulkRowsMax + 500 }, (_, i) => [`Child ${i}`, ...ROW.slice(1)]),
    ];
    await upload(xlsxUpload("whole-school.xlsx", rows));
    expect(
      (
        await screen.findAllByText(
          `The file has more than ${LIMITS.bulkRowsMax} rows; at most ${LIMITS.bulkRowsMax} can be added at once. Split it into smaller files.`,
        )
      ).length,
    ).toBeGreaterThan(0);
  });

  it("says it in Hindi too", async () => {
    const html = "<html><body>not a sheet</body></html>";
    await act(async () => setLanguage("hi"));
    await upload(new File([html], "students.xlsx", { type: XLSX_TYPE }));
    expect(
      (await screen.findAllByText(/students\.xlsx का नाम \.xlsx पर ख़त्म होता है, पर यह एक्सेल वर्कबुक नहीं है/))
        .length,
    ).toBeGreaterThan(0);
  });
});
