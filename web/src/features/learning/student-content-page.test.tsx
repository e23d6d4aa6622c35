import { learningApi, practiceApi, ROUTES } from "@ganit/contracts";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { apiServer, badGateway, networkError, on, rawReply } from "@/test/api-handlers.ts";
import {
  classRefusals,
  expectClassSixRefusedInHindi,
  expectOpenedAtTheWorksheet,
  expectRefusal,
} from "@/test/course-content.ts";
import StudentContentPage, { prefetch } from "./student-content-page.tsx";
import { fakeLearningApi, GEO, renderContentAs, VEDIC } from "./test-api.tsx";

const renderContent = (query: string, courseId: string | null = VEDIC) =>
  renderContentAs("student", ROUTES.studentCourseContent, <StudentContentPage />, query, courseId);
const tree = () => screen.getByRole("navigation", { name: "Course contents" });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => setLanguage("en"));

describe("/student/coursecontent", () => {
  it("offers the open practice-type resource's exercise set, one question at a time", async () => {
    fakeLearningApi();
    renderContent("?class=5");
    const link = await screen.findByRole("link", { name: "Practise here, one question at a time" });
    expect(link.getAttribute("href")).toBe("/practice/res-sheet");
    expect(await screen.findByText("Your level: Familiar")).toBeTruthy();
  });

  it("offers the mixed review only when the server says sets are due for it, in English and Hindi", async () => {
    const due = (reviewDue: boolean) => ({
      resourceId: "res-sheet",
      mode: "practice" as const,
      level: "proficient" as const,
      attempts: 3,
      bestScore: 100,
      reviewDue,
    });
    let sets = [due(false)];
    fakeLearningApi(
      {},
      on(practiceApi.mine, () => ({ courseId: VEDIC, classNumber: 5, sets })),
    );
    renderContent("?class=5");
    expect(await screen.findByText("Your level: Proficient")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Start the mixed review" })).toBeNull();
    cleanup();

    sets = [due(true)];
    setLanguage("hi");
    renderContent("?class=5");
    const link = await screen.findByRole("link", { name: "मिली-जुली दोहराई शुरू करें" });
    expect(link.getAttribute("href")).toBe(`/practice/review?courseId=${VEDIC}&class=5`);
    expect(screen.getByRole("heading", { name: "मिली-जुली दोहराई" })).toBeTruthy();
  });

  it("keeps the mixed review's place from the first paint, so the lessons below never move when the answer comes", async () => {
    // The server has not answered yet: the card's place is there, saying it is looking.
    fakeLearningApi();
    apiServer.use(http.get(practiceApi.mine.path, () => new Promise<never>(() => {})));
    renderContent("?class=5");
    expect(await screen.findByRole("heading", { level: 1, name: "Vedic Math" })).toBeTruthy();
    const slot = screen.getByTestId("review-slot");
    expect(slot.getAttribute("aria-busy")).toBe("true");
    expect(within(slot).getByText("Looking for sets ready to review…")).toBeTruthy();
    cleanup();

    // Nothing due: the same card says so instead of disappearing.
    fakeLearningApi();
    renderContent("?class=5");
    expect(await screen.findByText(/Nothing to review yet/)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Mixed review" })).toBeTruthy();
    cleanup();

    // Offline, the review cannot be known: the card says it needs a connection, in Hindi too.
    setLanguage("hi");
    fakeLearningApi({}, on(practiceApi.mine, networkError));
    renderContent("?class=5");
    expect(await screen.findByText("मिली-जुली दोहराई के लिए इंटरनेट चाहिए।")).toBeTruthy();
  });

  it("asks for the one class's tree, opens the first resource a student may see and records the opening", async () => {
    const api = fakeLearningApi();
    renderContent("?class=5");
    await expectOpenedAtTheWorksheet();
    const accessCall = api.calls.find((c) => c.url.pathname.startsWith("/api/course/student/accesscourse/"));
    expect(accessCall?.url.pathname).toBe(`/api/course/student/accesscourse/${VEDIC}`);
    expect(accessCall?.url.search).toBe("?class=5");
    await waitFor(() => expect(api.state.opened).toEqual(["res-sheet"]));
  });

  it("asks for the tree and the ticks before the first render when the app opens here, and only once", async () => {
    const api = fakeLearningApi();
    sessionStorage.setItem("courseId", VEDIC);
    window.history.replaceState(null, "", `${ROUTES.studentCourseContent}?class=5`);
    const asked = (start: string) => api.calls.filter((c) => c.url.pathname.startsWith(start));
    prefetch();
    expect(asked("/api/course/student/accesscourse/").map((c) => c.url.search)).toEqual(["?class=5"]);
    expect(asked("/api/progress/course/")).toHaveLength(1);
    renderContent("?class=5");
    expect(await screen.findByRole("heading", { level: 1, name: "Vedic Math" })).toBeTruthy();
    await screen.findByTitle("Worksheet: Adding by completion");
    expect(asked("/api/course/student/accesscourse/")).toHaveLength(1);
    expect(asked("/api/progress/course/")).toHaveLength(1);
    window.history.replaceState(null, "", "/");
  });

  it("starts nothing early without a course or a valid class", () => {
    const api = fakeLearningApi();
    window.history.replaceState(null, "", `${ROUTES.studentCourseContent}?class=5`);
    prefetch();
    sessionStorage.setItem("courseId", VEDIC);
    window.history.replaceState(null, "", `${ROUTES.studentCourseContent}?class=11`);
    prefetch();
    expect(api.calls).toEqual([]);
    window.history.replaceState(null, "", "/");
  });

  it("never shows videos or explanations to a student, even if they reached the browser", async () => {
    fakeLearningApi();
    renderContent("?class=5");
    await screen.findByTitle("Worksheet: Adding by completion");
    await userEvent.click(within(tree()).getByRole("button", { name: /Subtracting from 100/ }));
    expect(within(tree()).getByRole("button", { name: "Quiz" })).toBeTruthy();
    expect(within(tree()).queryByRole("button", { name: /video/ })).toBeNull();
    expect(within(tree()).queryByRole("button", { name: /explanation/ })).toBeNull();
  });

  it("ticks the done resources; Mark as done and its undo change the tick and the server's record", async () => {
    const api = fakeLearningApi({ completed: ["res-quiz"] });
    renderContent("?class=5");
    await screen.findByTitle("Worksheet: Adding by completion");
    await userEvent.click(within(tree()).getByRole("button", { name: /Subtracting from 100/ }));
    expect(await within(tree()).findByRole("button", { name: /^Quiz\s*\(done\)$/ })).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Mark as done" }));
    expect(await within(tree()).findByRole("button", { name: /^Worksheet\s*\(done\)$/ })).toBeTruthy();
    expect(api.state.completed).toContain("res-sheet");
    expect(api.calls.find((c) => c.method === "PUT")?.body).toEqual({ resourceId: "res-sheet", done: true });

    await userEvent.click(screen.getByRole("button", { name: "Done (undo)" }));
    expect(await within(tree()).findByRole("button", { name: "Worksheet" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Mark as done" })).toBeTruthy();
    expect(api.state.completed).toEqual(["res-quiz"]);
  });

  it("resumes at the resource of the URL, its level and title expanded", async () => {
    fakeLearningApi();
    renderContent("?class=5&resource=res-quiz");
    const frame = await screen.findByTitle("Quiz: Subtracting from 100");
    expect(frame.getAttribute("src")).toBe("https://quiz.example/100");
    expect(within(tree()).getByRole("button", { name: "Quiz" }).getAttribute("aria-current")).toBe("true");
  });

  it("keeps a tick made offline on the phone and sends it when the connection returns", async () => {
    let offline = true;
    const offlineWrites = () => (offline ? networkError : undefined);
    const api = fakeLearningApi(
      {},
      on(learningApi.opened, offlineWrites),
      on(learningApi.done, offlineWrites),
    );
    renderContent("?class=5");
    await screen.findByTitle("Worksheet: Adding by completion");
    await userEvent.click(screen.getByRole("button", { name: "Mark as done" }));
    expect(await within(tree()).findByRole("button", { name: /^Worksheet\s*\(done\)$/ })).toBeTruthy();
    expect(
      await screen.findByText("Saved on this phone. It will be sent when you are back online."),
    ).toBeTruthy();
    expect(api.state.completed).toEqual([]);
    expect(Object.keys(localStorage).some((key) => key.startsWith("ganit:progress-outbox:"))).toBe(true);

    offline = false;
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(api.state.completed).toEqual(["res-sheet"]));
    expect(api.state.opened).toEqual(["res-sheet"]);
    await waitFor(() =>
      expect(Object.keys(localStorage).some((key) => key.startsWith("ganit:progress-outbox:"))).toBe(false),
    );
    expect(within(tree()).getByRole("button", { name: /^Worksheet\s*\(done\)$/ })).toBeTruthy();
  });

  it("puts the tick back and says so when the server refuses it", async () => {
    fakeLearningApi({}, on(learningApi.done, rawReply(403, { message: "Access denied", key: "forbidden" })));
    renderContent("?class=5");
    await screen.findByTitle("Worksheet: Adding by completion");
    await userEvent.click(screen.getByRole("button", { name: "Mark as done" }));
    expect(await screen.findByRole("button", { name: "Mark as done" })).toBeTruthy();
    expect(within(tree()).getByRole("button", { name: "Worksheet" })).toBeTruthy();
  });

  it.each([
    ...classRefusals(VEDIC),
    ["?class=6", GEO, "You don't have access to Class 6."],
    ["?class=5&fail", VEDIC, "Failed to load course data. Please try again later."],
  ])("%s with course %s says: %s, with Try Again", async (query, courseId, message) => {
    fakeLearningApi(
      {},
      on(learningApi.studentCourse, () => (query.endsWith("&fail") ? badGateway : undefined)),
    );
    renderContent(query, courseId);
    await expectRefusal(message, ROUTES.studentDashboard);
  });

  it("says the class is not granted when the answer holds it without access", async () => {
    fakeLearningApi(
      {},
      on(learningApi.studentCourse, {
        course: {
          _id: VEDIC,
          name: "Vedic Math",
          school: null,
          allEnrolledClasses: [
            { classNumber: 5, accessGranted: false, enrollmentDate: "2026-03-01", levels: [] },
          ],
        },
      }),
    );
    renderContent("?class=5");
    expect(await screen.findByText("Access to Class 5 has not been granted.")).toBeTruthy();
  });

  it("speaks Hindi", async () => {
    setLanguage("hi");
    fakeLearningApi();
    renderContent("?class=6");
    await expectClassSixRefusedInHindi();
  });

  it("speaks Hindi in the viewer", async () => {
    setLanguage("hi");
    fakeLearningApi();
    renderContent("?class=5");
    expect(await screen.findByRole("button", { name: "पूरा हुआ चिह्नित करें" })).toBeTruthy();
    expect(screen.getAllByText("कक्षा 5").length).toBeGreaterThan(0);
    expect(screen.getByRole("navigation", { name: "कोर्स की सामग्री" })).toBeTruthy();
  });
});
