import { printingApi, ROUTES, schoolAccessApi } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { catchDownloads, downloadedBy, downloadedSheet } from "@/components/bulk-upload/test-downloads.ts";
import { setLanguage } from "@/lib/i18n.ts";
import { addressesUnder, apiCalls, failure, networkError, on, onFile } from "@/test/api-handlers.ts";
import SchoolContentPage from "./school-content-page.tsx";
import TeacherContentPage from "./teacher-content-page.tsx";
import { classProgress, fakeLearningApi, renderAs, renderContentAs, VEDIC } from "./test-api.tsx";

const renderTeacher = (query: string, courseId: string | null = VEDIC) =>
  renderContentAs("teacher", ROUTES.teacherCourseContent, <TeacherContentPage />, query, courseId);
/** The class progress table's headings, on screen and in its export: a column a title. */
const PROGRESS_HEADINGS = [
  "Roll number",
  "Student",
  "1: Adding by completion",
  "1: Subtracting from 100",
  "Titles completed",
  "Resources done",
];
const tree = () => screen.getByRole("navigation", { name: "Course contents" });

beforeEach(() => sessionStorage.clear());
afterEach(() => setLanguage("en"));

describe("/teacher/coursecontent", () => {
  it("links to the class's practice results", async () => {
    fakeLearningApi();
    renderTeacher("?class=5");
    const link = await screen.findByRole("link", { name: /Practice results of this class/ });
    expect(link.getAttribute("href")).toBe(`${ROUTES.teacherPracticeResults}?courseId=${VEDIC}&class=5`);
  });

  it("shows every resource type, nothing opened until chosen, and records no progress", async () => {
    const api = fakeLearningApi();
    renderTeacher("?class=5");
    expect(await screen.findByRole("heading", { level: 1, name: "Vedic Math" })).toBeTruthy();
    expect(screen.getByText("No content selected")).toBeTruthy();
    await userEvent.click(within(tree()).getByRole("button", { name: /1: Fast sums/ }));
    await userEvent.click(within(tree()).getByRole("button", { name: /Adding by completion/ }));
    await userEvent.click(within(tree()).getByRole("button", { name: /Subtracting from 100/ }));
    for (const type of ["Video", "Worksheet", "Quiz", "Explanation"])
      expect(within(tree()).getByRole("button", { name: type })).toBeTruthy();
    await userEvent.click(within(tree()).getByRole("button", { name: "Video" }));
    expect(screen.getByTitle("Video: Adding by completion").getAttribute("src")).toBe(
      "https://videos.example/1",
    );
    expect(screen.queryByRole("button", { name: "Mark as done" })).toBeNull();
    const access = api.calls.find((c) => c.url.pathname.startsWith("/api/teacher/accesscourses/"));
    expect(access?.url.search).toBe("?class=5");
    expect(api.calls.some((c) => c.url.pathname.startsWith("/api/progress"))).toBe(false);
  });

  it("shows the class progress as students × titles with ticks and counts, on its own tab", async () => {
    const pdf = {
      bytes: new TextEncoder().encode("%PDF-1.7 report"),
      type: "application/pdf",
      name: "r.pdf",
    };
    const api = fakeLearningApi(
      {},
      onFile(printingApi.childReport, pdf),
      onFile(printingApi.classReport, pdf),
    );
    const downloads = catchDownloads();
    const router = renderTeacher("?class=5");
    await userEvent.click(await screen.findByRole("tab", { name: "Class progress" }));
    expect(router.state.location.search).toBe("?class=5&view=progress");
    const table = await screen.findByRole("table", {
      name: "Vedic Math, Class 5: titles completed by each student",
    });
    const rows = within(table).getAllByRole("row");
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual([...PROGRESS_HEADINGS, "Child's report"]);
    /** The texts of the cells of the table's row named `name`. */
    const cellsOf = (name: RegExp) =>
      within(within(table).getByRole("row", { name }))
        .getAllByRole("cell")
        .map((c) => c.textContent);
    expect(cellsOf(/Asha Verma/)).toEqual([
      "1001",
      "✓done",
      "not done",
      "1 / 2",
      "1 / 2",
      "Print Asha Verma's reportEnglishHindi",
    ]);
    expect(cellsOf(/Completed by/)).toEqual(["", "1 / 2", "0 / 2", "", "", ""]);
    expect(screen.getByText("2 students · 2 titles · 2 resources")).toBeTruthy();
    expect(api.calls.some((c) => c.url.pathname === `/api/progress/class/${VEDIC}/5`)).toBe(true);
    // The child's report and the class report are printed by the server, in the language asked.
    const asha = within(table).getByRole("group", { name: "Print Asha Verma's report" });
    await userEvent.click(within(asha).getByRole("button", { name: "Hindi" }));
    await userEvent.click(screen.getByRole("button", { name: "Class report (English)" }));
    await waitFor(() => {
      const printed = api.calls.filter((c) => c.url.pathname.startsWith("/api/print/"));
      expect(printed.map((c) => `${c.url.pathname}${c.url.search}`)).toEqual([
        "/api/print/child-reports/s-1?lang=hi",
        `/api/print/class-reports/${VEDIC}/5?lang=en`,
      ]);
    });
    await waitFor(() => expect(downloads.files).toHaveLength(2));
    downloads.restore();
  });

  it("exports the table as an .xlsx, formula-looking names neutralized", async () => {
    const progress = classProgress();
    progress.students.push({
      studentId: "s-3",
      name: '=HYPERLINK("http://evil.example","x")',
      rollNumber: "1003",
      completedTitles: ["title-1", "title-2"],
      completedResources: 2,
    });
    fakeLearningApi({ classProgress: progress });
    const { name, rows } = await downloadedSheet(async () => {
      renderTeacher("?class=5&view=progress");
      await userEvent.click(await screen.findByRole("button", { name: "Export .xlsx" }));
    });
    expect(name).toBe("progress-vedic-math-class-5.xlsx");
    expect(rows).toEqual([
      PROGRESS_HEADINGS,
      ["1001", "Asha Verma", "✓", "", 1, 1],
      ["1002", "Ravi Kumar", "", "", 0, 0],
      ["1003", `'=HYPERLINK("http://evil.example","x")`, "✓", "✓", 2, 2],
      ["", "Completed by", 1, 0, "", ""],
    ]);
  });

  it("says so when no student is enrolled in the class", async () => {
    fakeLearningApi({ classProgress: { ...classProgress(), students: [] } });
    renderTeacher("?class=5&view=progress");
    expect(await screen.findByText("No students are enrolled in this class yet")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Export .xlsx" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it.each([
    ["?class=5", null, "No course ID found. Please select a course first."],
    ["", VEDIC, "Class number is required in the URL parameters."],
    ["?class=8", VEDIC, "You don't have access to Class 8."],
    ["?class=5", "course-other", "You don't have access to Class 5."],
    ["?class=5", VEDIC, "Failed to load course data. Please try again later.", "network-error" as const],
  ])("%s with course %s says: %s, with Try Again", async (query, courseId, message, failure?) => {
    fakeLearningApi(
      {},
      on(schoolAccessApi.teacher.course, () => (failure ? networkError : undefined)),
    );
    renderTeacher(query, courseId);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  });

  it("speaks Hindi", async () => {
    setLanguage("hi");
    fakeLearningApi();
    renderTeacher("?class=5&view=progress");
    expect(await screen.findByRole("button", { name: ".xlsx निर्यात करें" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "कक्षा की प्रगति" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("columnheader", { name: "पूरे किए गए शीर्षक" })).toBeTruthy();
  });
});

describe("/school/schoolcoursecontent", () => {
  it("shows the school's class from its own route, with the class progress", async () => {
    sessionStorage.setItem("courseId", VEDIC);
    const api = fakeLearningApi();
    renderAs(
      "school",
      ROUTES.schoolCourseContent,
      <SchoolContentPage />,
      `${ROUTES.schoolCourseContent}?class=5`,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Vedic Math" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the courses" }).getAttribute("href")).toBe(
      ROUTES.schoolStudentCourses,
    );
    await userEvent.click(screen.getByRole("tab", { name: "Class progress" }));
    expect(await screen.findByRole("row", { name: /Ravi Kumar/ })).toBeTruthy();
    expect(api.calls[0]?.url.pathname).toBe(`/api/course/school/accesscourses/school/${VEDIC}`);
  });

  it("opens from a link that names the course (?courseId=), with nothing in session storage", async () => {
    const api = fakeLearningApi();
    renderAs(
      "school",
      ROUTES.schoolCourseContent,
      <SchoolContentPage />,
      `${ROUTES.schoolCourseContent}?courseId=${VEDIC}&class=5`,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Vedic Math" })).toBeTruthy();
    expect(sessionStorage.getItem("courseId")).toBeNull();
    expect(api.calls[0]?.url.pathname).toBe(`/api/course/school/accesscourses/school/${VEDIC}`);
  });
});

describe("a practice set's printable worksheet", () => {
  const PDF = new TextEncoder().encode("%PDF-1.7 worksheet");

  it("downloads the set's worksheet in English or Hindi, under the server's file name", async () => {
    fakeLearningApi(
      {},
      onFile(printingApi.worksheet, { bytes: PDF, type: "application/pdf", name: "Counting-hi.pdf" }),
    );
    const [file] = await downloadedBy(async () => {
      renderTeacher("?class=5");
      await userEvent.click(
        await within(await screen.findByRole("navigation", { name: "Course contents" })).findByRole(
          "button",
          { name: /1: Fast sums/ },
        ),
      );
      await userEvent.click(within(tree()).getByRole("button", { name: /Adding by completion/ }));
      await userEvent.click(within(tree()).getByRole("button", { name: "Worksheet" }));
      const group = await screen.findByRole("group", { name: "Print a worksheet of this set" });
      await userEvent.click(within(group).getByRole("button", { name: "Print worksheet (Hindi)" }));
    });
    expect(file?.name).toBe("Counting-hi.pdf");
    expect(await (file?.blob ?? new Blob()).text()).toBe("%PDF-1.7 worksheet");
    expect(addressesUnder(apiCalls(), "/api/print/worksheets/")).toEqual([
      "/api/print/worksheets/res-sheet?lang=hi",
    ]);
  });

  it("says so when the worksheet cannot be made, and offers it only under a practice set", async () => {
    fakeLearningApi({}, onFile(printingApi.worksheet, failure(404, "practiceNotFound")));
    renderTeacher("?class=5");
    await screen.findByRole("navigation", { name: "Course contents" });
    await userEvent.click(within(tree()).getByRole("button", { name: /1: Fast sums/ }));
    await userEvent.click(within(tree()).getByRole("button", { name: /Adding by completion/ }));
    await userEvent.click(within(tree()).getByRole("button", { name: "Video" }));
    expect(screen.queryByRole("group", { name: "Print a worksheet of this set" })).toBeNull();
    await userEvent.click(within(tree()).getByRole("button", { name: "Worksheet" }));
    await userEvent.click(await screen.findByRole("button", { name: "Print worksheet (English)" }));
    expect(await screen.findByText("This exercise set was not found")).toBeTruthy();
  });
});
