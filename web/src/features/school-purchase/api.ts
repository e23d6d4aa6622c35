import {
  type BuyForSchool,
  type BuyForStudents,
  type PurchaseCreated,
  purchasesBuyForSchool,
  purchasesBuyForStudents,
  purchasesQuote,
  purchasesRenew,
  type QuoteRequest,
  type RenewCourse,
} from "@ganit/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api.ts";
import { call } from "@/lib/client.ts";
import { sharedKeys } from "@/lib/shared-api.ts";

/** The catalogue, what the school has (of both kinds), its payments and the discount: shared reads. */
export { useCatalogue, useDiscount, useMyCourses, usePaymentHistory } from "@/lib/shared-api.ts";

/** Cache keys of the school's own calls; a purchase refreshes the shared reads too. */
export const purchaseKeys = {
  quote: (request: QuoteRequest) => ["school-purchase", "quote", request] as const,
};

/**
 * POST /api/payments/quote: the server prices the selection and gives the UPI intent and QR for
 * exactly that amount. A read, though sent by POST: cached by the selection, never retried blindly.
 */
export const useQuote = (request: QuoteRequest) =>
  useQuery({
    queryKey: purchaseKeys.quote(request),
    queryFn: () => call(purchasesQuote, { body: request }),
    staleTime: 60_000,
  });

/** One of the three submissions the payment step can make, with its UTR inside. */
export type PurchaseSubmission =
  | { kind: "students"; body: BuyForStudents }
  | { kind: "school"; body: BuyForSchool }
  | { kind: "renewal"; body: RenewCourse };

const submit = (submission: PurchaseSubmission) => {
  switch (submission.kind) {
    case "students":
      return call(purchasesBuyForStudents, { body: submission.body });
    case "school":
      return call(purchasesBuyForSchool, { body: submission.body });
    case "renewal":
      return call(purchasesRenew, { body: submission.body });
  }
};

/** Server replies about the UTR belong under the UTR field, even when the reply names no field. */
const UTR_KEYS = new Set(["utrRequired", "utrInvalid", "utrTaken"]);

async function submitPurchase(submission: PurchaseSubmission): Promise<PurchaseCreated> {
  try {
    return await submit(submission);
  } catch (error) {
    if (error instanceof ApiError && error.key && UTR_KEYS.has(error.key) && !error.fieldKeys)
      throw new ApiError(error.status, {
        message: error.message,
        key: error.key,
        fields: { utrNumber: error.message },
        fieldKeys: { utrNumber: error.key },
      });
    throw error;
  }
}

/**
 * POST /api/school/buycourses/students, /school or /api/school/renewcourse. What the school has and
 * its payments are read again afterwards, so the wizard shows the classes under review.
 */
export function useSubmitPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPurchase,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sharedKeys.myCourses });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.paymentHistory });
    },
  });
}
