import {
  type LearnerPurchase,
  type PurchaseCreated,
  purchasesLearnerBuy,
  purchasesQuote,
} from "@ganit/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api.ts";
import { call } from "@/lib/client.ts";
import { sharedKeys } from "@/lib/shared-api.ts";

/** What the learner reads with the school's screens (a learner's classes are its `studentCourses`). */
export { useCatalogue, useMyCourses, usePaymentHistory } from "@/lib/shared-api.ts";

/** The learner's own calls; what other features read too is in `@/lib/shared-api.ts`. */
export const learnerKeys = {
  quote: (courseId: string, classNumber: number) => ["learner", "quote", courseId, classNumber] as const,
};

/**
 * POST /api/payments/quote for one class: the server's price (with the discount) and how to pay it.
 * A query, not a mutation: asking twice changes nothing, and going back and forth reuses the answer.
 */
export const useLearnerQuote = (selection: { courseId: string; classNumber: number } | null) =>
  useQuery({
    queryKey: learnerKeys.quote(selection?.courseId ?? "", selection?.classNumber ?? 0),
    queryFn: () =>
      call(purchasesQuote, {
        body: {
          kind: "learner",
          courseId: selection?.courseId ?? "",
          classNumber: selection?.classNumber ?? 0,
        },
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
    return await call(purchasesLearnerBuy, { body });
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
        queryClient.invalidateQueries({ queryKey: sharedKeys.myCourses }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.paymentHistory }),
      ]),
  });
}

/** The course content screen's call is in access-api.ts, apart from the buying screens' calls. */
export type { StudentAccessCourse } from "./access-api.ts";
