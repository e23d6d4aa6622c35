import { purchasesReceipt } from "@ganit/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";

/**
 * GET /api/payments/{id}/receipt: a verified payment's receipt, for its buyer (school or learner)
 * and the superadmin; 409 receiptNotReady before verification, 404 for anyone else's.
 */
export const useReceipt = (purchaseId: string) =>
  useQuery({
    queryKey: ["receipt", purchaseId],
    queryFn: () => call(purchasesReceipt, { params: { id: purchaseId } }),
  });
