import { ROUTES } from "@ganit/contracts";
import { useSearchParams } from "react-router";
import { SESSION_KEYS } from "@/lib/session.ts";

/**
 * The course a screen is about: `?courseId=` in the address (so a refresh or a shared link keeps it),
 * and its name as /school/studentcourses stored it in session storage (`coursename`, the spec's key),
 * until the server's statistics name it.
 */
export function useCourseIdParam(): string {
  const [params] = useSearchParams();
  return params.get("courseId")?.trim() ?? "";
}

export const storedCourseName = (): string => sessionStorage.getItem(SESSION_KEYS.coursename) ?? "";

export const storeCourseName = (name: string) => sessionStorage.setItem(SESSION_KEYS.coursename, name);

/** The school's content viewer reads the course from session storage (`courseId`) and the class from `?class=`. */
export function openCourseContent(courseId: string, courseName: string) {
  sessionStorage.setItem(SESSION_KEYS.courseId, courseId);
  storeCourseName(courseName);
}

const withCourse = (path: string, courseId: string) => `${path}?courseId=${encodeURIComponent(courseId)}`;

export const courseAddStudentPath = (courseId: string) => withCourse(ROUTES.schoolCourseAddStudent, courseId);
export const courseViewStudentsPath = (courseId: string) =>
  withCourse(ROUTES.schoolCourseViewStudents, courseId);
/** The school's content viewer for a class: the course travels in the address (`courseId`), not only in session storage. */
export const courseContentPath = (courseId: string, classNumber: number) =>
  `${ROUTES.schoolCourseContent}?${new URLSearchParams({ courseId, class: String(classNumber) })}`;
