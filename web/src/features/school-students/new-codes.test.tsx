import { MESSAGES, ROUTES, studentsApi } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { on } from "@/test/api-handlers.ts";
import { findOpenDialog } from "@/test/render.tsx";
import { fakeStudentApi, openAsha, renderScreen } from "./test-api.tsx";
import ViewStudentsPage from "./view-students-page.tsx";

const renderList = (query = "") =>
  renderScreen(ROUTES.schoolViewStudents, <ViewStudentsPage />, `${ROUTES.schoolViewStudents}${query}`);

const newSheet = (rows: { id: string; name: string; class: number; roll: string; username: string }[]) => ({
  message: MESSAGES.newCodesIssued,
  key: "newCodesIssued",
  count: rows.length,
  credentials: rows.map((row, i) => ({
    _id: row.id,
    name: row.name,
    class: row.class,
    rollNumber: row.roll,
    username: row.username,
    oneTimeCode: `NEWC-ODE${i}-ABCD`,
  })),
  codesExpireAt: "2026-12-31T00:00:00.000Z",
});

/** The school's students, and the server issuing new codes for these rows. */
const issuingNewCodes = (rows: Parameters<typeof newSheet>[0]) =>
  fakeStudentApi(undefined, on(studentsApi.newCodes, newSheet(rows)));

afterEach(() => setLanguage("en"));

describe("/school/viewstudents: new sign-in codes", { timeout: 20_000 }, () => {
  it("issues a new code for one student from their details, after a confirmation, and shows the new sheet", async () => {
    const user = userEvent.setup({ delay: null });
    const api = issuingNewCodes([
      { id: "student-1", name: "Asha Verma", class: 4, roll: "1001", username: "stu1001" },
    ]);
    renderList();
    // The details dialog draws the pupil's linked parent (its own request) before a footer button is
    // pressed: until then the dialog may still be taking over the page's pointer.
    const details = await openAsha(user);
    await user.click(within(details).getByRole("button", { name: "New sign-in code" }));
    const dialog = await findOpenDialog("New sign-in codes");
    expect(
      within(dialog).getByText("Issue a new sign-in code for Asha Verma (roll number 1001)?"),
    ).toBeTruthy();
    expect(within(dialog).getByText(/The old codes stop working at once/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Issue new codes" }));
    expect((await screen.findAllByText("NEWC-ODE0-ABCD")).length).toBeGreaterThan(0);
    const post = api.calls.find((call) => call.method === "POST");
    expect(post?.url.pathname).toBe("/api/student/new-codes");
    expect(post?.body).toEqual({ studentIds: ["student-1"] });
  });

  it("prints a class's sheet again: the button appears with a class filter and sends the class", async () => {
    const user = userEvent.setup({ delay: null });
    const api = issuingNewCodes([
      { id: "student-1", name: "Asha Verma", class: 4, roll: "1001", username: "stu1001" },
      { id: "student-3", name: "Meera Iyer", class: 4, roll: "1003", username: "stu1003" },
    ]);
    renderList();
    await screen.findByRole("cell", { name: /Asha Verma/ });
    expect(screen.queryByRole("button", { name: /New sign-in sheet/ })).toBeNull();
    await user.selectOptions(screen.getByRole("combobox", { name: "Class" }), "4");
    await user.click(await screen.findByRole("button", { name: "New sign-in sheet for Class 4" }));
    const dialog = await findOpenDialog("New sign-in codes");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.calls.some((call) => call.method === "POST")).toBe(false);
    await user.click(screen.getByRole("button", { name: "New sign-in sheet for Class 4" }));
    await user.click(
      within(await findOpenDialog("New sign-in codes")).getByRole("button", { name: "Issue new codes" }),
    );
    expect((await screen.findAllByText("NEWC-ODE1-ABCD")).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ classNumber: 4 }),
    );
  });

  it("speaks Hindi", async () => {
    setLanguage("hi");
    fakeStudentApi();
    renderList("?class=4");
    expect(await screen.findByRole("button", { name: "कक्षा 4 की नई साइन-इन शीट" })).toBeTruthy();
  });
});
