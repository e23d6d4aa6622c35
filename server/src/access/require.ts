import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { purchasedClasses } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import type { SessionUser } from "../plugins/auth.ts";
import { type Permission, ruleOf } from "./rules.ts";

/**
 * The condition that keeps a list query to what the caller may reach for this action ("no rows"
 * for a caller it does not admit). Add it to the list's own filters.
 */
export function accessible(caller: SessionUser, permission: Permission): SQL | undefined {
  const { scope } = ruleOf(caller, permission);
  return scope === null ? sql`false` : scope;
}

/**
 * The caller's purchased classes of one course (one class of it, or all) that the action reaches:
 * a school's seats (`seats.*`) or its classes of either kind (`class.read`, `results.read`).
 */
export const accessibleClass = (
  caller: SessionUser,
  permission: "seats.read" | "seats.update" | "class.read" | "results.read",
  courseId: string,
  classNumber?: number,
): SQL | undefined =>
  and(
    accessible(caller, permission),
    eq(purchasedClasses.courseId, courseId),
    classNumber === undefined ? undefined : eq(purchasedClasses.classNumber, classNumber),
  );

/**
 * 404 unless the caller may take the action on every id (all or nothing: one stranger spoils the
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
  const { table, id, scope } = ruleOf(request.caller, request.permission);
  const wanted = [...new Set(request.ids)];
  if (scope === null) throw notFound();
  if (wanted.length === 0) return;
  const query = db
    .select({ id })
    .from(table)
    .where(and(inArray(id, wanted), scope));
  const rows = request.lock ? await query.for(request.lock) : await query;
  const found = new Set(rows.map((row) => row.id as string));
  if (wanted.some((wantedId) => !found.has(wantedId))) throw notFound();
}
