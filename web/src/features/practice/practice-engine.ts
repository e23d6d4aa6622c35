import type { AttemptResponse, GeneratorSpec, MasteryProgressOut } from "@ganit/contracts";
import {
  definitionOf,
  freshSeed,
  generateItem,
  grade,
  historyFor,
  LEVEL_RANK,
  type Outcome,
  type PracticeLocale,
  parseGeneratedItemId,
  type StudentAnswer,
  type StudentItem,
  shownOrder,
  standingAfter,
  toStudentItem,
} from "@ganit/contracts/practice/index";
// The app's one i18next instance (lib/i18n.ts initialises it): read directly, so the server's
// agreement test can run this engine without the web's path aliases.
import i18n from "i18next";

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
  /** The first tries the level was reckoned from, oldest first (none in an attempt kept from before). */
  history?: Outcome[];
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
  if (generated && spec && definitionOf((spec as GeneratorSpec).generator)) {
    // In the child's language, made by the phone's own copy of the generator (its version in the id).
    const draw = (from: number) =>
      toStudentItem(generateItem(spec as GeneratorSpec, generated.index, from, locale), from, "practice");
    // "Now try one like it" must show another question: a draw that repeats the one just missed is
    // drawn again (a generator with very few questions may still repeat after a few tries).
    let variant = draw(seed);
    for (let tries = 1; tries < 8 && variant.text === item.text; tries += 1) variant = draw(freshSeed());
    return variant;
  }
  // A generated question whose generator is not on the phone (never loaded while online) comes back
  // as it was, like an author's question.
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

/**
 * The progress and level after this visit's first tries, as the phone reckons them: the same function
 * as the server's (practice/mastery.ts `standingAfter`), from the same first tries in the same order
 * (the server's history, then this visit's), with the server's level as the sticky marks.
 */
export function localStanding(attempt: Attempt, outcomes: readonly Outcome[]) {
  const { progress, level } = standingAfter(
    attempt.mastery,
    attempt.history ?? [],
    outcomes,
    attempt.items.length,
    {
      proficient: LEVEL_RANK[attempt.level] >= LEVEL_RANK.proficient,
      mastered: attempt.level === "mastered",
    },
  );
  return { progress, level };
}

/**
 * The attempt as the phone keeps it after this visit's first tries: their history and level carried
 * forward, so the next sitting begun offline starts where this one ended.
 */
export function carriedForward(attempt: Attempt, outcomes: readonly Outcome[]): Attempt {
  const { progress, level } = localStanding(attempt, outcomes);
  const history = historyFor(attempt.mastery, [...(attempt.history ?? []), ...outcomes]);
  return { ...attempt, history, progress, level };
}

/** Stars of the summary: for effort and first-try answers, never against other children. */
export function starsFor(right: number, total: number): number {
  if (total === 0) return 0;
  const share = right / total;
  if (share >= 0.8) return 3;
  if (share >= 0.5) return 2;
  return 1;
}
