import { type Course, type CourseInput, MESSAGES } from "@ganit/contracts";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { TestProviders } from "@/lib/test-providers.tsx";
import { fakeToken } from "@/lib/test-tokens.ts";

/** Ids as the server makes them (random UUIDs): the course contract refuses anything else in `_id`. */
const id = (_kind: string) => crypto.randomUUID();

/** A stored course, as GET /api/course/{id} answers it. */
export function course(name: string, classes: number[], createdAt = "2025-01-01T00:00:00.000Z"): Course {
  return {
    _id: id("course"),
    name,
    createdAt,
    updatedAt: createdAt,
    classLevels: classes.map((classNumber) => ({
      _id: id("class"),
      classNumber,
      pricePerStudent: 499.5,
      pricePerSchool: 12000,
      levels: [
        {
          _id: id("level"),
          levelNumber: 1,
          levelName: `Topic A of class ${classNumber}`,
          titles: [
            {
              _id: id("title"),
              title: "Sub-topic A",
              resources: [{ _id: id("res"), type: "pdf", url: "https://files.example.org/a.pdf" }],
            },
          ],
        },
        { _id: id("level"), levelNumber: 2, levelName: `Topic B of class ${classNumber}`, titles: [] },
      ],
    })),
  };
}

const listItem = (c: Course) => ({
  _id: c._id,
  name: c.name,
  createdAt: c.createdAt,
  classLevels: c.classLevels.map(({ _id, classNumber, pricePerStudent, pricePerSchool }) => ({
    _id,
    classNumber,
    pricePerStudent,
    pricePerSchool,
  })),
  levelCount: c.classLevels.reduce((n, k) => n + k.levels.length, 0),
  resourceCount: 1,
});

type Reply = { status: number; body?: unknown } | "network-error";
export type Override = (method: string, url: URL, body: unknown) => Reply | undefined;

/**
 * A stand-in for /api/course over fetch: the list (whole or paged, searched by name), one course,
 * add (names unique without case), update, delete and the summary. `override` answers first.
 */
export function fakeCourseApi(courses: Course[] = [], override?: Override) {
  const calls: { method: string; url: URL; body?: unknown }[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const special = override?.(method, url, body);
    if (special === "network-error") throw new TypeError("Failed to fetch");
    if (special) return json(special.status, special.body ?? {});
    const path = url.pathname;
    if (method === "GET" && path === "/api/course/summary")
      return json(200, { courses: courses.length, classes: 7, levels: 12, resources: 30, contentPages: 41 });
    if (method === "GET" && path === "/api/course") {
      const sorted = [...courses].sort((a, b) => a.name.localeCompare(b.name));
      if (![...url.searchParams.keys()].length) return json(200, sorted.map(listItem));
      const search = (url.searchParams.get("search") ?? "").toLowerCase();
      const matching = sorted.filter((c) => c.name.toLowerCase().includes(search));
      const limit = Number(url.searchParams.get("limit") ?? 25);
      const page = Number(url.searchParams.get("page") ?? 1);
      return json(200, {
        items: matching.slice((page - 1) * limit, page * limit).map(listItem),
        total: matching.length,
        page,
        limit,
      });
    }
    if (method === "POST" && path === "/api/course/add") {
      const input = body as CourseInput;
      if (courses.some((c) => c.name.toLowerCase() === input.name.trim().toLowerCase()))
        return json(409, {
          message: MESSAGES.courseNameTaken,
          key: "courseNameTaken",
          fields: { name: MESSAGES.courseNameTaken },
          fieldKeys: { name: "courseNameTaken" },
        });
      const added = { ...course(input.name, []), ...input } as unknown as Course;
      courses.push(added);
      return json(201, { message: MESSAGES.courseAdded, key: "courseAdded", _id: added._id });
    }
    const found = courses.find((c) => path === `/api/course/${c._id}`);
    if (!found) return json(404, { message: MESSAGES.notFound, key: "notFound" });
    if (method === "GET") return json(200, found);
    if (method === "PUT")
      return json(200, { message: MESSAGES.courseUpdated, key: "courseUpdated", _id: found._id });
    if (method === "DELETE") {
      courses.splice(courses.indexOf(found), 1);
      return json(200, {
        message: MESSAGES.courseDeleted,
        key: "courseDeleted",
        _id: found._id,
        archived: false,
      });
    }
    return json(404, { message: MESSAGES.notFound });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { courses, calls, fetchMock };
}

/** A screen inside the app's providers, signed in as an admin, at `url`; other paths show their path. */
export function renderScreen(path: string, screen: ReactNode, url: string = path) {
  sessionStorage.setItem("token", fakeToken("admin"));
  const router = createMemoryRouter(
    [
      { path, element: screen },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}
