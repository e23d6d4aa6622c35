import { ROUTES, studentDirectoryList } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { downloadedSheet } from "@/components/bulk-upload/test-downloads.ts";
import { setLanguage } from "@/lib/i18n.ts";
import { badGateway, on, serveApi } from "@/test/api-handlers.ts";
import { optionTexts, optionValues } from "@/test/forms.ts";
import { clearedFromNothingFound, detailsShowing, filteredTo } from "@/test/lists.ts";
import { closeDialog, rowOf, rowShowing } from "@/test/render.tsx";
import StudentDirectoryPage from "./student-directory-page.tsx";
import { COURSE_ID, directory, fakeDirectoryApi, renderDirectory, SCHOOL_ID } from "./test-api.tsx";

const open = (query = "") =>
  renderDirectory(<StudentDirectoryPage />, `${ROUTES.superadminStudents}${query}`);
const lastListCall = (calls: { url: URL }[]) =>
  calls.filter((call) => call.url.pathname.endsWith("/superadmin/students")).at(-1)?.url;

afterEach(() => setLanguage("en"));

describe("/superadmin/students", () => {
  it("shows the students of every school, 25 a page by default, with their school and courses", async () => {
    const api = fakeDirectoryApi();
    open();
    expect(await screen.findByRole("heading", { name: "Students" })).toBeTruthy();
    await rowShowing("Aarav Sharma", ["Kendriya Vidyalaya Indore", "2 courses"]);
    expect(within(await rowOf("Chetan Rao")).getByText("Individual learner")).toBeTruthy();
    expect(lastListCall(api.calls)?.search).toBe("?page=1&limit=25&sort=name&order=asc");
    expect(optionValues(/rows per page/i)).toEqual(["25", "50", "75", "100"]);
  });

  it("keeps two filters in the URL, returns to page 1 on each change and asks the server with both", async () => {
    const user = userEvent.setup();
    const api = fakeDirectoryApi(directory(), 300);
    const router = open("?page=3");
    await rowOf("Aarav Sharma");
    await waitFor(() => expect(screen.getByRole("option", { name: "Vedic Maths" })).toBeTruthy());
    await filteredTo(user, router, "Course", COURSE_ID, `?course=${COURSE_ID}`);
    await filteredTo(user, router, "Class", "5", `?class=5&course=${COURSE_ID}`);
    await waitFor(() => expect(lastListCall(api.calls)?.searchParams.get("class")).toBe("5"));
    const asked = lastListCall(api.calls);
    expect(asked?.searchParams.get("course")).toBe(COURSE_ID);
    expect(asked?.searchParams.get("page")).toBe("1");

    await user.selectOptions(screen.getByRole("combobox", { name: "School" }), SCHOOL_ID);
    await waitFor(() => expect(router.state.location.search).toContain(`school=${SCHOOL_ID}`));
    await user.selectOptions(screen.getByRole("combobox", { name: "School" }), "individual");
    await waitFor(() => expect(router.state.location.search).toContain("school=individual"));
    await user.selectOptions(screen.getByRole("combobox", { name: /rows per page/i }), "50");
    await waitFor(() => expect(lastListCall(api.calls)?.searchParams.get("limit")).toBe("50"));
  });

  it("finds a school for the school filter by asking the server once typing rests", async () => {
    const user = userEvent.setup();
    const api = fakeDirectoryApi();
    open();
    await rowOf("Aarav Sharma");
    await user.type(screen.getByRole("searchbox", { name: "Find a school" }), "Kendriya");
    await waitFor(() =>
      expect(
        api.calls.some(
          (call) =>
            call.url.pathname === "/api/enable/schools" && call.url.searchParams.get("search") === "Kendriya",
        ),
      ).toBe(true),
    );
    // One request for the words typed, not one a keystroke.
    const asked = api.calls.filter((call) => call.url.pathname === "/api/enable/schools");
    expect(asked.length).toBeLessThanOrEqual(3);
    expect(optionTexts("School")).toEqual([
      "All schools",
      "Individual learners (no school)",
      "Kendriya Vidyalaya Indore (Indore)",
    ]);
  });

  it("says 'No students found matching the current filters' and clears them", async () => {
    const user = userEvent.setup();
    fakeDirectoryApi();
    const router = open("?enrolled=no&class=4");
    await clearedFromNothingFound(
      user,
      router,
      "No students found matching the current filters",
      "Aarav Sharma",
    );
  });

  it("opens a student's details with their school and the access of each course", async () => {
    const user = userEvent.setup();
    fakeDirectoryApi();
    open();
    const dialog = await detailsShowing(user, "Aarav Sharma", [
      "KV1",
      "Father of Aarav Sharma",
      "5 Jun 2014",
      "student1@kv.test",
      "Indore, Madhya Pradesh, 452001",
    ]);
    expect(within(dialog).getByText("Granted")).toBeTruthy();
    expect(within(dialog).getByText("Not granted")).toBeTruthy();
    await closeDialog(user, dialog);
  });

  it("shows a failed load with Try again", async () => {
    fakeDirectoryApi();
    serveApi(on(studentDirectoryList, badGateway));
    open();
    // In the table with Try again, and once as a toast.
    await waitFor(() => expect(screen.getAllByText("Failed to load students")).toHaveLength(2));
    expect(screen.getByRole("button", { name: /try again/i })).toBeTruthy();
  });

  it("exports the filtered rows as a formula-safe .xlsx", async () => {
    const user = userEvent.setup();
    const rows = directory();
    rows[1] = { ...rows[1], name: "=cmd|' /C calc'!A0" } as (typeof rows)[number];
    const api = fakeDirectoryApi(rows);
    const { rows: sheet } = await downloadedSheet(async () => {
      open("?class=5&state=Madhya%20Pradesh");
      await rowOf("Aarav Sharma");
      await user.click(screen.getByRole("button", { name: "Export .xlsx" }));
    });
    const asked = lastListCall(api.calls);
    expect([
      asked?.searchParams.get("class"),
      asked?.searchParams.get("state"),
      asked?.searchParams.get("limit"),
    ]).toEqual(["5", "Madhya Pradesh", "100"]);
    expect(sheet).toHaveLength(4);
    expect(sheet[1]?.[9]).toBe("Vedic Maths (Class 5: Granted); Geometry (Class 5: Not granted)");
    expect(sheet[2]?.[0]).toBe("'=cmd|' /C calc'!A0");
  });

  it("speaks Hindi", async () => {
    setLanguage("hi");
    fakeDirectoryApi();
    open("?enrolled=no");
    expect(await screen.findByText("चुने गए फ़िल्टर से मेल खाता कोई विद्यार्थी नहीं मिला")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "कक्षा" })).toBeTruthy();
  });
});
