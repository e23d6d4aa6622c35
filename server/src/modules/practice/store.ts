import type { GeneratorSpec, Mastery, StoredItem } from "@ganit/contracts";
import {
  generatedQuestion,
  type PracticeLocale,
  parseGeneratedItemId,
} from "@ganit/contracts/practice/index";
import { eq } from "drizzle-orm";
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
  if (!row) return null;
  return {
    resourceId: row.resourceId,
    mode: row.mode === "quiz" ? "quiz" : "practice",
    mastery: row.mastery as Mastery,
    items: row.items as StoredItem[],
    generators: row.generators as GeneratorSpec[],
    sizeBytes: row.sizeBytes,
    updatedAt: row.updatedAt,
  };
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
    return item ? { item, questionKey: `g${generated.index}` } : null;
  }
  const item = set.items.find((candidate) => candidate.id === itemId);
  return item ? { item, questionKey: item.id } : null;
}
