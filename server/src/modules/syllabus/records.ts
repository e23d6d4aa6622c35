import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { chunksOf } from "../../db/chunks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { syllabusItems } from "../../db/schema.ts";

/**
 * The loader's records (`syllabus_items`): per item it wrote, the row it became and a hash of what
 * it wrote there. An item whose row hashes the same today is still Ganit's; another hash means an
 * admin changed it.
 */
export type ItemKind = "course" | "level" | "title" | "set" | "lesson";
export type ItemRecord = { kind: ItemKind; key: string; refId: string; contentHash: string };

const sorted = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, sorted(v)]),
    );
  return value;
};

/** A hash of a value that does not depend on key order (jsonb reorders keys) or absent fields. */
export const contentHash = (value: unknown): string =>
  createHash("sha256")
    .update(JSON.stringify(sorted(value)))
    .digest("hex");

export const recordKey = (kind: ItemKind, key: string) => `${kind}:${key}`;

export async function readRecords(db: DbOrTx): Promise<Map<string, ItemRecord>> {
  const rows = await db
    .select({
      kind: syllabusItems.kind,
      key: syllabusItems.key,
      refId: syllabusItems.refId,
      contentHash: syllabusItems.contentHash,
    })
    .from(syllabusItems);
  return new Map(rows.map((row) => [recordKey(row.kind as ItemKind, row.key), row as ItemRecord]));
}

/** Writes the records of what this load wrote (one statement per hundreds of items). */
export async function saveRecords(db: DbOrTx, records: readonly ItemRecord[], version: string) {
  for (const chunk of chunksOf(records, 500)) {
    await db
      .insert(syllabusItems)
      .values(chunk.map((record) => ({ ...record, loadedVersion: version, loadedAt: new Date() })))
      .onConflictDoUpdate({
        target: [syllabusItems.kind, syllabusItems.key],
        set: {
          refId: sql`excluded.ref_id`,
          contentHash: sql`excluded.content_hash`,
          loadedVersion: sql`excluded.loaded_version`,
          loadedAt: sql`excluded.loaded_at`,
        },
      });
  }
}
