import {
  schoolAccessClassProgress,
  schoolAccessSchool,
  schoolAccessTeacher,
  teachersMyClasses,
} from "@ganit/contracts";
import { useQuery } from "@tanstack/react-query";
import { call } from "@/lib/client.ts";
import { learningKeys, type StaffRole } from "./api.ts";

/**
 * The calls of the teachers' and the school's viewer, apart from the student's (api.ts): their
 * declarations carry zod to check the answers, which the student's lesson screen must not load.
 */
const STAFF_ACCESS = { teacher: schoolAccessTeacher, school: schoolAccessSchool } as const;

/** GET /api/teacher/accesscourses or /api/course/school/accesscourses/school: the school's open courses. */
export const useStaffCourses = (role: StaffRole) =>
  useQuery({
    queryKey: learningKeys.staffCourses(role),
    queryFn: () => call(STAFF_ACCESS[role].list),
  });

/** The course with the one class's whole tree, every resource type (teacher or school route). */
export const useStaffCourse = (role: StaffRole, courseId: string | null, classNumber: number | null) =>
  useQuery({
    queryKey: learningKeys.staffCourse(role, courseId ?? "", classNumber ?? 0),
    queryFn: () =>
      call(STAFF_ACCESS[role].course, {
        params: { courseId: courseId ?? "" },
        query: { class: classNumber ?? 0 },
      }),
    enabled: courseId !== null && classNumber !== null,
  });

/** GET /api/progress/class/{courseId}/{classNumber}: the class's students × titles completed. */
export const useClassProgress = (courseId: string, classNumber: number) =>
  useQuery({
    queryKey: learningKeys.classProgress(courseId, classNumber),
    queryFn: () => call(schoolAccessClassProgress, { params: { courseId, classNumber } }),
  });

/** GET /api/teacher/my-classes: the teacher's classes, each with its summary line. */
export const useMyClasses = () =>
  useQuery({
    queryKey: ["learning", "my-classes"] as const,
    queryFn: () => call(teachersMyClasses),
  });
