import { randomUUID } from "node:crypto";
import {
  type MessageKey,
  parseMessageRef,
  type Student,
  type StudentAddRequest,
  type StudentAddResponse,
  type StudentsPage,
  type StudentsQuery,
  type StudentUpdateRequest,
  type studentUpdateRequestSchema,
} from "@ganit/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { recordAudit } from "../../audit/audit.ts";
import { BulkRowsError } from "../../bulk/rows.ts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { countAll, pageOf, searchCondition } from "../../db/lists.ts";
import { students, users } from "../../db/schema.ts";
import { HttpError, notFound, said } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { enrolmentsOfStudents } from "../enrolment/reads.ts";
import { isUniqueViolation } from "../users/accounts.ts";
import { addStudentsSetWise } from "./bulk.ts";

export type StudentDetails = {
  schoolId: string | null;
  rollNumber: string | null;
  classNumber: number;
  fathername: string;
  dob: string | null;
};

/** The student row of a student or individual-learner account. */
export async function insertStudent(db: DbOrTx, userId: string, details: StudentDetails) {
  const [student] = await db
    .insert(students)
    .values({ id: randomUUID(), userId, ...details })
    .returning();
  if (!student) throw new Error("insert returned no row");
  return student;
}

export async function findStudentProfile(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ rollNumber: students.rollNumber, class: students.classNumber, fathername: students.fathername })
    .from(students)
    .where(eq(students.userId, userId))
    .limit(1);
  return row;
}

/* ---------- The school's students: list, add, upload, edit, remove ---------- */

const SORT_COLUMNS = {
  name: sql`lower(${users.name})`,
  email: sql`lower(${users.email})`,
  class: students.classNumber,
};

const studentColumns = {
  _id: students.id,
  userId: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  phone: users.phone,
  class: students.classNumber,
  rollNumber: sql<string>`coalesce(${students.rollNumber}, '')`,
  fathername: students.fathername,
  dob: students.dob,
  schoolId: sql<string>`${students.schoolId}`,
  createdAt: students.createdAt,
};
type StudentDbRow = Omit<Student, "createdAt" | "coursesEnrolled"> & { createdAt: Date };
/** The rows as the API answers them, each with its enrolments (the enrolment module's read). */
async function toStudents(db: DbOrTx, rows: StudentDbRow[]): Promise<Student[]> {
  const enrolled = await enrolmentsOfStudents(
    db,
    rows.map((row) => row._id),
  );
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    coursesEnrolled: enrolled.get(row._id) ?? [],
  }));
}

type RequestMeta = { ip: string };
/** The caller's school. A school account without its school row (never made by Ganit) finds nothing. */
const schoolIdOf = (caller: SessionUser) => {
  if (!caller.schoolId) throw notFound();
  return caller.schoolId;
};
const actorOf = (caller: SessionUser) => ({ id: caller.id, role: caller.role, schoolId: caller.schoolId });

export function createStudentsService(ctx: AppContext) {
  const { db } = ctx.database;
  const ofSchool = (schoolId: string) => and(eq(students.schoolId, schoolId), eq(users.role, "student"));

  async function findOne(schoolId: string, id: string): Promise<Student> {
    const [row] = await db
      .select(studentColumns)
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(and(ofSchool(schoolId), eq(students.id, id)))
      .limit(1);
    if (!row) throw notFound();
    const [student] = await toStudents(db, [row]);
    if (!student) throw notFound();
    return student;
  }

  async function add(
    caller: SessionUser,
    rawRows: readonly Record<string, unknown>[],
    meta: RequestMeta,
    action: "student.added" | "student.bulk_added",
  ): Promise<StudentAddResponse> {
    const schoolId = schoolIdOf(caller);
    const attempt = () =>
      db.transaction((tx) =>
        addStudentsSetWise(tx, {
          schoolId,
          rawRows,
          actor: actorOf(caller),
          ip: meta.ip,
          appUrl: ctx.config.appUrl,
          action,
        }),
      );
    // Another upload may take a generated username between our check and our insert: the unique
    // index refuses it, nothing is saved, and the upload runs once more with fresh usernames.
    const { credentials, codesExpireAt } = await attempt().catch((error: unknown) => {
      if (isUniqueViolation(error)) return attempt();
      throw error;
    });
    ctx.worker.kick();
    const key = action === "student.added" ? "studentAdded" : "studentsAddedFromFile";
    return {
      ...said(key),
      count: credentials.length,
      credentials,
      codesExpireAt: codesExpireAt.toISOString(),
    };
  }

  return {
    /** GET /api/student/getall: the caller's school only; the whole list, or one page. */
    async list(caller: SessionUser, query: StudentsQuery | null): Promise<StudentsPage | Student[]> {
      const schoolId = schoolIdOf(caller);
      const base = () =>
        db.select(studentColumns).from(students).innerJoin(users, eq(users.id, students.userId));
      if (!query) {
        return toStudents(db, await base().where(ofSchool(schoolId)).orderBy(SORT_COLUMNS.name, students.id));
      }
      const where = and(
        ofSchool(schoolId),
        query.class ? eq(students.classNumber, query.class) : undefined,
        searchCondition(query.search, [users.name, students.rollNumber, users.email, users.phone]),
      );
      const page = await pageOf({
        query,
        sortColumns: SORT_COLUMNS,
        tiebreaker: students.id,
        rows: ({ orderBy, limit, offset }) =>
          base()
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset),
        count: async () =>
          (
            await db
              .select({ n: countAll })
              .from(students)
              .innerJoin(users, eq(users.id, students.userId))
              .where(where)
          )[0]?.n ?? 0,
      });
      return { ...page, items: await toStudents(db, page.items) };
    },

    /** POST /api/student/add: one student, the same rules as a row of an upload. */
    async addOne(caller: SessionUser, input: StudentAddRequest, meta: RequestMeta) {
      try {
        return await add(caller, [input as Record<string, unknown>], meta, "student.added");
      } catch (error) {
        // One row: its problem goes under its field, in the ordinary error shape of a form.
        if (error instanceof BulkRowsError && error.errors[0]) {
          const first = error.errors[0];
          const key = (first.key ?? "invalidInput").split("?")[0] as MessageKey;
          const params = parseMessageRef(first.key ?? "")?.params;
          throw new HttpError(key === "studentAlreadyInSchool" ? 409 : 400, key, {
            params,
            fields: Object.fromEntries(error.errors.map((e) => [e.field, e.key ?? "invalidInput"])),
          });
        }
        throw error;
      }
    },

    /** POST /api/student/add-bulk: all rows or none. */
    addBulk: (caller: SessionUser, rows: readonly Record<string, unknown>[], meta: RequestMeta) =>
      add(caller, rows, meta, "student.bulk_added"),

    /**
     * PUT /api/student/update/{id}: only name, class, email, phone, fathername and dob are applied;
     * whatever else the client sends back (schoolId, rollNumber, role, enrolments) is ignored.
     */
    async update(caller: SessionUser, id: string, input: StudentUpdateRequest, meta: RequestMeta) {
      const schoolId = schoolIdOf(caller);
      const parsed = input as z.output<typeof studentUpdateRequestSchema>;
      await db.transaction(async (tx) => {
        const [target] = await tx
          .select({ userId: students.userId })
          .from(students)
          .innerJoin(users, eq(users.id, students.userId))
          .where(and(ofSchool(schoolId), eq(students.id, id)))
          .for("update")
          .limit(1);
        if (!target) throw notFound();
        const classNumber = parsed.class ?? parsed.Class;
        await tx
          .update(users)
          .set({
            name: parsed.name,
            ...(parsed.email !== undefined ? { email: parsed.email.toLowerCase() } : {}),
            ...(parsed.phone !== undefined ? { phone: parsed.phone } : {}),
            updatedAt: new Date(),
          })
          .where(eq(users.id, target.userId));
        await tx
          .update(students)
          .set({
            ...(classNumber !== undefined ? { classNumber } : {}),
            ...(parsed.fathername !== undefined ? { fathername: parsed.fathername } : {}),
            ...(parsed.dob !== undefined ? { dob: parsed.dob } : {}),
          })
          .where(eq(students.id, id));
        await recordAudit(tx, {
          action: "student.updated",
          actor: actorOf(caller),
          target: { type: "student", id },
          ip: meta.ip,
          detail: { class: classNumber ?? null },
        });
      });
      return { ...said("studentUpdated"), student: await findOne(schoolId, id) };
    },

    /**
     * DELETE /api/student/{id}: removes the account (its student row, tokens go with it). Its
     * enrolments go with the student row (the foreign key cascades), so its seats are free at once.
     */
    async remove(caller: SessionUser, id: string, meta: RequestMeta) {
      const schoolId = schoolIdOf(caller);
      await db.transaction(async (tx) => {
        const [target] = await tx
          .select({ userId: students.userId, username: users.username, rollNumber: students.rollNumber })
          .from(students)
          .innerJoin(users, eq(users.id, students.userId))
          .where(and(ofSchool(schoolId), eq(students.id, id)))
          .for("update")
          .limit(1);
        if (!target) throw notFound("studentRemoveFailed");
        await tx.delete(users).where(eq(users.id, target.userId));
        await recordAudit(tx, {
          action: "student.deleted",
          actor: actorOf(caller),
          target: { type: "student", id },
          ip: meta.ip,
          detail: { username: target.username, rollNumber: target.rollNumber },
        });
      });
      return said("studentRemoved");
    },
  };
}
export type StudentsService = ReturnType<typeof createStudentsService>;
