import { ROUTES } from "@ganit/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { classRefusals, expectRefusal, renderCourseScreen } from "@/test/course-content.ts";
import LearnerCourseContentPage from "./course-content-page.tsx";
import { GEO, learnerApi, learnerToken, VEDIC } from "./test-api.tsx";

const renderContent = (query: string, courseId: string | null = VEDIC) =>
  renderCourseScreen(learnerToken(), ROUTES.b2cCourseContent, <LearnerCourseContentPage />, query, courseId);

afterEach(() => setLanguage("en"));

describe("/coursecontent (studentb2c)", () => {
  it("opens the first resource a student may see, its level and title expanded; videos are hidden", async () => {
    const api = learnerApi();
    renderContent("?class=5");
    expect(await screen.findByRole("heading", { level: 1, name: "Vedic Math" })).toBeTruthy();
    const frame = await screen.findByTitle("Worksheet: Adding by completion");
    expect(frame.getAttribute("src")).toBe("https://sheets.example/sums");
    const contents = screen.getByRole("navigation", { name: "Course contents" });
    expect(
      within(contents)
        .getByRole("button", { name: /1: Fast sums/ })
        .getAttribute("aria-expanded"),
    ).toBe("true");
    expect(within(contents).getByRole("button", { name: "Worksheet" }).getAttribute("aria-current")).toBe(
      "true",
    );
    expect(within(contents).queryByRole("button", { name: "video" })).toBeNull();
    expect(api.calls[0]?.url.pathname).toBe(`/api/course/student/accesscourse/${VEDIC}`);
  });

  it.each([
    ...classRefusals(VEDIC),
    ["?class=6", GEO, "Failed to load course data. Please try again later."],
  ])("%s with course %s says: %s", async (query, courseId, message) => {
    learnerApi();
    renderContent(query, courseId);
    await expectRefusal(message, ROUTES.b2cDashboard);
  });

  it("speaks Hindi", async () => {
    setLanguage("hi");
    learnerApi();
    renderContent("?class=6");
    expect(await screen.findByText("कक्षा 6 की पहुँच अभी नहीं दी गई है।")).toBeTruthy();
    expect(screen.getByRole("button", { name: "फिर से कोशिश करें" })).toBeTruthy();
  });
});
