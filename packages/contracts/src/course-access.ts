import { z } from "zod";
import { coercedClassNumberSchema, idSchema } from "./common.ts";
import { courseLevelSchema, hindiNameSchema } from "./courses.ts";

/**
 * A learner's content access (spec part 1 §3 "Course (student view)", §7
 * `/api/course/student/accesscourses` and `/accesscourse/{courseId}`). Individual learners (studentb2c)
 * and a school's students get the same shapes. The server
 * removes the resource types students never see (`TEACHER_ONLY_RESOURCE_TYPES`) before answering.
 */

/** A course as every answer here names it: its id, its name and its Hindi name (null: none). */
const namedCourse = { _id: z.string(), name: z.string(), nameHi: hindiNameSchema };

/** One class of a course the learner has: granted when its purchased class is active. */
export const accessClassSummarySchema = z.object({
  classNumber: z.number().int(),
  accessGranted: z.boolean(),
  /** When the class became the learner's (the purchased class's creation), ISO 8601. */
  enrollmentDate: z.string(),
});
export type AccessClassSummary = z.infer<typeof accessClassSummarySchema>;

/** `GET /api/course/student/accesscourses`: the courses the learner has, by name, without their trees. */
export const accessCoursesResponseSchema = z.object({
  courses: z.array(
    z.object({
      ...namedCourse,
      /** The learner's classes of the course (every status; `accessGranted` says which open). */
      enrolledClass: z.array(accessClassSummarySchema),
    }),
  ),
});
export type AccessCoursesResponse = z.infer<typeof accessCoursesResponseSchema>;

/** `GET /api/course/student/accesscourse/{courseId}`: the course with the levels of each class granted. */
export const accessCourseResponseSchema = z.object({
  course: z.object({
    ...namedCourse,
    /** The learner's school; null for an individual learner, who belongs to none. */
    school: z.object({ name: z.string() }).nullable(),
    allEnrolledClasses: z.array(
      accessClassSummarySchema.extend({
        /** The class's levels; empty when access is not granted (nothing unpaid is sent). */
        levels: z.array(courseLevelSchema),
      }),
    ),
  }),
});
export type AccessCourseResponse = z.infer<typeof accessCourseResponseSchema>;

export const accessCourseParamsSchema = z.object({ courseId: idSchema });
/** `?class=n`: when given, a class that is not granted answers 403 "Access to Class n has not been granted." */
export const accessCourseQuerySchema = z.object({
  class: coercedClassNumberSchema.optional(),
});

// Enrolment and learning (content access). A school's students use the schemas above (their
// list holds only granted classes; `school` is their school). Teachers and the school itself get the
// spec's "Teacher and school access" shapes below, with every resource type.

/** One class the school may open, by number (the dashboards' 'Class n' buttons). */
export const schoolAccessClassSchema = z.object({ _id: z.string(), classNumber: z.number().int() });

/**
 * `GET /api/teacher/accesscourses` and `GET /api/course/school/accesscourses/school`: the courses
 * enabled for the caller's school, each with the classes open to it (active, of either kind: the
 * school's own classes and the classes its students are enrolled in), without their trees.
 */
export const activeSchoolCoursesResponseSchema = z.object({
  activeSchoolCourses: z.array(
    z.object({
      courseId: z.object({
        ...namedCourse,
        classLevels: z.array(schoolAccessClassSchema),
      }),
    }),
  ),
});
export type ActiveSchoolCoursesResponse = z.infer<typeof activeSchoolCoursesResponseSchema>;

/**
 * `GET /api/teacher/accesscourses/{courseId}` and `GET /api/course/school/accesscourses/school/{courseId}`:
 * the course with the whole tree of each open class, every resource type (`course.courseId` is a
 * `ViewerCourse` for the shared viewer). `?class=n` (the same query as the students') keeps that
 * class alone; a class the school does not have open is 403 "You don't have access to Class n.".
 */
export const schoolAccessCourseResponseSchema = z.object({
  course: z.object({
    courseId: z.object({
      ...namedCourse,
      classLevels: z.array(schoolAccessClassSchema.extend({ levels: z.array(courseLevelSchema) })),
    }),
    classDetails: z.array(z.object({ classNumber: z.number().int() })),
  }),
});
export type SchoolAccessCourseResponse = z.infer<typeof schoolAccessCourseResponseSchema>;
