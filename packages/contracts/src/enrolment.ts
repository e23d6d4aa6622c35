import { z } from "zod";
import { idSchema, messageResponseSchema } from "./common.ts";
import { LIMITS } from "./limits.ts";
import {
  listDefinition,
  listQuerySchema,
  pagedResultSchema,
  queryFilter,
  schoolOfficeList,
} from "./lists.ts";
import { msg } from "./messages.ts";
import { classNumberSchema } from "./onboarding.ts";
import { classStatusSchema, enablementKindSchema } from "./purchases.ts";

/**
 * Enrolment (spec part 1 §2 "Course enrolment", "Enrolled Students", §3 "Course stats",
 * "Enrolled-students response", §7 `/api/student/{addtocourse, removefromcourse, bulkaddtocourse,
 * bulkremovefromcourse, getstudentcount, students-enrolled}` and `/api/course/school/accesscourses/students`).
 * A school puts its own students into the classes of the student courses it has bought; one
 * enrolment uses one seat of the purchased class, and the seat limit is never exceeded.
 * A student may hold several classes of one course (the spec's `courseEnrollments[]`,
 * `allEnrolledClasses[]`); each class once.
 */

/** The target class of an enrolment: a number (or numeric text); missing → 'Please select a class first'. */
export const enrolClassNumberSchema = z.preprocess(
  (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value.trim()) : value),
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ""
          ? msg("selectClassFirst")
          : msg("classNumberInvalid"),
    })
    .int(msg("classNumberInvalid"))
    .min(LIMITS.classMin, msg("classNumberInvalid"))
    .max(LIMITS.classMax, msg("classNumberInvalid")),
);

export const enrolStudentParamsSchema = z.object({ studentId: idSchema, courseId: idSchema });
export const enrolCourseParamsSchema = z.object({ courseId: idSchema });

/** `PUT /api/student/addtocourse/{studentId}/{courseId}` {classNumber}. */
export const addToCourseRequestSchema = z.object({ classNumber: enrolClassNumberSchema });
export type AddToCourseRequest = z.input<typeof addToCourseRequestSchema>;

/**
 * `PUT /api/student/removefromcourse/{studentId}/{courseId}` {classNumber}; an empty body (or none:
 * the enrolled-students screen) removes the student from every class of the course.
 */
export const removeFromCourseRequestSchema = z
  .object({ classNumber: enrolClassNumberSchema.optional() })
  .nullish()
  .transform((body) => ({ classNumber: body?.classNumber }));
export type RemoveFromCourseRequest = { classNumber?: number | string } | undefined;

const studentIdsSchema = z
  .array(idSchema, { error: msg("selectAtLeastOneStudent") })
  .min(1, msg("selectAtLeastOneStudent"))
  .max(LIMITS.enrolBulkMax, msg("enrolBulkTooMany"))
  // The same id twice counts once (a page selected twice in the browser).
  .transform((ids) => [...new Set(ids)]);

/** `PUT /api/student/bulkaddtocourse/{courseId}` and `/bulkremovefromcourse/{courseId}`. */
export const bulkEnrolRequestSchema = z.object({
  studentIds: studentIdsSchema,
  classNumber: enrolClassNumberSchema,
});
export type BulkEnrolRequest = z.input<typeof bulkEnrolRequestSchema>;

/** 'Successfully enrolled N students': N new enrolments (students already in the class are skipped). */
export const bulkAddResponseSchema = messageResponseSchema.extend({
  totalEnrolled: z.number().int(),
  /** Students of the request who were already in the class: neither counted nor an error. */
  alreadyEnrolled: z.number().int(),
});
export type BulkAddResponse = z.infer<typeof bulkAddResponseSchema>;

/** 'Successfully removed N students': N enrolments removed (students not in the class are skipped). */
export const bulkRemoveResponseSchema = messageResponseSchema.extend({ totalRemoved: z.number().int() });
export type BulkRemoveResponse = z.infer<typeof bulkRemoveResponseSchema>;

/* ---------- Course stats: GET /api/student/getstudentcount/{courseId} ---------- */

export const courseStatsClassSchema = z.object({
  classNumber: z.number().int(),
  currentStudents: z.number().int(),
  /** null: unlimited. */
  studentLimit: z.number().int().nullable(),
  /** null when unlimited; never below 0. */
  remainingSeats: z.number().int().nullable(),
  /** active and hold take enrolments (hold: access denied until active); blocked takes none. */
  status: classStatusSchema,
});
export type CourseStatsClass = z.infer<typeof courseStatsClassSchema>;

export const courseStatsSchema = z.object({
  totals: z.object({
    currentStudents: z.number().int(),
    /** The sum of the classes' limits; null when any class is unlimited (the capacity is unlimited). */
    studentLimit: z.number().int().nullable(),
  }),
  classDetails: z.array(courseStatsClassSchema),
  courseName: z.string(),
  /** The school's verified purchases of seats in this course (renewals included). */
  totalPurchases: z.number().int(),
});
export type CourseStats = z.infer<typeof courseStatsSchema>;

/* ---------- Enrolled students: GET /api/student/students-enrolled/{courseId} ---------- */

export const ENROLLED_STUDENTS_LIST = listDefinition(["name", "rollNumber", "class"]);

export const enrolledStudentSchema = z.object({
  /** The student's id (what addtocourse and removefromcourse take). */
  studentId: z.string(),
  rollNumber: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  class: z.number().int(),
  /** Active (true) when a class shown for the student grants access (its purchased class is active). */
  enrollmentStatus: z.boolean(),
  /** The student's classes of this course (only the filtered class when `classNumber` is given). */
  courseEnrollments: z.array(
    z.object({ classNumber: z.number().int(), accessGranted: z.boolean(), enrollmentDate: z.string() }),
  ),
});
export type EnrolledStudent = z.infer<typeof enrolledStudentSchema>;

export const enrolledStudentsQuerySchema = listQuerySchema(ENROLLED_STUDENTS_LIST, {
  classNumber: queryFilter(classNumberSchema),
});
export type EnrolledStudentsQuery = z.infer<typeof enrolledStudentsQuerySchema>;
export const ENROLLED_STUDENTS_FILTERS = ["classNumber"] as const;

export const enrolledStudentsPageSchema = pagedResultSchema(enrolledStudentSchema);
export type EnrolledStudentsPage = z.infer<typeof enrolledStudentsPageSchema>;
/** Without list parameters the spec's `{students}`; with any of them, one page. */
export const enrolledStudentsResponseSchema = z.union([
  enrolledStudentsPageSchema,
  z.object({ students: z.array(enrolledStudentSchema) }),
]);

/* ---------- The enrolment screen's students: GET /api/student/course-candidates/{courseId} ---------- */

export const COURSE_CANDIDATES_LIST = schoolOfficeList(["name", "rollNumber", "class"]);

const flag = z.preprocess(
  (value) => (value === "1" || value === "true" ? true : value === "0" || value === "false" ? false : value),
  z.boolean({ error: msg("badRequest") }),
);

/**
 * `?classNumber=` (the target class, required), `studentClass=` (the students' own class),
 * `search=`, paging and sort. `idsOnly=1` answers `{ids, total}`: every matching student's id
 * (at most LIMITS.enrolBulkMax), for "Select All Filtered" across pages.
 */
export const courseCandidatesQuerySchema = listQuerySchema(COURSE_CANDIDATES_LIST, {
  classNumber: enrolClassNumberSchema,
  studentClass: queryFilter(classNumberSchema),
  idsOnly: queryFilter(flag),
});
export type CourseCandidatesQuery = z.infer<typeof courseCandidatesQuerySchema>;
export const COURSE_CANDIDATES_FILTERS = ["classNumber", "studentClass"] as const;

export const courseCandidateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  rollNumber: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  class: z.number().int(),
  fathername: z.string(),
  dob: z.string().nullable(),
  createdAt: z.string(),
  /** In the target class (`classNumber`) of this course. */
  enrolled: z.boolean(),
  /** When they were enrolled in the target class; null when not enrolled. */
  enrollmentDate: z.string().nullable(),
  /** Whether the target class grants access now; null when not enrolled. */
  accessGranted: z.boolean().nullable(),
});
export type CourseCandidate = z.infer<typeof courseCandidateSchema>;

export const courseCandidatesPageSchema = pagedResultSchema(courseCandidateSchema);
export type CourseCandidatesPage = z.infer<typeof courseCandidatesPageSchema>;
export const courseCandidateIdsSchema = z.object({
  ids: z.array(z.string()),
  /** Every matching student; more than `ids.length` only when the cap was reached. */
  total: z.number().int(),
});
export type CourseCandidateIds = z.infer<typeof courseCandidateIdsSchema>;
export const courseCandidatesResponseSchema = z.union([courseCandidatesPageSchema, courseCandidateIdsSchema]);

/* ---------- The school's student courses: GET /api/course/school/accesscourses/students ---------- */

export const schoolStudentCourseSchema = z.object({
  courseId: z.object({
    _id: z.string(),
    name: z.string(),
    /** The catalogue's classes of the course. */
    classLevels: z.array(z.object({ classNumber: z.number().int(), _id: z.string() })),
  }),
  /**
   * Every class of the course the school may use (active or hold; blocked left out), by class number:
   * kind `students` (seats to enrol its students into) and kind `school` (bought for the school's own
   * use: no seats, `studentLimit` null, `currentStudents` 0). A class bought in both kinds is listed
   * once per kind. Its content opens (the school's viewer) while it is active.
   */
  classDetails: z.array(
    z.object({
      classNumber: z.number().int(),
      currentStudents: z.number().int(),
      studentLimit: z.number().int().nullable(),
      status: classStatusSchema,
      kind: enablementKindSchema,
    }),
  ),
});
export type SchoolStudentCourse = z.infer<typeof schoolStudentCourseSchema>;
export const schoolStudentCoursesResponseSchema = z.object({
  activeStudentCourses: z.array(schoolStudentCourseSchema),
});
export type SchoolStudentCoursesResponse = z.infer<typeof schoolStudentCoursesResponseSchema>;
