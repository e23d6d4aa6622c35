import { MESSAGES, ROUTES, teachersApi } from "@ganit/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { downloadedSheet, fileInput, xlsxUpload } from "@/components/bulk-upload/test-downloads.ts";
import { badGateway, on } from "@/test/api-handlers.ts";
import { fillForm, refusedUnsent, sentOnce } from "@/test/forms.ts";
import AddTeacherPage from "./add-teacher-page.tsx";
import { fakeTeacherApi, renderScreen } from "./test-api.tsx";

const renderAdd = () => renderScreen(ROUTES.schoolAddTeacher, <AddTeacherPage />);
/** Nisha Rao's details typed into the form, with `changes`, and Add Teacher pressed. */
async function submitTeacher(user: ReturnType<typeof userEvent.setup>, changes: Record<string, string> = {}) {
  await fillForm(user, {
    Name: "Nisha Rao",
    "E-mail": "nisha@school.test",
    Mobile: "9876543210",
    "Date of birth": "14-03-1985",
    ...changes,
  });
  await user.click(screen.getByRole("button", { name: "Add Teacher" }));
}
const HEADINGS = ["name", "email", "mobile", "dob (DD-MM-YYYY)"];

describe("/school/addteacher", { timeout: 20_000 }, () => {
  it("checks the fields, then adds a teacher with 'Teacher added successfully'", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeTeacherApi();
    renderAdd();
    await refusedUnsent(
      user,
      "Add Teacher",
      [MESSAGES.nameRequired, MESSAGES.phoneRequired, MESSAGES.dobRequired],
      api.calls,
    );

    await submitTeacher(user, { Mobile: "98765 43210" });
    await sentOnce(api.calls, MESSAGES.teacherAdded, "/api/teacher/add", {
      name: "Nisha Rao",
      email: "nisha@school.test",
      mobile: "9876543210",
      dob: "1985-03-14",
    });
    expect(
      screen.getByText("Nisha Rao will receive an e-mail at nisha@school.test to set a password."),
    ).toBeTruthy();
  });

  it("refuses a teacher born in 2020 before calling the server, and says why", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeTeacherApi();
    renderAdd();
    await submitTeacher(user, { "Date of birth": "14-03-2020" });
    expect(
      await screen.findByText("A teacher must be at least 18 years old: check the year of birth"),
    ).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("says 'Failed to add teacher' when the server explains nothing", async () => {
    const user = userEvent.setup({ delay: null });
    fakeTeacherApi(undefined, on(teachersApi.add, badGateway));
    renderAdd();
    await submitTeacher(user);
    expect(await screen.findByText("Failed to add teacher")).toBeTruthy();
  });

  it("makes the template, and uploads a real .xlsx whose dates are Excel serials", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeTeacherApi();
    const { rows } = await downloadedSheet(async () => {
      renderAdd();
      await user.click(await screen.findByRole("button", { name: "Download template" }));
    });
    expect(rows).toEqual([HEADINGS]);

    await user.upload(
      await fileInput(),
      xlsxUpload(
        "staff.xlsx",
        [
          HEADINGS,
          ["Nisha Rao", "nisha@school.test", 9876543210, 31120],
          ["Arun Iyer", "arun@school.test", "9876543211", "14-03-1985"],
        ],
        ["D2"],
      ),
    );
    expect(await screen.findByText("2 rows read from staff.xlsx")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add 2 teachers" }));
    expect(await screen.findByText(MESSAGES.teachersAdded)).toBeTruthy();
    expect(api.calls.at(-1)?.body).toEqual({
      teachers: [
        { name: "Nisha Rao", email: "nisha@school.test", mobile: "9876543210", dob: "1985-03-14", row: 2 },
        { name: "Arun Iyer", email: "arun@school.test", mobile: "9876543211", dob: "1985-03-14", row: 3 },
      ],
    });
  });

  it("flags an e-mail repeated in the file and says 'Failed to add Teachers' when the server refuses", async () => {
    const user = userEvent.setup({ delay: null });
    fakeTeacherApi(undefined, on(teachersApi.add, badGateway), on(teachersApi.addBulk, badGateway));
    renderAdd();
    await user.upload(
      await fileInput(),
      xlsxUpload("staff.xlsx", [
        HEADINGS,
        ["Nisha Rao", "nisha@school.test", "9876543210", "14-03-1985"],
        ["Nisha R", "nisha@school.test", "9876543211", "14-03-1985"],
      ]),
    );
    const preview = await screen.findByRole("table", { name: "Rows read from the file" });
    expect(within(preview).getByText(/This row repeats row 2 of the file/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Choose another file" }));
    await user.upload(
      await fileInput(),
      xlsxUpload("ok.xlsx", [HEADINGS, ["Nisha Rao", "nisha@school.test", "9876543210", "14-03-1985"]]),
    );
    await user.click(await screen.findByRole("button", { name: "Add 1 teacher" }));
    expect(await screen.findByText("Failed to add Teachers")).toBeTruthy();
  });
});
