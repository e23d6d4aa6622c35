import {
  platformStatsGrowthTrend,
  platformStatsRegistrationTrend,
  platformStatsSchoolsStatus,
  purchasesSetDiscount,
  purchasesToVerify,
  type SetDiscount,
} from "@ganit/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";
import { sharedKeys } from "@/lib/shared-api.ts";

export { useDiscount } from "@/lib/shared-api.ts";

/** The days the registrations chart covers. */
export const TREND_DAYS = 30;

const keys = {
  status: ["superadmin-dashboard", "status"] as const,
  trend: ["superadmin-dashboard", "trend", TREND_DAYS] as const,
  growth: ["superadmin-dashboard", "growth"] as const,
  pending: ["superadmin-dashboard", "pending"] as const,
};

/** GET /api/data/schools/status: schools by status and the platform's totals. */
export const useSchoolsStatus = () =>
  useQuery({ queryKey: keys.status, queryFn: () => call(platformStatsSchoolsStatus) });

/** GET /api/data/schools/registration-trend?days=30. */
export const useRegistrationTrend = () =>
  useQuery({
    queryKey: keys.trend,
    queryFn: () => call(platformStatsRegistrationTrend, { query: { days: TREND_DAYS } }),
  });

/** GET /api/data/growth-trend: accounts created per month. */
export const useGrowthTrend = () =>
  useQuery({ queryKey: keys.growth, queryFn: () => call(platformStatsGrowthTrend) });

/** The pending payments' count: the counts of the smallest page of the payments list. */
export const usePendingPayments = () =>
  useQuery({
    queryKey: keys.pending,
    queryFn: async () =>
      (await call(purchasesToVerify, { query: { page: 1, limit: 25, status: "pending" } })).counts,
  });

/** PUT /api/data/schools/discount {discount}. */
export function useSetDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetDiscount) => call(purchasesSetDiscount, { body }),
    onSuccess: (reply) => queryClient.setQueryData(sharedKeys.discount, reply.discount),
  });
}
