import { randomUUID } from "node:crypto";
import { read, utils } from "@e965/xlsx";
import { API, apiPath } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema.ts";
import { auditRowsOf } from "../../test/audit.ts";
import { requester, useTestEnv } from "../../test/session.ts";
import { childWeek } from "../parents/child-week.ts";
import { dueOfStudent } from "./due.ts";
import { dayFromToday, useClassroom } from "./test-classroom.ts";

/** The classroom's assignments over real HTTP on PGlite: assign, the table, the child's due list, nudges. */
const env = useTestEnv({ LOG_LEVEL: process.env.DEBUG_LOG ?? "silent" });
const c = useClassroom(env);
const send = requester(env);

/** A sitting at a set with both questions answered (or only the first). */
async function practise(token: string, resourceId: string, both = true) {
  const started = await c.practice.start(token, resourceId);
  expect(started.statusCode, started.body).toBe(201);
  const { attemptId, items } = started.json();
  const ids: string[] = items.map((item: { id: string }) => item.id);
  for (const itemId of both ? ids : ids.slice(0, 1)) {
    const res = await c.practice.answer(token, attemptId, itemId, "5");
    expect(res.statusCode, res.body).toBe(200);
  }
}

const table = async (token: string, id: string, query = "") => {
  const res = await send("GET", `${apiPath.assignmentChildren(id)}${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const statesOf = (page: { items: { name: string; state: string }[] }) =>
  Object.fromEntries(page.items.map((row) => [row.name, row.state]));

describe("assigning", () => {
  it("a teacher of 6 B assigns a set to 6 B: its pupils only, every one not started, kind from the set", async () => {
    const res = await c.assign(c.tokens.teacherB, { section: "b", resourceId: c.set.practice });
    expect(res.statusCode, res.body).toBe(201);
    const { assignment } = res.json();
    expect(assignment).toMatchObject({ section: "B", kind: "practice", children: 2, done: 0, chosen: null });
    const page = await table(c.tokens.teacherB, assignment.id);
    expect(statesOf(page)).toEqual({ "Asha Verma": "notStarted", "Ravi Kumar": "notStarted" });
    const quiz = await c.assign(c.tokens.teacherB, { section: "B", resourceId: c.set.test });
    expect(quiz.json().assignment.kind).toBe("test");
    const lesson = await c.assign(c.tokens.teacherB, { section: "B", resourceId: c.set.lesson });
    expect(lesson.json().assignment.kind).toBe("lesson");
  });

  it("another section, the whole class (teaching one section), another class, another school's children: 404", async () => {
    const cases: [string, Record<string, unknown>][] = [
      [c.tokens.teacherB, { section: "A", resourceId: c.set.practice }],
      [c.tokens.teacherB, { resourceId: c.set.practice }],
      [
        c.tokens.teacherB,
        { section: "B", studentIds: [c.pupils.meera.studentId], resourceId: c.set.practice },
      ],
      [c.tokens.teacherFive, { resourceId: c.set.practice }],
      // School B has Class 6 of the course too: its own class, but never school A's pupils.
      [c.tokens.otherTeacher, { studentIds: [c.pupils.asha.studentId], resourceId: c.set.practice }],
      [c.tokens.otherSchool, { studentIds: [c.pupils.asha.studentId], resourceId: c.set.practice }],
    ];
    for (const [token, body] of cases) {
      const res = await c.assign(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
    }
  });

  it("bad input is a 400 naming the field, and nothing is written", async () => {
    const before = await send("GET", API.assignments, c.tokens.teacherAll);
    const dueBeforeStart = await c.assign(c.tokens.teacherAll, {
      resourceId: c.set.practice,
      startsOn: dayFromToday(2),
      dueOn: dayFromToday(1),
    });
    expect(dueBeforeStart.statusCode).toBe(400);
    expect(dueBeforeStart.json().key).toBe("dateRangeInvalid");
    const teacherOnly = await c.assign(c.tokens.teacherAll, { resourceId: c.set.teacherOnly });
    expect(teacherOnly.statusCode).toBe(400);
    expect(teacherOnly.json().key).toBe("assignmentNotAssignable");
    const notADay = await c.assign(c.tokens.teacherAll, { resourceId: c.set.practice, dueOn: "31-12-2026" });
    expect(notADay.statusCode).toBe(400);
    const after = await send("GET", API.assignments, c.tokens.teacherAll);
    expect(after.json().total).toBe(before.json().total);
  });

  it("chosen children: only they are in it; the school office assigns too", async () => {
    const id = await c.assigned(c.tokens.school, {
      studentIds: [c.pupils.meera.studentId, c.pupils.ravi.studentId],
      resourceId: c.set.practice,
    });
    expect(statesOf(await table(c.tokens.school, id))).toEqual({
      "Meera Shah": "notStarted",
      "Ravi Kumar": "notStarted",
    });
    // 6 B's teacher reads the whole-class assignment, but only 6 B's pupils in it.
    expect(statesOf(await table(c.tokens.teacherB, id))).toEqual({ "Ravi Kumar": "notStarted" });
    const events = await auditRowsOf(env.db, "assignment.created", id);
    expect(events).toHaveLength(1);
  });
});

describe("done, in progress, overdue", () => {
  let id: string;
  beforeAll(async () => {
    id = await c.assigned(c.tokens.teacherB, { section: "B", resourceId: c.set.test });
  });

  it("a set practised to the end is done; begun is in progress; the child's due list says the same", async () => {
    await practise(c.pupils.asha.token, c.set.test);
    await practise(c.pupils.ravi.token, c.set.test, false);
    const page = await table(c.tokens.teacherB, id);
    expect(statesOf(page)).toEqual({ "Asha Verma": "done", "Ravi Kumar": "inProgress" });
    expect(page.counts).toEqual({ done: 1, inProgress: 1, notStarted: 0, overdue: 0 });
    expect(page.assignment).toMatchObject({ children: 2, done: 1 });
    const asha = await send("GET", API.assignmentsDue, c.pupils.asha.token);
    expect(asha.statusCode, asha.body).toBe(200);
    expect(asha.json().items.find((item: { id: string }) => item.id === id)).toMatchObject({
      state: "done",
      kind: "test",
    });
    const meera = await send("GET", API.assignmentsDue, c.pupils.meera.token);
    expect(meera.json().items.map((item: { id: string }) => item.id)).not.toContain(id);
  });

  it("filtered by state, sorted by state or level, paged on the server", async () => {
    const done = await table(c.tokens.teacherB, id, "?state=done");
    expect(done.items.map((row: { name: string }) => row.name)).toEqual(["Asha Verma"]);
    expect(done.total).toBe(1);
    const byState = await table(c.tokens.teacherB, id, "?sort=state&order=asc");
    expect(byState.items.map((row: { state: string }) => row.state)).toEqual(["inProgress", "done"]);
    // The page carries the filtered total; a page past the end still says how many there are.
    const first = await table(c.tokens.teacherB, id, "?limit=25&page=1");
    expect([first.items.length, first.total]).toEqual([2, 2]);
    const beyond = await table(c.tokens.teacherB, id, "?limit=25&page=3");
    expect([beyond.items.length, beyond.total]).toEqual([0, 2]);
    const none = await table(c.tokens.teacherB, id, "?search=nobody");
    expect([none.items.length, none.total]).toEqual([0, 0]);
    const search = await table(c.tokens.teacherB, id, "?search=ravi");
    expect(search.items.map((row: { name: string }) => row.name)).toEqual(["Ravi Kumar"]);
    const bad = await send("GET", `${apiPath.assignmentChildren(id)}?sort=secret`, c.tokens.teacherB);
    expect(bad.statusCode).toBe(400);
    const badState = await send("GET", `${apiPath.assignmentChildren(id)}?state=lost`, c.tokens.teacherB);
    expect(badState.statusCode).toBe(400);
  });

  it("a lesson page is done when opened on or after the start day", async () => {
    const lesson = await c.assigned(c.tokens.teacherB, { section: "B", resourceId: c.set.lesson });
    const opened = await send("POST", API.progressOpened, c.pupils.ravi.token, { resourceId: c.set.lesson });
    expect(opened.statusCode, opened.body).toBeLessThan(300);
    expect(statesOf(await table(c.tokens.teacherB, lesson))).toEqual({
      "Asha Verma": "notStarted",
      "Ravi Kumar": "done",
    });
  });

  it("a set done offline counts when its answers sync (the sitting keeps the phone's time)", async () => {
    const offline = await c.assigned(c.tokens.teacherB, { section: "B", resourceId: c.set.practice });
    const attemptId = randomUUID();
    const answeredAt = new Date().toISOString();
    const sync = await c.practice.sync(
      c.pupils.ravi.token,
      ["add", "sub"].map((itemId) => ({
        attemptId,
        resourceId: c.set.practice,
        itemId,
        answer: "5",
        clientAnswerId: randomUUID(),
        answeredAt,
      })),
    );
    expect(sync.statusCode, sync.body).toBe(200);
    expect(sync.json().results.every((r: { accepted: boolean }) => r.accepted)).toBe(true);
    expect(statesOf(await table(c.tokens.teacherB, offline))["Ravi Kumar"]).toBe("done");
  });

  it("past its due day: not done is overdue, and not begun is the needs-help rule the teacher's list names", async () => {
    const late = await c.assigned(c.tokens.teacherAll, {
      resourceId: c.set.practice,
      startsOn: dayFromToday(-10),
      dueOn: dayFromToday(-3),
    });
    const page = await table(c.tokens.teacherAll, late);
    // Ravi practised it to the end offline (above, today): done counts after the due day too.
    expect(statesOf(page)).toEqual({
      "Asha Verma": "overdue",
      "Meera Shah": "overdue",
      "Ravi Kumar": "done",
    });
    const results = await c.practice.results(c.tokens.teacherB, c.course.id, 6);
    expect(results.statusCode, results.body).toBe(200);
    const rule = results
      .json()
      .needsHelp.filter((entry: { reason: string }) => entry.reason === "notStartedByDue");
    // 6 B's teacher reads 6 B's pupils only: Asha, not Meera.
    expect(rule).toEqual([
      expect.objectContaining({ name: "Asha Verma", since: dayFromToday(-3), resourceId: c.set.practice }),
    ]);
    const mine = await send("GET", API.myClasses, c.tokens.teacherB);
    expect(mine.json().classes[0]).toMatchObject({ overdue: 1, needHelp: 1 });
    expect(mine.json().classes[0].dueSoon).toBeGreaterThan(0);
    const due = await send("GET", API.assignmentsDue, c.pupils.asha.token);
    expect(due.json().items[0]).toMatchObject({ id: late, state: "overdue" });
    // A parent's view of Asha reads the same list (what is not done), overdue marked.
    const forParent = await dueOfStudent(env.db, c.pupils.asha.studentId);
    expect(forParent.items).toEqual(due.json().items);
    const week = await childWeek(
      env.db,
      { id: c.pupils.asha.studentId, name: "Asha Verma", class: 6, section: "B", schoolName: "" },
      new Date(Date.now() - 7 * 86_400_000),
      new Date(),
    );
    expect(week.due).toContainEqual(expect.objectContaining({ overdue: true, dueOn: dayFromToday(-3) }));
    expect(week.due.length).toBe(forParent.items.filter((item) => item.state !== "done").length);
  });
});

describe("nudges and the export", () => {
  it("a nudge is a notice on the child's due list and a mail to a parent on record, with its audit event", async () => {
    const id = await c.assigned(c.tokens.teacherB, { section: "B", resourceId: c.set.practice });
    await c.parentOnRecord(c.pupils.asha.studentId, "asha.parent@example.org");
    const res = await send("POST", apiPath.assignmentNudge(id), c.tokens.teacherB, {});
    expect(res.statusCode, res.body).toBe(200);
    // Ravi had done it offline already: only Asha is nudged.
    expect(res.json().count).toBe(1);
    const due = await send("GET", API.assignmentsDue, c.pupils.asha.token);
    expect(due.json().items.find((item: { id: string }) => item.id === id).nudgedAt).not.toBeNull();
    const mail = await env.db.select().from(mailOutbox).where(eq(mailOutbox.to, "asha.parent@example.org"));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain("Asha Verma");
    expect(mail[0]?.text).toContain("याद दिला रहे हैं");
    const events = await auditRowsOf(env.db, "assignment.nudged", id);
    expect(events[0]?.detail).toEqual({ children: 1, mails: 1 });
    // A child of another section, by 6 B's teacher: 404, and nothing is written.
    const stranger = await send("POST", apiPath.assignmentNudge(id), c.tokens.teacherB, {
      studentIds: [c.pupils.meera.studentId],
    });
    expect(stranger.statusCode).toBe(404);
  });

  it("the export is a real .xlsx of the table, in the reader's language", async () => {
    const id = await c.assigned(c.tokens.teacherB, { section: "B", resourceId: c.set.test });
    for (const [lang, header, state] of [
      ["en", "Name", "Done"],
      ["hi", "नाम", "पूरा"],
    ] as const) {
      const res = await send("GET", `${apiPath.assignmentExport(id)}?lang=${lang}`, c.tokens.teacherB);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("spreadsheetml");
      const book = read(res.rawPayload, { type: "buffer" });
      const rows = utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0] ?? ""] ?? {}, { header: 1 });
      expect(rows[4]?.[0]).toBe(header);
      expect(rows.slice(5).map((row) => row[0])).toEqual(["Asha Verma", "Ravi Kumar"]);
      expect(rows[5]?.[2]).toBe(state);
    }
  });

  it("another class's teacher, another section's teacher on a section's assignment, another school: 404", async () => {
    const id = await c.assigned(c.tokens.teacherB, { section: "B", resourceId: c.set.practice });
    for (const token of c.outsidersOfB) {
      for (const [method, url] of [
        ["GET", apiPath.assignmentChildren(id)],
        ["GET", apiPath.assignmentExport(id)],
        ["POST", apiPath.assignmentNudge(id)],
      ] as const) {
        const res = await send(method, url, token, method === "POST" ? {} : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
      const list = await send("GET", API.assignments, token);
      expect(list.body).not.toContain(id);
    }
  });
});
