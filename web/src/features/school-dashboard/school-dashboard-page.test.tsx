import { enrolmentStudentCourses, ROUTES, type SchoolDashboard, schoolsDashboard } from "@ganit/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { fakeToken } from "@/lib/test-tokens.ts";
import { apiCalls, on, rawReply, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";
import SchoolDashboardPage from "./school-dashboard-page.tsx";
import { nothingYet, schoolWaiting } from "./test-dashboard.ts";

const counts: SchoolDashboard = {
  name: "Sunrise Public School",
  students: 7,
  studentsByClass: Array.from({ length: 10 }, (_, i) => ({
    class: i + 1,
    count: i === 3 ? 5 : i === 9 ? 2 : 0,
  })),
  teachers: 3,
  activeTeachers: 2,
  gettingStarted: { ...nothingYet, seatClasses: { active: 1, hold: 0 }, studentsEnrolled: 7 },
};

const newSchool = schoolWaiting;

const courses = [
  {
    courseId: { _id: "course-vedic", name: "Vedic Math", classLevels: [{ classNumber: 5, _id: "c5" }] },
    classDetails: [
      {
        classNumber: 5,
        currentStudents: 7,
        studentLimit: 30,
        status: "active" as const,
        kind: "students" as const,
      },
    ],
  },
  {
    courseId: {
      _id: "course-puzzles",
      name: "Puzzles & Riddles",
      classLevels: [{ classNumber: 4, _id: "c4" }],
    },
    classDetails: [
      {
        classNumber: 4,
        currentStudents: 0,
        studentLimit: null,
        status: "active" as const,
        kind: "school" as const,
      },
    ],
  },
];

const renderDashboard = (dashboard: SchoolDashboard | ReturnType<typeof rawReply>, list = courses) => {
  serveApi(on(schoolsDashboard, dashboard), on(enrolmentStudentCourses, { activeStudentCourses: list }));
  return renderSignedIn(fakeToken("school"), ROUTES.schoolDashboard, <SchoolDashboardPage />);
};

afterEach(() => setLanguage("en"));

describe("/schooldashboard", { timeout: 20_000 }, () => {
  it("shows the school's counts, students by class and links to its screens", async () => {
    renderDashboard(counts);
    expect(await screen.findByRole("heading", { name: "Welcome, Sunrise Public School" })).toBeTruthy();
    expect(apiCalls().some((call) => call.url.pathname === "/api/school/dashboard")).toBe(true);
    expect(screen.getByText("2 active")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Students by class" });
    expect(within(table).getByRole("row", { name: "Class 4 5" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Add Student" }).getAttribute("href")).toBe(
      ROUTES.schoolAddStudent,
    );
    expect(screen.getByRole("link", { name: "View Teachers" }).getAttribute("href")).toBe(
      ROUTES.schoolViewTeachers,
    );
    expect(screen.getByRole("link", { name: "Renew seats" }).getAttribute("href")).toBe(
      ROUTES.schoolRenewCourse,
    );
    expect(screen.getByRole("link", { name: "Payments" }).getAttribute("href")).toBe(ROUTES.schoolPayments);
    // Every step is done: no getting-started path.
    expect(screen.queryByRole("heading", { name: "Getting started" })).toBeNull();
  });

  it("lists every course the school may use, a school-wide one with 'N/A', each open class with its content", async () => {
    renderDashboard(counts);
    const section = (await screen.findByRole("heading", { name: "Your courses" })).closest(
      "section",
    ) as HTMLElement;
    const list = within(section);
    expect(await list.findByText("Puzzles & Riddles")).toBeTruthy();
    expect(list.getByText("Class 4 · for the school")).toBeTruthy();
    expect(list.getByText("N/A")).toBeTruthy();
    expect(
      list.getByRole("link", { name: "View the content of Puzzles & Riddles, Class 4" }).getAttribute("href"),
    ).toBe(`${ROUTES.schoolCourseContent}?courseId=course-puzzles&class=4`);
    expect(
      list.getByRole("progressbar", { name: "Seats used in Class 5" }).getAttribute("aria-valuetext"),
    ).toBe("7 / 30");
  });

  it("walks a new school through the real order, each step from the data, with the purchase awaiting verification", async () => {
    renderDashboard(newSchool, []);
    const path = (await screen.findByRole("heading", { name: "Getting started" })).closest(
      "section",
    ) as HTMLElement;
    const steps = within(path)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement?.tagName === "OL");
    expect(steps.map((step) => step.querySelector("p")?.textContent)).toEqual([
      "Buy seats — done",
      "Payment verified — to do now",
      "Add students — not done yet",
      "Enrol students — not done yet",
      "Print sign-in sheets — not done yet",
      "Add teachers — not done yet",
    ]);
    expect(within(path).getByText("1 of 6 steps done")).toBeTruthy();
    expect(within(path).getByText("1 purchase awaiting verification:")).toBeTruthy();
    expect(within(path).getByText(/UTR 123456789012 · 1 class/)).toBeTruthy();
    expect(steps[1]?.getAttribute("aria-current")).toBe("step");
    expect(
      within(steps[1] as HTMLElement)
        .getByRole("link", { name: "See payments" })
        .getAttribute("href"),
    ).toBe(ROUTES.schoolPayments);
    expect(await screen.findByText(/No courses yet/)).toBeTruthy();
  });

  it("speaks Hindi", async () => {
    setLanguage("hi");
    renderDashboard(newSchool, []);
    const path = (await screen.findByRole("heading", { name: "शुरुआत" })).closest("section") as HTMLElement;
    expect(path.querySelector("ol p")?.textContent).toBe("सीटें ख़रीदें — पूरा");
  });

  it("says so when the counts cannot be loaded", async () => {
    renderDashboard(rawReply(500, { message: "boom" }));
    expect(await screen.findByText("Failed to load the dashboard")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  });
});
