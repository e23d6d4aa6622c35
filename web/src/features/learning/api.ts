import {
  assignmentsDue,
  type CourseProgress,
  learningCourseProgress,
  learningResume,
  learningStudentCourse,
  learningStudentCourses,
  practiceTeacherTestStart,
  type ResponseOf,
} from "@ganit/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { call, urlOf } from "@/lib/client.ts";
import { apiFetchOrEarly, startEarlyFetch } from "@/lib/early-fetch.ts";
import { flushOutbox, pendingDone, sendProgress } from "./progress-outbox.ts";

/**
 * The calls of learning. The student's (`learningApi`) are typed, not parsed with zod: the lesson
 * screen must stay small on a phone, so their declarations keep their schemas out of it, and these
 * are our own server's answers (the contracts' schemas check them there). The staff's calls, which
 * are checked, are in staff-api.ts: their declarations carry zod.
 */
export const learningKeys = {
  all: ["learning"] as const,
  studentCourses: ["learning", "student-courses"] as const,
  studentCourse: (courseId: string, classNumber: number) =>
    ["learning", "student-course", courseId, classNumber] as const,
  resume: ["learning", "resume"] as const,
  courseProgress: (courseId: string, classNumber: number) =>
    ["learning", "course-progress", courseId, classNumber] as const,
  staffCourses: (role: StaffRole) => ["learning", "staff-courses", role] as const,
  staffCourse: (role: StaffRole, courseId: string, classNumber: number) =>
    ["learning", "staff-course", role, courseId, classNumber] as const,
  classProgress: (courseId: string, classNumber: number) =>
    ["learning", "class-progress", courseId, classNumber] as const,
};

/** GET /api/assignments/due: the child's own assignments with their state (docs/adr/0661). */
export const useDueAssignments = () =>
  useQuery({ queryKey: ["learning", "due"] as const, queryFn: () => call(assignmentsDue) });

/** Begins (or goes back to) a sitting of a teacher's test assigned to the child (docs/adr/0694). */
export const useStartAssignedTest = () =>
  useMutation({ mutationFn: (testId: string) => call(practiceTeacherTestStart, { params: { id: testId } }) });

/** Teachers and the school see the same viewer, from their own routes. */
export type StaffRole = "teacher" | "school";

/**
 * The student's reads ask even when the browser says it is offline: the offline service worker
 * answers them from its cache (docs/adr/0188-hand-written-service-worker.md). TanStack Query's
 * default ("online") would not ask at all, and an offline student would wait forever.
 */
const ASK_EVEN_OFFLINE = { networkMode: "offlineFirst" } as const;

/** GET /api/course/student/accesscourses: the student's courses and classes (granted ones). */
export const useStudentCourses = () =>
  useQuery({
    queryKey: learningKeys.studentCourses,
    queryFn: () => call(learningStudentCourses),
    ...ASK_EVEN_OFFLINE,
  });

const studentCoursePath = (courseId: string, classNumber: number) =>
  urlOf(learningStudentCourse, { params: { courseId }, query: { class: classNumber } });
const courseProgressPath = (courseId: string, classNumber: number) =>
  urlOf(learningCourseProgress, { params: { courseId }, query: { class: classNumber } });

/** The two requests of the student's lesson screen, started before the app renders it. */
export function startStudentCourseEarly(courseId: string, classNumber: number) {
  startEarlyFetch(studentCoursePath(courseId, classNumber));
  startEarlyFetch(courseProgressPath(courseId, classNumber));
}

/**
 * GET /api/course/student/accesscourse/{courseId}?class=n: the one class's tree in one request,
 * without the types students never see. A class not granted is 403 with its message's key.
 */
export const useStudentCourse = (courseId: string | null, classNumber: number | null) =>
  useQuery({
    queryKey: learningKeys.studentCourse(courseId ?? "", classNumber ?? 0),
    queryFn: () =>
      apiFetchOrEarly<ResponseOf<typeof learningStudentCourse>>(
        studentCoursePath(courseId ?? "", classNumber ?? 0),
      ),
    enabled: courseId !== null && classNumber !== null,
    ...ASK_EVEN_OFFLINE,
  });

/** GET /api/progress/resume: the last resource the student opened that is still theirs, or null. */
export const useResume = () =>
  useQuery({
    queryKey: learningKeys.resume,
    queryFn: () => call(learningResume),
    staleTime: 0,
    ...ASK_EVEN_OFFLINE,
  });

/**
 * GET /api/progress/course/{courseId}?class=n: the resources the student marked done, with the
 * 'done' writes still waiting in the outbox applied on top (so a tick made offline stays).
 */
export const useCourseProgress = (courseId: string | null, classNumber: number | null) =>
  useQuery({
    queryKey: learningKeys.courseProgress(courseId ?? "", classNumber ?? 0),
    queryFn: () => apiFetchOrEarly<CourseProgress>(courseProgressPath(courseId ?? "", classNumber ?? 0)),
    enabled: courseId !== null && classNumber !== null,
    select: (progress) => withPending(new Set(progress.completed)),
    ...ASK_EVEN_OFFLINE,
  });

function withPending(completed: Set<string>): Set<string> {
  for (const [resourceId, done] of pendingDone()) {
    if (done) completed.add(resourceId);
    else completed.delete(resourceId);
  }
  return completed;
}

/**
 * POST /api/progress/opened when a resource opens (queued offline). Afterwards the resume point
 * is the resource just opened.
 */
export function useReportOpened() {
  const queryClient = useQueryClient();
  return (resourceId: string) => {
    sendProgress({ kind: "opened", body: { resourceId } })
      .then(() => queryClient.invalidateQueries({ queryKey: learningKeys.resume }))
      // A refused 'opened' (class just closed) changes nothing the student sees.
      .catch(() => undefined);
  };
}

/**
 * PUT /api/progress/done ('Mark as done' and its undo): the tick changes at once; offline the write
 * is queued and the tick stays; a refusal puts the tick back and fails the mutation.
 */
export function useMarkDone(courseId: string, classNumber: number) {
  const queryClient = useQueryClient();
  const key = learningKeys.courseProgress(courseId, classNumber);
  return useMutation({
    mutationFn: (body: { resourceId: string; done: boolean }) => sendProgress({ kind: "done", body }),
    onMutate: async ({ resourceId, done }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<CourseProgress>(key);
      if (before) {
        const completed = before.completed.filter((id) => id !== resourceId);
        queryClient.setQueryData<CourseProgress>(key, {
          ...before,
          completed: done ? [...completed, resourceId] : completed,
        });
      }
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (outcome) => {
      // Sent: the server's word replaces the guess. Queued: the guess stands until it is sent.
      if (outcome === "sent") void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/**
 * Sends the progress queued offline: once when a student screen opens, and whenever the browser
 * says it is back online; then the ticks and the resume point are read again.
 */
export function useProgressOutbox() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const flush = () => {
      void flushOutbox().then((sent) => {
        if (sent > 0) void queryClient.invalidateQueries({ queryKey: learningKeys.all });
      });
    };
    if (navigator.onLine) flush();
    window.addEventListener("online", flush);
    return () => window.removeEventListener("online", flush);
  }, [queryClient]);
}
