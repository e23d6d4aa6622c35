import { ROUTES } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import StudentDashboardPage from "./student-dashboard-page.tsx";
import TeacherDashboardPage from "./teacher-dashboard-page.tsx";
import { fakeLearningApi, GEO, myClasses, renderAs, VEDIC } from "./test-api.tsx";

const card = (name: string) =>
  screen.getAllByRole("article").find((article) => within(article).queryByRole("heading", { name })) ??
  (() => {
    throw new Error(`no card ${name}`);
  })();

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => setLanguage("en"));

describe("/studentdashboard", () => {
  it("shows My Courses, one 'Class n' button per enrolled class, which remembers the course and opens the class", async () => {
    fakeLearningApi();
    const router = renderAs("student", ROUTES.studentDashboard, <StudentDashboardPage />);
    expect(await screen.findByRole("heading", { name: "Welcome, Asha Verma!" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Geo Math" })).toBeTruthy();
    expect(
      within(card("Geo Math"))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Class 6", "Class 7"]);
    await userEvent.click(within(card("Geo Math")).getByRole("button", { name: "Class 7" }));
    expect(sessionStorage.getItem("courseId")).toBe(GEO);
    expect(sessionStorage.getItem("coursename")).toBe("Geo Math");
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `${ROUTES.studentCourseContent}?class=7`,
    );
  });

  it("says so when the student is in no course, and offers no resume", async () => {
    fakeLearningApi({ studentCourses: { courses: [] } });
    renderAs("student", ROUTES.studentDashboard, <StudentDashboardPage />);
    expect(await screen.findByText("You are not enrolled in any courses yet")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Continue where you left off" })).toBeNull();
  });

  it("continues where the student left off: that course, class and resource", async () => {
    fakeLearningApi({
      resume: {
        courseId: VEDIC,
        courseName: "Vedic Math",
        classNumber: 5,
        resourceId: "res-quiz",
        title: "Subtracting from 100",
        resourceType: "quiz",
        lastOpenedAt: "2026-11-20T10:00:00.000Z",
      },
    });
    const router = renderAs("student", ROUTES.studentDashboard, <StudentDashboardPage />);
    expect(await screen.findByText("Vedic Math · Class 5 · Subtracting from 100 (Quiz)")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Continue where you left off" }));
    expect(sessionStorage.getItem("courseId")).toBe(VEDIC);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `${ROUTES.studentCourseContent}?class=5&resource=res-quiz`,
    );
  });

  it("names the course, the title and the type in Hindi when Hindi is chosen (the English name where there is no Hindi one)", async () => {
    fakeLearningApi({
      resume: {
        courseId: VEDIC,
        courseName: "Vedic Math",
        courseNameHi: "वैदिक गणित",
        classNumber: 5,
        resourceId: "res-quiz",
        title: "Subtracting from 100",
        titleHi: null,
        resourceType: "quiz",
        lastOpenedAt: "2026-11-20T10:00:00.000Z",
      },
    });
    await setLanguage("hi");
    renderAs("student", ROUTES.studentDashboard, <StudentDashboardPage />);
    expect(await screen.findByText("वैदिक गणित · कक्षा 5 · Subtracting from 100 (क्विज़)")).toBeTruthy();
  });

  it("sends progress queued offline once the dashboard opens online", async () => {
    const api = fakeLearningApi();
    renderAs("student", ROUTES.studentDashboard, <StudentDashboardPage />);
    await screen.findByRole("heading", { name: "Geo Math" });
    // Queued by an earlier visit (user-1 is the fake token's subject).
    localStorage.setItem(
      "ganit:progress-outbox:user-1",
      JSON.stringify([{ kind: "done", body: { resourceId: "res-sheet", done: true } }]),
    );
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(api.state.completed).toEqual(["res-sheet"]));
    expect(localStorage.getItem("ganit:progress-outbox:user-1")).toBeNull();
  });

  it("speaks Hindi", async () => {
    setLanguage("hi");
    fakeLearningApi({ studentCourses: { courses: [] } });
    renderAs("student", ROUTES.studentDashboard, <StudentDashboardPage />);
    expect(await screen.findByText("आप अभी तक किसी कोर्स में नामांकित नहीं हैं")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "मेरे कोर्स" })).toBeTruthy();
  });
});

describe("/teacherdashboard", () => {
  it("shows the school's courses with a 'Class n' button per open class, to the teacher's viewer", async () => {
    const api = fakeLearningApi();
    const router = renderAs("teacher", ROUTES.teacherDashboard, <TeacherDashboardPage />);
    expect(await screen.findByRole("heading", { name: "Vedic Math" })).toBeTruthy();
    // A course with no open class says so on its card.
    expect(within(card("Geo Math")).getByText("No courses enrolled")).toBeTruthy();
    await userEvent.click(within(card("Vedic Math")).getByRole("button", { name: "Class 5" }));
    expect(sessionStorage.getItem("courseId")).toBe(VEDIC);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `${ROUTES.teacherCourseContent}?class=5`,
    );
    expect(api.calls.map((c) => c.url.pathname)).toContain("/api/teacher/accesscourses");
  });

  it("starts from My classes: each class with its summary line, its lessons and its practice results", async () => {
    fakeLearningApi();
    const router = renderAs("teacher", ROUTES.teacherDashboard, <TeacherDashboardPage />);
    const klass = await screen.findByRole("heading", { name: "Class 6 B" });
    const article = klass.closest("article") as HTMLElement;
    expect(within(article).getByText("Vedic Math")).toBeTruthy();
    expect(within(article).getByText("12 of 16 proficient · 3 need help · 1 not started")).toBeTruthy();
    expect(within(article).getByRole("link", { name: "Practice results" }).getAttribute("href")).toBe(
      `${ROUTES.teacherPracticeResults}?courseId=${VEDIC}&class=6`,
    );
    await userEvent.click(within(article).getByRole("button", { name: "Open lessons" }));
    expect(sessionStorage.getItem("courseId")).toBe(VEDIC);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `${ROUTES.teacherCourseContent}?class=6`,
    );
  });

  it("a teacher with no classes is told to ask the school office", async () => {
    fakeLearningApi({ myClasses: { classes: [] }, schoolCourses: { activeSchoolCourses: [] } });
    renderAs("teacher", ROUTES.teacherDashboard, <TeacherDashboardPage />);
    expect(await screen.findByText("No classes assigned to you yet")).toBeTruthy();
    expect(screen.getByText(/Ask your school office to assign your classes/)).toBeTruthy();
  });

  it("says 'needs help' for one, and speaks Hindi", async () => {
    setLanguage("hi");
    const [sixB] = myClasses().classes;
    if (!sixB) throw new Error("no class in the fixture");
    fakeLearningApi({
      myClasses: { classes: [{ ...sixB, section: null, needHelp: 1, notStarted: 0, proficient: 15 }] },
    });
    renderAs("teacher", ROUTES.teacherDashboard, <TeacherDashboardPage />);
    expect(await screen.findByRole("heading", { name: "मेरी कक्षाएँ" })).toBeTruthy();
    expect(await screen.findByText("16 में से 15 दक्ष · 1 को मदद चाहिए · 0 ने शुरू नहीं किया")).toBeTruthy();
    setLanguage("en");
  });

  it("says 'No courses assigned yet' when the school has none open", async () => {
    fakeLearningApi({ schoolCourses: { activeSchoolCourses: [] } });
    renderAs("teacher", ROUTES.teacherDashboard, <TeacherDashboardPage />);
    expect(await screen.findByText("No courses assigned yet")).toBeTruthy();
  });

  it("speaks Hindi", async () => {
    setLanguage("hi");
    fakeLearningApi({ schoolCourses: { activeSchoolCourses: [] } });
    renderAs("teacher", ROUTES.teacherDashboard, <TeacherDashboardPage />);
    expect(await screen.findByText("अभी तक कोई कोर्स नहीं सौंपा गया")).toBeTruthy();
  });
});
