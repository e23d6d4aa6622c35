import { readFileSync } from "node:fs";
import * as XLSX from "@e965/xlsx";
import { MESSAGES } from "@ganit/contracts";
import type { Download } from "@playwright/test";
import { expect, loginThroughPage, setPasswordFromWelcomeMail, test, uniqueSuffix } from "../fixtures.ts";
import { roleMenu, seriousViolations, toasts } from "../harness/pages.ts";

/**
 * A school's office onboarding its people: the school registers and sets its password through the
 * welcome mail (the `registerSchool` fixture), adds a student, uploads a class from a real .xlsx (and
 * sees a bad row in the preview before anything is sent), downloads the sign-in sheet, corrects a
 * student inline, adds a teacher and puts them on hold.
 */
const STUDENT_HEADINGS = ["name", "email", "dob (DD-MM-YYYY)", "Class", "fathername"];

/** A real .xlsx made here, as the school's office would save it. */
function xlsxBuffer(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Sheet1");
  return Buffer.from(XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Uint8Array);
}

async function downloadedRows(download: Download): Promise<unknown[][]> {
  const book = XLSX.read(readFileSync(await download.path()), { type: "buffer" });
  const sheet = book.Sheets[book.SheetNames[0] ?? ""] as XLSX.WorkSheet;
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: "" });
}

test("a school adds and uploads students, hands out their sign-in sheet, edits one, and holds a teacher who then cannot sign in", {
  tag: "@long",
}, async ({ page, browser, request, accounts, mailbox }) => {
  const school = await accounts.registerSchool();
  const suffix = uniqueSuffix().slice(-6);
  const child = { name: `Asha Journey ${suffix}`, father: `Ravi Journey ${suffix}` };

  await loginThroughPage(page, school.username, school.password);
  await expect(page).toHaveURL(/\/schooldashboard$/);
  await expect(page.getByRole("heading", { name: `Welcome, ${school.name}` })).toBeVisible();

  // One student through the form; the sign-in sheet follows at once.
  await roleMenu(page).getByRole("link", { name: "Add Student" }).click();
  await expect(page).toHaveURL(/\/school\/addstudent$/);
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(child.name);
  await page.getByRole("textbox", { name: "E-mail" }).fill(`parent-${suffix}@school.test`);
  await page.getByLabel("Date of birth").fill("05-06-2014");
  await page.getByRole("combobox", { name: "Class" }).selectOption("4");
  await page.getByRole("textbox", { name: "Father's name" }).fill(child.father);
  await page.getByRole("button", { name: "Add Student" }).click();
  await expect(toasts(page).getByText(MESSAGES.studentAdded)).toBeVisible();
  const sheet = page.getByRole("region", { name: "Sign-in details" });
  await expect(sheet.getByRole("row", { name: new RegExp(child.name) })).toBeVisible();
  await expect(sheet.getByRole("note")).toContainText("shown only now");
  expect(await seriousViolations(page)).toEqual([]);

  // Three good rows from a real .xlsx: the preview first, then one request.
  const upload = page.locator('input[type="file"]');
  const goodRows = [
    [`Kabir Journey ${suffix}`, `parent-${suffix}@school.test`, "12-01-2013", 5, child.father],
    [`Meera Journey ${suffix}`, `meera-${suffix}@school.test`, "03-09-2015", 3, `Arun Journey ${suffix}`],
    [`Farah Journey ${suffix}`, `farah-${suffix}@school.test`, "28-02-2012", 6, `Salim Journey ${suffix}`],
  ];
  await upload.setInputFiles({
    name: "class-list.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: xlsxBuffer([STUDENT_HEADINGS, ...goodRows]),
  });
  await expect(page.getByText("3 rows read from class-list.xlsx")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Add 3 students" }).click();
  await expect(toasts(page).getByText(MESSAGES.studentsAddedFromFile)).toBeVisible();
  await expect(sheet.getByRole("row")).toHaveCount(4);

  // The sheet to hand out: an .xlsx with each child's class, roll number, username and code.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    sheet.getByRole("button", { name: "Download as Excel" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("student-sign-in-details.xlsx");
  const rows = await downloadedRows(download);
  expect(rows[0]).toEqual(["Name", "Class", "Roll number", "Username", "One-time code"]);
  expect(rows.slice(1).map((row) => [row[0], row[1]])).toEqual(goodRows.map((row) => [row[0], row[3]]));
  for (const row of rows.slice(1)) {
    expect(String(row[2])).toMatch(/\d/);
    expect(String(row[3]).length).toBeGreaterThan(3);
    expect(String(row[4]).replace(/[\s-]/g, "")).toHaveLength(12);
  }

  // A file with one bad row: its problem shows in the preview and nothing can be sent.
  await page.getByRole("button", { name: "Upload another file" }).click();
  await upload.setInputFiles({
    name: "with-a-mistake.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: xlsxBuffer([
      STUDENT_HEADINGS,
      [`Ravi Journey ${suffix}`, `ravi-${suffix}@school.test`, "01-01-2014", 4, `Om Journey ${suffix}`],
      [`Sita Journey ${suffix}`, "not-an-email", "01-01-2014", 4, `Om Journey ${suffix}`],
    ]),
  });
  await expect(page.getByText("1 with problems")).toBeVisible();
  const preview = page.getByRole("table", { name: "Rows read from the file" });
  await expect(preview.getByRole("row", { name: /Sita Journey/ })).toContainText(MESSAGES.emailInvalid);
  await expect(page.getByRole("button", { name: "Add 1 student" })).toBeDisabled();

  // Student Management: find the child, correct the name and class inline.
  await roleMenu(page).getByRole("link", { name: "View Students" }).click();
  await expect(page).toHaveURL(/\/school\/viewstudents$/);
  await page.getByRole("searchbox", { name: "Search" }).fill(child.name);
  const row = page.getByRole("row", { name: new RegExp(child.name) });
  await expect(row).toBeVisible();
  await expect(page.getByText("Showing 1 to 1 of 1 students")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole("button", { name: `Edit ${child.name}` }).click();
  await row.getByRole("textbox", { name: `Name of ${child.name}` }).fill(`${child.name} Rani`);
  await row.getByRole("combobox", { name: `Class of ${child.name}` }).selectOption("5");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(toasts(page).getByText(MESSAGES.studentUpdated)).toBeVisible();
  await page.reload();
  await page.getByRole("searchbox", { name: "Search" }).fill(`${child.name} Rani`);
  const edited = page.getByRole("row", { name: new RegExp(`${child.name} Rani`) });
  await expect(edited).toContainText("Class 5");

  // A teacher: added, mailed a set-password link, sets a password.
  const teacher = {
    name: `Nisha Journey ${suffix}`,
    email: `nisha-${suffix}@school.test`,
    // Nothing of the name or the e-mail in it: the strength rule refuses a password close to either,
    // and the shared suffix once made this one too close for some suffixes.
    password: "Rhombus-Seven-Kites-42",
  };
  await roleMenu(page).getByRole("link", { name: "Add Teacher" }).click();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(teacher.name);
  await page.getByRole("textbox", { name: "E-mail" }).fill(teacher.email);
  await page.getByRole("textbox", { name: "Mobile" }).fill("9876543210");
  await page.getByLabel("Date of birth").fill("14-03-1985");
  await page.getByRole("button", { name: "Add Teacher" }).click();
  await expect(toasts(page).getByText(MESSAGES.teacherAdded)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await setPasswordFromWelcomeMail(request, mailbox, teacher.email, teacher.password);

  // View Teachers: hold them.
  await roleMenu(page).getByRole("link", { name: "View Teachers" }).click();
  await page.getByRole("searchbox", { name: "Search" }).fill(teacher.email);
  const teacherRow = page.getByRole("row", { name: new RegExp(teacher.name) });
  await expect(teacherRow).toContainText("Active");
  // The search has reached the list (it is the only teacher, so its row shows before that too).
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText("Showing 1 to 1 of 1 teachers")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await teacherRow.getByRole("button", { name: `Hold ${teacher.name}` }).click();
  await expect(toasts(page).getByText(MESSAGES.teacherHeld)).toBeVisible();
  await expect(teacherRow).toContainText("On Hold");

  // The held teacher cannot sign in, even with the right password.
  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  await loginThroughPage(teacherPage, teacher.email, teacher.password);
  await expect(toasts(teacherPage).getByText(MESSAGES.accountOnHold)).toBeVisible();
  await expect(teacherPage).toHaveURL(/\/login$/);
  await teacherContext.close();
});
