import { coursesApi, MESSAGES, ROUTES } from "@ganit/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { networkError, on, rawReply } from "@/test/api-handlers.ts";
import AdminDashboardPage from "./admin-dashboard-page.tsx";
import ManageCoursesPage from "./manage-courses-page.tsx";
import { course, fakeCourseApi, REPLIES, renderScreen } from "./test-api.tsx";
import ViewCoursePage from "./view-course-page.tsx";

const renderManage = (query = "") =>
  renderScreen(ROUTES.adminDeleteCourse, <ManageCoursesPage />, `${ROUTES.adminDeleteCourse}${query}`);

describe("/admin/deletecourse", { timeout: 30_000 }, () => {
  it("lists courses with their classes, searches on the server, and opens a course's content by its name", async () => {
    const user = userEvent.setup();
    const vedic = course("Vedic Math", [6, 4]);
    const api = fakeCourseApi([vedic, course("Geo Math", [1])]);
    const router = renderManage();
    expect(await screen.findByRole("heading", { name: "Course Management" })).toBeTruthy();
    const row = (await screen.findByRole("link", { name: "Vedic Math" }, { timeout: 5000 })).closest(
      "tr",
    ) as HTMLElement;
    expect(within(row).getByText("6, 4")).toBeTruthy();
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "geo");
    await waitFor(() => expect(screen.queryByRole("link", { name: "Vedic Math" })).toBeNull(), {
      timeout: 3000,
    });
    expect(api.calls.at(-1)?.url.search).toContain("search=geo");

    await user.clear(screen.getByRole("searchbox", { name: "Search" }));
    await user.click(await screen.findByRole("link", { name: "Vedic Math" }, { timeout: 5000 }));
    expect(router.state.location.pathname).toBe(ROUTES.adminViewCourseInfo);
    expect(router.state.location.search).toBe("?class=6");
    expect(sessionStorage.getItem("courseId")).toBe(vedic._id);
  });

  it("deletes only after 'Confirm Deletion', with the spec's toasts", async () => {
    const user = userEvent.setup();
    let failDelete = false;
    const [vedic, geo] = [course("Vedic Math", [6]), course("Geo Math", [1])];
    const api = fakeCourseApi(
      [vedic, geo],
      on(coursesApi.remove, (call) => {
        if (failDelete) return networkError;
        api.now([geo]);
        return REPLIES.deleted(call.url.pathname.split("/").at(-1) ?? "");
      }),
    );
    renderManage();
    await user.click(await screen.findByRole("button", { name: "Delete Vedic Math" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm Deletion" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.calls.some((c) => c.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Delete Vedic Math" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(MESSAGES.courseDeleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("link", { name: "Vedic Math" })).toBeNull());

    failDelete = true;
    await user.click(screen.getByRole("button", { name: "Delete Geo Math" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(MESSAGES.networkError)).toBeTruthy();
  });

  it("says 'No courses available yet' and 'Failed to load courses'", async () => {
    fakeCourseApi([]);
    renderManage();
    expect(await screen.findByText("No courses available yet")).toBeTruthy();
  });

  it("falls back to 'Failed to load courses' when the list cannot be loaded", async () => {
    fakeCourseApi([], on(coursesApi.list, rawReply(502)));
    renderManage();
    expect((await screen.findAllByText(MESSAGES.coursesLoadFailed)).length).toBeGreaterThan(0);
  });
});

describe("/admin/viewcourse", () => {
  it("shows a button per class that stores the course and opens the editor at that class", async () => {
    const user = userEvent.setup();
    const vedic = course("Vedic Math", [3, 5]);
    fakeCourseApi([vedic]);
    const router = renderScreen(ROUTES.adminViewCourse, <ViewCoursePage />);
    await user.click(await screen.findByRole("link", { name: "Edit Class 5 of Vedic Math" }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `${ROUTES.adminEditCourse}?class=5`,
    );
    expect(sessionStorage.getItem("courseId")).toBe(vedic._id);
  });

  it("has an empty state, in Hindi too", async () => {
    fakeCourseApi([]);
    renderScreen(ROUTES.adminViewCourse, <ViewCoursePage />);
    expect(await screen.findByText("No courses available yet")).toBeTruthy();
    await act(() => setLanguage("hi"));
    expect(await screen.findByText("अभी कोई कोर्स उपलब्ध नहीं है")).toBeTruthy();
  });
});

describe("/admindashboard", () => {
  it("counts the catalogue and links each count to its screen", async () => {
    fakeCourseApi([course("Vedic Math", [3])]);
    renderScreen(ROUTES.adminDashboard, <AdminDashboardPage />);
    const counts = await screen.findByLabelText("Catalogue counts");
    const value = (label: string) =>
      within(counts).getByRole("link", { name: label }).closest("div")?.querySelector("dd")?.textContent;
    expect(value("Courses")).toBe("1");
    expect(value("Content pages")).toBe("41");
    expect(within(counts).getByRole("link", { name: "Courses" }).getAttribute("href")).toBe(
      ROUTES.adminDeleteCourse,
    );
    expect(screen.getByRole("link", { name: /Add a course/ }).getAttribute("href")).toBe(
      ROUTES.adminAddCourse,
    );
  });

  it("offers Try Again when the counts cannot be loaded", async () => {
    fakeCourseApi([], on(coursesApi.list, rawReply(500)), on(coursesApi.summary, rawReply(500)));
    renderScreen(ROUTES.adminDashboard, <AdminDashboardPage />);
    expect(await screen.findByText("Failed to fetch dashboard data")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  });
});
