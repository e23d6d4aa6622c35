import {
  API,
  discountResponseSchema,
  discountSetResponseSchema,
  type GrowthTrendItem,
  growthTrendSchema,
  type PaymentsPage,
  paymentsPageSchema,
  type RegistrationTrendItem,
  registrationTrendSchema,
  type SchoolsStatus,
  type SetDiscount,
  schoolsStatusSchema,
} from "@ganit/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api.ts";

/** The days the registrations chart covers. */
export const TREND_DAYS = 30;

const keys = {
  status: ["superadmin-dashboard", "status"] as const,
  trend: ["superadmin-dashboard", "trend", TREND_DAYS] as const,
  growth: ["superadmin-dashboard", "growth"] as const,
  pending: ["superadmin-dashboard", "pending"] as const,
  discount: ["superadmin-dashboard", "discount"] as const,
};

/** GET /api/data/schools/status: schools by status and the platform's totals. */
export const useSchoolsStatus = () =>
  useQuery({
    queryKey: keys.status,
    queryFn: async (): Promise<SchoolsStatus> =>
      schoolsStatusSchema.parse(await apiFetch<unknown>(API.schoolsStatus)),
  });

/** GET /api/data/schools/registration-trend?days=30. */
export const useRegistrationTrend = () =>
  useQuery({
    queryKey: keys.trend,
    queryFn: async (): Promise<RegistrationTrendItem[]> =>
      registrationTrendSchema.parse(await apiFetch<unknown>(`${API.registrationTrend}?days=${TREND_DAYS}`)),
  });

/** GET /api/data/growth-trend: accounts created per month. */
export const useGrowthTrend = () =>
  useQuery({
    queryKey: keys.growth,
    queryFn: async (): Promise<GrowthTrendItem[]> =>
      growthTrendSchema.parse(await apiFetch<unknown>(API.growthTrend)),
  });

/** The pending payments' count: the counts of the smallest page of the payments list. */
export const usePendingPayments = () =>
  useQuery({
    queryKey: keys.pending,
    queryFn: async (): Promise<PaymentsPage["counts"]> =>
      paymentsPageSchema.parse(await apiFetch<unknown>(`${API.payments}?page=1&limit=25&status=pending`))
        .counts,
  });

/** GET /api/data/schools/discount: the percent every school purchase is discounted by. */
export const useDiscount = () =>
  useQuery({
    queryKey: keys.discount,
    queryFn: async () => discountResponseSchema.parse(await apiFetch<unknown>(API.discount)),
  });

/** PUT /api/data/schools/discount {discount}. */
export function useSetDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SetDiscount) =>
      discountSetResponseSchema.parse(await apiFetch<unknown>(API.discount, { method: "PUT", body })),
    onSuccess: (reply) => queryClient.setQueryData(keys.discount, reply.discount),
  });
}
