import { randomUUID } from "node:crypto";
import type { TeacherClass, TeacherClassesBulkRequest, TeacherClassesRequest } from "@ganit/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { accessible, requireAccess, requireSchool } from "../../access/index.ts";
import { auditCaller, type RequestMeta } from "../../audit/audit.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { courses, purchasedClasses, teacherClasses, teachers } from "../../db/schema.ts";
import { HttpError, said } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";

/**
 * The classes a teacher teaches (`teacher_classes`): the school office sets them on a teacher's row
 * or gives several teachers the same ones; the access rules read them (access/rules.ts).
 */

type ClassInput = { courseId: string; classNumber: number; section?: string | null };

const keyOf = (c: ClassInput) => `${c.courseId}:${c.classNumber}:${c.section ?? ""}`;

const distinct = (classes: readonly ClassInput[]) => [
  ...new Map(classes.map((c) => [keyOf(c), { ...c, section: c.section ?? null }])).values(),
];

/** A teacher's class as the screens show it, and the order they list them in: course, class, section. */
const CLASS_COLUMNS = {
  courseId: teacherClasses.courseId,
  courseName: courses.name,
  classNumber: teacherClasses.classNumber,
  section: teacherClasses.section,
};
const CLASS_ORDER = [
  asc(courses.name),
  asc(teacherClasses.classNumber),
  sql`${teacherClasses.section} nulls first`,
] as const;

/** Each teacher's classes, by teachers id, ordered by course, class and section. */
export async function classesOfTeachers(
  db: DbOrTx,
  teacherIds: readonly string[],
): Promise<Map<string, TeacherClass[]>> {
  const byTeacher = new Map<string, TeacherClass[]>(teacherIds.map((id) => [id, []]));
  if (teacherIds.length === 0) return byTeacher;
  const rows = await db
    .select({ teacherId: teacherClasses.teacherId, ...CLASS_COLUMNS })
    .from(teacherClasses)
    .innerJoin(courses, eq(courses.id, teacherClasses.courseId))
    .where(inArray(teacherClasses.teacherId, [...teacherIds]))
    .orderBy(...CLASS_ORDER);
  for (const { teacherId, ...row } of rows) byTeacher.get(teacherId)?.push(row);
  return byTeacher;
}

/**
 * Classes added to a teacher as they stand (no check that the school has them): the demo loader's
 * and the tests' way in. The office's requests go through the service below.
 */
export async function giveTeacherClasses(
  db: DbOrTx,
  teacher: { userId: string; schoolId: string },
  classes: readonly ClassInput[],
) {
  const [row] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.userId, teacher.userId));
  if (!row) throw new Error("no such teacher");
  if (classes.length === 0) return;
  await db
    .insert(teacherClasses)
    .values(
      distinct(classes).map((c) => ({
        id: randomUUID(),
        teacherId: row.id,
        schoolId: teacher.schoolId,
        ...c,
      })),
    )
    .onConflictDoNothing();
}

/** The caller's own classes (a teacher's), as the dashboard lists them. */
export async function classesOfTeacherAccount(db: DbOrTx, userId: string): Promise<TeacherClass[]> {
  // One round trip: the teacher's row is found by the same statement (My classes waits on this read
  // before it sends the rest). An account that is no teacher has no rows.
  return db
    .select(CLASS_COLUMNS)
    .from(teacherClasses)
    .innerJoin(teachers, eq(teachers.id, teacherClasses.teacherId))
    .innerJoin(courses, eq(courses.id, teacherClasses.courseId))
    .where(eq(teachers.userId, userId))
    .orderBy(...CLASS_ORDER);
}

/**
 * The classes the office names must be classes of its school (either kind, any status): one
 * unknown, and nothing is written (400 naming it).
 */
async function requireSchoolClasses(tx: DbOrTx, caller: SessionUser, classes: readonly ClassInput[]) {
  if (classes.length === 0) return;
  const owned = await tx
    .select({ courseId: purchasedClasses.courseId, classNumber: purchasedClasses.classNumber })
    .from(purchasedClasses)
    .where(
      and(
        accessible(caller, "class.read"),
        inArray(purchasedClasses.courseId, [...new Set(classes.map((c) => c.courseId))]),
      ),
    );
  const have = new Set(owned.map((row) => `${row.courseId}:${row.classNumber}`));
  if (classes.some((c) => !have.has(`${c.courseId}:${c.classNumber}`)))
    throw new HttpError(400, "teacherClassUnknown", { fields: { classes: "teacherClassUnknown" } });
}

/** The teachers rows of these accounts, locked; 404 unless every one is the caller's school's. */
async function lockTeachers(tx: DbOrTx, caller: SessionUser, userIds: readonly string[]) {
  await requireAccess(tx, { caller, permission: "teacher.update", ids: userIds, lock: "update" });
  return tx
    .select({ id: teachers.id, userId: teachers.userId })
    .from(teachers)
    .where(inArray(teachers.userId, [...userIds]));
}

export function createTeacherClassesService(db: Db) {
  return {
    /** PUT /api/teacher/classes/{userId}: the teacher's classes become exactly these. */
    async set(caller: SessionUser, userId: string, body: TeacherClassesRequest, meta: RequestMeta) {
      const schoolId = requireSchool(caller);
      const classes = distinct(body.classes as ClassInput[]);
      await db.transaction(async (tx) => {
        const [teacher] = await lockTeachers(tx, caller, [userId]);
        if (!teacher) throw new HttpError(404, "notFound");
        await requireSchoolClasses(tx, caller, classes);
        await tx.delete(teacherClasses).where(eq(teacherClasses.teacherId, teacher.id));
        if (classes.length)
          await tx
            .insert(teacherClasses)
            .values(classes.map((c) => ({ id: randomUUID(), teacherId: teacher.id, schoolId, ...c })));
        await auditCaller(tx, caller, meta, {
          action: "teacher.classes_set",
          target: { type: "teacher", id: userId },
          detail: { classes: classes.map(keyOf) },
        });
      });
      return { ...said("teacherClassesSaved"), count: classes.length };
    },

    /** POST /api/teacher/classes-bulk: these classes added to each teacher (what they had stays). */
    async addBulk(caller: SessionUser, body: TeacherClassesBulkRequest, meta: RequestMeta) {
      const schoolId = requireSchool(caller);
      const classes = distinct(body.classes as ClassInput[]);
      const userIds = [...new Set(body.userIds)];
      await db.transaction(async (tx) => {
        const found = await lockTeachers(tx, caller, userIds);
        await requireSchoolClasses(tx, caller, classes);
        await tx
          .insert(teacherClasses)
          .values(
            found.flatMap((teacher) =>
              classes.map((c) => ({ id: randomUUID(), teacherId: teacher.id, schoolId, ...c })),
            ),
          )
          .onConflictDoNothing();
        await auditCaller(tx, caller, meta, {
          action: "teacher.classes_added",
          detail: { teachers: userIds.length, classes: classes.map(keyOf) },
        });
      });
      return { ...said("teacherClassesSaved"), count: userIds.length };
    },
  };
}
export type TeacherClassesService = ReturnType<typeof createTeacherClassesService>;
