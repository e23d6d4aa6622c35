import {
  type AccessCourseResponse,
  API,
  apiPath,
  type LearnerPurchase,
  type MyCoursesResponse,
  type PaymentHistory,
  type PublicCourse,
  type PurchaseCreated,
  type QuoteResponse,
} from "@ganit/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "@/lib/api.ts";

/**
 * The learner's calls. Answers are typed, not parsed with zod: these screens would otherwise carry
 * zod's whole library for reading what our own server wrote (only the payment form, which validates
 * what the learner types, needs it).
 */
export const learnerKeys = {
  myCourses: ["learner", "my-courses"] as const,
  catalogue: ["learner", "catalogue"] as const,
  quote: (courseId: string, classNumber: number) => ["learner", "quote", courseId, classNumber] as const,
  history: ["learner", "payment-history"] as const,
  course: (courseId: string) => ["learner", "course", courseId] as const,
};

/** GET /api/course/mycourses: a learner's classes are its `studentCourses` (one seat each). */
export const useMyCourses = () =>
  useQuery({
    queryKey: learnerKeys.myCourses,
    queryFn: () => apiFetch<MyCoursesResponse>(API.myCourses),
  });

/** GET /api/course/get: the catalogue with each class's prices. */
export const useCatalogue = () =>
  useQuery({ queryKey: learnerKeys.catalogue, queryFn: () => apiFetch<PublicCourse[]>(API.publicCourses) });

/**
 * POST /api/payments/quote for one class: the server's price (with the discount) and how to pay it.
 * A query, not a mutation: asking twice changes nothing, and going back and forth reuses the answer.
 */
export const useLearnerQuote = (selection: { courseId: string; classNumber: number } | null) =>
  useQuery({
    queryKey: learnerKeys.quote(selection?.courseId ?? "", selection?.classNumber ?? 0),
    queryFn: () =>
      apiFetch<QuoteResponse>(API.paymentQuote, {
        body: { kind: "learner", courseId: selection?.courseId, classNumber: selection?.classNumber },
      }),
    enabled: selection !== null,
    staleTime: 60_000,
  });

/**
 * A UTR refusal (taken, invalid, missing) belongs under the UTR field: when the server names no
 * field, it is placed there, so the form shows it where the learner types the number.
 */
function utrErrorOnItsField(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.fieldKeys || !error.key?.startsWith("utr")) return error;
  return new ApiError(error.status, {
    message: error.message,
    key: error.key,
    fields: { utrNumber: error.message },
    fieldKeys: { utrNumber: error.key },
  });
}

/** POST /api/studentb2c/buycourse: the learner's purchase of one class, under review until verified. */
export async function buyCourse(body: LearnerPurchase): Promise<PurchaseCreated> {
  try {
    return await apiFetch<PurchaseCreated>(API.learnerBuyCourse, { body });
  } catch (error) {
    throw utrErrorOnItsField(error);
  }
}

export function useBuyCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyCourse,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: learnerKeys.myCourses }),
        queryClient.invalidateQueries({ queryKey: learnerKeys.history }),
      ]),
  });
}

/** GET /api/payments/history: the learner's purchases, newest first. */
export const usePaymentHistory = () =>
  useQuery({ queryKey: learnerKeys.history, queryFn: () => apiFetch<PaymentHistory>(API.paymentHistory) });

/**
 * GET /api/course/student/accesscourse/{courseId} (spec part 1 §3 "Student access"): the course with
 * the caller's classes; the server has removed the resource types students never get.
 */
export type StudentAccessCourse = AccessCourseResponse;

export const useStudentAccessCourse = (courseId: string | null) =>
  useQuery({
    queryKey: learnerKeys.course(courseId ?? ""),
    queryFn: () => apiFetch<StudentAccessCourse>(apiPath.studentAccessCourse(courseId ?? "")),
    enabled: courseId !== null,
    // Asks even offline: the offline service worker answers from its cache.
    networkMode: "offlineFirst",
  });
