import { INTERACTIVE_GAMES_FAMILIES } from "./sets-interactive-games.ts";
import { LAB_GEO_FAMILIES } from "./sets-lab-geo.ts";
import { PROJECT_APTITUDE_FAMILIES } from "./sets-projects-aptitude.ts";
import { PUZZLE_FAMILIES } from "./sets-puzzles.ts";
import { VEDIC_MAGIC_FAMILIES } from "./sets-vedic-magic.ts";
import type { DemoFamily, DemoPlace, DemoSet } from "./types.ts";

/** Every demo family's sets, each naming the lesson (class, title, resource type) it sits under. */
export const DEMO_PRACTICE: DemoFamily[] = [
  ...VEDIC_MAGIC_FAMILIES,
  ...INTERACTIVE_GAMES_FAMILIES,
  ...LAB_GEO_FAMILIES,
  ...PUZZLE_FAMILIES,
  ...PROJECT_APTITUDE_FAMILIES,
];

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
