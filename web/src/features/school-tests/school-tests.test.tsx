import { ROUTES, type TeacherTestResults, type TeacherTestSummary, teacherTestsApi } from "@ganit/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { fakeToken } from "@/lib/test-tokens.ts";
import { on, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";
import SchoolTestResultsPage from "./results-page.tsx";
import SchoolTestsPage from "./tests-page.tsx";

/**
 * The school office's teachers' tests (docs/adr/0697): the list says who made each test, its
 * chapters and whom it is given to, and links to its results and the office's assign form; the
 * results are the teacher's view. In English and Hindi.
 */
const TEST_ID = "44444444-4444-4444-8444-444444444444";
const office = fakeToken("school", "Sunrise Public School");
afterEach(() => setLanguage("en"));

const summary: TeacherTestSummary = {
  id: TEST_ID,
  courseId: "11111111-1111-4111-8111-111111111111",
  classNumber: 4,
  chapterIds: ["ncert-c4-ch01"],
  chapters: [{ id: "ncert-c4-ch01", number: 1, title: { en: "Shapes Around Us", hi: "हमारे आस-पास के आकार" } }],
  title: "Ten-minute check",
  timeLimitMinutes: 10,
  questions: 8,
  fixed: true,
  author: "Meena Iyer",
  sittings: 12,
  updatedAt: "2026-11-26T05:00:00.000Z",
  editable: true,
  assignedTo: [
    { classNumber: 4, section: "A", chosen: false },
    { classNumber: 4, section: null, chosen: true },
  ],
};

const results: TeacherTestResults = {
  items: [
    {
      place: 0,
      skillId: "add",
      skillName: { en: "Add with carrying", hi: "हासिल वाला जोड़" },
      step: 0,
      asked: 12,
      answered: 11,
      right: 7,
      wrong: 4,
      misconceptions: [{ text: { en: "Did not carry", hi: "हासिल नहीं लिया" }, count: 3 }],
      unexplained: 1,
    },
  ],
  total: 1,
  page: 1,
  limit: 25,
  title: "Ten-minute check",
  sittings: 12,
} as TeacherTestResults;

function serve() {
  serveApi(
    on(teacherTestsApi.list, () => ({ items: [summary], total: 1, page: 1, limit: 10 }) as never),
    on(teacherTestsApi.get, () => ({ ...summary, slots: [] })),
    on(teacherTestsApi.results, () => results),
  );
}

describe("/school/tests", () => {
  it("lists the school's tests with who made each, its chapters and whom it is given to", async () => {
    serve();
    renderSignedIn(office, ROUTES.schoolTests, <SchoolTestsPage />);
    expect(await screen.findByRole("heading", { name: "Teachers' tests" })).toBeTruthy();
    const item = (await screen.findByRole("link", { name: "Ten-minute check" })).closest("li") as HTMLElement;
    expect(within(item).getByText(/by Meena Iyer/)).toBeTruthy();
    expect(within(item).getByText("Chapter 1: Shapes Around Us")).toBeTruthy();
    expect(within(item).getByText("Given to Class 4 A, Class 4 (whole class): chosen children")).toBeTruthy();
    expect(within(item).getByRole("link", { name: "Ten-minute check" }).getAttribute("href")).toBe(
      `/school/tests/${TEST_ID}`,
    );
    expect(within(item).getByRole("link", { name: "Assign" }).getAttribute("href")).toBe(
      `/school/assign?test=${TEST_ID}`,
    );
    // A test is its teacher's to change: no builder, no delete from the office.
    expect(within(item).queryByRole("link", { name: "Edit" })).toBeNull();
    expect(within(item).queryByRole("button", { name: "Delete" })).toBeNull();
  });

  it("reads in Hindi", async () => {
    setLanguage("hi");
    serve();
    renderSignedIn(office, ROUTES.schoolTests, <SchoolTestsPage />);
    expect(await screen.findByRole("heading", { name: "शिक्षकों की परीक्षाएँ" })).toBeTruthy();
    expect(await screen.findByText("अध्याय 1: हमारे आस-पास के आकार")).toBeTruthy();
  });
});

describe("/school/tests/:id", () => {
  it("shows the teacher's results view, back to the office's list", async () => {
    serve();
    renderSignedIn(office, ROUTES.schoolTest, <SchoolTestResultsPage />, `/school/tests/${TEST_ID}`);
    expect(await screen.findByRole("heading", { name: "Results: Ten-minute check" })).toBeTruthy();
    expect(screen.getByText(/Did not carry/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to teachers' tests" }).getAttribute("href")).toBe(
      "/school/tests",
    );
    expect((await screen.findByRole("link", { name: "Assign to a class" })).getAttribute("href")).toBe(
      `/school/assign?test=${TEST_ID}`,
    );
    expect(screen.queryByRole("link", { name: "Edit the test" })).toBeNull();
  });
});
