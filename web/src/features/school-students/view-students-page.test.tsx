import { API, MESSAGES, ROUTES, type Student, studentsApi } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { downloadedSheet } from "@/components/bulk-upload/test-downloads.ts";
import { setLanguage } from "@/lib/i18n.ts";
import { badGateway, failingUntilRecovered, on } from "@/test/api-handlers.ts";
import { optionValues, selectNamed } from "@/test/forms.ts";
import {
  clearedFromNothingFound,
  columnHeadings,
  filteredTo,
  switchToHindiOnceListed,
  tryAgainAfterFailure,
} from "@/test/lists.ts";
import { rowOf, rowShowing } from "@/test/render.tsx";
import { fakeStudentApi, manyPupils, pupils, renderScreen } from "./test-api.tsx";
import ViewStudentsPage from "./view-students-page.tsx";

const renderList = (query = "") =>
  renderScreen(ROUTES.schoolViewStudents, <ViewStudentsPage />, `${ROUTES.schoolViewStudents}${query}`);
const lastGet = (calls: { method: string; url: URL }[]) =>
  calls.filter((call) => call.method === "GET" && call.url.pathname === API.students).at(-1);

afterEach(() => setLanguage("en"));

describe("/school/viewstudents", { timeout: 20_000 }, () => {
  it("asks the server for page 1 of 25 sorted by name, and shows the columns", async () => {
    const api = fakeStudentApi();
    renderList();
    const asha = await rowShowing("Asha Verma", ["1001", "9876543210", "Class 4"]);
    expect(within(await rowOf("Kabir Verma")).getByText("N/A")).toBeTruthy();
    expect(lastGet(api.calls)?.url.search).toBe("?page=1&limit=25&sort=name&order=asc");
    expect(columnHeadings()).toEqual(["Roll No", "Name", "Email", "Phone", "Class", "Parent", "Actions"]);
    // Asha has a parent linked (the office gave a parent code); Kabir none.
    expect(asha.getByText("Parents: 1")).toBeTruthy();
    // Only name, email and class sort.
    expect(within(screen.getByRole("columnheader", { name: /Roll No/ })).queryByRole("button")).toBeNull();
    expect(within(screen.getByRole("columnheader", { name: /Class/ })).getByRole("button")).toBeTruthy();
    expect(screen.getByText("Showing 1 to 3 of 3 students")).toBeTruthy();
  });

  it("searches, filters by class and sorts on the server, each change back to page 1, all in the URL", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeStudentApi(manyPupils());
    const router = renderList("?page=2&limit=10");
    await rowOf("Pupil 11");
    await filteredTo(user, router, "Class", "4", "?limit=10&class=4");
    expect(await screen.findByText("Showing 1 to 3 of 3 students")).toBeTruthy();

    await user.click(within(screen.getByRole("columnheader", { name: /Name/ })).getByRole("button"));
    await waitFor(() => expect(router.state.location.search).toBe("?limit=10&order=desc&class=4"));
    await waitFor(() => expect(lastGet(api.calls)?.url.searchParams.get("order")).toBe("desc"));

    await user.type(screen.getByRole("searchbox", { name: "Search" }), "1004");
    await waitFor(
      () => expect(router.state.location.search).toBe("?limit=10&search=1004&order=desc&class=4"),
      {
        timeout: 4000,
      },
    );
    expect(await rowOf("Pupil 04")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("cell", { name: /Pupil 14/ })).toBeNull(), {
      timeout: 4000,
    });
  });

  it("says 'No students found matching your criteria' and Clear filters brings everyone back", async () => {
    const user = userEvent.setup({ delay: null });
    fakeStudentApi();
    const router = renderList("?class=9");
    await clearedFromNothingFound(user, router, "No students found matching your criteria", "Meera Iyer");
  });

  it("offers 10, 25, 50 and 100 rows per page", async () => {
    fakeStudentApi(manyPupils());
    renderList();
    await rowOf("Pupil 01");
    expect(optionValues("Rows per page")).toEqual(["10", "25", "50", "100"]);
    expect(selectNamed("Rows per page").value).toBe("25");
  });

  it("edits the name and class inline: Save sends the whole student, Cancel changes nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeStudentApi(
      undefined,
      on(studentsApi.update, (call) => {
        api.now(
          pupils().map((s) => (s._id === "student-1" ? { ...s, name: "Asha Rani Verma", class: 5 } : s)),
        );
        return { message: MESSAGES.studentUpdated, key: "studentUpdated", student: call.body as Student };
      }),
    );
    renderList();
    const asha = await rowOf("Asha Verma");
    await user.click(within(asha).getByRole("button", { name: "Edit Asha Verma" }));
    const name = within(asha).getByRole("textbox", { name: "Name of Asha Verma" });
    await user.clear(name);
    await user.type(name, "Asha Rani Verma");
    await user.click(within(asha).getByRole("button", { name: "Cancel" }));
    expect(api.calls.some((call) => call.method === "PUT")).toBe(false);
    expect(within(asha).getByText("Asha Verma")).toBeTruthy();

    await user.click(within(asha).getByRole("button", { name: "Edit Asha Verma" }));
    await user.clear(within(asha).getByRole("textbox", { name: "Name of Asha Verma" }));
    await user.type(within(asha).getByRole("textbox", { name: "Name of Asha Verma" }), "Asha Rani Verma");
    await user.selectOptions(within(asha).getByRole("combobox", { name: "Class of Asha Verma" }), "5");
    await user.click(within(asha).getByRole("button", { name: "Save" }));
    expect(await screen.findByText(MESSAGES.studentUpdated)).toBeTruthy();
    const put = api.calls.find((call) => call.method === "PUT");
    expect(put?.url.pathname).toBe("/api/student/update/student-1");
    expect(put?.body).toMatchObject({ ...pupils()[0], name: "Asha Rani Verma", class: 5, section: "" });
    const updated = within(await rowOf("Asha Rani Verma"));
    expect(updated.getByText("Class 5")).toBeTruthy();
  });

  it("shows 'Error updating student details' when the server explains nothing", async () => {
    const user = userEvent.setup({ delay: null });
    fakeStudentApi(undefined, on(studentsApi.update, badGateway));
    renderList();
    const asha = await rowOf("Asha Verma");
    await user.click(within(asha).getByRole("button", { name: "Edit Asha Verma" }));
    await user.click(within(asha).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Error updating student details")).toBeTruthy();
  });

  it("shows a student's details, with the enrolled-courses toggle", async () => {
    const user = userEvent.setup({ delay: null });
    fakeStudentApi();
    renderList();
    await user.click(within(await rowOf("Asha Verma")).getByRole("button", { name: "View Asha Verma" }));
    const dialog = await screen.findByRole("dialog", { name: "Asha Verma" });
    expect(within(dialog).getByRole("heading", { name: "Personal Information" })).toBeTruthy();
    expect(within(dialog).getByRole("heading", { name: "Academic Information" })).toBeTruthy();
    expect(within(dialog).getByText("05-06-2014")).toBeTruthy();
    expect(within(dialog).getByText("Ravi Verma")).toBeTruthy();
    expect(within(dialog).getByText("school-1")).toBeTruthy();
    // Her linked parent, whom the office may unlink.
    expect(await within(dialog).findByText("Sunita Verma")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Unlink Sunita Verma" })).toBeTruthy();
    const toggle = within(dialog).getByRole("button", { name: "Show enrolled courses" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(within(dialog).getByText("Not enrolled in any course yet")).toBeTruthy();
  });

  it("removes a student only after confirming", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeStudentApi(
      undefined,
      on(studentsApi.remove, () => {
        api.now(pupils().filter((s) => s.name !== "Meera Iyer"));
        return { message: MESSAGES.studentRemoved, key: "studentRemoved" };
      }),
    );
    renderList();
    await user.click(within(await rowOf("Meera Iyer")).getByRole("button", { name: "Delete Meera Iyer" }));
    let dialog = await screen.findByRole("dialog", { name: "Remove student" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.calls.some((call) => call.method === "DELETE")).toBe(false);
    await user.click(within(await rowOf("Meera Iyer")).getByRole("button", { name: "Delete Meera Iyer" }));
    dialog = await screen.findByRole("dialog", { name: "Remove student" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText(MESSAGES.studentRemoved)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("cell", { name: /Meera Iyer/ })).toBeNull());
  });

  it("says 'Error fetching students' with Try Again when the list cannot load", async () => {
    const user = userEvent.setup({ delay: null });
    const list = failingUntilRecovered(studentsApi.list);
    fakeStudentApi(undefined, list.handler);
    renderList();
    await tryAgainAfterFailure(user, list, "Error fetching students");
    expect(await rowOf("Asha Verma")).toBeTruthy();
  });

  it("exports every page of the filtered list to .xlsx, formula-like cells neutralized", async () => {
    const user = userEvent.setup({ delay: null });
    const students = manyPupils();
    (students[3] as { name: string }).name = '=HYPERLINK("http://x")';
    const api = fakeStudentApi(students);
    const { rows } = await downloadedSheet(async () => {
      renderList("?class=4&limit=10");
      await screen.findByText("Showing 1 to 3 of 3 students");
      await user.click(screen.getByRole("button", { name: "Export" }));
    });
    const exportCalls = api.calls.filter((call) => call.url.searchParams.get("limit") === "100");
    expect(exportCalls[0]?.url.searchParams.get("class")).toBe("4");
    expect(rows[0]).toEqual([
      "Roll No",
      "Name",
      "Email",
      "Phone",
      "Class",
      "Father's name",
      "Date of birth",
      "Username",
      "Joined on",
    ]);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['\'=HYPERLINK("http://x")', "Pupil 14", "Pupil 24"]);
    expect(rows[2]).toEqual([
      "1014",
      "Pupil 14",
      "parent14@school.test",
      "",
      4,
      "Father 14",
      "05-06-2014",
      "stu1014",
      "01-04-2025",
    ]);
  });

  it("exports a school larger than one page: every page, one request at a time", async () => {
    const user = userEvent.setup({ delay: null });
    const many = Array.from({ length: 230 }, (_, index) => ({
      ...(manyPupils()[index % 30] as Student),
      _id: `bulk-${index}`,
      name: `Child ${String(index).padStart(3, "0")}`,
      rollNumber: String(5000 + index),
    }));
    const api = fakeStudentApi(many);
    const { rows } = await downloadedSheet(async () => {
      renderList();
      await screen.findByText("Showing 1 to 25 of 230 students");
      await user.click(screen.getByRole("button", { name: "Export" }));
    }, 8000);
    const pages = api.calls
      .filter((call) => call.url.searchParams.get("limit") === "100")
      .map((call) => call.url.searchParams.get("page"));
    expect(pages).toEqual(["1", "2", "3"]);
    expect(rows).toHaveLength(231);
    expect(rows.at(-1)?.[1]).toBe("Child 229");
  });

  it("speaks Hindi", async () => {
    fakeStudentApi();
    renderList();
    await switchToHindiOnceListed("Asha Verma");
    expect(screen.getByRole("heading", { name: "विद्यार्थी प्रबंधन" })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: /रोल नंबर/ })).toBeTruthy();
    expect(screen.getAllByText("कक्षा 4").length).toBeGreaterThan(0);
  });

  it("a school with sections: Class 6 B in the list, a section filter in the URL, the section edited inline", async () => {
    const user = userEvent.setup({ delay: null });
    const sectioned = pupils().map((p, i) => ({ ...p, section: i === 1 ? "B" : i === 2 ? "A" : null }));
    const api = fakeStudentApi(sectioned);
    const router = renderList();
    expect(within(await rowOf("Kabir Verma")).getByText("Class 6 B")).toBeTruthy();
    const filter = await screen.findByRole("combobox", { name: "Section" });
    await user.selectOptions(filter, "B");
    await waitFor(() => expect(lastGet(api.calls)?.url.searchParams.get("section")).toBe("B"));
    expect(router.state.location.search).toContain("section=B");
    expect(await rowOf("Kabir Verma")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Asha Verma")).toBeNull());
    await user.click(within(await rowOf("Kabir Verma")).getByRole("button", { name: /Edit/ }));
    const section = screen.getByRole("textbox", { name: "Section of Kabir Verma" });
    await user.clear(section);
    await user.type(section, "c");
    await user.click(screen.getByRole("button", { name: /Save/ }));
    await waitFor(() => expect(api.calls.some((c) => c.method === "PUT")).toBe(true));
    expect(api.calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      name: "Kabir Verma",
      section: "c",
    });
  });

  it("a school without sections sees no section filter", async () => {
    fakeStudentApi();
    renderList();
    await rowOf("Asha Verma");
    expect(screen.queryByRole("combobox", { name: "Section" })).toBeNull();
  });
});
