import { type Course, coursesGet, coursesList, ROUTES } from "@ganit/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answerFetch } from "@/lib/test-server.ts";
import { fakeToken } from "@/lib/test-tokens.ts";
import { on, serveApi } from "@/test/api-handlers.ts";
import { renderRoutes } from "@/test/render.tsx";
import ViewCourseInfoPage from "./view-course-info-page.tsx";

const COURSE: Course = {
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

const TWO_CLASSES: Course = {
  ...COURSE,
  classLevels: [
    { _id: "k6", classNumber: 6, pricePerStudent: 499, pricePerSchool: 9999, levels: [] },
    ...COURSE.classLevels,
  ],
};

const listItem = (id: string, name: string, classNumbers: number[]) => ({
  _id: id,
  name,
  createdAt: "2025-01-01T00:00:00.000Z",
  classLevels: classNumbers.map((classNumber) => ({
    _id: `${id}-${classNumber}`,
    classNumber,
    pricePerStudent: 499,
    pricePerSchool: 9999,
  })),
  levelCount: 1,
  resourceCount: 1,
});

function renderInfo(query: string, courseId: string | null = "c1") {
  sessionStorage.setItem("token", fakeToken("admin"));
  if (courseId) sessionStorage.setItem("courseId", courseId);
  return renderRoutes(
    [{ path: ROUTES.adminViewCourseInfo, element: <ViewCourseInfoPage /> }],
    `${ROUTES.adminViewCourseInfo}${query}`,
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

  it("without a class, lists every course with a button per class leading to its info", async () => {
    serveApi(
      on(coursesList, [listItem("c1", "Geo Math", [7, 6]), listItem("c2", "Vedic Math", [5])]),
      on(coursesGet, TWO_CLASSES),
    );
    const router = renderInfo("", null);
    const geo = (await screen.findByRole("heading", { name: "Geo Math" })).closest("li") as HTMLElement;
    expect(screen.getByRole("heading", { name: "Vedic Math" })).toBeTruthy();
    await userEvent.click(within(geo).getByRole("link", { name: "View Class 6 of Geo Math" }));
    expect(router.state.location.search).toBe("?class=6");
    expect(sessionStorage.getItem("courseId")).toBe("c1");
  });

  it("switches class on the page, and Back leads to the course info list", async () => {
    serveApi(on(coursesGet, TWO_CLASSES), on(coursesList, [listItem("c1", "Geo Math", [6, 7])]));
    const router = renderInfo("?class=7");
    const switcher = await screen.findByRole("navigation", { name: "Classes of this course" });
    expect(within(switcher).getByRole("link", { name: "Class 7" }).getAttribute("aria-current")).toBe("page");
    await userEvent.click(within(switcher).getByRole("link", { name: "Class 6" }));
    expect(router.state.location.search).toBe("?class=6");
    expect(
      await screen.findByText("Class 6: every level, title and resource as learners will see them."),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("link", { name: "Back to the course info list" }));
    expect(router.state.location.pathname).toBe(ROUTES.adminViewCourseInfo);
    expect(router.state.location.search).toBe("");
  });
});
