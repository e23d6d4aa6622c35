import { PARENTS_PER_CHILD } from "@ganit/contracts";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { textArray } from "../../bulk/sql.ts";
import type { DbOrTx } from "../../db/client.ts";
import { runNamed } from "../../db/named.ts";
import { parentAccounts, parentLinks, students } from "../../db/schema.ts";
import { conflict } from "../../errors.ts";

/**
 * Links a parent to a child, in the caller's transaction. The child's row is locked first, so two
 * parents redeeming codes for one child at once count each other: a third is refused (409).
 */
export async function linkParent(
  tx: DbOrTx,
  link: { parentUserId: string; studentId: string; schoolId: string },
): Promise<void> {
  await tx.select({ id: students.id }).from(students).where(eq(students.id, link.studentId)).for("update");
  const existing = await tx
    .select({ parentUserId: parentLinks.parentUserId })
    .from(parentLinks)
    .where(eq(parentLinks.studentId, link.studentId));
  if (existing.some((row) => row.parentUserId === link.parentUserId))
    throw conflict("parentAlreadyLinked", "code");
  if (existing.length >= PARENTS_PER_CHILD) throw conflict("parentChildLimit", "code");
  await tx.insert(parentLinks).values(link);
}

/** A parent account's own settings row (its language; the summary on), in the caller's transaction. */
export async function createParentAccount(tx: DbOrTx, userId: string, language: "en" | "hi"): Promise<void> {
  await tx.insert(parentAccounts).values({ userId, language }).onConflictDoNothing();
}

/** Removes one parent's link to a child; answers whether there was one. */
export async function unlinkParent(tx: DbOrTx, parentUserId: string, studentId: string): Promise<boolean> {
  const removed = await tx
    .delete(parentLinks)
    .where(and(eq(parentLinks.parentUserId, parentUserId), eq(parentLinks.studentId, studentId)))
    .returning({ studentId: parentLinks.studentId });
  return removed.length > 0;
}

/**
 * The students list's filter: pupils with (or without) a linked parent. The link carries the
 * school, and the condition names it: the count then reads the school's own links through
 * `parent_links_school_idx` (index only). Matched on the pupil alone, it hashed every school's links
 * (docs/benchmarks.md, "The classroom and parents at 100,000 students").
 */
export function linkedParentCondition(
  pupil: { id: AnyPgColumn; schoolId: AnyPgColumn },
  linked: boolean,
): SQL {
  const exists = sql`exists (select 1 from ${parentLinks} where ${parentLinks.schoolId} = ${pupil.schoolId}
    and ${parentLinks.studentId} = ${pupil.id})`;
  return linked ? exists : sql`not ${exists}`;
}

/** How many parents each of these pupils (a page's rows, or a whole school's) has linked. */
export async function linkedParentCounts(
  db: DbOrTx,
  pupils: string[] | { schoolId: string },
): Promise<Map<string, number>> {
  if (Array.isArray(pupils) && pupils.length === 0) return new Map();
  // Named, with the ids as one array: one statement text whatever the page's size (docs/adr/0744).
  const rows = await runNamed(
    db
      .select({ studentId: parentLinks.studentId, n: sql<number>`cast(count(*) as integer)` })
      .from(parentLinks)
      .where(
        Array.isArray(pupils)
          ? sql`${parentLinks.studentId} = any(${textArray(pupils)})`
          : eq(parentLinks.schoolId, pupils.schoolId),
      )
      .groupBy(parentLinks.studentId),
  );
  return new Map(rows.map((row) => [row.studentId, row.n]));
}
