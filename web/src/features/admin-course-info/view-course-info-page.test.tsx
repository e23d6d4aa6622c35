import { ROUTES } from "@ganit/contracts";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { TestProviders } from "@/lib/test-providers.tsx";
import { answerFetch } from "@/lib/test-server.ts";
import { fakeToken } from "@/lib/test-tokens.ts";
import ViewCourseInfoPage from "./view-course-info-page.tsx";

const COURSE = {
  _id: "c1",
  name: "Geo Math",
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  classLevels: [
    {
      _id: "k7",
      classNumber: 7,
      pricePerStudent: 499,
      pricePerSchool: 9999,
      levels: [
        {
          _id: "l1",
          levelNumber: 1,
          levelName: "Triangles",
          titles: [
            {
              _id: "t1",
              title: "Angle sum",
              resources: [{ _id: "r1", type: "pdf", url: "https://example.org/a.pdf" }],
            },
          ],
        },
      ],
    },
  ],
};

function renderInfo(query: string, courseId: string | null = "c1") {
  sessionStorage.setItem("token", fakeToken("admin"));
  if (courseId) sessionStorage.setItem("courseId", courseId);
  const router = createMemoryRouter([{ path: ROUTES.adminViewCourseInfo, element: <ViewCourseInfoPage /> }], {
    initialEntries: [`${ROUTES.adminViewCourseInfo}${query}`],
  });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe("/admin/viewcourseinfo", () => {
  it("shows the read-only tree of the chosen class of the course in session storage", async () => {
    const fetchMock = answerFetch({ status: 200, body: COURSE });
    renderInfo("?class=7");
    expect(await screen.findByRole("heading", { name: "Geo Math" })).toBeTruthy();
    expect(screen.getByText("Class 7")).toBeTruthy();
    expect(screen.getByRole("button", { name: /1: Triangles/ })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/course/c1");
  });

  it("says 'Failed to load course data.' when the course does not load", async () => {
    answerFetch({ status: 500, body: { message: "x" } });
    renderInfo("?class=7");
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to load course data.");
  });

  it("asks for a course and a class when either is missing", async () => {
    answerFetch({ status: 200, body: COURSE });
    renderInfo("?class=7", null);
    expect((await screen.findByRole("alert")).textContent).toContain(
      "No course ID found. Please select a course first.",
    );
  });

  it("refuses a class outside 1–10", async () => {
    answerFetch({ status: 200, body: COURSE });
    renderInfo("?class=12");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Class number is required in the URL parameters.",
    );
  });
});
