import {
  coursesCatalogue,
  enablementSchool,
  enrolmentStudentCourses,
  purchasesDiscount,
  purchasesHistory,
  purchasesMyCourses,
} from "@ganit/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "./client.ts";

/**
 * Server resources several features read: one cache key and one hook each, so the catalogue a
 * school buys from and the one the superadmin enables from are one cached answer, and a purchase
 * refreshes what every screen shows of it. A feature's own calls stay in its `api.ts`.
 */
export const sharedKeys = {
  catalogue: ["shared", "catalogue"] as const,
  myCourses: ["shared", "my-courses"] as const,
  paymentHistory: ["shared", "payment-history"] as const,
  discount: ["shared", "discount"] as const,
  operatorSchool: (schoolId: string) => ["shared", "operator-school", schoolId] as const,
  schoolCourses: ["shared", "school-courses"] as const,
};

/**
 * GET /api/course/school/accesscourses/students: every class the school may use (seats for its
 * students, or bought for the school), with its seats. Available Courses and the dashboard show it;
 * an enrolment refreshes both.
 */
export const useSchoolCourses = () =>
  useQuery({
    queryKey: sharedKeys.schoolCourses,
    queryFn: async () => (await call(enrolmentStudentCourses)).activeStudentCourses,
  });

/** GET /api/course/get: the public catalogue, with every class's prices in rupees. */
export const useCatalogue = (options: { enabled?: boolean; staleTime?: number } = {}) =>
  useQuery({ queryKey: sharedKeys.catalogue, queryFn: () => call(coursesCatalogue), ...options });

/** GET /api/course/mycourses: what the caller (a school or a learner) has bought or has under review. */
export const useMyCourses = () =>
  useQuery({ queryKey: sharedKeys.myCourses, queryFn: () => call(purchasesMyCourses) });

/** GET /api/payments/history: the caller's own purchases, newest first. */
export const usePaymentHistory = () =>
  useQuery({ queryKey: sharedKeys.paymentHistory, queryFn: () => call(purchasesHistory) });

/** GET /api/data/schools/discount: the percent every school purchase is discounted by. */
export const useDiscount = () =>
  useQuery({ queryKey: sharedKeys.discount, queryFn: () => call(purchasesDiscount) });

/** GET /api/enable/{schoolId} (superadmin): a school's name, for a list filtered to that school. */
export const useOperatorSchool = (schoolId: string | undefined) =>
  useQuery({
    queryKey: sharedKeys.operatorSchool(schoolId ?? ""),
    queryFn: () => call(enablementSchool, { params: { schoolId: schoolId ?? "" } }),
    enabled: Boolean(schoolId),
    staleTime: 5 * 60_000,
  });

/**
 * The cache of a server-paged list screen (staff, schools, payments, the audit trail, content…):
 * its keys, the query of the page the URL asks for, and the changes that refresh it.
 */

/** Cache keys: every page sits under `all`, so one invalidation refreshes whatever page is shown. */
export function pagedListKeys<const Name extends string>(name: Name) {
  return {
    all: [name] as const,
    page: (query: string) => [name, "page", query] as const,
  };
}

type PagedListKeys = { all: readonly unknown[]; page: (query: string) => readonly unknown[] };

/** The page the URL asks for (`query`); the previous page stays on screen while the next one loads. */
export function usePagedListQuery<Page>(
  keys: Pick<PagedListKeys, "page">,
  query: string,
  fetchPage: (query: string) => Promise<Page>,
) {
  return useQuery({
    queryKey: keys.page(query),
    queryFn: () => fetchPage(query),
    placeholderData: keepPreviousData,
  });
}

/**
 * A change of the list's rows (activate, hold, delete, decide…). The list refreshes when the change
 * has `settled`, failed or not (a refusal often means the list changed under us), or only on
 * `success` (a form whose refusal changed nothing).
 */
export function useListChange<Vars, Reply>(
  keys: Pick<PagedListKeys, "all">,
  change: (vars: Vars) => Promise<Reply>,
  refreshOn: "settled" | "success" = "settled",
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.all });
  return useMutation({
    mutationFn: change,
    ...(refreshOn === "settled" ? { onSettled: refresh } : { onSuccess: refresh }),
  });
}
