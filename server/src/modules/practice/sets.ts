import { randomBytes } from "node:crypto";
import { LIMITS, type PracticeSetResponse } from "@ganit/contracts";
// Straight from the module (not the package's index): the endpoint declarations load it lazily, and
// the bundler initialises a lazily loaded module only where it is imported by name.
import {
  PRACTICE_RESOURCE_TYPES,
  type PracticeItem,
  type PracticeSetInput,
  practiceSetInputSchema,
  type StoredItem,
} from "@ganit/contracts/practice";
import { parseGeneratedItemId } from "@ganit/contracts/practice/index";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { type AuditActor, type RequestMeta, recordAudit, recordAudits } from "../../audit/audit.ts";
import { chunksOf } from "../../db/chunks.ts";
import type { DbOrTx } from "../../db/client.ts";
import { practiceSets } from "../../db/schema.ts";
import { badRequest, notFound, said } from "../../errors.ts";
import { placeOfResource, placesOfResources, type ResourcePlace } from "../progress/index.ts";
import { renderItem } from "./render.ts";
import { loadSet, type PracticeSet } from "./store.ts";

type SetInput = z.output<typeof practiceSetInputSchema>;
type Place = ResourcePlace;

export const holdsPractice = (type: string) => (PRACTICE_RESOURCE_TYPES as readonly string[]).includes(type);

/** The place of a resource that may hold a set (its type one of the six), or 404 / 400. */
function practicePlace(place: Place | null | undefined): Place {
  if (!place) throw notFound("practiceNotFound");
  if (!holdsPractice(place.type)) throw badRequest("practiceResourceTypeInvalid");
  return place;
}

/** A resource that may hold a set, read now, or 404 / 400. */
export async function practiceResource(db: DbOrTx, resourceId: string): Promise<Place> {
  return practicePlace(await placeOfResource(db, resourceId));
}

const newItemId = (taken: Set<string>) => {
  for (;;) {
    const id = `q-${randomBytes(4).toString("hex")}`;
    if (!taken.has(id)) return id;
  }
};

/** The author's items with ids (kept, or new) and their HTML rendered from TeX now. */
function storedItems(items: readonly PracticeItem[]): StoredItem[] {
  if (items.some((item) => item.id && parseGeneratedItemId(item.id)))
    throw badRequest("practiceItemIdInvalid");
  const taken = new Set(items.flatMap((item) => (item.id ? [item.id] : [])));
  return items.map((item) => {
    const id = item.id ?? newItemId(taken);
    taken.add(id);
    return { ...item, id, html: renderItem(item) } as StoredItem;
  });
}

export function setResponse(place: Place, set: PracticeSet): PracticeSetResponse {
  return {
    resourceId: place.resourceId,
    courseId: place.courseId,
    classNumber: place.classNumber,
    resourceType: place.type,
    mode: set.mode,
    mastery: set.mastery,
    items: set.items,
    generators: set.generators,
    sizeBytes: set.sizeBytes,
    updatedAt: set.updatedAt.toISOString(),
  };
}

/** GET /api/practice/{resourceId} (staff). */
export async function getSet(db: DbOrTx, resourceId: string): Promise<PracticeSetResponse> {
  const place = await practiceResource(db, resourceId);
  const set = await loadSet(db, resourceId);
  if (!set) throw notFound("practiceNotFound");
  return setResponse(place, set);
}

/** PUT /api/practice/{resourceId} (staff): the whole set, rendered and stored in one transaction with its audit event. */
export async function putSet(
  db: DbOrTx,
  resourceId: string,
  input: SetInput | PracticeSetInput,
  actor: AuditActor | null,
  meta: Partial<RequestMeta>,
): Promise<PracticeSetResponse> {
  const [saved] = await putSets(db, [{ resourceId, input }], actor, meta);
  if (!saved) throw notFound("practiceNotFound");
  return { ...setResponse(saved.place, { resourceId, ...saved.values }), ...said("practiceSaved") };
}

/** A whole set for one resource, as putSets takes it. */
export type SetToPut = { resourceId: string; input: SetInput | PracticeSetInput };

/** Sets of one insert: a set is up to LIMITS.practiceSetMaxBytes of JSON. */
const SETS_AN_INSERT = 50;

/**
 * Stores whole sets, each checked, rendered and audited as putSet does, in one transaction: the
 * syllabus loader's three hundred sets are a few statements, not six each. Any set that fails its
 * checks (its resource gone or of another type, too large) stores none of them.
 */
export async function putSets(
  db: DbOrTx,
  sets: readonly SetToPut[],
  actor: AuditActor | null,
  meta: Partial<RequestMeta>,
) {
  // One row a resource in one insert: PostgreSQL refuses an upsert that meets its own row twice.
  const resourceIds = new Set(sets.map(({ resourceId }) => resourceId));
  if (resourceIds.size !== sets.length) throw new Error("putSets: a resource is given twice");
  const places = await placesOfResources(db, [...resourceIds]);
  const updatedAt = new Date();
  const written = sets.map(({ resourceId, input }) => {
    const parsed = practiceSetInputSchema.parse(input);
    const place = practicePlace(places.get(resourceId));
    const items = storedItems(parsed.items);
    const generators = parsed.generators ?? [];
    const sizeBytes = Buffer.byteLength(JSON.stringify({ items, generators }));
    if (sizeBytes > LIMITS.practiceSetMaxBytes) throw badRequest("practiceSetTooLarge");
    const values = { mode: parsed.mode, mastery: parsed.mastery, items, generators, sizeBytes, updatedAt };
    return { resourceId, place, values };
  });
  await db.transaction(async (tx) => {
    for (const chunk of chunksOf(written, SETS_AN_INSERT)) {
      await tx
        .insert(practiceSets)
        .values(chunk.map(({ resourceId, values }) => ({ resourceId, ...values })))
        .onConflictDoUpdate({
          target: practiceSets.resourceId,
          set: {
            mode: sql`excluded.mode`,
            mastery: sql`excluded.mastery`,
            items: sql`excluded.items`,
            generators: sql`excluded.generators`,
            sizeBytes: sql`excluded.size_bytes`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    }
    await recordAudits(
      tx,
      written.map(({ resourceId, place, values }) => ({
        action: "practice.saved",
        actor,
        target: { type: "practice_set", id: resourceId },
        ip: meta.ip ?? null,
        detail: {
          courseId: place.courseId,
          items: values.items.length,
          generators: values.generators.length,
          mode: values.mode,
        },
      })),
    );
  });
  return written;
}

/** DELETE /api/practice/{resourceId} (staff): the set goes; the resource opens its url again. */
export async function removeSet(db: DbOrTx, resourceId: string, actor: AuditActor, meta: RequestMeta) {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(practiceSets)
      .where(eq(practiceSets.resourceId, resourceId))
      .returning({ resourceId: practiceSets.resourceId });
    if (removed.length === 0) throw notFound("practiceNotFound");
    await recordAudit(tx, {
      action: "practice.removed",
      actor,
      target: { type: "practice_set", id: resourceId },
      ip: meta.ip,
    });
  });
  return said("practiceRemoved");
}
