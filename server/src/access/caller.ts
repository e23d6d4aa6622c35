import type { Role } from "@ganit/contracts";
import { and, eq, isNotNull, isNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { schools, students, teachers } from "../db/schema.ts";
import { forbidden, notFound } from "../errors.ts";
import type { SessionUser } from "../plugins/auth.ts";

/**
 * Who the caller is, in rows: their school, their own students row, the buyer they act as. Each is
 * written once here, for the access rules (rules.ts) and for the services that need it.
 */

/**
 * The id of the school a user belongs to, by role: the school account's own, a teacher's or a
 * student's; null for staff and individual learners. One rule, as SQL, for the sign-in and the
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

/**
 * Which students row is the caller's own: a school's pupil's row has a school, an individual
 * learner's has none. Null for every other role.
 */
function ownStudentCondition(caller: SessionUser): SQL | null {
  if (caller.role === "student")
    return and(eq(students.userId, caller.id), isNotNull(students.schoolId)) ?? null;
  if (caller.role === "studentb2c")
    return and(eq(students.userId, caller.id), isNull(students.schoolId)) ?? null;
  return null;
}

/** The caller's own students row id as a subquery (a pupil's or a learner's); null for other roles. */
export function ownStudentRow(caller: SessionUser): SQL | null {
  if (caller.studentId !== undefined) return caller.studentId === null ? null : sql`${caller.studentId}`;
  const condition = ownStudentCondition(caller);
  return condition ? sql`(select ${students.id} from ${students} where ${condition})` : null;
}

/** The caller's students row: a learner's has no school, a school pupil's has one. Null: none. */
export async function studentOf(
  db: DbOrTx,
  caller: SessionUser,
): Promise<{ id: string; schoolId: string | null } | null> {
  const condition = ownStudentCondition(caller);
  if (!condition) return null;
  // The session check has read it already (a pupil's school is the caller's school).
  if (caller.studentId !== undefined)
    return caller.studentId === null ? null : { id: caller.studentId, schoolId: caller.schoolId };
  const [row] = await db
    .select({ id: students.id, schoolId: students.schoolId })
    .from(students)
    .where(condition)
    .limit(1);
  return row ?? null;
}

/** Who pays for a purchase: a school, or an individual learner's own students row. */
export type Buyer = { type: "school"; schoolId: string } | { type: "learner"; studentId: string };

/**
 * The caller as a buyer: their school, or (an individual learner) their own students row. Null for
 * an account without one (nothing is theirs: reads answer empty, writes 404); other roles never buy.
 */
export async function buyerOf(db: DbOrTx, caller: SessionUser): Promise<Buyer | null> {
  if (caller.role === "school") return caller.schoolId ? { type: "school", schoolId: caller.schoolId } : null;
  if (caller.role === "studentb2c") {
    const student = await studentOf(db, caller);
    return student ? { type: "learner", studentId: student.id } : null;
  }
  throw forbidden();
}
