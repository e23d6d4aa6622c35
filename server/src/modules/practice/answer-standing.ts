import { issuedQuestionsSchema, type SkillLevel } from "@ganit/contracts";
import {
  historyFor,
  NEEDS_HELP_WRONG_IN_A_ROW,
  type Outcome,
  REVIEW_AFTER_HOURS,
  standingAfter,
} from "@ganit/contracts/practice/index";
import type { AnswerState } from "./answer-read.ts";
import {
  type LevelAfter,
  type LevelBefore,
  marks,
  reckonStanding,
  type Standing,
  scoreOf,
  sittingSize,
} from "./standing.ts";
import type { PracticeSet } from "./store.ts";

/**
 * An answer's standing from its one read (answer-read.ts) and the answer itself, without reading
 * again: the rows the standing rules of standing.ts and review-pass.ts read after the answer is
 * stored are the rows read before it plus this one, which has the highest `seq` of the child's.
 */
type NewAnswer = { itemId: string; correct: boolean; firstTry: boolean; attemptId: string };

/** The first tries the standing is reckoned from (standing.ts `standingHistory`), with the answer when given. */
function historyWith(state: AnswerState, set: PracticeSet, answer: NewAnswer | null): Outcome[] {
  const counts = answer?.firstTry === true;
  const outcome = answer ? { correct: answer.correct, attemptId: answer.attemptId } : null;
  if (set.mastery.rule !== "all")
    return historyFor(
      set.mastery,
      counts && outcome ? [...state.recentFirstTries, outcome] : state.recentFirstTries,
    );
  // Rule "all": the latest sitting's first tries; a first try makes this sitting the latest.
  if (!counts || !outcome) return state.latestSittingFirstTries;
  const sitting = state.sittingFirstTries.map((row) => ({
    correct: row.correct,
    attemptId: outcome.attemptId,
  }));
  return [...sitting, outcome];
}

const NO_LEVEL: LevelBefore = {
  proficientAt: null,
  masteredAt: null,
  bestScore: null,
  needsHelpSince: null,
  needsHelpReason: null,
  lastActivityAt: null,
};

/** The standing as it stands, for a resend of an answer already stored (standing.ts `readStanding`). */
export function standingAsRead(state: AnswerState, set: PracticeSet): Standing & { history: Outcome[] } {
  const history = historyWith(state, set, null);
  const now = standingAfter(set.mastery, history, [], sittingSize(set), marks(state.level ?? undefined));
  // The stored level is the server's word (a level reached before this reckoning existed stays).
  const level = (state.level?.level ?? now.level) as SkillLevel;
  return { level, progress: now.progress, needsHelp: Boolean(state.level?.needsHelpSince), history };
}

/**
 * The standing after the answer (standing.ts `updateStanding`), and for a mixed review whether it
 * makes the set Mastered (review-pass.ts `passReview`): then the level row says so too.
 */
export function standingAfterAnswer(
  state: AnswerState,
  set: PracticeSet,
  answer: NewAnswer,
  at: Date,
): { standing: Standing; after: LevelAfter & { masteredAt?: Date }; mastered: SkillLevel | null } {
  const { attempt } = state;
  const counts = answer.firstTry;
  const lastAnswers = [answer.correct, ...state.lastAnswers].slice(0, NEEDS_HELP_WRONG_IN_A_ROW);
  const wrongInARow = lastAnswers.findIndex((correct) => correct);
  const rightInSitting =
    state.sittingFirstTries.filter((row) => row.correct).length + (counts && answer.correct ? 1 : 0);
  // A review asks two questions of the set: not a score of the set.
  const score = attempt.kind === "set" ? scoreOf(rightInSitting, sittingSize(set)) : 0;
  const before = state.level ?? NO_LEVEL;
  const { standing, after } = reckonStanding(
    set,
    before,
    {
      history: historyWith(state, set, answer),
      wrongInARow: wrongInARow === -1 ? lastAnswers.length : wrongInARow,
      score,
      firstTriesAtSet: state.firstTriesAtSet + (counts ? 1 : 0),
    },
    at,
  );
  if (attempt.kind !== "review") return { standing, after, mastered: null };
  const mastered = reviewPassed(state, answer, after.proficientAt, before.masteredAt, at);
  if (mastered === "newly")
    return { standing, after: { ...after, level: "mastered", masteredAt: at }, mastered: "mastered" };
  return { standing, after, mastered: mastered ? "mastered" : null };
}

/**
 * review-pass.ts's rule: every review question of this set right at the first try, and the set
 * proficient at least a day before. "newly": Mastered by this answer; true: Mastered before.
 */
function reviewPassed(
  state: AnswerState,
  answer: NewAnswer,
  proficientAt: Date | null,
  masteredAt: Date | null,
  at: Date,
): "newly" | boolean {
  const asked = issuedQuestionsSchema
    .parse(state.attempt.items)
    .filter((entry) => entry.resourceId === state.setId);
  const right = new Set(state.sittingFirstTries.filter((row) => row.correct).map((row) => row.itemId));
  if (answer.firstTry && answer.correct) right.add(answer.itemId);
  if (asked.length === 0 || !asked.every((entry) => right.has(entry.itemId))) return false;
  if (!proficientAt) return false;
  if (masteredAt) return true;
  if (at.getTime() - proficientAt.getTime() < REVIEW_AFTER_HOURS * 3_600_000) return false;
  return "newly";
}
