import { purchasesApi, ROUTES } from "@ganit/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { on, rawReply } from "@/test/api-handlers.ts";
import { everyLinkGoesTo } from "@/test/render.tsx";
import LearnerDashboardPage from "./learner-dashboard-page.tsx";
import { GEO, learnerApi, renderLearnerScreen, VEDIC } from "./test-api.tsx";

const renderDashboard = () => renderLearnerScreen(ROUTES.b2cDashboard, <LearnerDashboardPage />);

describe("/dashboard (studentb2c)", () => {
  it("greets the learner and shows a card per course, a button per active class, the rest under review", async () => {
    const api = learnerApi();
    renderDashboard();
    expect(screen.getByRole("heading", { level: 1, name: "Welcome, Asha Verma!" })).toBeTruthy();
    const vedic = (await screen.findByRole("heading", { name: "Vedic Math" })).closest(
      "article",
    ) as HTMLElement;
    expect(within(vedic).getByRole("button", { name: "Class 5" })).toBeTruthy();
    expect(within(vedic).queryByRole("button", { name: /Class 6/ })).toBeNull();
    expect(within(vedic).getByText("Class 6 — Under review")).toBeTruthy();
    const geo = screen.getByRole("heading", { name: "Geo Math" }).closest("article") as HTMLElement;
    expect(within(geo).getByRole("button", { name: "Class 6" })).toBeTruthy();
    expect(api.calls[0]?.url.pathname).toBe("/api/course/mycourses");
  });

  it("stores the course id in session storage and opens /coursecontent?class=n", async () => {
    const user = userEvent.setup({ delay: null });
    learnerApi();
    const router = renderDashboard();
    const geo = (await screen.findByRole("heading", { name: "Geo Math" })).closest("article") as HTMLElement;
    await user.click(within(geo).getByRole("button", { name: "Class 6" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.b2cCourseContent));
    expect(router.state.location.search).toBe("?class=6");
    expect(sessionStorage.getItem("courseId")).toBe(GEO);
    expect(sessionStorage.getItem("courseId")).not.toBe(VEDIC);
  });

  it("without a course it says so and links to /buycourses", async () => {
    learnerApi({ owned: [] });
    renderDashboard();
    expect(await screen.findByText("You have not bought any course yet")).toBeTruthy();
    everyLinkGoesTo("Buy courses", ROUTES.b2cBuyCourses);
  });

  it("says 'Failed to load course data.' with Try Again when the list cannot be loaded", async () => {
    learnerApi({}, on(purchasesApi.myCourses, rawReply(500)));
    renderDashboard();
    expect(await screen.findByText("Failed to load course data.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  });

  it("speaks Hindi", async () => {
    setLanguage("hi");
    learnerApi();
    renderDashboard();
    expect(await screen.findByText("कक्षा 6 — समीक्षा में")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "मेरे कोर्स" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "कक्षा 5" })).toHaveLength(1);
  });
});
