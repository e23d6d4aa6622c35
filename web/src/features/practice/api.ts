import type { AnswerBody, PracticeSetInput } from "@ganit/contracts";
import {
  practiceAnswer,
  practiceGet,
  practicePut,
  practiceRemove,
  practiceResults,
  practiceReview,
  practiceStart,
  practiceTestGet,
} from "@ganit/contracts/endpoints/practice";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api.ts";
import { call } from "@/lib/client.ts";
import { onPhoneClock } from "./test-clock.tsx";
import {
  forgetSitting,
  keepSitting,
  keptSitting,
  type MarkedTest,
  submitTest,
  type TestAnswers,
} from "./test-outbox.ts";

/**
 * The calls of practice. The student's screen calls through declarations whose schemas load lazily,
 * so it carries no zod to the phone (the server's schemas wrote the answers).
 */
export const practiceKeys = {
  set: (resourceId: string) => ["practice", "set", resourceId] as const,
  results: (courseId: string, classNumber: number) => ["practice", "results", courseId, classNumber] as const,
  test: (attemptId: string) => ["practice", "test", attemptId] as const,
  testSubmit: (attemptId: string) => ["practice", "test-submit", attemptId] as const,
};

type AttemptAnswer = ReturnType<typeof startAttemptNow>;
const startAttemptNow = (resourceId: string) => call(practiceStart, { params: { resourceId } });

/**
 * An attempt asked for before the app's first render (the screen's `prefetch`), so a phone on a slow
 * line is not waiting for the render to start the round trip. The screen's first load takes it once,
 * and only while fresh; any later load asks anew.
 */
const EARLY_FRESH_MS = 10_000;
let early: { resourceId: string; at: number; answer: AttemptAnswer } | null = null;

export function startAttemptEarly(resourceId: string): void {
  const answer = startAttemptNow(resourceId);
  // The screen's load handles a failure; one never taken must not be an unhandled rejection.
  answer.catch(() => undefined);
  early = { resourceId, at: Date.now(), answer };
}

/** The screen's attempt: the early one when fresh, unless `fresh` (answers sent since may change it). */
export function startAttempt(resourceId: string, options: { fresh?: boolean } = {}): AttemptAnswer {
  const taken = early;
  early = null;
  if (!options.fresh && taken?.resourceId === resourceId && Date.now() - taken.at < EARLY_FRESH_MS)
    return taken.answer;
  return startAttemptNow(resourceId);
}

/** The day-later mixed review of one class: two questions from each set ready for it (graded by the server). */
export const startReview = (courseId: string, classNumber: number) =>
  call(practiceReview, { body: { courseId, class: classNumber } });

export const answerOnServer = (attemptId: string, body: AnswerBody) =>
  call(practiceAnswer, { params: { attemptId }, body });

export const usePracticeSet = (resourceId: string) =>
  useQuery({
    queryKey: practiceKeys.set(resourceId),
    queryFn: () => call(practiceGet, { params: { resourceId } }),
    retry: false,
  });

export function useSavePracticeSet(resourceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PracticeSetInput) => call(practicePut, { params: { resourceId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(practiceKeys.set(resourceId), saved),
  });
}

export const usePracticeResults = (courseId: string | null, classNumber: number | null) =>
  useQuery({
    queryKey: practiceKeys.results(courseId ?? "", classNumber ?? 0),
    queryFn: () => call(practiceResults, { query: { courseId: courseId ?? "", class: classNumber ?? 0 } }),
    enabled: courseId !== null && classNumber !== null,
  });

/** Removing a set: the resource opens its url again (the answers given stay for the results). */
export function useRemovePracticeSet(resourceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(practiceRemove, { params: { resourceId } }),
    // Read again: the server now answers 404, and the editor starts from an empty set.
    onSuccess: () => queryClient.resetQueries({ queryKey: practiceKeys.set(resourceId) }),
  });
}

/**
 * A chapter test sitting: its questions while open, its result once submitted. An open sitting is
 * kept on the phone, so without a connection the test opens from there (test-outbox.ts).
 */
export const useTestSitting = (attemptId: string) =>
  useQuery({
    queryKey: practiceKeys.test(attemptId),
    queryFn: async () => {
      try {
        // A timed test's deadline on the phone's clock (docs/adr/0696), kept so with the sitting.
        const sitting = onPhoneClock(await call(practiceTestGet, { params: { attemptId } }));
        if (sitting.state === "open") keepSitting(sitting);
        else forgetSitting(attemptId);
        return sitting;
      } catch (error) {
        const kept = error instanceof ApiError && error.status === 0 ? keptSitting(attemptId) : null;
        if (kept) return kept;
        throw error;
      }
    },
    retry: false,
    // Asked even while the browser says it is offline: the kept copy answers then.
    networkMode: "always",
    // A sitting does not change under the child while it is open: no refetch wipes what they see.
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Submits every answer at once, through the phone's outbox: the result replaces the sitting and the
 * book's levels are read again; without a connection the mutation resolves with null and the
 * submission waits on the phone (`useMarkWhenOnline` sends it).
 */
export function useSubmitTest(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: practiceKeys.testSubmit(attemptId),
    mutationFn: (answers: TestAnswers) => submitTest(attemptId, answers),
    networkMode: "always",
    onSuccess: (result) => {
      if (result) showMarked(queryClient, { attemptId, result });
    },
  });
}

/** A marked test's result on its screen, and the book's levels read again. */
export function showMarked(queryClient: QueryClient, marked: MarkedTest) {
  queryClient.setQueryData(practiceKeys.test(marked.attemptId), marked.result);
  void queryClient.invalidateQueries({ queryKey: ["syllabus", "mine"] });
}
