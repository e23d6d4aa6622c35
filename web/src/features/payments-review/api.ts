import {
  enablementApprovePayment,
  enablementPayments,
  enablementRejectPayment,
  type MessageResponse,
  type RejectPayment,
} from "@ganit/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";

/** Cache keys: every page sits under `all`, so one invalidation refreshes whatever page is shown. */
export const paymentsKeys = {
  all: ["payments-review"] as const,
  page: (query: string) => ["payments-review", "page", query] as const,
};

/** GET /api/superadmin/payments?…: one page of purchases with the counts of each status. */
export function usePayments(query: string) {
  return useQuery({
    queryKey: paymentsKeys.page(query),
    queryFn: () => call(enablementPayments, { query }),
    placeholderData: keepPreviousData,
  });
}

function usePaymentDecision<Vars>(decide: (vars: Vars) => Promise<MessageResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    // Refresh on failure too: "already decided" means another superadmin got there first.
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
  });
}

/** PUT /api/superadmin/payments/{id}/approve: the purchase's classes become active. */
export const useApprovePayment = () =>
  usePaymentDecision((purchaseId: string) => call(enablementApprovePayment, { params: { id: purchaseId } }));

/** PUT /api/superadmin/payments/{id}/reject {reason}: the buyer is mailed the reason. */
export const useRejectPayment = () =>
  usePaymentDecision(({ purchaseId, body }: { purchaseId: string; body: RejectPayment }) =>
    call(enablementRejectPayment, { params: { id: purchaseId }, body }),
  );
