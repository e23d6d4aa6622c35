import { type GeneratorSpec, type Mastery, type StoredItem, storedSetColumnsSchema } from "@ganit/contracts";
import {
  generatedQuestion,
  type PracticeLocale,
  parseGeneratedItemId,
} from "@ganit/contracts/practice/index";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { practiceSets } from "../../db/schema.ts";

/** A set as the engine reads it. */
export type PracticeSet = {
  resourceId: string;
  mode: "practice" | "quiz";
  mastery: Mastery;
  items: StoredItem[];
  generators: GeneratorSpec[];
  sizeBytes: number;
  updatedAt: Date;
};

export async function loadSet(db: DbOrTx, resourceId: string): Promise<PracticeSet | null> {
  const [row] = await db.select().from(practiceSets).where(eq(practiceSets.resourceId, resourceId)).limit(1);
  return row ? setOfRow(row) : null;
}

/** Which of these resources hold a set already: one read for a loader's hundreds of resources. */
export async function resourcesHoldingSets(db: DbOrTx, resourceIds: readonly string[]): Promise<Set<string>> {
  if (resourceIds.length === 0) return new Set();
  const rows = await db
    .select({ resourceId: practiceSets.resourceId })
    .from(practiceSets)
    .where(inArray(practiceSets.resourceId, [...resourceIds]));
  return new Set(rows.map((row) => row.resourceId));
}

type SetRow = Omit<typeof practiceSets.$inferSelect, "updatedAt"> & { updatedAt: Date | string };

/** A `practice_sets` row, or the JSON of one (`setRowJson`), as the engine reads it. */
export function setOfRow(row: SetRow): PracticeSet {
  // Read through the contracts' schemas: a row that does not match them is a fault, not a set.
  const columns = storedSetColumnsSchema.parse({
    mastery: row.mastery,
    items: row.items,
    generators: row.generators,
  });
  return {
    resourceId: row.resourceId,
    mode: row.mode === "quiz" ? "quiz" : "practice",
    mastery: columns.mastery as Mastery,
    items: columns.items as StoredItem[],
    generators: columns.generators as GeneratorSpec[],
    sizeBytes: row.sizeBytes,
    updatedAt: new Date(row.updatedAt),
  };
}

/** The set at a resource as JSON in the keys of `setOfRow`, or null: for a statement that reads more. */
export const setRowJson = (resourceId: SQL) =>
  sql`(select json_build_object('resourceId', ${practiceSets.resourceId}, 'mode', ${practiceSets.mode},
    'mastery', ${practiceSets.mastery}, 'items', ${practiceSets.items}, 'generators', ${practiceSets.generators},
    'sizeBytes', ${practiceSets.sizeBytes}, 'updatedAt', ${practiceSets.updatedAt})
    from ${practiceSets} where ${practiceSets.resourceId} = ${resourceId})`;

/** The question across its variants: an author's item id, or `g<n>` for the set's generator n. */
export function questionKeyOf(itemId: string): string {
  const generated = parseGeneratedItemId(itemId);
  return generated ? `g${generated.index}` : itemId;
}

/**
 * The question of a set an id names: an author's item, or a generator's question made again from
 * its id (generator, version, range, seed), never from whatever the set's generator makes today.
 * Null when the id names a generator the set no longer has at that place, or a retired version.
 */
export function questionOf(
  set: PracticeSet,
  itemId: string,
  locale: PracticeLocale = "en",
): { item: StoredItem; questionKey: string } | null {
  const generated = parseGeneratedItemId(itemId);
  if (generated) {
    const item = generatedQuestion(set.generators, itemId, locale);
    return item ? { item, questionKey: questionKeyOf(itemId) } : null;
  }
  const item = set.items.find((candidate) => candidate.id === itemId);
  return item ? { item, questionKey: item.id } : null;
}
