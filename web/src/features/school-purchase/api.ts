import {
  API,
  type BuyForSchool,
  type BuyForStudents,
  discountResponseSchema,
  type MyCoursesResponse,
  myCoursesResponseSchema,
  type PaymentHistory,
  type PublicCourse,
  type PurchaseCreated,
  paymentHistorySchema,
  publicCoursesResponseSchema,
  purchaseCreatedSchema,
  type QuoteRequest,
  type QuoteResponse,
  quoteResponseSchema,
  type RenewCourse,
} from "@ganit/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "@/lib/api.ts";

/** Cache keys: a purchase refreshes what the school has and its payments. */
export const purchaseKeys = {
  catalogue: ["school-purchase", "catalogue"] as const,
  mine: ["school-purchase", "mycourses"] as const,
  discount: ["school-purchase", "discount"] as const,
  quote: (request: QuoteRequest) => ["school-purchase", "quote", request] as const,
  history: ["school-purchase", "history"] as const,
};

/** GET /api/course/get: the public catalogue, with every class's prices in rupees. */
export const useCatalogue = () =>
  useQuery({
    queryKey: purchaseKeys.catalogue,
    queryFn: async (): Promise<PublicCourse[]> =>
      publicCoursesResponseSchema.parse(await apiFetch<unknown>(API.publicCourses)),
  });

/** GET /api/course/mycourses: what the school has bought or has under review, of both kinds. */
export const useMyCourses = () =>
  useQuery({
    queryKey: purchaseKeys.mine,
    queryFn: async (): Promise<MyCoursesResponse> =>
      myCoursesResponseSchema.parse(await apiFetch<unknown>(API.myCourses)),
  });

/** GET /api/data/schools/discount: the platform's discount for schools, a percent. */
export const useDiscount = () =>
  useQuery({
    queryKey: purchaseKeys.discount,
    queryFn: async (): Promise<number> => discountResponseSchema.parse(await apiFetch<unknown>(API.discount)),
  });

/**
 * POST /api/payments/quote: the server prices the selection and gives the UPI intent and QR for
 * exactly that amount. A read, though sent by POST: cached by the selection, never retried blindly.
 */
export const useQuote = (request: QuoteRequest) =>
  useQuery({
    queryKey: purchaseKeys.quote(request),
    queryFn: async (): Promise<QuoteResponse> =>
      quoteResponseSchema.parse(await apiFetch<unknown>(API.paymentQuote, { body: request })),
    staleTime: 60_000,
  });

/** GET /api/payments/history: the school's own purchases, newest first. */
export const usePaymentHistory = () =>
  useQuery({
    queryKey: purchaseKeys.history,
    queryFn: async (): Promise<PaymentHistory> =>
      paymentHistorySchema.parse(await apiFetch<unknown>(API.paymentHistory)),
  });

/** One of the three submissions the payment step can make, with its UTR inside. */
export type PurchaseSubmission =
  | { kind: "students"; body: BuyForStudents }
  | { kind: "school"; body: BuyForSchool }
  | { kind: "renewal"; body: RenewCourse };

const PATHS = {
  students: API.buyForStudents,
  school: API.buyForSchool,
  renewal: API.renewCourse,
} as const;

/** Server replies about the UTR belong under the UTR field, even when the reply names no field. */
const UTR_KEYS = new Set(["utrRequired", "utrInvalid", "utrTaken"]);

async function submitPurchase(submission: PurchaseSubmission): Promise<PurchaseCreated> {
  try {
    const reply = await apiFetch<unknown>(PATHS[submission.kind], { body: submission.body });
    return purchaseCreatedSchema.parse(reply);
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
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.mine });
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.history });
    },
  });
}
