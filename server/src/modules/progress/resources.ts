import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/errors.ts";
import { courseResources } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { resourcePlaces } from "../courses/index.ts";

/**
 * Where a resource sits now: its course and class, read from the live tree (a resource keeps its id
 * through course edits, and the tree is the truth about which class it belongs to), with the
 * names a screen shows for it: its course's and its lesson's.
 */
export async function placeOfResource(db: DbOrTx, resourceId: string) {
  const [row] = await resourcePlaces(db).where(eq(courseResources.id, resourceId)).limit(1);
  return row ?? null;
}

export type ResourcePlace = NonNullable<Awaited<ReturnType<typeof placeOfResource>>>;

/** Where each of these resources sits now (as placeOfResource), by id; a missing one is absent. */
export async function placesOfResources(db: DbOrTx, resourceIds: readonly string[]) {
  if (resourceIds.length === 0) return new Map<string, ResourcePlace>();
  const rows = await resourcePlaces(db).where(inArray(courseResources.id, [...resourceIds]));
  return new Map(rows.map((row) => [row.resourceId, row]));
}

/**
 * A progress write that lost a race: between `openResource` (access) and the upsert the school deleted
 * the student, or the admin removed the resource from the course. The row cannot exist any more;
 * PostgreSQL's foreign key refuses it (23503) and the answer is the 404 the check would have given,
 * not a 500. (The check and the write are not one locked transaction on purpose: a child's click
 * must never wait for an admin's course edit.)
 */
export async function orNotFoundIfGone<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    throw isForeignKeyViolation(error) ? notFound() : error;
  }
}
