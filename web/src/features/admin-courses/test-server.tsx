import { type Course, type CourseInput, MESSAGES } from "@ganit/contracts";
import type { ReactNode } from "react";
import { json, type Override, pageOfRows, renderSignedIn, stubFetch } from "@/lib/test-fake-api.tsx";
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

/**
 * A stand-in for /api/course over fetch: the list (whole or paged, searched by name), one course,
 * add (names unique without case), update, delete and the summary. `override` answers first.
 */
export function fakeCourseApi(courses: Course[] = [], override?: Override) {
  const { calls, fetchMock } = stubFetch(async (method, url, body) => {
    const path = url.pathname;
    if (method === "GET" && path === "/api/course/summary")
      return json(200, { courses: courses.length, classes: 7, levels: 12, resources: 30, contentPages: 41 });
    if (method === "GET" && path === "/api/course") {
      const sorted = [...courses].sort((a, b) => a.name.localeCompare(b.name));
      if (![...url.searchParams.keys()].length) return json(200, sorted.map(listItem));
      const search = (url.searchParams.get("search") ?? "").toLowerCase();
      const matching = sorted.filter((c) => c.name.toLowerCase().includes(search));
      const paged = pageOfRows(matching, url.searchParams);
      return json(200, { ...paged, items: paged.items.map(listItem) });
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
  }, override);
  return { courses, calls, fetchMock };
}

/** A screen inside the app's providers, signed in as an admin, at `url`; other paths show their path. */
export const renderScreen = (path: string, screen: ReactNode, url: string = path) =>
  renderSignedIn(fakeToken("admin"), path, screen, url);
