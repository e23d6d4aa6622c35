import { practiceSetInputSchema, resourceTypeSchema } from "@ganit/contracts";
import { z } from "zod";
import geoMath from "./sets/geo-math.json" with { type: "json" };
import interactiveMath from "./sets/interactive-math.json" with { type: "json" };
import magicMath from "./sets/magic-math.json" with { type: "json" };
import mathAptitudeExam from "./sets/math-aptitude-exam.json" with { type: "json" };
import mathGames from "./sets/math-games.json" with { type: "json" };
import mathLab from "./sets/math-lab.json" with { type: "json" };
import mathProjects from "./sets/math-projects.json" with { type: "json" };
import puzzlesRiddles from "./sets/puzzles-riddles.json" with { type: "json" };
import vedicMath from "./sets/vedic-math.json" with { type: "json" };
import type { DemoFamily, DemoPlace, DemoSet } from "./types.ts";

/**
 * Each demo course family's sets as a data file, ./sets/<family>.json, in the order the demo seeds
 * them (docs/adr/0742-demo-practice-sets-as-json-data.md). The files are imported as JSON modules,
 * so the server bundle carries them, as the contracts' lesson pages (ADR 0741).
 */
export const DEMO_PRACTICE_FILES: readonly { file: string; data: unknown }[] = [
  { file: "vedic-math.json", data: vedicMath },
  { file: "magic-math.json", data: magicMath },
  { file: "interactive-math.json", data: interactiveMath },
  { file: "math-games.json", data: mathGames },
  { file: "math-lab.json", data: mathLab },
  { file: "geo-math.json", data: geoMath },
  { file: "puzzles-riddles.json", data: puzzlesRiddles },
  { file: "math-projects.json", data: mathProjects },
  { file: "math-aptitude-exam.json", data: mathAptitudeExam },
];

/** What a demo set adds to a set the API takes: its place, and per question its checks and Hindi. */
const demoSetSchema = z.object({
  at: z.strictObject({
    class: z.number().int().min(1).max(10),
    title: z.string().min(1),
    type: resourceTypeSchema,
  }),
  items: z
    .array(
      z.object({
        solve: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)], {
          error: "expected how a test works the answer out: an expression, or one per answer",
        }),
        solveWrong: z.array(z.string().min(1)).optional(),
        hi: z.object({ prompt: z.string().min(1) }),
      }),
    )
    .optional(),
});
const familyFileSchema = z.strictObject({ family: z.string().min(1), sets: z.array(z.unknown()).min(1) });

/** A field's place in a file, written as a reader finds it: `.sets[3].items[1].solve`. */
const place = (path: readonly PropertyKey[]): string =>
  path.map((key) => (typeof key === "number" ? `[${key}]` : `.${String(key)}`)).join("");

/**
 * The families of these files, each checked twice: the demo's own fields (the place, each
 * question's `solve` and Hindi), then the rest as the practice API's schema checks a saved set. All
 * that is wrong is thrown in one error, each line naming the file and the field. The data is
 * answered as read: a check never rewrites it (the API's defaults are the API's to apply).
 */
export function loadDemoFamilies(files: readonly { file: string; data: unknown }[]): DemoFamily[] {
  const errors: string[] = [];
  const problems = (file: string, at: readonly PropertyKey[], error: z.ZodError) =>
    error.issues.map(
      (issue) => `${file} ${place([...at, ...issue.path]) || "(the whole file)"}: ${issue.message}`,
    );
  for (const { file, data } of files) {
    const family = familyFileSchema.safeParse(data);
    if (!family.success) {
      errors.push(...problems(file, [], family.error));
      continue;
    }
    family.data.sets.forEach((set, index) => {
      const own = demoSetSchema.safeParse(set);
      const asSaved = own.success ? practiceSetInputSchema.safeParse(asSetInput(set as DemoSet)) : own;
      if (!asSaved.success) errors.push(...problems(file, ["sets", index], asSaved.error));
    });
  }
  if (errors.length > 0)
    throw new Error(`Demo practice files do not match their schema:\n${errors.join("\n")}`);
  return files.map(({ data }) => data as DemoFamily);
}

/** Every demo family's sets, each naming the lesson (class, title, resource type) it sits under. */
export const DEMO_PRACTICE: DemoFamily[] = loadDemoFamilies(DEMO_PRACTICE_FILES);

/** A demo set as the API takes it: without its place and the test's `solve` rules (the Hindi is kept). */
export function asSetInput({ at: _at, ...set }: DemoSet) {
  return {
    ...set,
    items: (set.items ?? []).map(({ solve: _solve, solveWrong: _wrong, ...item }) => item),
  };
}

type PlacedResource = { _id: string; type: string };
type ClassTree = {
  classNumber: number;
  levels: { titles: { title: string; resources: PlacedResource[] }[] }[];
};

/**
 * The resource a set goes on: in its class, under its lesson's title, of its type, and not taken by
 * an earlier set (a lesson may hold two resources of one type). A place the catalogue lacks is a
 * mistake in the demo's data: it throws.
 */
export function resourceAt(tree: ClassTree[], at: DemoPlace, taken: ReadonlySet<string>): string {
  const found = tree
    .filter((klass) => klass.classNumber === at.class)
    .flatMap((klass) => klass.levels.flatMap((level) => level.titles))
    .filter((title) => title.title === at.title)
    .flatMap((title) => title.resources)
    .find((resource) => resource.type === at.type && !taken.has(resource._id));
  if (!found) throw new Error(`No free ${at.type} resource under Class ${at.class} "${at.title}"`);
  return found._id;
}
