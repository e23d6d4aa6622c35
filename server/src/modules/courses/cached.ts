import type { CourseClass, PublicCourse } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { catalogueVersion } from "../../db/schema.ts";
import { publicCatalogue } from "./lists.ts";
import { readTrees } from "./tree.ts";

/**
 * The public catalogue and the course trees, held in this process's memory. Many processes share one
 * database, so before serving them a request reads the catalogue's version (one row, one cheap
 * prepared statement); a trigger bumps it in the same transaction as any write to a course table,
 * so after an admin's save commits, the next request in every process sees a new number and reads
 * afresh. docs/adr/0381-catalogue-held-in-memory.md.
 *
 * Only for reads outside a transaction: a transaction that writes the catalogue reads its own rows
 * with `readTrees`. What is served is shared between requests and must not be changed by a caller.
 */
type Held = { version: number; catalogue: PublicCourse[] | null; trees: Map<string, CourseClass[]> };

/** A bound on the trees held: the catalogue is an admin's few dozen courses, not a data set. */
const MAX_TREES = 500;

const perApp = new WeakMap<AppContext, ReturnType<typeof createCache>>();

/** The cache of one app (one a process; a test may build several, each with its own). */
export function cachedCatalogue(ctx: AppContext) {
  let cache = perApp.get(ctx);
  if (!cache) {
    cache = createCache(ctx.database.db);
    perApp.set(ctx, cache);
  }
  return cache;
}

function createCache(db: Db) {
  const versionNow = db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1))
    .prepare("catalogue_version");
  let held: Held = { version: -1, catalogue: null, trees: new Map() };

  /**
   * What this process holds for the current version: emptied when the version moved. `known`: the
   * version this request has read already (the session check reads it), so no read of its own.
   */
  async function current(known?: number): Promise<Held> {
    const version = known ?? (await versionNow.execute())[0]?.version ?? 0;
    if (version !== held.version) held = { version, catalogue: null, trees: new Map() };
    return held;
  }

  return {
    /** GET /api/course/get's answer. */
    async catalogue(): Promise<PublicCourse[]> {
      const now = await current();
      if (now.catalogue) return now.catalogue;
      // Read after the version, so it is at least that new; kept only if no newer version came meanwhile.
      const catalogue = await publicCatalogue(db);
      if (held === now) now.catalogue = catalogue;
      return catalogue;
    },

    /** The class tree of one course (empty for an unknown id); `known` as for `current`. */
    async tree(courseId: string, known?: number): Promise<CourseClass[]> {
      const now = await current(known);
      const kept = now.trees.get(courseId);
      if (kept) return kept;
      const tree = (await readTrees(db, [courseId])).get(courseId) ?? [];
      if (held === now && now.trees.size < MAX_TREES) now.trees.set(courseId, tree);
      return tree;
    },
  };
}
