import { MESSAGES, ROUTES } from "@ganit/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fileInput, xlsxUpload } from "@/components/bulk-upload/test-downloads.ts";
import AddStudentPage from "./add-student-page.tsx";
import { fakeStudentApi, renderScreen } from "./test-api.tsx";

const HEADINGS = ["name", "email", "dob (DD-MM-YYYY)", "Class", "fathername"];

/** The cells of a real .xlsx as schools write them: classes in three spellings, a date typed wrong. */
describe("/school/addstudent: the sheet's cells", { timeout: 20_000 }, () => {
  it("reads a class written 6, VI or Class 6, and shows a wrong date as it was typed, with its error", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeStudentApi();
    renderScreen(ROUTES.schoolAddStudent, <AddStudentPage />);
    await user.upload(
      await fileInput(),
      xlsxUpload("class-6.xlsx", [
        HEADINGS,
        ["Asha Verma", "asha@school.test", "05-06-2014", 6, "Ravi Verma"],
        ["Kabir Verma", "kabir@school.test", "06-07-2014", "VI", "Ravi Verma"],
        ["Meera Iyer", "meera@school.test", "07-08-2014", "Class 6", "Arun Iyer"],
        ["Ravi Kumar", "ravi@school.test", "32-13-2014", "class vi", "Mohan Kumar"],
        ["Sita Rao", "sita@school.test", "08-09-2014", "Class 11", "Gopal Rao"],
      ]),
    );
    expect(await screen.findByText("2 with problems")).toBeTruthy();
    const preview = screen.getByRole("table", { name: "Rows read from the file" });
    const wrongDate = within(preview).getByRole("row", { name: /^5/ });
    // As typed: not the "2014-13-32" that reversing its parts would give.
    expect(within(wrongDate).getByText("32-13-2014")).toBeTruthy();
    expect(within(wrongDate).queryByText("2014-13-32")).toBeNull();
    expect(within(wrongDate).getByText(MESSAGES.dobInvalid)).toBeTruthy();
    expect(within(wrongDate).queryByText(MESSAGES.classInvalid)).toBeNull();
    const eleven = within(preview).getByRole("row", { name: /^6/ });
    expect(within(eleven).getByText(MESSAGES.classInvalid)).toBeTruthy();
    // The rows with "VI" and "Class 6" have no problem at all.
    await user.click(screen.getByRole("checkbox", { name: "Show only rows with problems" }));
    for (const row of [3, 4]) {
      const shown = within(preview).getByRole("row", { name: new RegExp(`^${row}`) });
      expect(shown.getAttribute("data-problem")).toBeNull();
    }
    expect(api.calls).toHaveLength(0);
  });
});

describe("/school/addstudent: the optional roll number column", { timeout: 20_000 }, () => {
  it("sends a typed roll number, leaves an empty one to the school, and refuses one repeated in the file", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeStudentApi();
    renderScreen(ROUTES.schoolAddStudent, <AddStudentPage />);
    const withRoll = [...HEADINGS, "rollNumber (optional)"];
    await user.upload(
      await fileInput(),
      xlsxUpload("rolls.xlsx", [
        withRoll,
        ["Asha Verma", "asha@school.test", "05-06-2014", 6, "Ravi Verma", "6A-01"],
        ["Kabir Verma", "kabir@school.test", "06-07-2014", 6, "Ravi Verma", ""],
        ["Meera Iyer", "meera@school.test", "07-08-2014", 6, "Arun Iyer", 1024],
      ]),
    );
    expect(await screen.findByText("3 rows read from rolls.xlsx")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add 3 students" }));
    expect(await screen.findByText(MESSAGES.studentsAddedFromFile)).toBeTruthy();
    const body = api.calls[0]?.body as { students: Record<string, unknown>[] } | undefined;
    const rows = body?.students ?? [];
    expect(rows.map((row) => row.rollNumber)).toEqual(["6A-01", undefined, "1024"]);
    expect("rollNumber" in (rows[1] ?? {})).toBe(false);
  });
});
