import { endpoint } from "../endpoint.ts";
import { API } from "../paths.ts";

/**
 * The student's lesson screen and dashboard: their courses, one class's tree, the ticks, the resume
 * point, and the two progress writes. This file carries no zod: the schemas load with import() (the
 * server awaits them before it registers the routes), so the lesson screen on a phone stays small and
 * the web client takes these answers unchecked (docs/adr/0231-endpoint-declarations.md).
 */
const courseAccess = () => import("../course-access.ts");
const progress = () => import("../progress.ts");
const tags = { access: ["course access"], progress: ["progress"] };
const students = ["student", "studentb2c"] as const;

export const learningStudentCourses = endpoint({
  method: "GET",
  path: API.studentAccessCourses,
  access: students,
  tags: tags.access,
  summary: "The student's courses and classes (a school's pupil: the granted ones only)",
  schemas: async () => ({ response: (await courseAccess()).accessCoursesResponseSchema }),
});

export const learningStudentCourse = endpoint({
  method: "GET",
  path: "/api/course/student/accesscourse/:courseId",
  access: students,
  tags: tags.access,
  summary: "One course of the student: the levels of each granted class, without teacher-only resources",
  schemas: async () => {
    const schemas = await courseAccess();
    return {
      params: schemas.accessCourseParamsSchema,
      query: schemas.accessCourseQuerySchema,
      response: schemas.accessCourseResponseSchema,
    };
  },
});

export const learningOpened = endpoint({
  method: "POST",
  path: API.progressOpened,
  access: students,
  tags: tags.progress,
  summary: "The student opened a resource of one of their granted classes",
  schemas: async () => {
    const schemas = await progress();
    return { body: schemas.progressOpenedSchema, response: schemas.resourceProgressResponseSchema };
  },
});

export const learningDone = endpoint({
  method: "PUT",
  path: API.progressDone,
  access: students,
  tags: tags.progress,
  summary: "'Mark as done' (done: true) and its undo (done: false)",
  schemas: async () => {
    const schemas = await progress();
    return { body: schemas.progressDoneSchema, response: schemas.resourceProgressResponseSchema };
  },
});

export const learningCourseProgress = endpoint({
  method: "GET",
  path: "/api/progress/course/:courseId",
  access: students,
  tags: tags.progress,
  summary: "The student's opened and completed resources of a course (the tree's ticks)",
  schemas: async () => {
    const [access, schemas] = await Promise.all([courseAccess(), progress()]);
    return {
      params: schemas.courseProgressParamsSchema,
      query: access.accessCourseQuerySchema,
      response: schemas.courseProgressResponseSchema,
    };
  },
});

export const learningResume = endpoint({
  method: "GET",
  path: API.progressResume,
  access: students,
  tags: tags.progress,
  summary: "'Continue where you left off': the last resource the student opened, or null",
  schemas: async () => ({ response: (await progress()).resumeResponseSchema }),
});

export const learningApi = {
  studentCourses: learningStudentCourses,
  studentCourse: learningStudentCourse,
  opened: learningOpened,
  done: learningDone,
  courseProgress: learningCourseProgress,
  resume: learningResume,
};

/**
 * The student's own reads the offline service worker keeps per user and answers from its cache when
 * the network fails (web/src/sw/service-worker.js gets their patterns at build); never the class
 * tables teachers and schools read.
 */
export const OFFLINE_USER_DATA = [
  learningApi.studentCourses,
  learningApi.studentCourse,
  learningApi.courseProgress,
  learningApi.resume,
];
