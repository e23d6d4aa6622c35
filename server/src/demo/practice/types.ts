import type { PracticeSetInput, ResourceType } from "@ganit/contracts";

/**
 * A demo exercise set, by course family. Each author's question carries `solve`: how a test works
 * the answer out on its own (demo-practice.test.ts) — an arithmetic expression per answer (numeric,
 * fraction, each blank, the value of the right option), or a named check the test computes itself
 * ("ascending", "equal", "even", "hcf:12,18", …). It carries `hi`, the question in Hindi beside the
 * English, saved with the question for Hindi readers; `solve` and `solveWrong` are stripped before saving.
 * Each set names the lesson it sits under (`at`): its class, the lesson's title and the resource.
 */
export type HindiTexts = {
  prompt: string;
  hint?: string;
  solution?: string;
  options?: string[];
  pairs?: { left: string; right: string }[];
  items?: string[];
};
export type DemoItem = NonNullable<PracticeSetInput["items"]>[number] & {
  solve: string | string[];
  /** Per foreseen wrong answer, the expression of its mistake (the test works each one out). */
  solveWrong?: string[];
  hi: HindiTexts;
};
export type DemoPlace = { class: number; title: string; type: ResourceType };
export type DemoSet = Omit<PracticeSetInput, "items"> & { at: DemoPlace; items?: DemoItem[] };
export type DemoFamily = { family: string; sets: DemoSet[] };
