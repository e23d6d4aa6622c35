import { PRACTICE_RESOURCE_TYPES } from "@ganit/contracts/practice";
import type { Tx } from "../../db/client.ts";
import { courses as coursesTable } from "../../db/schema.ts";
import { readTrees } from "../../modules/courses/index.ts";
import { putSet } from "../../modules/practice/index.ts";
import { asSetInput, DEMO_PRACTICE } from "./catalogue.ts";

export { seedDemoPracticeActivity } from "./activity.ts";

/**
 * The demo's exercise sets: each family's sets go onto its courses' practice, quiz, MCQ, Fill in the
 * Blanks, matching and worksheet resources, in the order the viewer shows them, through the same
 * service as the admin's editor (TeX rendered, the rules applied). A resource left over keeps its url.
 */
export async function seedDemoPractice(tx: Tx, admin: { id: string }) {
  const courses = await tx.select({ id: coursesTable.id, name: coursesTable.name }).from(coursesTable);
  const trees = await readTrees(
    tx,
    courses.map((course) => course.id),
  );
  const actor = { id: admin.id, role: "admin" as const, schoolId: null };
  let saved = 0;
  for (const { family, sets } of DEMO_PRACTICE) {
    const course = courses.find((candidate) => candidate.name === family);
    if (!course) continue;
    const resources = (trees.get(course.id) ?? []).flatMap((klass) =>
      klass.levels.flatMap((level) =>
        level.titles.flatMap((title) =>
          title.resources.filter((r) => (PRACTICE_RESOURCE_TYPES as readonly string[]).includes(r.type)),
        ),
      ),
    );
    for (const [i, set] of sets.entries()) {
      const resource = resources[i];
      if (!resource) break;
      await putSet(tx, resource._id, asSetInput(set), actor, { ip: "127.0.0.1" });
      saved++;
    }
  }
  return saved;
}
