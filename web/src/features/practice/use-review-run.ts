import type { SkillLevel } from "@ganit/contracts";
import type { StudentAnswer, StudentItem } from "@ganit/contracts/practice/index";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { ApiError } from "@/lib/api.ts";
import { answerOnServer, startReview } from "./api.ts";
import { uniqueId } from "./practice-engine.ts";
import { useAnswerSteps, useLatestStart } from "./run-steps.ts";

export type ReviewSet = { resourceId: string; title: string; resourceType: string };
/** A review's question names the set it comes from. */
type ReviewItem = StudentItem & { resourceId?: string };
type Review = { attemptId: string; items: ReviewItem[]; sets: ReviewSet[] };

export type ReviewState =
  | { phase: "loading" }
  | { phase: "failed"; reason: "nothingDue" | "needsConnection" | "loadFailed" }
  | { phase: "question" }
  | { phase: "done" };

async function loadReview(courseId: string, classNumber: number): Promise<Review | ReviewState> {
  if (!navigator.onLine) return { phase: "failed", reason: "needsConnection" };
  try {
    const review = await startReview(courseId, classNumber);
    return { attemptId: review.attemptId, items: review.items as ReviewItem[], sets: review.sets };
  } catch (error) {
    if (error instanceof ApiError && error.status === 0)
      return { phase: "failed", reason: "needsConnection" };
    // 409: nothing is due (yet, or any more); 404: not one of the caller's classes.
    if (error instanceof ApiError && (error.status === 409 || error.status === 404))
      return { phase: "failed", reason: "nothingDue" };
    return { phase: "failed", reason: "loadFailed" };
  }
}

/**
 * One mixed review: the server's questions one at a time, each answer graded by the server (a
 * review is a quiz: no answers on the phone, so it needs a connection). First wrong try: the hint;
 * second: the worked solution, then the next question (no variant: the review asks what was
 * issued). Each verdict carries the level of the question's set, so at the end the child sees which
 * sets became Mastered.
 */
export function useReviewRun(courseId: string, classNumber: number) {
  const queryClient = useQueryClient();
  const { state, setState, startLatest } = useLatestStart<ReviewState>();
  const [review, setReview] = useState<Review | null>(null);
  const [position, setPosition] = useState(0);
  const steps = useAnswerSteps();
  const { tries, feedback } = steps.shown;
  const [firstTries, setFirstTries] = useState<boolean[]>([]);
  const [levels, setLevels] = useState<ReadonlyMap<string, SkillLevel>>(new Map());

  const start = useCallback(
    () =>
      startLatest(
        () => loadReview(courseId, classNumber),
        (loaded: Review): ReviewState => {
          setReview(loaded);
          setPosition(0);
          steps.freshQuestion();
          setFirstTries([]);
          steps.forgetWrongInARow();
          setLevels(new Map());
          return loaded.items.length > 0 ? { phase: "question" } : { phase: "failed", reason: "nothingDue" };
        },
      ),
    [courseId, classNumber, startLatest, steps.freshQuestion, steps.forgetWrongInARow],
  );

  useEffect(() => {
    void start();
  }, [start]);

  const item = review?.items[position] ?? null;

  const check = async (answer: StudentAnswer) => {
    if (!review || !item || steps.shown.busy) return;
    steps.clearFailure();
    await steps.send(async () => {
      const verdict = await answerOnServer(review.attemptId, {
        itemId: item.id,
        answer: answer as never,
        clientAnswerId: uniqueId(),
        answeredAt: new Date().toISOString(),
      });
      if (tries === 0) setFirstTries((list) => [...list, verdict.correct]);
      if (item.resourceId) {
        const resourceId = item.resourceId;
        setLevels((known) => new Map(known).set(resourceId, verdict.level));
      }
      // No variant: the review asks what was issued.
      steps.settle(verdict.correct, {
        ...(verdict.hint ? { hint: verdict.hint } : {}),
        ...(verdict.solution ? { solution: verdict.solution } : {}),
        ...(verdict.rightAnswer !== undefined ? { rightAnswer: verdict.rightAnswer as StudentAnswer } : {}),
      });
    });
  };

  const next = () => {
    if (!review || !feedback || !steps.moveOn(feedback)) return;
    const following = position + 1;
    if (following >= review.items.length) {
      // The lesson tree's levels and "review due" change with the review: ask again when it shows.
      void queryClient.invalidateQueries({ queryKey: ["practice", "mine"] });
      setState({ phase: "done" });
      return;
    }
    setPosition(following);
  };

  const sets = review?.sets ?? [];
  return {
    state,
    review,
    item,
    position,
    ...steps.shown,
    firstTriesRight: firstTries.filter(Boolean).length,
    firstTries: firstTries.length,
    mastered: sets.filter((set) => levels.get(set.resourceId) === "mastered"),
    notYet: sets.filter((set) => levels.get(set.resourceId) !== "mastered"),
    setOf: (resourceId: string | undefined) => sets.find((set) => set.resourceId === resourceId),
    check,
    next,
    restart: start,
  };
}
