import {
  type BulkEnrolRequest,
  type CourseCandidateIds,
  type CourseCandidatesPage,
  type EnrolledStudentsPage,
  enrolmentAddBulk,
  enrolmentAddOne,
  enrolmentCandidates,
  enrolmentEnrolled,
  enrolmentRemoveBulk,
  enrolmentRemoveOne,
  enrolmentStats,
} from "@ganit/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";
import { sharedKeys, useSchoolCourses } from "@/lib/shared-api.ts";

/**
 * Cache keys. Everything of one course sits under `course(id)`, and the cards under `courses`: an
 * enrolment or removal invalidates both, so the statistics, the seat numbers in the class select,
 * the rows' Add/Remove and the seat bars of /school/studentcourses all follow the change.
 */
export const enrolmentKeys = {
  all: ["school-enrolment"] as const,
  courses: sharedKeys.schoolCourses,
  course: (courseId: string) => ["school-enrolment", "course", courseId] as const,
  stats: (courseId: string) => ["school-enrolment", "course", courseId, "stats"] as const,
  candidates: (courseId: string, query: string) =>
    ["school-enrolment", "course", courseId, "candidates", query] as const,
  enrolled: (courseId: string, query: string) =>
    ["school-enrolment", "course", courseId, "enrolled", query] as const,
};

/** GET /api/course/school/accesscourses/students: every class the school may use, with its seats. */
export const useSchoolStudentCourses = useSchoolCourses;

/** GET /api/student/getstudentcount/{courseId}: totals and per-class current, maximum, remaining. */
export const useCourseStats = (courseId: string) =>
  useQuery({
    queryKey: enrolmentKeys.stats(courseId),
    queryFn: () => call(enrolmentStats, { params: { courseId } }),
    enabled: courseId !== "",
  });

/**
 * GET /api/student/course-candidates/{courseId}?classNumber=…: one page of the school's students,
 * each with `enrolled` for the target class. Not asked before a target class is known.
 */
export const useCourseCandidates = (courseId: string, query: string, enabled: boolean) =>
  useQuery({
    queryKey: enrolmentKeys.candidates(courseId, query),
    queryFn: async (): Promise<CourseCandidatesPage> => {
      const answer = await call(enrolmentCandidates, { params: { courseId }, query });
      if ("ids" in answer) throw new TypeError("The candidates answered ids for a page");
      return answer;
    },
    placeholderData: keepPreviousData,
    enabled: enabled && courseId !== "",
  });

/** The same list with `idsOnly=1`: every matching student's id, for "Select All Filtered" across pages. */
export async function fetchCandidateIds(courseId: string, query: string): Promise<CourseCandidateIds> {
  const ids = new URLSearchParams(query);
  for (const name of ["page", "limit", "sort", "order"]) ids.delete(name);
  ids.set("idsOnly", "1");
  const answer = await call(enrolmentCandidates, { params: { courseId }, query: ids });
  if (!("ids" in answer)) throw new TypeError("The candidates answered a page for ids");
  return answer;
}

/** GET /api/student/students-enrolled/{courseId}?page=…: one page of the course's enrolled students. */
export const useEnrolledStudents = (courseId: string, query: string) =>
  useQuery({
    queryKey: enrolmentKeys.enrolled(courseId, query),
    queryFn: async (): Promise<EnrolledStudentsPage> => {
      const answer = await call(enrolmentEnrolled, { params: { courseId }, query });
      if (!("items" in answer)) throw new TypeError("The enrolled students answered a whole list for a page");
      return answer;
    },
    placeholderData: keepPreviousData,
    enabled: courseId !== "",
  });

type OneStudent = { studentId: string; classNumber: number };

/** One change to a course's enrolments; afterwards the course's screens and the cards load again. */
function useEnrolmentChange<Variables, Reply>(
  courseId: string,
  change: (value: Variables) => Promise<Reply>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: enrolmentKeys.course(courseId) }),
        queryClient.invalidateQueries({ queryKey: enrolmentKeys.courses }),
      ]),
  });
}

/** PUT /api/student/addtocourse/{studentId}/{courseId} {classNumber}. */
export const useAddToCourse = (courseId: string) =>
  useEnrolmentChange(courseId, ({ studentId, classNumber }: OneStudent) =>
    call(enrolmentAddOne, { params: { studentId, courseId }, body: { classNumber } }),
  );

/**
 * PUT /api/student/removefromcourse/{studentId}/{courseId}: {classNumber} from the enrolment
 * screen; the enrolled-students screen sends an empty body (every class of the course).
 */
export const useRemoveFromCourse = (courseId: string) =>
  useEnrolmentChange(courseId, ({ studentId, classNumber }: { studentId: string; classNumber?: number }) =>
    call(enrolmentRemoveOne, {
      params: { studentId, courseId },
      body: classNumber === undefined ? {} : { classNumber },
    }),
  );

/** PUT /api/student/bulkaddtocourse/{courseId} {studentIds, classNumber}: all or none when seats are short. */
export const useBulkAddToCourse = (courseId: string) =>
  useEnrolmentChange(courseId, (body: BulkEnrolRequest) =>
    call(enrolmentAddBulk, { params: { courseId }, body }),
  );

/** PUT /api/student/bulkremovefromcourse/{courseId} {studentIds, classNumber}. */
export const useBulkRemoveFromCourse = (courseId: string) =>
  useEnrolmentChange(courseId, (body: BulkEnrolRequest) =>
    call(enrolmentRemoveBulk, { params: { courseId }, body }),
  );
