import { randomUUID } from "node:crypto";
import { API } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { guardianConsents, students } from "../../db/schema.ts";
import { createTestSchool, createTestUser, login } from "../../test/factories.ts";
import type { TestEnv } from "../../test/harness.ts";
import { madeBeforeAll, requester } from "../../test/session.ts";
import { setUpAnswered } from "../../test/set-up.ts";
import {
  enableClass,
  enrol,
  makeLessonCourse,
  pupilWithToken,
  teacherWithToken,
} from "../course-access/test-helpers.ts";
import { practiceCalls } from "../practice/test-practice.ts";

/** Two numeric questions: a child who answers both has practised the set to the end. */
export const TWO_SUMS = (mode: "practice" | "quiz") => ({
  mode,
  mastery: { rule: "recent", n: 2, m: 2 },
  items: [
    { id: "add", kind: "numeric", prompt: "$2 + 3$ = ?", answer: "5" },
    { id: "sub", kind: "numeric", prompt: "$9 - 4$ = ?", answer: "5" },
  ],
  generators: [],
});

/**
 * A classroom: school A's Class 6 of a course, pupils Asha and Ravi in 6 B and Meera in 6 A, all
 * enrolled; the worksheet holds a practice set, the quiz a test-like one; a teacher of 6 B, a
 * teacher of all 6, a teacher of another class; school B with a teacher of the same course class.
 */
export async function classroom(env: TestEnv) {
  const course = await makeLessonCourse(env.db, [5, 6]);
  const a = await createTestSchool(env.db);
  const b = await createTestSchool(env.db);
  const schoolId = a.school.id;
  for (const classNumber of [5, 6]) await enableClass(env.db, { schoolId, courseId: course.id, classNumber });
  await enableClass(env.db, { schoolId: b.school.id, courseId: course.id, classNumber: 6 });
  const pupil = async (name: string, section: string) => {
    const who = await pupilWithToken(env.app, env.db, schoolId, name);
    await env.db.update(students).set({ classNumber: 6, section }).where(eq(students.id, who.studentId));
    await enrol(env.db, who.studentId, { schoolId, courseId: course.id, classNumber: 6 });
    return who;
  };
  const asha = await pupil("Asha Verma", "B");
  const ravi = await pupil("Ravi Kumar", "B");
  const meera = await pupil("Meera Shah", "A");
  const klass = { courseId: course.id, classNumber: 6 };
  const teacherB = await teacherWithToken(env.app, env.db, schoolId, [{ ...klass, section: "B" }]);
  const teacherA = await teacherWithToken(env.app, env.db, schoolId, [{ ...klass, section: "A" }]);
  const teacherAll = await teacherWithToken(env.app, env.db, schoolId, [klass]);
  const teacherFive = await teacherWithToken(env.app, env.db, schoolId, [{ ...klass, classNumber: 5 }]);
  const otherTeacher = await teacherWithToken(env.app, env.db, b.school.id, [klass]);
  const school = await login(env.app, a.username);
  const otherSchool = await login(env.app, b.username);

  const admin = await createTestUser(env.db, { role: "admin" });
  const adminToken = await login(env.app, admin.username);
  const practice = practiceCalls(env);
  const set = {
    practice: course.resource(6, "Counting", "worksheet"),
    test: course.resource(6, "Shapes", "quiz"),
    lesson: course.resource(6, "Counting", "pdf"),
    teacherOnly: course.resource(6, "Counting", "video"),
  };
  for (const [resourceId, mode] of [
    [set.practice, "practice"],
    [set.test, "quiz"],
  ] as const) {
    setUpAnswered("set", await practice.putSet(adminToken, resourceId, TWO_SUMS(mode)));
  }

  /** A parent who consented with this address, on record for the pupil. */
  const parentOnRecord = (studentId: string, email: string) =>
    env.db.insert(guardianConsents).values({
      id: randomUUID(),
      studentId,
      guardianEmail: email,
      tokenHash: randomUUID(),
      noticeVersion: "test",
      confirmedAt: new Date(),
    });

  const send = requester(env);
  /** A new assignment of the class by `token`, from today and due in three days unless `body` says. */
  const assign = (token: string, body: Record<string, unknown>) =>
    send("POST", API.assignments, token, {
      ...klass,
      startsOn: dayFromToday(0),
      dueOn: dayFromToday(3),
      ...body,
    });
  /** As `assign`, made (any other answer fails the test): the new assignment's id. */
  const assigned = async (token: string, body: Record<string, unknown>): Promise<string> => {
    const res = await assign(token, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().assignment.id;
  };

  return {
    course,
    schoolId,
    klass,
    set,
    pupils: { asha, ravi, meera },
    tokens: {
      teacherB: teacherB.token,
      teacherA: teacherA.token,
      teacherAll: teacherAll.token,
      teacherFive: teacherFive.token,
      otherTeacher: otherTeacher.token,
      school,
      otherSchool,
    },
    /** Who must not reach an assignment of 6 B: another section's and another class's teachers, another school's. */
    outsidersOfB: [teacherA.token, teacherFive.token, otherTeacher.token, otherSchool],
    practice,
    parentOnRecord,
    assign,
    assigned,
  };
}
export type Classroom = Awaited<ReturnType<typeof classroom>>;

/** The classroom, made once before the file's tests (after useTestEnv's hook). */
export function useClassroom(env: TestEnv): Classroom {
  return madeBeforeAll("the classroom", () => classroom(env));
}

/** An India day `days` from today (negative: past). */
export const dayFromToday = (days: number) => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
};
