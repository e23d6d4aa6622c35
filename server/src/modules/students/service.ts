import { randomUUID } from "node:crypto";
import {
  type NewCodesRequest,
  type SchoolSections,
  SECTION_NONE,
  type Student,
  type StudentAddRequest,
  type StudentAddResponse,
  type StudentsPage,
  type StudentsQuery,
  type StudentUpdateRequest,
} from "@ganit/contracts";
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { accessible, requireAccess, requireSchool } from "../../access/index.ts";
import { actorOf, type RequestMeta } from "../../audit/audit.ts";
import { BulkRowsError, oneRowError } from "../../bulk/rows.ts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { accountListKeys, countAll, pageOf, searchCondition } from "../../db/lists.ts";
import { runNamed } from "../../db/named.ts";
import { students, users } from "../../db/schema.ts";
import { notFound, said } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { enrolmentsOfSchool, enrolmentsOfStudents } from "../enrolment/index.ts";
import { linkedParentCondition, linkedParentCounts } from "../parents/index.ts";
import { addStudentsSetWise } from "./bulk.ts";
import { removeStudent, updateStudent } from "./commands.ts";
import { issueNewCodes } from "./new-codes.ts";
import { studentsWithAccounts } from "./student-accounts.ts";

export type StudentDetails = {
  schoolId: string | null;
  rollNumber: string | null;
  classNumber: number;
  /** The pupil's section (docs/adr/0531); none when left out. */
  section?: string | null;
  fathername: string;
  dob: string | null;
  /** An individual learner's parent or guardian who consented, and when (null for a school's pupil). */
  guardianName?: string | null;
  guardianConsentAt?: Date | null;
};

/** The student row of a student or individual-learner account. */
export async function insertStudent(db: DbOrTx, userId: string, details: StudentDetails) {
  const [student] = await db
    .insert(students)
    .values({ id: randomUUID(), userId, ...details, ...accountListKeys(userId) })
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

// The row's own copies of the account's keys: the school's index holds each order (docs/adr/0371).
const SORT_COLUMNS = {
  name: students.sortName,
  email: students.sortEmail,
  class: students.classNumber,
};

/** A list's columns, the account's from `account` (the `users` table, or one row of it per pupil). */
const columnsOf = (account: {
  id: AnyPgColumn;
  username: AnyPgColumn;
  name: AnyPgColumn;
  email: AnyPgColumn;
  phone: AnyPgColumn;
}) => ({
  _id: students.id,
  userId: sql<string>`${account.id}`,
  username: sql<string>`${account.username}`,
  name: sql<string>`${account.name}`,
  email: sql<string>`${account.email}`,
  phone: sql<string | null>`${account.phone}`,
  class: students.classNumber,
  section: students.section,
  rollNumber: sql<string>`coalesce(${students.rollNumber}, '')`,
  fathername: students.fathername,
  dob: students.dob,
  schoolId: sql<string>`${students.schoolId}`,
  createdAt: students.createdAt,
});
const studentColumns = columnsOf(users);

/**
 * The whole list of a school: its rows in name order from the school's index, each with its own
 * account read by id. A plain join lets the planner hash every school's accounts for a big school
 * (106,000 read for 2,000 kept); `limit 1` keeps the lateral subquery a per-row lookup by the key.
 */
const accountOfRow = (db: DbOrTx) =>
  db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.id, students.userId))
    .limit(1)
    .as("account");
type StudentDbRow = Omit<Student, "createdAt" | "coursesEnrolled"> & { createdAt: Date };
/**
 * The rows as the API answers them, each with its enrolments (the enrolment module's read): of these
 * rows, or of the whole school at once when the rows are the whole school.
 */
async function toStudents(db: DbOrTx, rows: StudentDbRow[], wholeSchool?: string): Promise<Student[]> {
  const ids = rows.map((row) => row._id);
  // Independent reads sent together: the list waits for the slower, not for their sum.
  const [enrolled, parents] = await Promise.all([
    wholeSchool ? enrolmentsOfSchool(db, wholeSchool) : enrolmentsOfStudents(db, ids),
    linkedParentCounts(db, wholeSchool ? { schoolId: wholeSchool } : ids),
  ]);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    coursesEnrolled: enrolled.get(row._id) ?? [],
    linkedParents: parents.get(row._id) ?? 0,
  }));
}

export function createStudentsService(ctx: AppContext) {
  const { db } = ctx.database;

  async function findOne(caller: SessionUser, id: string): Promise<Student> {
    await requireAccess(db, { caller, permission: "student.read", ids: [id] });
    const [row] = await studentsWithAccounts(db, studentColumns).where(eq(students.id, id)).limit(1);
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
    const schoolId = requireSchool(caller);
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
      const schoolId = requireSchool(caller);
      const own = accessible(caller, "student.read");
      if (!query) {
        const account = accountOfRow(db);
        const rows = await db
          .select(columnsOf(account))
          .from(students)
          .innerJoinLateral(account, sql`true`)
          .where(own)
          .orderBy(SORT_COLUMNS.name, students.id);
        return toStudents(db, rows, schoolId);
      }
      const where = and(
        own,
        query.class ? eq(students.classNumber, query.class) : undefined,
        query.section === SECTION_NONE
          ? isNull(students.section)
          : query.section
            ? eq(students.section, query.section)
            : undefined,
        query.parent ? linkedParentCondition(students, query.parent === "linked") : undefined,
        // The row's own copies of the account's name, e-mail and phone (docs/adr/0371).
        searchCondition(
          query.search,
          [students.rollNumber, students.accountPhone],
          [students.sortName, students.sortEmail],
        ),
      );
      // Named, the page and its count: the office's most read screen, planned once per connection
      // (docs/adr/0744); limit and offset are values (the first page, without an offset, is one
      // more text). A search is planned with its pattern in view, as before: how many rows a
      // pattern matches decides the plan.
      const page = await pageOf({
        query,
        sortColumns: SORT_COLUMNS,
        tiebreaker: students.id,
        rows: ({ orderBy, limit, offset }) => {
          const rows = studentsWithAccounts(db, studentColumns)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset);
          return query.search ? rows : runNamed(rows);
        },
        // The school's rows alone, never their accounts.
        count: async () => {
          const count = db.select({ n: countAll }).from(students).where(where);
          return (await (query.search ? count : runNamed(count)))[0]?.n ?? 0;
        },
      });
      return { ...page, items: await toStudents(db, page.items) };
    },

    /** GET /api/student/{id}: one pupil the caller reaches (a teacher: of their classes), else 404. */
    one: findOne,

    /** GET /api/student/sections: the sections the caller's pupils are in, by class. */
    async sections(caller: SessionUser): Promise<SchoolSections> {
      requireSchool(caller);
      const sections = await db
        .select({
          classNumber: students.classNumber,
          section: sql<string>`${students.section}`,
          students: sql<number>`cast(count(*) as integer)`,
        })
        .from(students)
        .where(and(accessible(caller, "student.read"), isNotNull(students.section)))
        .groupBy(students.classNumber, students.section)
        .orderBy(asc(students.classNumber), asc(students.section));
      return { sections };
    },

    /** POST /api/student/add: one student, the same rules as a row of an upload. */
    async addOne(caller: SessionUser, input: StudentAddRequest, meta: RequestMeta) {
      try {
        return await add(caller, [input as Record<string, unknown>], meta, "student.added");
      } catch (error) {
        // One row: its problem goes under its field, in the ordinary error shape of a form.
        if (error instanceof BulkRowsError && error.errors[0])
          throw oneRowError(error, "studentAlreadyInSchool");
        throw error;
      }
    },

    /** POST /api/student/add-bulk: all rows or none. */
    addBulk: (caller: SessionUser, rows: readonly Record<string, unknown>[], meta: RequestMeta) =>
      add(caller, rows, meta, "student.bulk_added"),

    /** PUT /api/student/update/{id}: the command, then the student as the list shows them. */
    async update(caller: SessionUser, id: string, input: StudentUpdateRequest, meta: RequestMeta) {
      await db.transaction((tx) => updateStudent(tx, caller, id, input, meta));
      return { ...said("studentUpdated"), student: await findOne(caller, id) };
    },

    /** POST /api/student/new-codes: a new credentials sheet for some students or a class. */
    async newCodes(
      caller: SessionUser,
      input: NewCodesRequest,
      meta: RequestMeta,
    ): Promise<StudentAddResponse> {
      const { credentials, codesExpireAt } = await db.transaction((tx) =>
        issueNewCodes(tx, caller, input, meta),
      );
      return {
        ...said("newCodesIssued"),
        count: credentials.length,
        credentials,
        codesExpireAt: codesExpireAt.toISOString(),
      };
    },

    /** DELETE /api/student/{id}. */
    async remove(caller: SessionUser, id: string, meta: RequestMeta) {
      await db.transaction((tx) => removeStudent(tx, caller, id, meta));
      return said("studentRemoved");
    },
  };
}
export type StudentsService = ReturnType<typeof createStudentsService>;
