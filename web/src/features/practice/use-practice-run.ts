import type { MasteryProgressOut, SkillLevel } from "@ganit/contracts";
import {
  correctAnswer,
  type Outcome,
  type StudentAnswer,
  type StudentItem,
} from "@ganit/contracts/practice/index";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/api.ts";
import { answerOnServer, startAttempt } from "./api.ts";
import { loadGenerators } from "./generators-loader.ts";
import {
  type Attempt,
  carriedForward,
  freshVariant,
  gradeOnDevice,
  localStanding,
  offlineAttempt,
  uniqueId,
} from "./practice-engine.ts";
import {
  enqueueAnswer,
  flushAnswers,
  queuedAnswers,
  storeAttempt,
  storedAttempt,
} from "./practice-outbox.ts";
import { useAnswerSteps, useLatestStart, type VerdictWords } from "./run-steps.ts";

/**
 * One run through a set: load (the server's attempt, or offline the last one kept on the phone),
 * one question at a time, feedback (first wrong: the hint; second wrong: the worked solution, then
 * a fresh variant), the progress toward mastery, and the summary. In practice the phone grades and
 * the answer goes to the outbox; in a quiz the server grades each answer.
 */
export type RunState =
  | { phase: "loading" }
  | { phase: "failed"; reason: "notFound" | "quizOffline" | "loadFailed" }
  | { phase: "done" }
  | { phase: "question" };

export const answerId = uniqueId;

const isOffline = (error: unknown) => error instanceof ApiError && error.status === 0;

/** The attempt, with the generators its fresh variants are drawn from loaded first (when it has any). */
async function withGenerators(attempt: Attempt): Promise<Attempt> {
  if ((attempt.generators?.length ?? 0) > 0) await loadGenerators().catch(() => undefined);
  return attempt;
}

async function loadAttempt(resourceId: string): Promise<Attempt | RunState> {
  const found = await attemptToRun(resourceId);
  return "attemptId" in found ? withGenerators(found) : found;
}

async function attemptToRun(resourceId: string): Promise<Attempt | RunState> {
  const kept = storedAttempt(resourceId);
  if (!navigator.onLine && kept) return offlineAttempt(kept);
  // Answers still on the phone go first, so the server's history behind the new attempt has them.
  const waiting = queuedAnswers().length > 0;
  if (waiting) await flushAnswers();
  try {
    const attempt = (await startAttempt(resourceId, { fresh: waiting })) as Attempt;
    storeAttempt(attempt);
    return attempt;
  } catch (error) {
    if (isOffline(error)) return kept ? offlineAttempt(kept) : { phase: "failed", reason: "quizOffline" };
    if (error instanceof ApiError && error.status === 404) return { phase: "failed", reason: "notFound" };
    return { phase: "failed", reason: "loadFailed" };
  }
}

export function usePracticeRun(resourceId: string) {
  const { state, setState, startLatest } = useLatestStart<RunState>();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [position, setPosition] = useState(0);
  const [item, setItem] = useState<StudentItem | null>(null);
  /** The question shown is one like the last, after its second miss (the screen says so). */
  const [isVariant, setIsVariant] = useState(false);
  const steps = useAnswerSteps();
  const { tries, feedback } = steps.shown;
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  /** The server's standing, and how many of this visit's first tries it had counted then. */
  const [server, setServer] = useState<{
    level: SkillLevel;
    progress: MasteryProgressOut;
    upTo: number;
  } | null>(null);
  const counted = useRef(0);

  const start = useCallback(
    () =>
      startLatest(
        () => loadAttempt(resourceId),
        (loaded: Attempt): RunState => {
          setAttempt(loaded);
          setItem(loaded.items[0] ?? null);
          setIsVariant(false);
          setPosition(0);
          steps.freshQuestion();
          setOutcomes([]);
          counted.current = 0;
          setServer({ level: loaded.level, progress: loaded.progress, upTo: 0 });
          return loaded.items.length > 0 ? { phase: "question" } : { phase: "failed", reason: "notFound" };
        },
      ),
    [resourceId, startLatest, steps.freshQuestion],
  );

  useEffect(() => {
    void start();
  }, [start]);

  /** The server's levels after a sync replace the phone's reckoning. */
  const sync = useCallback(() => {
    void flushAnswers().then((levels) => {
      const mine = levels.filter((entry) => entry.resourceId === resourceId).at(-1);
      if (mine) setServer({ level: mine.level, progress: mine.progress, upTo: counted.current });
    });
  }, [resourceId]);

  useEffect(() => {
    window.addEventListener("online", sync);
    if (navigator.onLine) sync();
    return () => window.removeEventListener("online", sync);
  }, [sync]);

  const afterVerdict = (correct: boolean, words: VerdictWords) => {
    if (!attempt) return;
    if (tries === 0) {
      counted.current += 1;
      const firstTries = [...outcomes, { correct, attemptId: attempt.attemptId }];
      setOutcomes(firstTries);
      // The next sitting begun offline starts from here (its history and level), not from the last server visit.
      storeAttempt(carriedForward(attempt, firstTries));
    }
    steps.settle(correct, words);
  };

  const check = async (answer: StudentAnswer) => {
    if (!attempt || !item || steps.shown.busy) return;
    steps.clearFailure();
    const body = {
      itemId: item.id,
      answer: answer as never,
      clientAnswerId: answerId(),
      ...(item.seed !== undefined ? { seed: item.seed } : {}),
      answeredAt: new Date().toISOString(),
    };
    if (attempt.mode === "practice") {
      const correct = gradeOnDevice(item, answer) ?? false;
      // The set's id lets the server open a sitting the phone began offline.
      enqueueAnswer({ ...body, attemptId: attempt.attemptId, resourceId: attempt.resourceId });
      afterVerdict(correct, {
        ...(item.hint ? { hint: item.hint } : {}),
        ...(item.solution ? { solution: item.solution } : {}),
        ...(tries > 0 && !correct
          ? {
              variant: freshVariant(item, attempt),
              ...(item.key ? { rightAnswer: correctAnswer(item.key, item.seed ?? 0) } : {}),
            }
          : {}),
      });
      if (navigator.onLine) sync();
      return;
    }
    await steps.send(async () => {
      const verdict = await answerOnServer(attempt.attemptId, body);
      afterVerdict(verdict.correct, {
        ...(verdict.hint ? { hint: verdict.hint } : {}),
        ...(verdict.solution ? { solution: verdict.solution } : {}),
        ...(verdict.rightAnswer !== undefined ? { rightAnswer: verdict.rightAnswer as StudentAnswer } : {}),
        ...(verdict.variant ? { variant: verdict.variant as StudentItem } : {}),
      });
      setServer({ level: verdict.level, progress: verdict.progress, upTo: counted.current });
    });
  };

  /** After the hint: the same question again. After the solution: its variant, or the next one. */
  const next = () => {
    if (!attempt || !feedback || !steps.moveOn(feedback)) return;
    if (feedback.kind === "solution" && feedback.variant) {
      setItem(feedback.variant);
      setIsVariant(true);
      return;
    }
    setIsVariant(false);
    const following = position + 1;
    if (following >= attempt.items.length) {
      setState({ phase: "done" });
      return;
    }
    setPosition(following);
    setItem(attempt.items[following] ?? null);
  };

  const local = attempt ? localStanding(attempt, outcomes) : null;
  // The server's word once it has counted every first try of this visit; the phone's until then.
  const standing = server && (server.upTo >= outcomes.length || !local) ? server : local;
  return {
    state,
    attempt,
    item,
    isVariant,
    position,
    ...steps.shown,
    standing,
    firstTriesRight: outcomes.filter((outcome) => outcome.correct).length,
    firstTries: outcomes.length,
    check,
    next,
    restart: start,
  };
}
