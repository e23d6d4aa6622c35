import { SESSION_KEYS } from "@/lib/session.ts";

/**
 * The course a class button or a course name opens is handed to the next screen in session storage
 * (key `courseId`, as the product's client did), with the class in the address (`?class=n`).
 */
export const storeCourseId = (id: string) => sessionStorage.setItem(SESSION_KEYS.courseId, id);
export const storedCourseId = () => sessionStorage.getItem(SESSION_KEYS.courseId);
