import { NUMBER_FAMILIES } from "./sets-number.ts";
import { PLAY_FAMILIES } from "./sets-play.ts";
import { SCHOOL_FAMILIES } from "./sets-school.ts";
import type { DemoFamily, DemoSet } from "./types.ts";

/** Every demo family's sets, in the order they go onto the family's practice resources. */
export const DEMO_PRACTICE: DemoFamily[] = [...NUMBER_FAMILIES, ...SCHOOL_FAMILIES, ...PLAY_FAMILIES];

/** A demo set as the API takes it: without the test's `solve`. */
export function asSetInput(set: DemoSet) {
  return { ...set, items: (set.items ?? []).map(({ solve: _solve, solveWrong: _wrong, ...item }) => item) };
}
