import { API, type AuditAction, apiPath } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { assignments, practiceAttempts, teachers } from "../../db/schema.ts";
import { auditRowsOf } from "../../test/audit.ts";
import { requester, useTestEnv } from "../../test/session.ts";
import { childWeek } from "../parents/child-week.ts";
import { dueOfStudent } from "./due.ts";
import { dayFromToday, useClassroom } from "./test-classroom.ts";

/** Editing and withdrawing assignments, and the school office's part, over real HTTP on PGlite. */
const env = useTestEnv({ LOG_LEVEL: process.env.DEBUG_LOG ?? "silent" });
const c = useClassroom(env);
const send = requester(env);

const edit = (token: string, id: string, body: Record<string, unknown>) =>
  send("PUT", apiPath.assignment(id), token, { startsOn: dayFromToday(0), dueOn: dayFromToday(5), ...body });

const dueIds = async (token: string) => {
  const res = await send("GET", API.assignmentsDue, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((item: { id: string }) => item.id) as string[];
};
const tableNames = async (token: string, id: string) => {
  const res = await send("GET", apiPath.assignmentChildren(id), token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((row: { name: string }) => row.name) as string[];
};
const events = (action: AuditAction, id: string) => auditRowsOf(env.db, action, id);
const listIds = async (token: string, query = "") => {
  const res = await send("GET", `${API.assignments}${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((a: { id: string }) => a.id) as string[];
};

describe("editing an assignment", () => {
  it("title, days and chosen children change; the child's due list and the table follow; audited", async () => {
    const id = await c.assigned(c.tokens.teacherB, { section: "B", resourceId: c.set.practice });
    // Asha practises it first: leaving her out must keep her answers.
    const started = await c.practice.start(c.pupils.asha.token, c.set.practice);
    expect(started.statusCode, started.body).toBe(201);
    const res = await edit(c.tokens.teacherB, id, {
      title: "  Counting,  before Friday ",
      section: "B",
      studentIds: [c.pupils.ravi.studentId],
      dueOn: dayFromToday(6),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().assignment).toMatchObject({
      title: "Counting, before Friday",
      dueOn: dayFromToday(6),
      chosen: 1,
      children: 1,
      editable: true,
      withdrawnAt: null,
    });
    expect(await tableNames(c.tokens.teacherB, id)).toEqual(["Ravi Kumar"]);
    expect(await dueIds(c.pupils.asha.token)).not.toContain(id);
    const ravi = await send("GET", API.assignmentsDue, c.pupils.ravi.token);
    expect(ravi.json().items.find((item: { id: string }) => item.id === id)).toMatchObject({
      title: "Counting, before Friday",
      dueOn: dayFromToday(6),
    });
    const kept = await env.db
      .select()
      .from(practiceAttempts)
      .where(eq(practiceAttempts.id, started.json().attemptId));
    expect(kept).toHaveLength(1);
    const [event] = await events("assignment.updated", id);
    expect(event?.detail).toMatchObject({ title: "changed", children: 1, removedChildren: null });
    // Back to the whole section, the resource's own title (empty): Asha has it again, one child fewer removed.
    const back = await edit(c.tokens.teacherB, id, { title: "", section: "B" });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().assignment).toMatchObject({ chosen: null, children: 2 });
    expect(back.json().assignment.title).not.toBe("Counting, before Friday");
    expect(await dueIds(c.pupils.asha.token)).toContain(id);
    expect(await events("assignment.updated", id)).toHaveLength(2);
  });

  it("the rules of assigning: dates in order, the teacher's own section, children of the class; nothing written", async () => {
    const id = await c.assigned(c.tokens.teacherB, { section: "B", resourceId: c.set.practice });
    const order = await edit(c.tokens.teacherB, id, {
      section: "B",
      startsOn: dayFromToday(4),
      dueOn: dayFromToday(2),
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().key).toBe("dateRangeInvalid");
    const long = await edit(c.tokens.teacherB, id, { section: "B", title: "x".repeat(10_000) });
    expect(long.statusCode).toBe(400);
    for (const body of [
      { section: "A" },
      { section: null },
      { section: "B", studentIds: [c.pupils.meera.studentId] },
    ]) {
      const res = await edit(c.tokens.teacherB, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
    }
    const [row] = await env.db.select().from(assignments).where(eq(assignments.id, id));
    expect(row).toMatchObject({ section: "B", chosen: false, dueOn: dayFromToday(3), title: null });
    expect(await events("assignment.updated", id)).toHaveLength(0);
  });

  it("another section's teacher, another class's, another school's: 404; a section's teacher reads the whole class's but cannot change it", async () => {
    const id = await c.assigned(c.tokens.teacherB, { section: "B", resourceId: c.set.test });
    for (const token of c.outsidersOfB) {
      expect((await edit(token, id, { section: "B" })).statusCode).toBe(404);
      expect((await send("POST", apiPath.assignmentWithdraw(id), token)).statusCode).toBe(404);
    }
    const whole = await c.assigned(c.tokens.teacherAll, { resourceId: c.set.test });
    const read = await send("GET", apiPath.assignmentChildren(whole), c.tokens.teacherB);
    expect(read.json().assignment.editable).toBe(false);
    expect((await edit(c.tokens.teacherB, whole, { section: "B" })).statusCode).toBe(404);
    expect((await send("POST", apiPath.assignmentWithdraw(whole), c.tokens.teacherB)).statusCode).toBe(404);
    // The whole class's teacher may narrow it to a section.
    const narrowed = await edit(c.tokens.teacherAll, whole, { section: "a" });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    expect(narrowed.json().assignment).toMatchObject({ section: "A", children: 1 });
  });
});

describe("withdrawing an assignment", () => {
  it("due to nobody (child, parent), hidden from the list but for its filter, audited once; then 409", async () => {
    const id = await c.assigned(c.tokens.teacherB, {
      section: "B",
      resourceId: c.set.lesson,
      startsOn: dayFromToday(-6),
      dueOn: dayFromToday(-1),
    });
    expect(await dueIds(c.pupils.asha.token)).toContain(id);
    expect((await dueOfStudent(env.db, c.pupils.asha.studentId)).items.map((i) => i.id)).toContain(id);
    const res = await send("POST", apiPath.assignmentWithdraw(id), c.tokens.teacherB);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().assignment.withdrawnAt).not.toBeNull();
    expect(res.json().assignment.editable).toBe(false);
    expect(await dueIds(c.pupils.asha.token)).not.toContain(id);
    // The parent's views: the due list and the week's summary.
    expect((await dueOfStudent(env.db, c.pupils.asha.studentId)).items.map((i) => i.id)).not.toContain(id);
    const week = await childWeek(
      env.db,
      { id: c.pupils.asha.studentId, name: "Asha Verma", class: 6, section: "B", schoolName: "" },
      new Date(Date.now() - 7 * 86_400_000),
      new Date(),
    );
    expect(week.due).not.toContainEqual(expect.objectContaining({ dueOn: dayFromToday(-1) }));
    // Nobody needs help with withdrawn work.
    const results = await c.practice.results(c.tokens.teacherB, c.course.id, 6);
    expect(results.json().needsHelp).not.toContainEqual(
      expect.objectContaining({ reason: "notStartedByDue", since: dayFromToday(-1) }),
    );
    expect(await listIds(c.tokens.teacherB)).not.toContain(id);
    expect(await listIds(c.tokens.teacherB, "?show=withdrawn")).toContain(id);
    expect(await tableNames(c.tokens.teacherB, id)).toEqual(["Asha Verma", "Ravi Kumar"]);
    for (const again of [
      await send("POST", apiPath.assignmentWithdraw(id), c.tokens.teacherB),
      await edit(c.tokens.teacherB, id, { section: "B" }),
      await send("POST", apiPath.assignmentNudge(id), c.tokens.teacherB, {}),
    ]) {
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json().key).toBe("assignmentIsWithdrawn");
    }
    expect(await events("assignment.withdrawn", id)).toHaveLength(1);
    expect((await send("GET", `${API.assignments}?show=gone`, c.tokens.teacherB)).statusCode).toBe(400);
  });
});

describe("the school office", () => {
  it("assigns to any class, lists every teacher's (by class, by teacher), edits and withdraws them", async () => {
    const byTeacher = await c.assigned(c.tokens.teacherB, { section: "B", resourceId: c.set.practice });
    const own = await c.assigned(c.tokens.school, { section: "A", resourceId: c.set.test });
    const [row] = await env.db
      .select({ teacherId: teachers.id })
      .from(assignments)
      .innerJoin(teachers, eq(teachers.userId, assignments.createdByUserId))
      .where(eq(assignments.id, byTeacher));
    const teacherId = row?.teacherId ?? "";
    const mine = await listIds(c.tokens.school, `?teacherId=${teacherId}&limit=50`);
    expect(mine).toContain(byTeacher);
    expect(mine).not.toContain(own);
    const six = await listIds(c.tokens.school, "?class=6&limit=50");
    expect(six).toEqual(expect.arrayContaining([byTeacher, own]));
    const list = await send("GET", `${API.assignments}?teacherId=${teacherId}`, c.tokens.school);
    expect(list.json().items[0].createdBy).toEqual(expect.any(String));
    const edited = await edit(c.tokens.school, byTeacher, { section: null, title: "Everyone counts" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().assignment).toMatchObject({ section: null, children: 3, title: "Everyone counts" });
    expect(await dueIds(c.pupils.meera.token)).toContain(byTeacher);
    expect((await send("POST", apiPath.assignmentWithdraw(own), c.tokens.school)).statusCode).toBe(200);
    expect(await dueIds(c.pupils.meera.token)).not.toContain(own);
    const [event] = await events("assignment.withdrawn", own);
    expect(event?.actorUserId).toEqual(expect.any(String));
    // Another school's office sees none of it.
    expect(await listIds(c.tokens.otherSchool, "?limit=50")).not.toContain(byTeacher);
  });

  it("the classes each may assign to: the office every class and section, a section's teacher their section", async () => {
    const office = await send("GET", API.assignmentClasses, c.tokens.school);
    expect(office.statusCode, office.body).toBe(200);
    const six = office.json().items.find((k: { classNumber: number }) => k.classNumber === 6);
    expect(six).toMatchObject({ whole: true, sections: ["A", "B"] });
    expect(office.json().items.map((k: { classNumber: number }) => k.classNumber)).toEqual([5, 6]);
    const teacher = await send("GET", API.assignmentClasses, c.tokens.teacherB);
    expect(teacher.json().items).toEqual([
      expect.objectContaining({ classNumber: 6, whole: false, sections: ["B"] }),
    ]);
    const other = await send("GET", API.assignmentClasses, c.tokens.otherSchool);
    expect(other.json().items).toEqual([expect.objectContaining({ classNumber: 6, sections: [] })]);
  });
});
