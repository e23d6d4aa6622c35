import { randomUUID } from "node:crypto";
import {
  type AssignmentCreate,
  type AssignmentKind,
  type AssignmentOptions,
  type assignmentCreateSchema,
  sectionSchema,
  TEACHER_ONLY_RESOURCE_TYPES,
} from "@ganit/contracts";
import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { accessible, requireAccess, requireSchool, requireSchoolClass } from "../../access/index.ts";
import { auditCaller, type RequestMeta } from "../../audit/audit.ts";
import type { DbOrTx } from "../../db/client.ts";
import {
  assignmentChildren,
  assignments,
  courseLevels,
  courseResources,
  courseTitles,
  enrolments,
  practiceSets,
  practiceTests,
  purchasedClasses,
  students,
  teacherClasses,
  teachers,
  users,
} from "../../db/schema.ts";
import { badRequest, HttpError, notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { resourcesOfClass } from "../courses/index.ts";
import { fillAssignmentWork } from "./work.ts";

type CreateBody = z.output<typeof assignmentCreateSchema>;
/** Who an assignment is for: a course class, its section (null: the whole class). */
export type Target = { courseId: string; classNumber: number; section?: string | null };

/** What a resource is when assigned: a set in quiz mode is test-like, any other set practice, else a lesson. */
const kindOf = (mode: string | null): AssignmentKind =>
  mode === null ? "lesson" : mode === "quiz" ? "test" : "practice";

const TEACHER_ONLY: readonly string[] = TEACHER_ONLY_RESOURCE_TYPES;

/** The resources of a class a student sees, in catalogue order, each with its set's mode (null: none). */
async function assignableResources(db: DbOrTx, courseId: string, classNumber: number) {
  const rows = await resourcesOfClass(
    db
      .select({
        resourceId: courseResources.id,
        type: courseResources.type,
        title: courseTitles.title,
        levelName: courseLevels.levelName,
        mode: practiceSets.mode,
      })
      .from(courseResources)
      .leftJoin(practiceSets, eq(practiceSets.resourceId, courseResources.id))
      .$dynamic(),
    courseId,
    classNumber,
  );
  return rows.filter((row) => !TEACHER_ONLY.includes(row.type));
}

/**
 * The class (and section) an assignment is given to must be the caller's: the school's own class;
 * for a teacher, one they teach whole, or the section they teach. Anything else is 404.
 */
export async function requireTarget(db: DbOrTx, caller: SessionUser, body: Target) {
  const { courseName } = await requireSchoolClass(db, caller, body.courseId, body.classNumber);
  if (caller.role !== "teacher") return courseName;
  const section = body.section ?? null;
  const [row] = await db
    .select({ id: teacherClasses.id })
    .from(teacherClasses)
    .innerJoin(teachers, eq(teachers.id, teacherClasses.teacherId))
    .where(
      and(
        eq(teachers.userId, caller.id),
        eq(teacherClasses.courseId, body.courseId),
        eq(teacherClasses.classNumber, body.classNumber),
        section === null
          ? isNull(teacherClasses.section)
          : or(isNull(teacherClasses.section), eq(teacherClasses.section, section)),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return courseName;
}

/** Chosen children: each a pupil the caller reaches, enrolled in the class (and in the section). */
export async function requireChildren(db: DbOrTx, caller: SessionUser, body: Target, ids: string[]) {
  await requireAccess(db, { caller, permission: "student.read", ids });
  const found = await db
    .select({ id: students.id })
    .from(students)
    .innerJoin(enrolments, eq(enrolments.studentId, students.id))
    .innerJoin(purchasedClasses, eq(purchasedClasses.id, enrolments.purchasedClassId))
    .where(
      and(
        inArray(students.id, ids),
        eq(enrolments.courseId, body.courseId),
        eq(enrolments.classNumber, body.classNumber),
        eq(purchasedClasses.schoolId, requireSchool(caller)),
        body.section ? eq(students.section, body.section) : undefined,
      ),
    );
  if (found.length !== ids.length) throw notFound();
}

/** The mode of a resource of the class a student sees (null: no set, a lesson), or 400. */
async function assignableMode(db: DbOrTx, body: Target, resourceId: string | undefined) {
  const resources = await assignableResources(db, body.courseId, body.classNumber);
  const resource = resources.find((r) => r.resourceId === resourceId);
  if (!resource) throw badRequest("assignmentNotAssignable");
  return resource.mode;
}

/**
 * A teacher's test given as work (docs/adr/0694): one the caller reaches (`test.read`: another
 * school's, another class's teacher's: 404), of the class it is given to (else 400). It is a test.
 */
async function requireClassTest(db: DbOrTx, caller: SessionUser, body: Target, testId: string) {
  await requireAccess(db, { caller, permission: "test.read", ids: [testId] });
  const [test] = await db
    .select({ courseId: practiceTests.courseId, classNumber: practiceTests.classNumber })
    .from(practiceTests)
    .where(eq(practiceTests.id, testId));
  if (test?.courseId !== body.courseId || test.classNumber !== body.classNumber)
    throw badRequest("assignmentNotAssignable");
  return "test" as const;
}

/** A section as sent, in its one normalised form (null: the whole class); a bad one is a 400. */
export function normalisedSection(input: string | null | undefined): string | null {
  const section = sectionSchema.safeParse(input ?? null);
  if (!section.success) throw new HttpError(400, "sectionInvalid", { fields: { section: "sectionInvalid" } });
  return section.data ?? null;
}

/** POST /api/assignments: the assignment, its chosen children and its audit event, in one transaction. */
export async function createAssignment(
  db: DbOrTx,
  caller: SessionUser,
  input: AssignmentCreate,
  meta: RequestMeta,
): Promise<string> {
  const body = { ...(input as CreateBody), section: normalisedSection(input.section) };
  const schoolId = requireSchool(caller);
  const courseName = await requireTarget(db, caller, body);
  const chosen = [...new Set(body.studentIds ?? [])];
  if (chosen.length) await requireChildren(db, caller, body, chosen);
  const kind = body.testId
    ? await requireClassTest(db, caller, body, body.testId)
    : kindOf(await assignableMode(db, body, body.resourceId));
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(assignments).values({
      id,
      schoolId,
      courseId: body.courseId,
      classNumber: body.classNumber,
      section: body.section ?? null,
      resourceId: body.resourceId ?? null,
      testId: body.testId ?? null,
      kind,
      chosen: chosen.length > 0,
      startsOn: body.startsOn,
      dueOn: body.dueOn,
      createdByUserId: caller.id,
    });
    if (chosen.length)
      await tx
        .insert(assignmentChildren)
        .values(chosen.map((studentId) => ({ assignmentId: id, studentId })));
    // Work the school's children did since the start day counts already (docs/adr/0723).
    await fillAssignmentWork(tx, [id]);
    await auditCaller(tx, caller, meta, {
      action: "assignment.created",
      target: { type: "assignment", id },
      detail: {
        course: courseName,
        classNumber: body.classNumber,
        section: body.section ?? null,
        children: chosen.length || null,
        dueOn: body.dueOn,
      },
    });
  });
  return id;
}

/** GET /api/assignments/options: a class's assignable resources and the pupils the caller reaches. */
export async function assignmentOptions(
  db: DbOrTx,
  caller: SessionUser,
  courseId: string,
  classNumber: number,
): Promise<AssignmentOptions> {
  await requireSchoolClass(db, caller, courseId, classNumber);
  const resources = await assignableResources(db, courseId, classNumber);
  const pupils = await db
    .select({ studentId: students.id, name: users.name, section: students.section })
    .from(enrolments)
    .innerJoin(purchasedClasses, eq(purchasedClasses.id, enrolments.purchasedClassId))
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(
      and(
        eq(purchasedClasses.schoolId, requireSchool(caller)),
        eq(purchasedClasses.courseId, courseId),
        eq(purchasedClasses.classNumber, classNumber),
        accessible(caller, "student.read"),
      ),
    )
    .orderBy(asc(students.sortName), asc(students.id));
  const tests = await db
    .select({
      testId: practiceTests.id,
      title: sql<string>`coalesce(${practiceTests.title}, '')`,
      questions: sql<number>`cast(jsonb_array_length(${practiceTests.slots}) as integer)`,
    })
    .from(practiceTests)
    .where(
      and(
        accessible(caller, "test.read"),
        eq(practiceTests.courseId, courseId),
        eq(practiceTests.classNumber, classNumber),
      ),
    )
    .orderBy(desc(practiceTests.updatedAt), asc(practiceTests.id))
    .limit(50);
  return {
    resources: resources.map(({ mode, type: _type, ...r }) => ({ ...r, kind: kindOf(mode) })),
    pupils,
    tests: tests.map((test) => ({ ...test, questions: Number(test.questions) })),
  };
}
