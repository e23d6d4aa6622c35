import type { Role } from "@ganit/contracts";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../db/client.ts";
import { schools, students, teachers } from "../db/schema.ts";
import { forbidden, notFound } from "../errors.ts";
import type { SessionUser } from "./auth.ts";

/**
 * Tenancy in one place. A school is a tenant: its account, its teachers and its students carry its
 * id in their session (resolved here, on the server, from the database — never from the request),
 * and every query of theirs is scoped to it with the helpers below. Another school's id answers 404,
 * exactly like an id that does not exist, so ids cannot be probed. Platform staff are not scoped.
 */
const PLATFORM_ROLES: readonly Role[] = ["superadmin", "admin"];

/** The school a signed-in user belongs to: the school account's own, a teacher's or a student's. */
export async function schoolOfUser(db: DbOrTx, user: { id: string; role: Role }): Promise<string | null> {
  const table =
    user.role === "school"
      ? schools
      : user.role === "teacher"
        ? teachers
        : user.role === "student"
          ? students
          : null;
  if (!table) return null;
  const column = table === schools ? schools.id : (table as typeof teachers | typeof students).schoolId;
  const [row] = await db.select({ schoolId: column }).from(table).where(eq(table.userId, user.id)).limit(1);
  return row?.schoolId ?? null;
}

/** The caller's school; a caller without one (staff, an individual learner) may not use school routes. */
export function callerSchoolId(caller: SessionUser): string {
  if (!caller.schoolId) throw forbidden();
  return caller.schoolId;
}

/**
 * The condition that keeps a query to the caller's rows: `school_id = caller's school` for school
 * roles, nothing for platform staff, and "no rows" for anyone else.
 */
export function scopeToCaller(caller: SessionUser, schoolIdColumn: AnyPgColumn): SQL | undefined {
  if (PLATFORM_ROLES.includes(caller.role)) return undefined;
  if (!caller.schoolId) return sql`false`;
  return eq(schoolIdColumn, caller.schoolId);
}

type SchoolOwnedTable = PgTable & { id: AnyPgColumn; schoolId: AnyPgColumn };

/**
 * Loads one row of a school-owned table by id, scoped to the caller (Immich's `requireAccess` habit):
 * the row, or 404 when it does not exist *or belongs to another school*.
 */
export async function requireOwned<T extends SchoolOwnedTable>(
  db: DbOrTx,
  caller: SessionUser,
  table: T,
  id: string,
): Promise<T["$inferSelect"]> {
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), scopeToCaller(caller, table.schoolId)))
    .limit(1)) as T["$inferSelect"][];
  const [row] = rows;
  if (!row) throw notFound();
  return row;
}
