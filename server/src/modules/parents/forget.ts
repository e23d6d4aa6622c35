import { eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { parentLinks, parentSummaries, users } from "../../db/schema.ts";

/**
 * A child's erasure, the parents' part (in the erasure's transaction): each sent weekly summary
 * loses the child's text (the row stays, so the week is still sent once to a parent with another
 * child). Answers the addresses of the parents who were linked to the child or were sent a summary
 * about them, so the erasure can drop the mail that names the child. The links themselves go with
 * the child's row (foreign key on delete cascade).
 */
/**
 * The weekly summaries whose texts hold one about the child (the texts name the child by students
 * id): read through `parent_summaries_texts_idx`. The child's copy and erasure both ask it.
 */
export const summariesNaming = (studentId: string) =>
  sql`${parentSummaries.texts} @> ${JSON.stringify([{ studentId }])}::jsonb`;

export async function forgetChildInParents(tx: Tx, studentId: string): Promise<string[]> {
  const named = summariesNaming(studentId);
  const touched = await tx
    .update(parentSummaries)
    .set({
      texts: sql`coalesce((select jsonb_agg(t) from jsonb_array_elements(${parentSummaries.texts}) as t
        where t->>'studentId' <> ${studentId}), '[]'::jsonb)`,
    })
    .where(named)
    .returning({ parentUserId: parentSummaries.parentUserId });
  const linked = await tx
    .select({ parentUserId: parentLinks.parentUserId })
    .from(parentLinks)
    .where(eq(parentLinks.studentId, studentId));
  const ids = [...new Set([...touched, ...linked].map((row) => row.parentUserId))];
  if (ids.length === 0) return [];
  const parents = await tx.select({ email: users.email }).from(users).where(inArray(users.id, ids));
  return parents.flatMap((row) => (row.email ? [row.email] : []));
}
