import type { Tx } from "../../db/client.ts";
import { courses as coursesTable } from "../../db/schema.ts";
import { readTrees } from "../../modules/courses/index.ts";
import { putSets, type SetToPut } from "../../modules/practice/index.ts";
import { asSetInput, DEMO_PRACTICE, resourceAt } from "./catalogue.ts";

export { seedDemoPracticeActivity } from "./activity.ts";

/**
 * The demo's exercise sets: each goes onto the resource of the lesson it practises (its class, the
 * lesson's title, the resource's type), through the same service as the admin's editor (TeX
 * rendered, the rules applied). A practice-type resource no set names keeps its lesson page.
 */
export async function seedDemoPractice(tx: Tx, admin: { id: string }) {
  const courses = await tx.select({ id: coursesTable.id, name: coursesTable.name }).from(coursesTable);
  const trees = await readTrees(
    tx,
    courses.map((course) => course.id),
  );
  const actor = { id: admin.id, role: "admin" as const, schoolId: null };
  const placed: SetToPut[] = [];
  for (const { family, sets } of DEMO_PRACTICE) {
    const course = courses.find((candidate) => candidate.name === family);
    if (!course) continue;
    const tree = trees.get(course.id) ?? [];
    const taken = new Set<string>();
    for (const set of sets) {
      const resourceId = resourceAt(tree, set.at, taken);
      taken.add(resourceId);
      placed.push({ resourceId, input: asSetInput(set) });
    }
  }
  await putSets(tx, placed, actor, { ip: "127.0.0.1" });
  return placed.length;
}
