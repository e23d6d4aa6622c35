import { MESSAGES, ROUTES, teachersApi } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { badGateway, on } from "@/test/api-handlers.ts";
import { clearedFromNothingFound, columnHeadings, switchToHindiOnceListed } from "@/test/lists.ts";
import { rowOf, rowShowing } from "@/test/render.tsx";
import { fakeTeacherApi, renderScreen, staffRoom } from "./test-api.tsx";
import ViewTeachersPage from "./view-teachers-page.tsx";

const renderList = (query = "") =>
  renderScreen(ROUTES.schoolViewTeachers, <ViewTeachersPage />, `${ROUTES.schoolViewTeachers}${query}`);

afterEach(() => setLanguage("en"));

describe("/school/viewteachers", { timeout: 20_000 }, () => {
  it("shows name, email, mobile, date of birth (N/A when missing), status and the action that applies", async () => {
    const api = fakeTeacherApi();
    renderList();
    const nisha = await rowShowing("Nisha Rao", ["9876543210", "14-03-1985", "Active"]);
    expect(nisha.getByRole("button", { name: "Hold Nisha Rao" })).toBeTruthy();
    const arun = await rowShowing("Arun Iyer", ["N/A", "On Hold"]);
    expect(arun.getByRole("button", { name: "Activate Arun Iyer" })).toBeTruthy();
    expect(columnHeadings()).toEqual([
      "Name",
      "Email",
      "Mobile",
      "Date of Birth",
      "Classes",
      "Status",
      "Actions",
    ]);
    expect(nisha.getByText("Vedic Math Class 6 A")).toBeTruthy();
    expect(arun.getByText("No classes yet")).toBeTruthy();
    for (const sortable of ["Name", "Email", "Mobile", "Date of Birth"])
      expect(
        within(screen.getByRole("columnheader", { name: new RegExp(sortable) })).getByRole("button"),
      ).toBeTruthy();
    expect(api.calls.at(-1)?.url.search).toBe("?page=1&limit=25&sort=name&order=asc");
  });

  it("sorts by date of birth on the server and searches by phone", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeTeacherApi();
    const router = renderList();
    await rowOf("Nisha Rao");
    await user.click(within(screen.getByRole("columnheader", { name: /Date of Birth/ })).getByRole("button"));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=dob"));
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "98765432");
    await waitFor(() => expect(router.state.location.search).toBe("?search=98765432&sort=dob"), {
      timeout: 4000,
    });
    await waitFor(() => expect(screen.queryByRole("cell", { name: /Farah Khan/ })).toBeNull(), {
      timeout: 4000,
    });
    expect(api.calls.at(-1)?.url.searchParams.get("search")).toBe("98765432");
  });

  it("holds and activates with the server's toast", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeTeacherApi(
      undefined,
      on(teachersApi.hold, () => {
        api.now(staffRoom().map((t) => (t.name === "Nisha Rao" ? { ...t, status: "hold" } : t)));
        return { message: MESSAGES.teacherHeld, key: "teacherHeld" };
      }),
    );
    renderList();
    await user.click(within(await rowOf("Nisha Rao")).getByRole("button", { name: "Hold Nisha Rao" }));
    expect(await screen.findByText(MESSAGES.teacherHeld)).toBeTruthy();
    expect(api.calls.find((call) => call.method === "PUT")?.url.pathname).toBe("/api/teacher/hold/user-t1");
    const nisha = within(await rowOf("Nisha Rao"));
    await user.click(await nisha.findByRole("button", { name: "Activate Nisha Rao" }));
    expect(await screen.findByText(MESSAGES.teacherActivated)).toBeTruthy();
  });

  it("says 'No teachers found matching your criteria' with Clear filters", async () => {
    const user = userEvent.setup({ delay: null });
    fakeTeacherApi();
    const router = renderList("?search=nobody");
    await clearedFromNothingFound(user, router, "No teachers found matching your criteria", "Farah Khan");
  });

  it("says 'Failed to load teachers' when the list cannot load", async () => {
    fakeTeacherApi(undefined, on(teachersApi.list, badGateway));
    renderList();
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to load teachers");
  });

  it("speaks Hindi", async () => {
    fakeTeacherApi();
    renderList();
    await switchToHindiOnceListed("Nisha Rao");
    expect(screen.getByRole("heading", { name: "शिक्षक" })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: /जन्म तिथि/ })).toBeTruthy();
  });

  it("the office sets a teacher's classes on their row: the whole class or its sections", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeTeacherApi();
    renderList();
    await user.click(
      within(await rowOf("Nisha Rao")).getByRole("button", { name: "Change the classes of Nisha Rao" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Classes of Nisha Rao" });
    expect((within(dialog).getByRole("checkbox", { name: "Class 6 A" }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(dialog).getByRole("checkbox", { name: "Class 7 (all sections)" })).toBeTruthy();
    await user.click(within(dialog).getByRole("checkbox", { name: "Class 6 A" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Class 6 B" }));
    await user.click(within(dialog).getByRole("button", { name: "Save classes" }));
    await waitFor(() => expect(api.calls.some((c) => c.method === "PUT")).toBe(true));
    const put = api.calls.find((c) => c.method === "PUT");
    expect(put?.url.pathname).toBe("/api/teacher/classes/user-t1");
    expect(put?.body).toEqual({ classes: [{ courseId: "course-vedic", classNumber: 6, section: "B" }] });
    expect(await screen.findByText("Teacher's classes saved")).toBeTruthy();
  });

  it("gives several teachers the same classes at once", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeTeacherApi();
    renderList();
    await rowOf("Nisha Rao");
    await user.click(screen.getByRole("button", { name: "Give classes" }));
    const dialog = await screen.findByRole("dialog", { name: "Give classes to teachers" });
    await user.click(within(dialog).getByRole("checkbox", { name: "Nisha Rao" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Farah Khan" }));
    await user.click(await within(dialog).findByRole("checkbox", { name: "Class 6 B" }));
    await user.click(within(dialog).getByRole("button", { name: "Give to 2 teachers" }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.url.pathname === "/api/teacher/classes-bulk")).toBe(true),
    );
    expect(api.calls.find((c) => c.url.pathname === "/api/teacher/classes-bulk")?.body).toEqual({
      userIds: ["user-t1", "user-t3"],
      classes: [{ courseId: "course-vedic", classNumber: 6, section: "B" }],
    });
  });
});
