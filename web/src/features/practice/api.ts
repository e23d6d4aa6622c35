import type { AnswerBody, PracticeSetInput } from "@ganit/contracts";
import {
  practiceAnswer,
  practiceGet,
  practicePut,
  practiceRemove,
  practiceResults,
  practiceReview,
  practiceStart,
} from "@ganit/contracts/endpoints/practice";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";

/**
 * The calls of practice. The student's screen calls through declarations whose schemas load lazily,
 * so it carries no zod to the phone (the server's schemas wrote the answers).
 */
export const practiceKeys = {
  set: (resourceId: string) => ["practice", "set", resourceId] as const,
  results: (courseId: string, classNumber: number) => ["practice", "results", courseId, classNumber] as const,
};

export const startAttempt = (resourceId: string) => call(practiceStart, { params: { resourceId } });

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
