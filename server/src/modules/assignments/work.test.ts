import { randomUUID } from "node:crypto";
import { API, apiPath } from "@ganit/contracts";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { assignmentStanding, assignments, assignmentWork, enrolments, students } from "../../db/schema.ts";
import { createTestUser, login } from "../../test/factories.ts";
import { requester, useTestEnv } from "../../test/session.ts";
import { pupilWithToken } from "../course-access/test-helpers.ts";
import { doneSql, joinChildren, notBegunSql } from "./children.ts";
import { dayFromToday, useClassroom } from "./test-classroom.ts";
import { derivedBegunSql, derivedDoneSql } from "./work.ts";

/**
 * The stored state of each child in each assignment (`assignment_work`, docs/adr/0723) never
 * drifts from the rule of docs/adr/0662 evaluated over the work itself: after every kind of event
 * (a sitting begun, answered, finished, un-finished by a variant, adopted offline; a lesson opened or
 * marked done; an assignment created over earlier work, edited, withdrawn; a child moved into the
 * section or enrolled later), every pair of the school is compared, and the tables say what the
 * rule says. Real HTTP on PGlite.
 */
const env = useTestEnv({ LOG_LEVEL: process.env.DEBUG_LOG ?? "silent" });
const c = useClassroom(env);
beforeAll(async () => {
  // The quiz becomes one generated question: a second miss issues a variant, so a sitting whose
  // every question had its first answer has one more to answer (done, then not, then done again).
  const admin = await createTestUser(env.db, { role: "admin" });
  const saved = await c.practice.putSet(await login(env.app, admin.username), c.set.test, {
    mode: "quiz",
    mastery: { rule: "recent", n: 2, m: 2 },
    items: [],
    generators: [{ generator: "times11", count: 1 }],
  });
  expect(saved.statusCode, saved.body).toBe(200);
});

const send = requester(env);

/** Every pair of the school where the stored state and the rule disagree (none, always). */
async function drift() {
  const rows = await env.db
    .select({
      assignmentId: assignments.id,
      studentId: students.id,
      derivedDone: sql<boolean>`${derivedDoneSql}`,
      derivedBegun: sql<boolean>`(${derivedDoneSql} or (${assignments.kind} <> 'lesson' and ${derivedBegunSql}))`,
      storedDone: sql<boolean>`${assignmentWork.doneAt} is not null`,
      storedBegun: sql<boolean>`${assignmentWork.studentId} is not null`,
    })
    .from(assignments)
    .innerJoin(students, eq(students.schoolId, assignments.schoolId))
    .leftJoin(
      assignmentWork,
      sql`${assignmentWork.assignmentId} = ${assignments.id} and ${assignmentWork.studentId} = ${students.id}`,
    );
  const work = rows.filter((r) => r.derivedDone !== r.storedDone || r.derivedBegun !== r.storedBegun);
  return [...work, ...(await standingDrift())];
}

/**
 * Every enrolled child and course class whose stored standing (docs/adr/0738) disagrees with the
 * states the teacher's table reads (children.ts: who an assignment reaches through the enrolments,
 * done and not begun probed per assignment): the earliest due day of work not done, and not begun.
 */
async function standingDrift() {
  const derived = await joinChildren(
    env.db
      .select({
        studentId: students.id,
        courseId: assignments.courseId,
        classNumber: assignments.classNumber,
        openFrom: sql<string | null>`(min(${assignments.dueOn}) filter (where not ${doneSql}))::text`,
        unbegunFrom: sql<string | null>`(min(${assignments.dueOn}) filter (where ${notBegunSql}))::text`,
      })
      .from(assignments)
      .$dynamic(),
  )
    .where(isNull(assignments.withdrawnAt))
    .groupBy(students.id, assignments.courseId, assignments.classNumber);
  const stored = await env.db
    .select({
      studentId: assignmentStanding.studentId,
      courseId: assignmentStanding.courseId,
      classNumber: assignmentStanding.classNumber,
      openFrom: sql<string | null>`${assignmentStanding.openFrom}::text`,
      unbegunFrom: sql<string | null>`${assignmentStanding.unbegunFrom}::text`,
    })
    .from(assignmentStanding)
    .innerJoin(
      enrolments,
      and(
        eq(enrolments.studentId, assignmentStanding.studentId),
        eq(enrolments.courseId, assignmentStanding.courseId),
        eq(enrolments.classNumber, assignmentStanding.classNumber),
      ),
    );
  const key = (r: { studentId: string; courseId: string; classNumber: number }) =>
    `${r.studentId}:${r.courseId}:${r.classNumber}`;
  const storedBy = new Map(stored.map((r) => [key(r), r]));
  const derivedBy = new Map(derived.map((r) => [key(r), r]));
  const keys = new Set([...storedBy.keys(), ...derivedBy.keys()]);
  return [...keys].flatMap((k) => {
    const want = {
      openFrom: derivedBy.get(k)?.openFrom ?? null,
      unbegunFrom: derivedBy.get(k)?.unbegunFrom ?? null,
    };
    const have = {
      openFrom: storedBy.get(k)?.openFrom ?? null,
      unbegunFrom: storedBy.get(k)?.unbegunFrom ?? null,
    };
    return want.openFrom === have.openFrom && want.unbegunFrom === have.unbegunFrom
      ? []
      : [{ k, want, have }];
  });
}

/** The standing rows there are with a due day in them: the comparison is over real days. */
const standingDays = async () =>
  (await env.db.select().from(assignmentStanding).where(isNotNull(assignmentStanding.openFrom))).length;

/** The stored rows there are: the comparison is over real rows, not an empty table. */
const storedRows = async () => (await env.db.select().from(assignmentWork)).length;

/** Work assigned by the teacher of every section, unless another teacher's token is given. */
const assigned = (body: Record<string, unknown>, token = c.tokens.teacherAll) => c.assigned(token, body);

/** Changes an assignment as its teacher (200, or the test fails). */
async function edited(id: string, body: Record<string, unknown>, token = c.tokens.teacherAll) {
  const res = await send("PUT", apiPath.assignment(id), token, body);
  expect(res.statusCode, res.body).toBe(200);
}

async function statesOf(id: string, token = c.tokens.teacherAll) {
  const res = await send("GET", `${apiPath.assignmentChildren(id)}?limit=100`, token);
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(
    res.json().items.map((row: { name: string; state: string }) => [row.name, row.state]),
  );
}

async function answer(token: string, attemptId: string, itemId: string, value: unknown) {
  const res = await c.practice.answer(token, attemptId, itemId, value);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("the stored state follows every event and agrees with the rule", () => {
  let setAssignment: string;
  let quizAssignment: string;

  it("work done before the assignment was made counts when it is made (since its start day)", async () => {
    const started = await c.practice.start(c.pupils.asha.token, c.set.practice);
    const { attemptId } = started.json();
    for (const itemId of ["add", "sub"]) await answer(c.pupils.asha.token, attemptId, itemId, "5");
    // Due a day before the next one: a child's earliest work not begun, then not done, moves as
    // they begin and finish it (their standing, docs/adr/0738).
    setAssignment = await assigned({ resourceId: c.set.practice, dueOn: dayFromToday(2) });
    // The same set from tomorrow: today's sitting does not count.
    const later = await assigned({ resourceId: c.set.practice, startsOn: dayFromToday(1) });
    expect(await statesOf(setAssignment)).toMatchObject({ "Asha Verma": "done", "Ravi Kumar": "notStarted" });
    expect(await statesOf(later)).toMatchObject({ "Asha Verma": "notStarted" });
    expect(await storedRows()).toBe(1);
    expect(await drift()).toEqual([]);
  });

  it("a sitting begun is in progress; its last first answer makes it done", async () => {
    const started = await c.practice.start(c.pupils.ravi.token, c.set.practice);
    const { attemptId } = started.json();
    expect(await drift()).toEqual([]);
    expect((await statesOf(setAssignment))["Ravi Kumar"]).toBe("inProgress");
    await answer(c.pupils.ravi.token, attemptId, "add", "4");
    await answer(c.pupils.ravi.token, attemptId, "add", "5");
    expect(await drift()).toEqual([]);
    expect((await statesOf(setAssignment))["Ravi Kumar"]).toBe("inProgress");
    await answer(c.pupils.ravi.token, attemptId, "sub", "5");
    expect((await statesOf(setAssignment))["Ravi Kumar"]).toBe("done");
    expect(await drift()).toEqual([]);
  });

  it("a variant issued after the last first answer un-finishes the sitting until it is answered", async () => {
    quizAssignment = await assigned({ resourceId: c.set.test });
    const started = await c.practice.start(c.pupils.meera.token, c.set.test);
    expect(started.statusCode, started.body).toBe(201);
    const { attemptId, items } = started.json();
    const [only] = items as { id: string }[];
    expect(items).toHaveLength(1);
    await answer(c.pupils.meera.token, attemptId, only?.id ?? "", "-1");
    expect((await statesOf(quizAssignment))["Meera Shah"]).toBe("done");
    expect(await drift()).toEqual([]);
    const second = await answer(c.pupils.meera.token, attemptId, only?.id ?? "", "-1");
    expect(second.variant?.id).toBeTruthy();
    expect((await statesOf(quizAssignment))["Meera Shah"]).toBe("inProgress");
    expect(await drift()).toEqual([]);
    await answer(c.pupils.meera.token, attemptId, second.variant.id, "-1");
    expect((await statesOf(quizAssignment))["Meera Shah"]).toBe("done");
    expect(await drift()).toEqual([]);
  });

  it("an offline sitting is adopted with the phone's start time and counts when it syncs", async () => {
    const offline = await assigned({ resourceId: c.set.practice, section: "B" }, c.tokens.teacherB);
    // Asha finished before (today): done already; a sync of a new offline sitting keeps it so.
    const sync = await c.practice.sync(
      c.pupils.ravi.token,
      ["add", "sub"].map((itemId) => ({
        attemptId: randomUUID(),
        resourceId: c.set.practice,
        itemId,
        answer: "5",
        clientAnswerId: randomUUID(),
        answeredAt: new Date().toISOString(),
      })),
    );
    expect(sync.statusCode, sync.body).toBe(200);
    expect(await statesOf(offline, c.tokens.teacherB)).toEqual({
      "Asha Verma": "done",
      "Ravi Kumar": "done",
    });
    expect(await drift()).toEqual([]);
  });

  it("a lesson page opened, or marked done without opening, is done", async () => {
    const lesson = await assigned({ resourceId: c.set.lesson });
    const opened = await send("POST", API.progressOpened, c.pupils.ravi.token, { resourceId: c.set.lesson });
    expect(opened.statusCode, opened.body).toBeLessThan(300);
    const marked = await send("PUT", API.progressDone, c.pupils.meera.token, {
      resourceId: c.set.lesson,
      done: true,
    });
    expect(marked.statusCode, marked.body).toBeLessThan(300);
    expect(await statesOf(lesson)).toEqual({
      "Asha Verma": "notStarted",
      "Meera Shah": "done",
      "Ravi Kumar": "done",
    });
    expect(await drift()).toEqual([]);
  });

  it("a new start day counts other work; a new target changes only whom it reaches", async () => {
    // Moved to tomorrow: today's sittings no longer count.
    await edited(setAssignment, { startsOn: dayFromToday(1), dueOn: dayFromToday(4) });
    expect(await statesOf(setAssignment)).toEqual({
      "Asha Verma": "notStarted",
      "Meera Shah": "notStarted",
      "Ravi Kumar": "notStarted",
    });
    expect(await drift()).toEqual([]);
    // Back to a past start day, due yesterday: the work counts again, and who did nothing is late.
    await edited(setAssignment, { startsOn: dayFromToday(-5), dueOn: dayFromToday(-1) });
    expect(await statesOf(setAssignment)).toEqual({
      "Asha Verma": "done",
      "Meera Shah": "overdue",
      "Ravi Kumar": "done",
    });
    // For section A only, then chosen children: the stored work stays, whom it reaches changes.
    await edited(setAssignment, { section: "A", startsOn: dayFromToday(-5), dueOn: dayFromToday(-1) });
    expect(await statesOf(setAssignment)).toEqual({ "Meera Shah": "overdue" });
    await edited(setAssignment, {
      studentIds: [c.pupils.asha.studentId, c.pupils.meera.studentId],
      startsOn: dayFromToday(-5),
      dueOn: dayFromToday(-1),
    });
    expect(await statesOf(setAssignment)).toEqual({ "Asha Verma": "done", "Meera Shah": "overdue" });
    expect(await drift()).toEqual([]);
  });

  it("a child moved into the section, or enrolled after the assignment was made, reads their own work", async () => {
    const forB = await assigned({ resourceId: c.set.test, section: "B" }, c.tokens.teacherB);
    // The set for 6 A, due three days ago: Meera never began it, so it is her earliest work not
    // done until she leaves the section.
    const forA = await assigned({ resourceId: c.set.practice, section: "A" }, c.tokens.teacherA);
    await edited(
      forA,
      { section: "A", startsOn: dayFromToday(-7), dueOn: dayFromToday(-3) },
      c.tokens.teacherA,
    );
    expect(await drift()).toEqual([]);
    // A day earlier, the start day kept: her standing follows the due day alone.
    await edited(
      forA,
      { section: "A", startsOn: dayFromToday(-7), dueOn: dayFromToday(-4) },
      c.tokens.teacherA,
    );
    expect(await drift()).toEqual([]);
    // Meera (6 A) finished the quiz above; moved to 6 B by the office, the section's assignment
    // shows it.
    const moved = await send("PUT", apiPath.updateStudent(c.pupils.meera.studentId), c.tokens.school, {
      name: "Meera Shah",
      section: "B",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await statesOf(forB, c.tokens.teacherB))["Meera Shah"]).toBe("done");
    expect(await drift()).toEqual([]);
    const late = await pupilWithToken(env.app, env.db, c.schoolId, "Kiran Rao");
    await env.db
      .update(students)
      .set({ classNumber: 6, section: "B" })
      .where(eq(students.id, late.studentId));
    const enrolled = await send(
      "PUT",
      apiPath.addToCourse(late.studentId, c.klass.courseId),
      c.tokens.school,
      {
        classNumber: c.klass.classNumber,
      },
    );
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    expect((await statesOf(forB, c.tokens.teacherB))["Kiran Rao"]).toBe("notStarted");
    expect(await drift()).toEqual([]);
    const started = await c.practice.start(late.token, c.set.test);
    expect(started.statusCode, started.body).toBe(201);
    expect((await statesOf(forB, c.tokens.teacherB))["Kiran Rao"]).toBe("inProgress");
    expect(await drift()).toEqual([]);
    const back = await send("PUT", apiPath.updateStudent(c.pupils.meera.studentId), c.tokens.school, {
      name: "Meera Shah",
      section: "A",
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await drift()).toEqual([]);
    const gone = await send("POST", apiPath.assignmentWithdraw(forA), c.tokens.teacherA);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await drift()).toEqual([]);
  });

  it("a withdrawn assignment keeps its table, and its state still follows the work", async () => {
    const withdrawn = await send("POST", apiPath.assignmentWithdraw(quizAssignment), c.tokens.teacherAll);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const started = await c.practice.start(c.pupils.asha.token, c.set.test);
    const { attemptId, items } = started.json();
    await answer(c.pupils.asha.token, attemptId, (items as { id: string }[])[0]?.id ?? "", "-1");
    expect((await statesOf(quizAssignment))["Asha Verma"]).toBe("done");
    expect(await drift()).toEqual([]);
    expect(await storedRows()).toBeGreaterThan(8);
    expect(await standingDays()).toBeGreaterThan(0);
  });

  it("the teacher's My classes counts from the stored state as the tables do", async () => {
    // The set's assignment is for Asha and Meera, due yesterday: Meera never began it.
    const mine = await send("GET", API.myClasses, c.tokens.teacherAll);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().classes[0]).toMatchObject({ overdue: 1, needHelp: 1 });
  });

  it("a page the admin drops from the course takes its assignments, and the children's standing follows", async () => {
    // Due tomorrow, before anything else Asha has left: her earliest work not done, until it goes.
    await assigned({ resourceId: c.set.lesson, dueOn: dayFromToday(1) });
    expect(await drift()).toEqual([]);
    const admin = await login(env.app, (await createTestUser(env.db, { role: "admin" })).username);
    const read = await send("GET", apiPath.course(c.course.id), admin);
    expect(read.statusCode, read.body).toBe(200);
    type Doc = { classLevels: { levels: { titles: { resources: { _id: string }[] }[] }[] }[] };
    const doc = read.json() as Doc;
    for (const klass of doc.classLevels)
      for (const level of klass.levels)
        for (const title of level.titles)
          title.resources = title.resources.filter((resource) => resource._id !== c.set.lesson);
    const saved = await send("PUT", apiPath.course(c.course.id), admin, doc);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await env.db.select().from(assignments).where(eq(assignments.resourceId, c.set.lesson))).length,
    ).toBe(0);
    expect(await drift()).toEqual([]);
  });
});
