import {
  coursesCatalogue,
  enablementSchool,
  enrolmentStudentCourses,
  purchasesDiscount,
  purchasesHistory,
  purchasesMyCourses,
} from "@ganit/contracts";
import { useQuery } from "@tanstack/react-query";
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
