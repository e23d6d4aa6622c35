import {
  type TeacherTestSave,
  type TestSlot,
  type teacherTestSaveSchema,
  testSlotsSchema,
} from "@ganit/contracts";
import { freshSeed } from "@ganit/contracts/practice/index";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { requireAccess, requireSchool } from "../../access/index.ts";
import { auditCaller, type RequestMeta } from "../../audit/audit.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { assignments, practiceTests } from "../../db/schema.ts";
import { badRequest, HttpError, notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import {
  deleteTeacherTest,
  insertTeacherTest,
  sittingsOfTest,
  type TeacherTestFields,
  updateTeacherTest,
} from "../practice/index.ts";
import { skillOfSlot, skillsOfScope } from "./skills.ts";

type SaveBody = z.output<typeof teacherTestSaveSchema>;

/**
 * What is saved of a test, checked against the chapters' skills as they are now: each slot's skill
 * and set one of the chosen chapters' (else 400), its step one the set has; with `fixAll`, every slot
 * without a seed is given one, so every child gets the same numbers.
 */
async function checkedFields(db: DbOrTx, caller: SessionUser, input: TeacherTestSave) {
  const body = input as SaveBody;
  const skills = await skillsOfScope(db, caller, body);
  const slots: TestSlot[] = body.slots.map((slot) => {
    skillOfSlot(skills, slot);
    const seed = slot.seed ?? (body.fixAll ? freshSeed() : undefined);
    return {
      skillId: slot.skillId,
      resourceId: slot.resourceId,
      step: slot.step,
      ...(seed === undefined ? {} : { seed }),
    };
  });
  const fields: TeacherTestFields = {
    courseId: body.courseId,
    classNumber: body.classNumber,
    chapterIds: [...new Set(body.chapterIds)],
    title: body.title,
    timeLimitMinutes: body.timeLimitMinutes ?? null,
    slots,
  };
  return fields;
}

const detailOf = (fields: TeacherTestFields) => ({
  title: fields.title,
  classNumber: fields.classNumber,
  questions: fields.slots.length,
  timeLimitMinutes: fields.timeLimitMinutes,
});

/** POST /api/teacher-tests: the test and its audit event, in one transaction. */
export async function createTeacherTest(
  db: Db,
  caller: SessionUser,
  input: TeacherTestSave,
  meta: RequestMeta,
): Promise<string> {
  const schoolId = requireSchool(caller);
  const fields = await checkedFields(db, caller, input);
  return db.transaction(async (tx) => {
    const id = await insertTeacherTest(tx, { ...fields, schoolId, authorUserId: caller.id });
    await auditCaller(tx, caller, meta, {
      action: "test.created",
      target: { type: "test", id },
      detail: detailOf(fields),
    });
    return id;
  });
}

const sameSlots = (a: readonly TestSlot[], b: readonly TestSlot[]) =>
  JSON.stringify(
    a.map(({ skillId, resourceId, step, seed }) => [skillId, resourceId, step, seed ?? null]),
  ) ===
  JSON.stringify(b.map(({ skillId, resourceId, step, seed }) => [skillId, resourceId, step, seed ?? null]));

/** The row of a test the caller may change, locked for the transaction; another's: 404. */
async function changeable(tx: DbOrTx, caller: SessionUser, id: string) {
  await requireAccess(tx, { caller, permission: "test.update", ids: [id], lock: "update" });
  const [row] = await tx.select().from(practiceTests).where(eq(practiceTests.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * PUT /api/teacher-tests/{id}: the whole test as sent, checked as when made. Children who sat it
 * answered its questions in their places: once it has a sitting its questions stay (409), its title
 * and time limit may still change. Its course class stays (another class's test is another test).
 */
export async function changeTeacherTest(
  db: Db,
  caller: SessionUser,
  id: string,
  input: TeacherTestSave,
  meta: RequestMeta,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await changeable(tx, caller, id);
    if (row.courseId !== input.courseId || row.classNumber !== Number(input.classNumber))
      throw badRequest("badRequest");
    const fields = await checkedFields(tx, caller, input);
    const before = testSlotsSchema.parse(row.slots);
    if (!sameSlots(before, fields.slots) && (await sittingsOfTest(tx, id)) > 0)
      throw new HttpError(409, "teacherTestHasSittings");
    await updateTeacherTest(tx, id, fields);
    await auditCaller(tx, caller, meta, {
      action: "test.updated",
      target: { type: "test", id },
      detail: detailOf(fields),
    });
  });
}

/**
 * DELETE /api/teacher-tests/{id}: only a test nobody has sat and no assignment names (409 otherwise):
 * a sitting's answers are a child's record, and an assignment's children would lose their work.
 */
export async function removeTeacherTest(db: Db, caller: SessionUser, id: string, meta: RequestMeta) {
  await db.transaction(async (tx) => {
    const row = await changeable(tx, caller, id);
    if ((await sittingsOfTest(tx, id)) > 0) throw new HttpError(409, "teacherTestHasSittings");
    const [assigned] = await tx
      .select({ id: assignments.id })
      .from(assignments)
      .where(eq(assignments.testId, id))
      .limit(1);
    if (assigned) throw new HttpError(409, "teacherTestAssigned");
    await deleteTeacherTest(tx, id);
    await auditCaller(tx, caller, meta, {
      action: "test.deleted",
      target: { type: "test", id },
      detail: { title: row.title, classNumber: row.classNumber },
    });
  });
}
