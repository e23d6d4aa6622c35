import { type DueAssignment, ROUTES } from "@ganit/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import StudentDashboardPage from "./student-dashboard-page.tsx";
import { fakeLearningApi, renderAs, VEDIC } from "./test-api.tsx";

afterEach(() => setLanguage("en"));

/** Wednesday 25-11-2026 in India: Friday is this week, the 5th of December later. */
const TODAY = "2026-11-25";
const item = (
  id: string,
  dueOn: string,
  state: DueAssignment["state"],
  more: Partial<DueAssignment> = {},
): DueAssignment => ({
  id,
  courseId: VEDIC,
  courseName: "Vedic Math",
  classNumber: 5,
  resourceId: `res-${id}`,
  testId: null,
  title: `Work ${id}`,
  kind: "practice",
  startsOn: "2026-11-20",
  dueOn,
  state,
  nudgedAt: null,
  ...more,
});
const due = {
  today: TODAY,
  items: [
    item("late", "2026-11-23", "overdue", { nudgedAt: "2026-11-24T08:00:00.000Z" }),
    item("friday", "2026-11-27", "notStarted"),
    item("lesson", "2026-11-28", "inProgress", { kind: "lesson" }),
    item("later", "2026-12-05", "notStarted", { kind: "test" }),
    item("done", "2026-11-26", "done"),
  ],
};

describe("Due on the child's dashboard", () => {
  it("comes first: overdue in red with the teacher's reminder, this week, later, done", async () => {
    fakeLearningApi({ due });
    renderAs("student", ROUTES.studentDashboard, <StudentDashboardPage />);
    const section = await screen.findByRole("region", { name: "Due" });
    const groups = within(section)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(groups).toEqual(["Overdue", "This week", "Later", "Done"]);
    const overdue = screen.getByTestId("due-overdue");
    expect(within(overdue).getByText("Work late")).toBeTruthy();
    expect(within(overdue).getByText("Your teacher reminded you about this.")).toBeTruthy();
    expect(within(overdue).getByRole("heading").className).toContain("text-danger-700");
    expect(within(screen.getByTestId("due-thisWeek")).getAllByRole("listitem")).toHaveLength(2);
    expect(within(screen.getByTestId("due-later")).getByText(/Test · due 05-12-2026/)).toBeTruthy();
    // Done work has nothing to start.
    expect(within(screen.getByTestId("due-done")).queryByRole("button")).toBeNull();
  });

  it("opens a set in practice and a lesson in the class's viewer", async () => {
    fakeLearningApi({ due });
    const router = renderAs("student", ROUTES.studentDashboard, <StudentDashboardPage />);
    const thisWeek = await screen.findByTestId("due-thisWeek");
    await userEvent.click(within(thisWeek).getAllByRole("button", { name: "Open" })[0] as HTMLElement);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `${ROUTES.studentCourseContent}?class=5&resource=res-lesson`,
    );
    expect(sessionStorage.getItem("courseId")).toBe(VEDIC);
  });

  it("reads in Hindi", async () => {
    setLanguage("hi");
    fakeLearningApi({ due });
    renderAs("student", ROUTES.studentDashboard, <StudentDashboardPage />);
    expect(await screen.findByRole("heading", { name: "करने का काम" })).toBeTruthy();
    expect(screen.getByText("देर हो गई", { selector: "h3" })).toBeTruthy();
    expect(screen.getByText("तुम्हारे शिक्षक ने इसकी याद दिलाई है।")).toBeTruthy();
  });

  it("is not there when nothing is due", async () => {
    fakeLearningApi();
    renderAs("student", ROUTES.studentDashboard, <StudentDashboardPage />);
    expect(await screen.findByRole("heading", { name: "Vedic Math" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Due" })).toBeNull();
  });
});
