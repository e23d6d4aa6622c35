import { lazySchemas } from "../endpoint.ts";
import { type EndpointGroup, get, post, put } from "../endpoint-group.ts";
import { API } from "../paths.ts";

/**
 * The student's lesson screen and dashboard: their courses, one class's tree, the ticks, the resume
 * point, and the two progress writes. This file carries no zod: the schemas load with import() (the
 * server awaits them before it registers the routes), so the lesson screen on a phone stays small and
 * the web client takes these answers unchecked (docs/adr/0231-endpoint-declarations.md).
 */
const courseAccess = () => import("../course-access.ts");
const progress = () => import("../progress.ts");
const students = ["student", "studentb2c"] as const;
const studentAccess = { access: students, tags: ["course access"] } as const satisfies EndpointGroup;
const studentProgress = { access: students, tags: ["progress"] } as const satisfies EndpointGroup;

export const learningStudentCourses = get(
  studentAccess,
  API.studentAccessCourses,
  "The student's courses and classes (a school's pupil: the granted ones only)",
  lazySchemas(courseAccess, (schemas) => ({ response: schemas.accessCoursesResponseSchema })),
);

export const learningStudentCourse = get(
  studentAccess,
  "/api/course/student/accesscourse/:courseId",
  "One course of the student: the levels of each granted class, without teacher-only resources",
  lazySchemas(courseAccess, (schemas) => ({
    params: schemas.accessCourseParamsSchema,
    query: schemas.accessCourseQuerySchema,
    response: schemas.accessCourseResponseSchema,
  })),
);

export const learningOpened = post(
  studentProgress,
  API.progressOpened,
  "The student opened a resource of one of their granted classes",
  lazySchemas(progress, (schemas) => ({
    body: schemas.progressOpenedSchema,
    response: schemas.resourceProgressResponseSchema,
  })),
);

export const learningDone = put(
  studentProgress,
  API.progressDone,
  "'Mark as done' (done: true) and its undo (done: false)",
  lazySchemas(progress, (schemas) => ({
    body: schemas.progressDoneSchema,
    response: schemas.resourceProgressResponseSchema,
  })),
);

export const learningCourseProgress = get(
  studentProgress,
  "/api/progress/course/:courseId",
  "The student's opened and completed resources of a course (the tree's ticks)",
  lazySchemas(
    () => Promise.all([courseAccess(), progress()]),
    ([access, schemas]) => ({
      params: schemas.courseProgressParamsSchema,
      query: access.accessCourseQuerySchema,
      response: schemas.courseProgressResponseSchema,
    }),
  ),
);

export const learningResume = get(
  studentProgress,
  API.progressResume,
  "'Continue where you left off': the last resource the student opened, or null",
  lazySchemas(progress, (schemas) => ({ response: schemas.resumeResponseSchema })),
);

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
