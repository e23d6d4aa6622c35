import { type Course, coursesApi, MESSAGES } from "@ganit/contracts";
import type { ReactNode } from "react";
import { fakeToken } from "@/lib/test-tokens.ts";
import { type Call, failure, listRows, on, serveApi } from "@/test/api-handlers.ts";
import { renderSignedIn } from "@/test/render.tsx";

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

/** Which courses the server finds for the words of a search the tests use. */
const SEARCHES: Record<string, string[]> = { geo: ["Geo Math"] };

/** The server's replies to add, update and delete, as it words them. */
export const REPLIES = {
  added: (id: string) => ({ message: MESSAGES.courseAdded, key: "courseAdded", _id: id }),
  updated: (id: string) => ({ message: MESSAGES.courseUpdated, key: "courseUpdated", _id: id }),
  deleted: (id: string) => ({
    message: MESSAGES.courseDeleted,
    key: "courseDeleted",
    _id: id,
    archived: false,
  }),
};
const idOf = (call: Call) => decodeURIComponent(call.url.pathname.split("/").at(-1) ?? "");

/**
 * /api/course as fixed answers: the list of `courses` (whole, or a page: the words of a search the
 * tests use answer what the server finds), one course by its id, the summary, and the server's
 * replies to add, update and delete. `handlers` answer first; `now` says what the catalogue holds
 * after a change.
 */
export function fakeCourseApi(courses: Course[] = [], ...handlers: ReturnType<typeof on>[]) {
  const list = listRows(courses);
  const { calls } = serveApi(
    ...handlers,
    on(coursesApi.summary, {
      courses: courses.length,
      classes: 7,
      levels: 12,
      resources: 30,
      contentPages: 41,
    }),
    on(coursesApi.list, (call) => {
      if (![...call.url.searchParams.keys()].length) return list.rows.map(listItem);
      const search = call.url.searchParams.get("search");
      const found = list.rows.filter((c) => !search || SEARCHES[search]?.includes(c.name));
      return { items: found.map(listItem), total: found.length, page: 1, limit: 25 };
    }),
    on(coursesApi.add, REPLIES.added("00000000-0000-4000-8000-0000000000ad"), { status: 201 }),
    on(coursesApi.get, (call) => list.rows.find((c) => c._id === idOf(call)) ?? failure(404, "notFound")),
    on(coursesApi.update, (call) => REPLIES.updated(idOf(call))),
    on(coursesApi.remove, (call) => REPLIES.deleted(idOf(call))),
  );
  return { calls, now: list.now };
}

/** A screen inside the app's providers, signed in as an admin, at `url`; other paths show their path. */
export const renderScreen = (path: string, screen: ReactNode, url: string = path) =>
  renderSignedIn(fakeToken("admin"), path, screen, url);
