import { enrolmentApi, ROUTES } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { on, rawReply } from "@/test/api-handlers.ts";
import { everyLinkGoesTo, newestToast } from "@/test/render.tsx";
import StudentCoursesPage from "./student-courses-page.tsx";
import { fakeEnrolmentApi, pupils, puzzles, renderScreen, vedic } from "./test-api.tsx";

const renderCourses = () => renderScreen(ROUTES.schoolStudentCourses, <StudentCoursesPage />);
const cardOf = async (name: string) =>
  (await screen.findByRole("heading", { name })).closest("article") as HTMLElement;

afterEach(() => setLanguage("en"));

describe("/school/studentcourses", { timeout: 20_000 }, () => {
  it("shows a card per course with a seat bar per class: current/limit, 'N/A' without a limit, hold shown", async () => {
    const api = fakeEnrolmentApi({
      students: pupils(3),
      enrolled: [
        ["student-1", "course-vedic", 5],
        ["student-2", "course-vedic", 5],
        ["student-3", "course-vedic", 4],
      ],
    });
    renderCourses();
    const card = within(await cardOf("Vedic Math"));
    // Classes in order, each with its bar.
    const bar5 = card.getByRole("progressbar", { name: "Seats used in Class 5" });
    expect(bar5.getAttribute("aria-valuetext")).toBe("2 / 30");
    expect(bar5.getAttribute("aria-valuenow")).toBe("7");
    expect(card.getByText("2 / 30")).toBeTruthy();
    // Class 4 has no limit: no bar, 'N/A'; and it is on hold.
    expect(card.queryByRole("progressbar", { name: "Seats used in Class 4" })).toBeNull();
    expect(card.getByText("N/A")).toBeTruthy();
    expect(card.getByText("Under review").closest("[data-tone]")?.getAttribute("data-tone")).toBe("warning");
    expect(api.calls[0]?.url.pathname).toBe("/api/course/school/accesscourses/students");
  });

  it("caps the bar at 100 %", async () => {
    const full = { ...vedic(), classes: [{ classNumber: 5, studentLimit: 2, status: "active" as const }] };
    fakeEnrolmentApi({
      courses: [full],
      enrolled: [
        ["student-1", "course-vedic", 5],
        ["student-2", "course-vedic", 5],
        ["student-3", "course-vedic", 5],
      ],
    });
    renderCourses();
    const bar = within(await cardOf("Vedic Math")).getByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe("100");
    expect(bar.getAttribute("aria-valuetext")).toBe("3 / 2");
  });

  it("a click on the card stores the course name and opens its enrolment screen", async () => {
    const user = userEvent.setup({ delay: null });
    fakeEnrolmentApi();
    const router = renderCourses();
    const link = await screen.findByRole("link", { name: "Vedic Math" });
    expect(link.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(link.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Enrol students",
    );
    await user.click(link);
    expect(sessionStorage.getItem("coursename")).toBe("Vedic Math");
    expect(router.state.location.pathname).toBe(ROUTES.schoolCourseAddStudent);
    expect(router.state.location.search).toBe("?courseId=course-vedic");
  });

  it("opens the content of every active class, with or without students: the course and class in the URL", async () => {
    const user = userEvent.setup({ delay: null });
    fakeEnrolmentApi();
    const router = renderCourses();
    const card = within(await cardOf("Vedic Math"));
    // Class 4 is on hold: no content link for it.
    expect(card.queryByRole("link", { name: /Class 4/ })).toBeNull();
    await user.click(card.getByRole("link", { name: "View the content of Vedic Math, Class 5" }));
    expect(router.state.location.pathname).toBe(ROUTES.schoolCourseContent);
    expect(router.state.location.search).toBe("?courseId=course-vedic&class=5");
  });

  it("shows a school-wide purchase: its classes 'For the school' with 'N/A' seats, content open, no enrolment", async () => {
    fakeEnrolmentApi({ courses: [vedic(), puzzles()] });
    renderCourses();
    const article = await cardOf("Puzzles & Riddles");
    const card = within(article);
    // Not a link to enrolment: the school bought no seats in it.
    expect(card.queryByRole("link", { name: "Puzzles & Riddles" })).toBeNull();
    expect(card.queryByText("Enrol students")).toBeNull();
    expect(card.getAllByText("For the school")).toHaveLength(2);
    expect(card.getAllByText("N/A")).toHaveLength(2);
    const open = card.getByRole("link", { name: "View the content of Puzzles & Riddles, Class 4" });
    expect(open.getAttribute("href")).toBe(`${ROUTES.schoolCourseContent}?courseId=course-puzzles&class=4`);
    // Class 5 is under review: no content yet.
    expect(card.queryByRole("link", { name: /Class 5/ })).toBeNull();
  });

  it("links each course to its enrolled students", async () => {
    fakeEnrolmentApi();
    renderCourses();
    const link = within(await cardOf("Vedic Math")).getByRole("link", { name: "Enrolled students" });
    expect(link.getAttribute("href")).toBe(`${ROUTES.schoolCourseViewStudents}?courseId=course-vedic`);
  });

  it("says 'No courses available yet' with a link to buy courses", async () => {
    fakeEnrolmentApi({ courses: [] });
    renderCourses();
    expect(await screen.findByText("No courses available yet")).toBeTruthy();
    everyLinkGoesTo("Buy courses", ROUTES.schoolBuyCourses);
  });

  it("only logs a failed load (the spec: no toast)", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    fakeEnrolmentApi(
      {},
      on(enrolmentApi.studentCourses, rawReply(500, { message: "Internal Server Error" })),
    );
    renderCourses();
    // The empty state first: another console.error (a late warning of an earlier screen) must not
    // stand in for the failed load's.
    expect(await screen.findByText("No courses available yet")).toBeTruthy();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(newestToast()).toBeNull();
    logged.mockRestore();
  });

  it("speaks Hindi", async () => {
    setLanguage("hi");
    fakeEnrolmentApi();
    renderCourses();
    expect(await screen.findByRole("heading", { name: "उपलब्ध कोर्स" })).toBeTruthy();
    const card = within(await cardOf("Vedic Math"));
    expect(card.getByRole("progressbar", { name: "कक्षा 5 में भरी सीटें" })).toBeTruthy();
    expect(card.getByText("समीक्षा में")).toBeTruthy();
    expect(card.getByText("लागू नहीं")).toBeTruthy();
  });
});
