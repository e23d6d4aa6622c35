import { messageResponseSchema } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import {
  addToCourseRequestSchema,
  bulkAddResponseSchema,
  bulkEnrolRequestSchema,
  bulkRemoveResponseSchema,
  courseCandidatesQuerySchema,
  courseCandidatesResponseSchema,
  courseStatsSchema,
  enrolCourseParamsSchema,
  enrolledStudentsQuerySchema,
  enrolledStudentsResponseSchema,
  enrolStudentParamsSchema,
  removeFromCourseRequestSchema,
  schoolStudentCoursesResponseSchema,
} from "../enrolment.ts";
import { LIMITS } from "../limits.ts";
import { API } from "../paths.ts";

const tags = ["enrolment"];
const access = ["school"] as const;
const errors = [404, 409] as const;

export const enrolmentAddOne = endpoint({
  method: "PUT",
  path: "/api/student/addtocourse/:studentId/:courseId",
  access,
  tags,
  summary: "Enrol one student in a class of a student course (one seat; 409 when none is left)",
  errors,
  schemas: {
    params: enrolStudentParamsSchema,
    body: addToCourseRequestSchema,
    response: messageResponseSchema,
  },
});

export const enrolmentRemoveOne = endpoint({
  method: "PUT",
  path: "/api/student/removefromcourse/:studentId/:courseId",
  access,
  tags,
  summary: "Remove a student from a class of the course; an empty body removes them from the course",
  errors,
  schemas: {
    params: enrolStudentParamsSchema,
    body: removeFromCourseRequestSchema,
    response: messageResponseSchema,
  },
});

export const enrolmentAddBulk = endpoint({
  method: "PUT",
  path: "/api/student/bulkaddtocourse/:courseId",
  access,
  tags,
  summary: `Enrol up to ${LIMITS.enrolBulkMax} students in a class: all, or none when the seats are short`,
  errors,
  schemas: {
    params: enrolCourseParamsSchema,
    body: bulkEnrolRequestSchema,
    response: bulkAddResponseSchema,
  },
});

export const enrolmentRemoveBulk = endpoint({
  method: "PUT",
  path: "/api/student/bulkremovefromcourse/:courseId",
  access,
  tags,
  summary: `Remove up to ${LIMITS.enrolBulkMax} students from a class (those not in it are skipped)`,
  errors,
  schemas: {
    params: enrolCourseParamsSchema,
    body: bulkEnrolRequestSchema,
    response: bulkRemoveResponseSchema,
  },
});

export const enrolmentStats = endpoint({
  method: "GET",
  path: "/api/student/getstudentcount/:courseId",
  access,
  tags,
  summary: "Course stats: the seats of each class the school has, and the totals",
  errors,
  schemas: { params: enrolCourseParamsSchema, response: courseStatsSchema },
});

export const enrolmentEnrolled = endpoint({
  method: "GET",
  path: "/api/student/students-enrolled/:courseId",
  access,
  tags,
  summary: "The school's students in the course: the whole list, or a page when any list parameter is given",
  errors,
  schemas: {
    params: enrolCourseParamsSchema,
    query: enrolledStudentsQuerySchema,
    response: enrolledStudentsResponseSchema,
  },
});

export const enrolmentCandidates = endpoint({
  method: "GET",
  path: "/api/student/course-candidates/:courseId",
  access,
  tags,
  summary: "The enrolment screen: the school's students, paged, each with `enrolled` in the target class",
  errors,
  schemas: {
    params: enrolCourseParamsSchema,
    query: courseCandidatesQuerySchema,
    response: courseCandidatesResponseSchema,
  },
});

export const enrolmentStudentCourses = endpoint({
  method: "GET",
  path: API.schoolStudentCourses,
  access,
  tags,
  summary: "The school's student courses: the classes that take enrolments, with their seats",
  errors,
  schemas: { response: schoolStudentCoursesResponseSchema },
});

/** Enrolment (spec part 1 §7): school accounts only, their own students and their own student courses. */
export const enrolmentApi = {
  addOne: enrolmentAddOne,
  removeOne: enrolmentRemoveOne,
  addBulk: enrolmentAddBulk,
  removeBulk: enrolmentRemoveBulk,
  stats: enrolmentStats,
  enrolled: enrolmentEnrolled,
  candidates: enrolmentCandidates,
  studentCourses: enrolmentStudentCourses,
};
