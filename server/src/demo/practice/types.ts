import type { PracticeSetInput } from "@ganit/contracts";

/**
 * A demo exercise set, by course family. Each author's question carries `solve`: how a test works
 * the answer out on its own (solve.test.ts) — an arithmetic expression per answer (numeric, fraction,
 * each blank, the value of the right option), or "ascending" (ordering: smallest first) or "equal"
 * (matching: both sides of each pair the same value). It is stripped before the set is saved.
 */
export type DemoItem = NonNullable<PracticeSetInput["items"]>[number] & {
  solve: string | string[];
  /** Per foreseen wrong answer, the expression of its mistake (the test works each one out). */
  solveWrong?: string[];
};
export type DemoSet = Omit<PracticeSetInput, "items"> & { items?: DemoItem[] };
export type DemoFamily = { family: string; sets: DemoSet[] };

/** A drill of one generator: practice, 4 of the last 5. */
export const drill = (generator: string, count = 8, range: { min?: number; max?: number } = {}): DemoSet =>
  ({ mode: "practice", generators: [{ generator, count, ...range }] }) as DemoSet;
