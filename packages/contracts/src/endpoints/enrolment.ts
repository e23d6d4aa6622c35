import { messageResponseSchema } from "../common.ts";
import { type EndpointGroup, get, put } from "../endpoint-group.ts";
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

/** School accounts only, their own students and their own student courses. */
const enrolment = {
  access: ["school"],
  tags: ["enrolment"],
  errors: [404, 409],
} as const satisfies EndpointGroup;

export const enrolmentAddOne = put(
  enrolment,
  "/api/student/addtocourse/:studentId/:courseId",
  "Enrol one student in a class of a student course (one seat; 409 when none is left)",
  {
    params: enrolStudentParamsSchema,
    body: addToCourseRequestSchema,
    response: messageResponseSchema,
  },
);

export const enrolmentRemoveOne = put(
  enrolment,
  "/api/student/removefromcourse/:studentId/:courseId",
  "Remove a student from a class of the course; an empty body removes them from the course",
  {
    params: enrolStudentParamsSchema,
    body: removeFromCourseRequestSchema,
    response: messageResponseSchema,
  },
);

export const enrolmentAddBulk = put(
  enrolment,
  "/api/student/bulkaddtocourse/:courseId",
  `Enrol up to ${LIMITS.enrolBulkMax} students in a class: all, or none when the seats are short`,
  {
    params: enrolCourseParamsSchema,
    body: bulkEnrolRequestSchema,
    response: bulkAddResponseSchema,
  },
);

export const enrolmentRemoveBulk = put(
  enrolment,
  "/api/student/bulkremovefromcourse/:courseId",
  `Remove up to ${LIMITS.enrolBulkMax} students from a class (those not in it are skipped)`,
  {
    params: enrolCourseParamsSchema,
    body: bulkEnrolRequestSchema,
    response: bulkRemoveResponseSchema,
  },
);

export const enrolmentStats = get(
  enrolment,
  "/api/student/getstudentcount/:courseId",
  "Course stats: the seats of each class the school has, and the totals",
  { params: enrolCourseParamsSchema, response: courseStatsSchema },
);

export const enrolmentEnrolled = get(
  enrolment,
  "/api/student/students-enrolled/:courseId",
  "The school's students in the course: the whole list, or a page when any list parameter is given",
  {
    params: enrolCourseParamsSchema,
    query: enrolledStudentsQuerySchema,
    response: enrolledStudentsResponseSchema,
  },
);

export const enrolmentCandidates = get(
  enrolment,
  "/api/student/course-candidates/:courseId",
  "The enrolment screen: the school's students, paged, each with `enrolled` in the target class",
  {
    params: enrolCourseParamsSchema,
    query: courseCandidatesQuerySchema,
    response: courseCandidatesResponseSchema,
  },
);

export const enrolmentStudentCourses = get(
  enrolment,
  API.schoolStudentCourses,
  "The school's student courses: the classes that take enrolments, with their seats",
  { response: schoolStudentCoursesResponseSchema },
);

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
