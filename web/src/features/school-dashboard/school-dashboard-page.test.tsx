import { ROUTES, type SchoolDashboard } from "@ganit/contracts";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TestProviders } from "@/lib/test-providers.tsx";
import { answerFetch } from "@/lib/test-server.ts";
import { fakeToken } from "@/lib/test-tokens.ts";
import SchoolDashboardPage from "./school-dashboard-page.tsx";

const counts: SchoolDashboard = {
  name: "Sunrise Public School",
  students: 7,
  studentsByClass: Array.from({ length: 10 }, (_, i) => ({
    class: i + 1,
    count: i === 3 ? 5 : i === 9 ? 2 : 0,
  })),
  teachers: 3,
  activeTeachers: 2,
};

function renderWith(reply: { status: number; body: unknown }) {
  const fetchMock = answerFetch(reply);
  sessionStorage.setItem("token", fakeToken("school"));
  const router = createMemoryRouter([{ path: ROUTES.schoolDashboard, element: <SchoolDashboardPage /> }], {
    initialEntries: [ROUTES.schoolDashboard],
  });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("/schooldashboard", () => {
  it("shows the school's counts, students by class and links to its screens", async () => {
    const fetchMock = renderWith({ status: 200, body: counts });
    expect(await screen.findByRole("heading", { name: "Welcome, Sunrise Public School" })).toBeTruthy();
    expect(String((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0])).toContain(
      "/api/school/dashboard",
    );
    expect(screen.getByText("2 active")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Students by class" });
    expect(within(table).getByRole("row", { name: "Class 4 5" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Add Student" }).getAttribute("href")).toBe(
      ROUTES.schoolAddStudent,
    );
    expect(screen.getByRole("link", { name: "View Teachers" }).getAttribute("href")).toBe(
      ROUTES.schoolViewTeachers,
    );
    expect(screen.getByRole("link", { name: "Buy courses" }).getAttribute("href")).toBe(
      ROUTES.schoolBuyCourses,
    );
    expect(screen.getByRole("link", { name: "Renew seats" }).getAttribute("href")).toBe(
      ROUTES.schoolRenewCourse,
    );
    expect(screen.getByRole("link", { name: "Payments" }).getAttribute("href")).toBe(ROUTES.schoolPayments);
  });

  it("says so when the counts cannot be loaded", async () => {
    renderWith({ status: 500, body: { message: "boom" } });
    expect(await screen.findByText("Failed to load the dashboard")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  });
});
