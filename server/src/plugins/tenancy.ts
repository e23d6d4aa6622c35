import type { Role } from "@ganit/contracts";
import { and, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../db/client.ts";
import { purchasedClasses, purchases, schools, students, teachers } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import type { SessionUser } from "./auth.ts";

/**
 * Tenancy in one place (Immich's `requireAccess` habit). A school is a tenant: its account, its
 * teachers and its students carry its id in their session (resolved here, on the server, from the
 * database — never from the request). A service loads a school-owned row or list only through the
 * helpers below: `requireAccess` for ids a request names, `accessible` for a list's condition. Another
 * school's id answers 404, exactly like an id that does not exist, so ids cannot be probed.
 */

/**
 * The id of the school a user belongs to, by role: the school account's own, a teacher's or a
 * student's; null for staff and individual learners. One rule, as SQL, for the sign-in (below) and the
 * session check's single statement (users/session-check.ts).
 */
export function memberSchoolId(userId: SQLWrapper, role: SQLWrapper): SQL<string | null> {
  return sql`case ${role}
  when 'school' then (select ${schools.id} from ${schools} where ${schools.userId} = ${userId})
  when 'teacher' then (select ${teachers.schoolId} from ${teachers} where ${teachers.userId} = ${userId})
  when 'student' then (select ${students.schoolId} from ${students} where ${students.userId} = ${userId})
end`;
}

/** The school a user belongs to (the school account's own, a teacher's or a student's) and its status. */
export async function schoolOfUser(
  db: DbOrTx,
  user: { id: string; role: Role },
): Promise<{ id: string; status: "active" | "hold" | "blocked" } | null> {
  const [row] = await db
    .select({ id: schools.id, status: schools.status })
    .from(schools)
    .where(eq(schools.id, memberSchoolId(sql`${user.id}`, sql`${user.role}::text`)))
    .limit(1);
  return row ?? null;
}

/**
 * The caller's school. A caller without one (staff, an individual learner, a school account whose
 * school row is gone) reaches no school's rows: 404, like any id it might name.
 */
export function requireSchool(caller: SessionUser): string {
  if (!caller.schoolId) throw notFound();
  return caller.schoolId;
}

/** The individual learner's own students row (no school). */
const learnerRow = (caller: SessionUser) =>
  sql`(select ${students.id} from ${students} where ${students.userId} = ${caller.id} and ${students.schoolId} is null)`;

type Rule = {
  table: PgTable;
  /** The column a request's ids name. */
  id: AnyPgColumn;
  /** What of this kind the caller may reach: a condition, `undefined` for all (platform staff), null for nothing. */
  of(caller: SessionUser): SQL | undefined | null;
};

/** Platform staff are not scoped: their routes name the school they act on. */
const PLATFORM_ROLES: readonly Role[] = ["superadmin", "admin"];

/** The caller's school's rows, through `column`; all for platform staff; nothing for anyone else. */
const ofSchool =
  (column: AnyPgColumn, also?: SQL) =>
  (caller: SessionUser): SQL | undefined | null => {
    if (PLATFORM_ROLES.includes(caller.role)) return undefined;
    return caller.schoolId ? (and(eq(column, caller.schoolId), also) ?? null) : null;
  };

/**
 * Every kind of school-owned thing a request can name, and who reaches it. One rule per kind, so a
 * service cannot write a laxer one of its own.
 */
const RULES = {
  /**
   * A school's pupils, by students id. The school's own column says it all: only a pupil's row has a
   * school (an individual learner's has none), so a list's condition and its count read the school's
   * rows alone, never their accounts (docs/adr/0371).
   */
  student: {
    table: students,
    id: students.id,
    of: ofSchool(students.schoolId),
  },
  /** A school's teachers, by their account's id (only a teacher account has a teachers row). */
  teacher: {
    table: teachers,
    id: teachers.userId,
    of: ofSchool(teachers.schoolId),
  },
  /** The classes a school has for its students (seats), by course id. */
  studentCourse: {
    table: purchasedClasses,
    id: purchasedClasses.courseId,
    of: ofSchool(purchasedClasses.schoolId, eq(purchasedClasses.kind, "students")),
  },
  /** The classes a school has of either kind, by course id. */
  schoolCourse: {
    table: purchasedClasses,
    id: purchasedClasses.courseId,
    of: ofSchool(purchasedClasses.schoolId),
  },
  /** The classes a buyer has (a school's of either kind, or the learner's own), by course id. */
  ownedClass: {
    table: purchasedClasses,
    id: purchasedClasses.courseId,
    of: (caller: SessionUser) =>
      caller.role === "studentb2c"
        ? sql`${purchasedClasses.studentId} = ${learnerRow(caller)}`
        : ofSchool(purchasedClasses.schoolId)(caller),
  },
  /** A purchase, by id: its buyer's (a school, or the learner who bought it); any for platform staff. */
  purchase: {
    table: purchases,
    id: purchases.id,
    of: (caller: SessionUser) => {
      if (caller.role === "studentb2c") return sql`${purchases.buyerStudentId} = ${learnerRow(caller)}`;
      return ofSchool(purchases.buyerSchoolId)(caller);
    },
  },
} satisfies Record<string, Rule>;

export type Permission = keyof typeof RULES;

/**
 * The condition that keeps a list query to what the caller may reach of this kind: the caller's
 * school's rows ("no rows" for a caller without one). Add it to the list's own filters.
 */
export function accessible(caller: SessionUser, permission: Permission): SQL | undefined {
  const condition = (RULES[permission] as Rule).of(caller);
  return condition === null ? sql`false` : condition;
}

/**
 * The caller's purchased classes of one course (one class of it, or all) that `permission` reaches:
 * a school's seats (`studentCourse`) or its classes of either kind (`schoolCourse`).
 */
export const accessibleClass = (
  caller: SessionUser,
  permission: "studentCourse" | "schoolCourse",
  courseId: string,
  classNumber?: number,
): SQL | undefined =>
  and(
    accessible(caller, permission),
    eq(purchasedClasses.courseId, courseId),
    classNumber === undefined ? undefined : eq(purchasedClasses.classNumber, classNumber),
  );

/**
 * 404 unless the caller may reach every id of this kind (all or nothing: one stranger spoils the
 * request). With `lock`, the rows stay locked until the transaction ends (`update` before changing
 * them; `key share` so that a delete of them waits for the work that names them).
 */
export async function requireAccess(
  db: DbOrTx,
  request: {
    caller: SessionUser;
    permission: Permission;
    ids: readonly string[];
    lock?: "update" | "key share";
  },
): Promise<void> {
  const rule = RULES[request.permission] as Rule;
  const wanted = [...new Set(request.ids)];
  const condition = rule.of(request.caller);
  if (condition === null) throw notFound();
  if (wanted.length === 0) return;
  const query = db
    .select({ id: rule.id })
    .from(rule.table)
    .where(and(inArray(rule.id, wanted), condition));
  const rows = request.lock ? await query.for(request.lock) : await query;
  const found = new Set(rows.map((row) => row.id as string));
  if (wanted.some((id) => !found.has(id))) throw notFound();
}
