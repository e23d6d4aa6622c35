import { type AccessCourseResponse, learningStudentCourse } from "@ganit/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";

/**
 * GET /api/course/student/accesscourse/{courseId} (spec part 1 §3 "Student access"): the course with
 * the caller's classes; the server has removed the resource types students never get.
 */
export type StudentAccessCourse = AccessCourseResponse;

export const useStudentAccessCourse = (courseId: string | null) =>
  useQuery({
    queryKey: ["learner", "course", courseId ?? ""],
    // Unchecked, like the lesson screen's: the declaration keeps its schemas out of this screen.
    queryFn: () => call(learningStudentCourse, { params: { courseId: courseId ?? "" } }),
    enabled: courseId !== null,
    // Asks even offline: the offline service worker answers from its cache.
    networkMode: "offlineFirst",
  });
