import type { Mastery, SkillLevel } from "../practice.ts";

/**
 * Mastery rules (as Kolibri's): all right in one attempt, n right in a row, or m right of the last n
 * (4 of 5 by default, kinder to a nine-year-old than five in a row). Only a question's first try
 * counts: a right answer after the hint or the solution is learning, not yet mastery.
 */
export const DEFAULT_MASTERY = { rule: "recent", n: 5, m: 4 } as const satisfies Mastery;
const DEFAULT_STREAK = 3;

/** One first try, oldest first. */
export type Outcome = { correct: boolean; attemptId: string };

/** How close the child is: "3 of your last 5 right — 1 more to go" is `{right: 3, of: 5, toGo: 1}`. */
export type MasteryProgress = {
  rule: Mastery["rule"];
  right: number;
  of: number;
  target: number;
  toGo: number;
  met: boolean;
};

export function masteryProgress(
  rule: Mastery,
  outcomes: readonly Outcome[],
  attemptSize = 0,
): MasteryProgress {
  const done = (right: number, of: number, target: number) => ({
    rule: rule.rule,
    right,
    of,
    target,
    toGo: Math.max(0, target - right),
    met: right >= target && target > 0,
  });
  if (rule.rule === "all") {
    const latest = outcomes.at(-1)?.attemptId;
    const ofLatest = outcomes.filter((outcome) => outcome.attemptId === latest);
    const size = Math.max(attemptSize, ofLatest.length);
    return done(ofLatest.filter((outcome) => outcome.correct).length, size, size);
  }
  if (rule.rule === "streak") {
    const n = rule.n ?? DEFAULT_STREAK;
    let streak = 0;
    for (let i = outcomes.length - 1; i >= 0 && outcomes[i]?.correct; i--) streak++;
    return done(Math.min(streak, n), n, n);
  }
  const n = rule.n ?? DEFAULT_MASTERY.n;
  const m = Math.min(rule.m ?? DEFAULT_MASTERY.m, n);
  return done(outcomes.slice(-n).filter((outcome) => outcome.correct).length, n, m);
}

/** Wrong answers in a row (every try counts) that raise the teacher's "needs help" flag. */
export const NEEDS_HELP_WRONG_IN_A_ROW = 3;
/** A best score under this share (%) after at least NEEDS_HELP_LOW_SCORE_AFTER first tries also raises it. */
export const NEEDS_HELP_LOW_SCORE = 50;
export const NEEDS_HELP_LOW_SCORE_AFTER = 5;

/** Which rule raised a child's "needs help" flag (the teacher's list says which). */
export const NEEDS_HELP_REASONS = ["wrongInARow", "lowScore"] as const;
export type NeedsHelpReason = (typeof NEEDS_HELP_REASONS)[number];

/**
 * The rule that calls for the teacher now, or null: three wrong in a row (every try counts); or, after
 * at least five first tries, a best score under 50 % while the recent first tries are also under
 * half right (a child half-way through a long set with every answer right has a low score, not a
 * problem).
 */
export function needsHelpRule(state: {
  wrongInARow: number;
  bestScore: number;
  firstTries: number;
  recent: readonly Outcome[];
}): NeedsHelpReason | null {
  if (state.wrongInARow >= NEEDS_HELP_WRONG_IN_A_ROW) return "wrongInARow";
  const right = state.recent.filter((outcome) => outcome.correct).length;
  if (
    state.firstTries >= NEEDS_HELP_LOW_SCORE_AFTER &&
    state.bestScore < NEEDS_HELP_LOW_SCORE &&
    right * 100 < NEEDS_HELP_LOW_SCORE * state.recent.length
  )
    return "lowScore";
  return null;
}
/** A proficient set comes back for review after this long; right again there, it is mastered. */
export const REVIEW_AFTER_HOURS = 24;
/** Questions per set in a mixed review. */
export const REVIEW_ITEMS_PER_SET = 2;

/**
 * The skill level: Not started (no answer), Attempted, Familiar (half-way to the rule), Proficient
 * (the rule met, once: a later slip does not take it away), Mastered (right again in a review at
 * least a day later).
 */
export function skillLevel(state: {
  answered: number;
  progress: MasteryProgress;
  proficient: boolean;
  mastered: boolean;
}): SkillLevel {
  if (state.mastered) return "mastered";
  if (state.proficient || state.progress.met) return "proficient";
  if (state.answered === 0) return "notStarted";
  return state.progress.right * 2 >= state.progress.target ? "familiar" : "attempted";
}

/** First tries the server keeps in a standing's history: enough for any rule but "all" (n is at most 10). */
export const RECENT_FIRST_TRIES = 10;

/** What a standing carries over from before: the level row's sticky marks. */
export type StandingBefore = { proficient: boolean; mastered: boolean };

/** A standing: the progress toward the rule, the level, and whether Proficient has been reached. */
export type StandingNow = { progress: MasteryProgress; level: SkillLevel; proficient: boolean };

/**
 * The one reckoning of a child's standing in a set, used by the server after each answer it grades
 * and by the phone after each answer it grades offline: the first tries oldest first (the server's
 * history, then the phone's own), the size of one sitting (for "all"), and the sticky marks from
 * before. Each answer is folded in turn, so Proficient, once any prefix met the rule, stays.
 */
export function standingAfter(
  rule: Mastery,
  history: readonly Outcome[],
  added: readonly Outcome[],
  attemptSize: number,
  before: StandingBefore,
): StandingNow {
  const outcomes = [...history];
  let progress = masteryProgress(rule, outcomes, attemptSize);
  let proficient = before.proficient || progress.met;
  for (const outcome of added) {
    outcomes.push(outcome);
    progress = masteryProgress(rule, outcomes, attemptSize);
    proficient ||= progress.met;
  }
  const level = skillLevel({
    answered: outcomes.length,
    progress,
    proficient,
    mastered: before.mastered,
  });
  return { progress, level, proficient };
}

/**
 * The history a standing needs, from all first tries oldest first: the last ten for "n in a row" and
 * "m of the last n"; for "all", the first tries of the latest sitting.
 */
export function historyFor(rule: Mastery, outcomes: readonly Outcome[]): Outcome[] {
  if (rule.rule !== "all") return outcomes.slice(-RECENT_FIRST_TRIES);
  const latest = outcomes.at(-1)?.attemptId;
  return outcomes.filter((outcome) => outcome.attemptId === latest);
}

export const LEVEL_RANK: Record<SkillLevel, number> = {
  notStarted: 0,
  attempted: 1,
  familiar: 2,
  proficient: 3,
  mastered: 4,
};
