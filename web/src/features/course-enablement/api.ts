import {
  type AddEnablement,
  type EnablementKind,
  enablementEnabled,
  enablementSchool,
  enablementSchools,
  type MessageResponse,
  purchasesReject,
  type RejectPayment,
  type UpdateEnabledClass,
} from "@ganit/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";
import { useCatalogue as useSharedCatalogue } from "@/lib/shared-api.ts";

/** Cache keys: everything of one school sits under `school(id)`, so one invalidation refreshes the screen. */
export const enablementKeys = {
  all: ["course-enablement"] as const,
  schools: (query: string) => ["course-enablement", "schools", query] as const,
  school: (schoolId: string) => ["course-enablement", "school", schoolId] as const,
  courses: (schoolId: string, kind: EnablementKind) =>
    ["course-enablement", "school", schoolId, kind] as const,
};

/** GET /api/enable/schools?…: the picker's page of schools, each with its pending payments. */
export function useEnablementSchools(query: string) {
  return useQuery({
    queryKey: enablementKeys.schools(query),
    queryFn: () => call(enablementSchools, { query }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/enable/{schoolId}: the school the screen is about (its header). */
export function useEnablementSchool(schoolId: string) {
  return useQuery({
    queryKey: enablementKeys.school(schoolId),
    queryFn: () => call(enablementSchool, { params: { schoolId } }),
  });
}

/** GET /api/enable/{schoolId}/coursesforschool or /coursesforstudents. */
export function useEnabledCourses(schoolId: string, kind: EnablementKind) {
  return useQuery({
    queryKey: enablementKeys.courses(schoolId, kind),
    queryFn: () => call(enablementEnabled[kind].list, { params: { schoolId } }),
  });
}

/** GET /api/course/get: the catalogue (courses and their classes) the Add Course form chooses from. */
export const useCatalogue = (enabled: boolean) => useSharedCatalogue({ enabled, staleTime: 60_000 });

/** A change of one school's enablement; the school's courses (and the picker's counts) refresh after it, failed or not. */
function useSchoolChange<Vars>(schoolId: string, change: (vars: Vars) => Promise<MessageResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: enablementKeys.school(schoolId) });
      await queryClient.invalidateQueries({ queryKey: ["course-enablement", "schools"] });
    },
  });
}

export type ClassRef = { kind: EnablementKind; courseId: string; classNumber: number };

/** POST /api/enable/{schoolId}/coursesfor…: a course's classes, or more classes of it. */
export const useAddEnablement = (schoolId: string) =>
  useSchoolChange(schoolId, ({ kind, body }: { kind: EnablementKind; body: AddEnablement }) =>
    call(enablementEnabled[kind].add, { params: { schoolId }, body }),
  );

/** PUT …/{courseId}/class/{classNumber} {status, studentLimit}: Edit Class, and Approve (status active). */
export const useUpdateClass = (schoolId: string) =>
  useSchoolChange(
    schoolId,
    ({ kind, courseId, classNumber, body }: ClassRef & { body: UpdateEnabledClass }) =>
      call(enablementEnabled[kind].updateClass, { params: { schoolId, courseId, classNumber }, body }),
  );

/** DELETE …/{courseId}/class/{classNumber}. */
export const useRemoveClass = (schoolId: string) =>
  useSchoolChange(schoolId, ({ kind, courseId, classNumber }: ClassRef) =>
    call(enablementEnabled[kind].removeClass, { params: { schoolId, courseId, classNumber } }),
  );

/** DELETE …/{courseId}: the course and all its classes. */
export const useRemoveCourse = (schoolId: string) =>
  useSchoolChange(schoolId, ({ kind, courseId }: { kind: EnablementKind; courseId: string }) =>
    call(enablementEnabled[kind].removeCourse, { params: { schoolId, courseId } }),
  );

/** Rejects the pending purchase behind a class under review, with the reason the buyer is mailed. */
export const useRejectPurchase = (schoolId: string) =>
  useSchoolChange(schoolId, ({ purchaseId, body }: { purchaseId: string; body: RejectPayment }) =>
    call(purchasesReject, { params: { id: purchaseId }, body }),
  );
