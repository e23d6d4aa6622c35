import type { StudentAnswer, StudentItem } from "@ganit/contracts/practice/index";
import { NEEDS_HELP_WRONG_IN_A_ROW } from "@ganit/contracts/practice/index";
import { useCallback, useRef, useState } from "react";

/**
 * What a practice set and a mixed review share: how a checked answer turns into feedback, the
 * tries at the current question, the answer sent to the server for grading, and a start that only
 * the newest load may finish.
 */
export type Feedback =
  | { kind: "right" }
  | { kind: "hint"; hint?: string }
  | { kind: "solution"; solution?: string; rightAnswer?: StudentAnswer; variant?: StudentItem };

export type VerdictWords = {
  hint?: string;
  solution?: string;
  /** After a second miss: what was right, in the form the question was shown (options by index). */
  rightAnswer?: StudentAnswer;
  variant?: StudentItem;
};

/**
 * Right: well done. First wrong try: the hint. Second: the right answer and the worked solution (and
 * a variant, if any).
 */
function feedbackFor(correct: boolean, tries: number, words: VerdictWords): Feedback {
  if (correct) return { kind: "right" };
  if (tries === 0) return { kind: "hint", ...(words.hint ? { hint: words.hint } : {}) };
  return {
    kind: "solution",
    ...(words.solution ? { solution: words.solution } : {}),
    ...(words.rightAnswer !== undefined ? { rightAnswer: words.rightAnswer } : {}),
    ...(words.variant ? { variant: words.variant } : {}),
  };
}

/**
 * The current question's tries and the last check's feedback; the wrong answers in a row (after a
 * few the child is told to ask for help); and an answer on its way to the server: busy meanwhile, a
 * failed send says so and keeps the question.
 */
export function useAnswerSteps() {
  const [tries, setTries] = useState(0);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [wrongInARow, setWrongInARow] = useState(0);
  const [busy, setBusy] = useState(false);
  const [answerFailed, setAnswerFailed] = useState(false);

  const settle = (correct: boolean, words: VerdictWords) => {
    setWrongInARow((count) => (correct ? 0 : count + 1));
    setTries((count) => count + 1);
    setFeedback(feedbackFor(correct, tries, words));
  };
  // Stable: a run's start names them among its dependencies.
  /** The next question (or a variant, or the run's start): no tries yet, no feedback. */
  const freshQuestion = useCallback(() => {
    setTries(0);
    setFeedback(null);
  }, []);
  /**
   * Next, after the feedback shown: after a hint the same question stays, only the hint goes (false);
   * after anything else the question's steps start afresh and the run moves on (true).
   */
  const moveOn = (shown: Feedback) => {
    if (shown.kind === "hint") {
      setFeedback(null);
      return false;
    }
    freshQuestion();
    return true;
  };
  const forgetWrongInARow = useCallback(() => setWrongInARow(0), []);
  const send = async (grade: () => Promise<void>) => {
    setBusy(true);
    try {
      await grade();
    } catch {
      setAnswerFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return {
    /** What the screen shows of the question's steps. */
    shown: { tries, feedback, busy, answerFailed, needsHelp: wrongInARow >= NEEDS_HELP_WRONG_IN_A_ROW },
    settle,
    freshQuestion,
    moveOn,
    forgetWrongInARow,
    clearFailure: () => setAnswerFailed(false),
    send,
  };
}

type Phase = { phase: string };

/**
 * A run's phase and its (re)start: "loading" until the load ends, then either the load's failure or
 * what `begin` makes of the loaded run. A restart (or another set) while a load is under way makes
 * the older load stale: only the newest one is applied.
 */
export function useLatestStart<State extends Phase>() {
  const [state, setState] = useState<State | { phase: "loading" }>({ phase: "loading" });
  const started = useRef(0);
  const startLatest = useCallback(
    async <Loaded extends object>(load: () => Promise<Loaded | State>, begin: (loaded: Loaded) => State) => {
      const run = ++started.current;
      setState({ phase: "loading" });
      const loaded = await load();
      if (run !== started.current) return;
      setState("phase" in loaded ? (loaded as State) : begin(loaded as Loaded));
    },
    [],
  );
  return { state, setState, startLatest };
}
