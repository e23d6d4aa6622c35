import { ROUTES } from "@ganit/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import {
  classRefusals,
  expectClassSixRefusedInHindi,
  expectOpenedAtTheWorksheet,
  expectRefusal,
  renderCourseScreen,
} from "@/test/course-content.ts";
import LearnerCourseContentPage from "./course-content-page.tsx";
import { GEO, learnerApi, learnerToken, VEDIC } from "./test-api.tsx";

const renderContent = (query: string, courseId: string | null = VEDIC) =>
  renderCourseScreen(learnerToken(), ROUTES.b2cCourseContent, <LearnerCourseContentPage />, query, courseId);

afterEach(() => setLanguage("en"));

describe("/coursecontent (studentb2c)", () => {
  it("opens the first resource a student may see, its level and title expanded; videos are hidden", async () => {
    const api = learnerApi();
    renderContent("?class=5");
    await expectOpenedAtTheWorksheet();
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
    await expectClassSixRefusedInHindi();
  });
});
