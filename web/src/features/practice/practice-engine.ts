import type { AttemptResponse, GeneratorSpec, MasteryProgressOut, SkillLevel } from "@ganit/contracts";
import {
  freshSeed,
  generateItem,
  grade,
  type MasteryProgress,
  masteryProgress,
  type Outcome,
  type PracticeLocale,
  parseGeneratedItemId,
  type StudentAnswer,
  type StudentItem,
  shownOrder,
  skillLevel,
  toStudentItem,
} from "@ganit/contracts/practice/index";
import i18n from "@/lib/i18n.ts";

/**
 * The phone's side of a practice set (no zod, no network): grading with the shared engine, fresh
 * variants of a question, and the progress shown to the child. Feedback needs no round trip; the
 * server re-grades every answer it receives and its levels replace the phone's when they arrive.
 */

export type Attempt = Pick<
  AttemptResponse,
  "attemptId" | "resourceId" | "place" | "mode" | "mastery" | "level"
> & {
  items: StudentItem[];
  generators?: AttemptResponse["generators"];
  progress: MasteryProgressOut;
};

/** A practice question's verdict on the phone; null in a quiz (the server decides) or an unfit answer. */
export function gradeOnDevice(item: StudentItem, answer: StudentAnswer): boolean | null {
  if (!item.key) return null;
  const verdict = grade(item.key, answer, item.seed ?? 0);
  return verdict ? verdict.correct : null;
}

/** The same list shown in another order: `order[shown] = original` for the old seed and the new. */
function reshuffled(list: readonly string[] | undefined, oldSeed: number, newSeed: number) {
  if (!list) return undefined;
  const before = shownOrder(list.length, oldSeed);
  const original: string[] = [];
  before.forEach((from, shown) => {
    original[from] = list[shown] as string;
  });
  return shownOrder(list.length, newSeed).map((from) => original[from] as string);
}

/**
 * A fresh variant of a question after its worked solution: a generated question gets new numbers
 * from its generator; an author's question comes back with its choices shown in a new order.
 */
export function freshVariant(
  item: StudentItem,
  attempt: Attempt,
  seed = freshSeed(),
  locale: PracticeLocale = i18n.language === "hi" ? "hi" : "en",
): StudentItem {
  const generated = parseGeneratedItemId(item.id);
  const spec = generated ? attempt.generators?.[generated.index] : undefined;
  if (generated && spec) {
    // In the child's language, made by the phone's own copy of the generator (its version in the id).
    const draw = (from: number) =>
      toStudentItem(generateItem(spec as GeneratorSpec, generated.index, from, locale), from, "practice");
    // "Now try one like it" must show another question: a draw that repeats the one just missed is
    // drawn again (a generator with very few questions may still repeat after a few tries).
    let variant = draw(seed);
    for (let tries = 1; tries < 8 && variant.text === item.text; tries += 1) variant = draw(freshSeed());
    return variant;
  }
  const old = item.seed ?? 0;
  return {
    ...item,
    seed,
    ...(item.right ? { right: reshuffled(item.right, old, seed) } : {}),
    ...(item.items ? { items: reshuffled(item.items, old, seed) } : {}),
  };
}

/** A unique id (a v4 UUID), also where randomUUID is missing (a plain-http school server). */
export function uniqueId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The sitting a phone runs offline: the questions of the last attempt the server gave, each
 * generated one with fresh numbers (the child never repeats the same drill), under a new attempt id
 * the phone makes; the server opens that attempt when its first answer arrives with the set's id.
 */
export function offlineAttempt(stored: Attempt, attemptId = uniqueId()): Attempt {
  return {
    ...stored,
    attemptId,
    items: stored.items.map((item) => (parseGeneratedItemId(item.id) ? freshVariant(item, stored) : item)),
  };
}

/** The child's first tries the phone knows of: those the server counted, then this visit's. */
export function priorOutcomes(progress: MasteryProgressOut, attemptId: string): Outcome[] {
  if (progress.rule === "all") return [];
  return Array.from({ length: progress.right }, () => ({ correct: true, attemptId: `before-${attemptId}` }));
}

/** The progress and level after this visit's first tries, as the phone reckons them. */
export function localStanding(attempt: Attempt, outcomes: readonly Outcome[]) {
  const progress: MasteryProgress = masteryProgress(
    attempt.mastery,
    [...priorOutcomes(attempt.progress, attempt.attemptId), ...outcomes],
    attempt.items.length,
  );
  const proficient = attempt.level === "proficient" || attempt.level === "mastered";
  const level: SkillLevel = skillLevel({
    answered: outcomes.length + (attempt.level === "notStarted" ? 0 : 1),
    progress,
    proficient,
    mastered: attempt.level === "mastered",
  });
  return { progress, level };
}

/** Stars of the summary: for effort and first-try answers, never against other children. */
export function starsFor(right: number, total: number): number {
  if (total === 0) return 0;
  const share = right / total;
  if (share >= 0.8) return 3;
  if (share >= 0.5) return 2;
  return 1;
}
