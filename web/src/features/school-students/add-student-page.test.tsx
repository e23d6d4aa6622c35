import { MESSAGES, ROUTES, studentsApi } from "@ganit/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import {
  catchDownloads,
  cellFormatOf,
  downloadedBy,
  fileInput,
  sheetRowsOf,
  xlsxUpload,
} from "@/components/bulk-upload/test-downloads.ts";
import { setLanguage } from "@/lib/i18n.ts";
import { badGateway, on, rawReply } from "@/test/api-handlers.ts";
import { fillForm, optionTexts, refusedUnsent, sentOnce } from "@/test/forms.ts";
import AddStudentPage from "./add-student-page.tsx";
import { fakeStudentApi, renderScreen } from "./test-api.tsx";

const renderAdd = () => renderScreen(ROUTES.schoolAddStudent, <AddStudentPage />);
/** Asha Verma's details typed into the form (class 4, born 5 June 2014), and Add Student pressed. */
async function submitStudent(user: ReturnType<typeof userEvent.setup>) {
  await fillForm(user, {
    Name: "Asha Verma",
    "E-mail": "parent@school.test",
    "Date of birth": "05-06-2014",
    Class: "4",
    "Father's name": "Ravi Verma",
  });
  await user.click(screen.getByRole("button", { name: "Add Student" }));
}
const HEADINGS = ["name", "email", "dob (DD-MM-YYYY)", "Class", "fathername"];
const GOOD_ROWS = [
  ["Asha Verma", "parent@school.test", "05-06-2014", 4, "Ravi Verma"],
  // 41795: 5 June 2014 as Excel stores a date it recognised.
  ["Kabir Verma", "parent@school.test", 41795, 6, "Ravi Verma"],
  ["Meera Iyer", "meera@school.test", "1-1-2015", "3", "Arun Iyer"],
];

afterEach(() => setLanguage("en"));

describe("/school/addstudent: the form", { timeout: 20_000 }, () => {
  it("checks the fields before calling the server", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeStudentApi();
    renderAdd();
    await refusedUnsent(
      user,
      "Add Student",
      [
        MESSAGES.nameRequired,
        MESSAGES.emailRequired,
        MESSAGES.dobRequired,
        MESSAGES.classRequired,
        MESSAGES.fathernameRequired,
      ],
      api.calls,
    );
  });

  it("adds a student, then shows the sign-in details once, to download or print", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeStudentApi();
    const downloads = catchDownloads();
    renderAdd();
    expect(optionTexts("Class")).toEqual([
      "Select a class",
      ...Array.from({ length: 10 }, (_, index) => `Class ${index + 1}`),
    ]);
    await submitStudent(user);

    await sentOnce(
      api.calls,
      MESSAGES.studentAdded,
      "/api/student/add",
      expect.objectContaining({
        name: "Asha Verma",
        email: "parent@school.test",
        dob: "2014-06-05",
        Class: 4,
        fathername: "Ravi Verma",
      }),
    );
    const sheet = await screen.findByRole("region", { name: "Sign-in details" });
    expect(within(sheet).getByRole("note").textContent).toContain("shown only now");
    expect(within(sheet).getByRole("note").textContent).toContain("must choose a new password");
    const row = within(sheet).getByRole("row", { name: /Asha Verma/ });
    expect(row.textContent).toContain("new2000");
    expect(row.textContent).toContain("K7QM-4XPA-0000");
    // The form is empty again for the next child.
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveProperty("value", "");

    await user.click(within(sheet).getByRole("button", { name: "Download as Excel" }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    expect(downloads.files[0]?.name).toBe("student-sign-in-details.xlsx");
    expect(await sheetRowsOf(downloads.files[0]?.blob as Blob)).toEqual([
      ["Name", "Class", "Roll number", "Username", "One-time code"],
      ["Asha Verma", 4, "2000", "new2000", "K7QM-4XPA-0000"],
    ]);
    downloads.restore();
  });

  it("shows the server's field error under its field", async () => {
    const user = userEvent.setup({ delay: null });
    fakeStudentApi(
      undefined,
      on(
        studentsApi.add,
        rawReply(400, {
          message: MESSAGES.emailInvalid,
          key: "emailInvalid",
          fieldKeys: { email: "emailInvalid" },
        }),
      ),
    );
    renderAdd();
    await submitStudent(user);
    const email = screen.getByRole("textbox", { name: "E-mail" });
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
  });
});

describe("/school/addstudent: the upload", { timeout: 20_000 }, () => {
  it("downloads a real template with the spec's columns", async () => {
    const user = userEvent.setup({ delay: null });
    fakeStudentApi();
    const [template] = await downloadedBy(async () => {
      renderAdd();
      await user.click(await screen.findByRole("button", { name: "Download template" }));
    });
    expect(template?.name).toBe("students-template.xlsx");
    expect(await sheetRowsOf(template?.blob as Blob)).toEqual([
      [...HEADINGS, "rollNumber (optional)", "section (optional)"],
    ]);
    // The dob column is text, so a computer set to US dates cannot turn 05-06-2014 into 6 May.
    expect(await cellFormatOf(template?.blob as Blob, "C2")).toBe("@");
  });

  it("previews a real .xlsx, sends every row once, and shows the sign-in details of all", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeStudentApi();
    renderAdd();
    await user.upload(await fileInput(), xlsxUpload("class-4.xlsx", [HEADINGS, ...GOOD_ROWS], ["C3"]));
    expect(await screen.findByText("3 rows read from class-4.xlsx")).toBeTruthy();
    const preview = screen.getByRole("table", { name: "Rows read from the file" });
    expect(within(preview).getAllByRole("row")).toHaveLength(4);
    // Dates as the school wrote them (typed text, or Excel's date shown day first), never the ISO sent.
    expect(within(preview).getAllByText("05-06-2014")).toHaveLength(2);
    expect(within(preview).getByText("1-1-2015")).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Add 3 students" }));
    expect(await screen.findByText(MESSAGES.studentsAddedFromFile)).toBeTruthy();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.url.pathname).toBe("/api/student/add-bulk");
    expect(api.calls[0]?.body).toEqual({
      students: [
        {
          name: "Asha Verma",
          email: "parent@school.test",
          dob: "2014-06-05",
          Class: "4",
          fathername: "Ravi Verma",
          row: 2,
        },
        {
          name: "Kabir Verma",
          email: "parent@school.test",
          dob: "2014-06-05",
          Class: "6",
          fathername: "Ravi Verma",
          row: 3,
        },
        {
          name: "Meera Iyer",
          email: "meera@school.test",
          dob: "2015-01-01",
          Class: "3",
          fathername: "Arun Iyer",
          row: 4,
        },
      ],
    });
    expect(screen.getByText("3 students added from class-4.xlsx.")).toBeTruthy();
    const sheet = await screen.findByRole("region", { name: "Sign-in details" });
    expect(within(sheet).getAllByRole("row")).toHaveLength(4);
  });

  it("marks a bad row in the preview and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeStudentApi();
    renderAdd();
    await user.upload(
      await fileInput(),
      xlsxUpload("bad.xlsx", [HEADINGS, ...GOOD_ROWS, ["Ravi", "not-an-email", "31-02-2014", 12, "X"]]),
    );
    expect(await screen.findByText("1 with problems")).toBeTruthy();
    const preview = screen.getByRole("table", { name: "Rows read from the file" });
    // Only the rows with problems are shown first; the row keeps its number in the sheet.
    const bad = within(preview).getByRole("row", { name: /^5/ });
    expect(within(bad).getByText(MESSAGES.emailInvalid)).toBeTruthy();
    expect(within(bad).getByText(MESSAGES.dobInvalid)).toBeTruthy();
    expect(within(bad).getByText(MESSAGES.classInvalid)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add 3 students" })).toHaveProperty("disabled", true);
    await user.click(screen.getByRole("checkbox", { name: "Show only rows with problems" }));
    expect(within(preview).getAllByRole("row")).toHaveLength(5);
    expect(api.calls).toHaveLength(0);
  });

  it("puts the server's per-row problems on their rows when it refuses the file", async () => {
    const user = userEvent.setup({ delay: null });
    fakeStudentApi(
      undefined,
      on(
        studentsApi.addBulk,
        rawReply(400, {
          message: MESSAGES.bulkRowsInvalid,
          key: "bulkRowsInvalid",
          errors: [
            {
              row: 3,
              field: "name",
              message: "This student is already in your school (roll number 1001)",
              key: "studentAlreadyInSchool?rollNumber=1001",
            },
          ],
        }),
      ),
    );
    renderAdd();
    await user.upload(await fileInput(), xlsxUpload("class-4.xlsx", [HEADINGS, ...GOOD_ROWS]));
    await user.click(await screen.findByRole("button", { name: "Add 3 students" }));
    expect(await screen.findByText(MESSAGES.bulkRowsInvalid)).toBeTruthy();
    const preview = screen.getByRole("table", { name: "Rows read from the file" });
    const refused = within(preview).getByRole("row", { name: /^3/ });
    expect(
      within(refused).getByText("This student is already in your school (roll number 1001)"),
    ).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Nothing was saved");
  });

  it("says 'Failed to add students' when the server explains nothing", async () => {
    const user = userEvent.setup({ delay: null });
    fakeStudentApi(undefined, on(studentsApi.add, badGateway), on(studentsApi.addBulk, badGateway));
    renderAdd();
    await user.upload(await fileInput(), xlsxUpload("class-4.xlsx", [HEADINGS, ...GOOD_ROWS]));
    await user.click(await screen.findByRole("button", { name: "Add 3 students" }));
    expect(await screen.findByText("Failed to add students")).toBeTruthy();
  });

  it("refuses a file that is not a sheet with 'Please upload an Excel file'", async () => {
    const user = userEvent.setup({ applyAccept: false, delay: null });
    fakeStudentApi();
    renderAdd();
    await user.upload(await fileInput(), new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect((await screen.findAllByText(MESSAGES.excelFileRequired)).length).toBeGreaterThan(0);
  });

  it("speaks Hindi", async () => {
    fakeStudentApi();
    renderAdd();
    await act(async () => setLanguage("hi"));
    expect(screen.getByRole("heading", { name: "विद्यार्थी जोड़ें" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "एक्सेल से अपलोड करें" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "टेम्पलेट डाउनलोड करें" })).toBeTruthy();
  });
});
