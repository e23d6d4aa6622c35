import { purchasesApprove, purchasesReject, purchasesToVerify, type RejectPayment } from "@ganit/contracts";
import { call } from "@/lib/client.ts";
import { pagedListKeys, useListChange, usePagedListQuery } from "@/lib/paged-list-query.ts";

export const paymentsKeys = pagedListKeys("purchase-verification");

/** GET /api/superadmin/payments?…: one page of purchases with the counts of each status. */
export const usePayments = (query: string) =>
  usePagedListQuery(paymentsKeys, query, (page) => call(purchasesToVerify, { query: page }));

// A decision refreshes the list failed or not: "already decided" means another superadmin got there first.

/** PUT /api/superadmin/payments/{id}/approve: the purchase's classes become active. */
export const useApprovePayment = () =>
  useListChange(paymentsKeys, (purchaseId: string) => call(purchasesApprove, { params: { id: purchaseId } }));

/** PUT /api/superadmin/payments/{id}/reject {reason}: the buyer is mailed the reason. */
export const useRejectPayment = () =>
  useListChange(paymentsKeys, ({ purchaseId, body }: { purchaseId: string; body: RejectPayment }) =>
    call(purchasesReject, { params: { id: purchaseId }, body }),
  );
