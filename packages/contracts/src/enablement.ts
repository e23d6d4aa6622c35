import { z } from "zod";
import { idSchema } from "./common.ts";
import { courseClassNumberSchema } from "./courses.ts";
import { LIMITS } from "./limits.ts";
import { listDefinition, listQuerySchema, pagedResultSchema } from "./lists.ts";
import { msg } from "./messages.ts";
import { classStatusSchema, type EnablementKind, SETTABLE_CLASS_STATUSES, seatsSchema } from "./purchases.ts";

/**
 * Course enablement per school (/superadmin/addcourses?schoolId=, spec part 2 §2, §5, §7): the
 * superadmin sees and changes what a school may use, for its students (seats) and for the school
 * itself. Same rows as purchases write (`purchased_classes`); every change is audited.
 */

/** The two path segments of `/api/enable/{schoolId}/…`, by kind. */
export const ENABLEMENT_SEGMENTS = {
  school: "coursesforschool",
  students: "coursesforstudents",
} as const satisfies Record<EnablementKind, string>;

export const settableClassStatusSchema = z.enum(SETTABLE_CLASS_STATUSES, {
  error: msg("classStatusInvalid"),
});

/** A class as the enablement screen shows it (part 2 §3 "Class detail"). */
export const enabledClassSchema = z.object({
  classNumber: z.number().int(),
  status: classStatusSchema,
  /** Absent (null) means unlimited. */
  studentLimit: z.number().int().nullable(),
  currentStudents: z.number().int(),
  /** True while the purchase that wrote this class waits for verification. */
  underReview: z.boolean(),
  /** The pending purchase behind it, for the approve / reject actions. */
  pendingPurchaseId: z.string().nullable(),
});
export type EnabledClass = z.infer<typeof enabledClassSchema>;

export const enabledCourseSchema = z.object({
  courseId: z.object({ _id: z.string(), name: z.string() }),
  classDetails: z.array(enabledClassSchema),
});
export type EnabledCourse = z.infer<typeof enabledCourseSchema>;
export const enabledCoursesResponseSchema = z.array(enabledCourseSchema);

/**
 * A blank student limit (empty text, null, absent) means unlimited — allowed for school courses
 * only; the service refuses it for student courses (limit ≥ 1 required there).
 */
const optionalLimit = z.preprocess(
  (value) => (value === "" || value === undefined ? null : value),
  seatsSchema.nullable(),
);

/** `POST /api/enable/{schoolId}/coursesfor…`: add a course's classes (or more classes of it). */
export const addEnablementSchema = z.object({
  courseId: idSchema,
  classDetails: z
    .array(
      z.object({
        classNumber: courseClassNumberSchema,
        studentLimit: optionalLimit,
        /** Sent as 0 by the screen (spec); a new class always starts with no students. */
        currentStudents: z.number().optional(),
        status: settableClassStatusSchema,
      }),
    )
    .min(1, msg("selectCourseAndClass"))
    .max(LIMITS.classMax),
});
export type AddEnablement = z.infer<typeof addEnablementSchema>;

/** `PUT /api/enable/{schoolId}/coursesfor…/{courseId}/class/{classNumber}`. */
export const updateEnabledClassSchema = z.object({
  status: settableClassStatusSchema,
  studentLimit: optionalLimit.optional(),
});
export type UpdateEnabledClass = z.infer<typeof updateEnabledClassSchema>;

export const enablementClassParamsSchema = z.object({
  schoolId: idSchema,
  courseId: idSchema,
  // A path segment that is no number ("abc") gets the class number's message, not zod's English.
  classNumber: z.coerce.number({ error: msg("classNumberInvalid") }).pipe(courseClassNumberSchema),
});

/** The school the screen is about (its header), `GET /api/enable/{schoolId}`. */
export const enablementSchoolSchema = z.object({
  _id: z.string(),
  name: z.string(),
  udiscCode: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
  status: z.string(),
});
export type EnablementSchool = z.infer<typeof enablementSchoolSchema>;

/** The school picker of the screen when no `schoolId` is given: `GET /api/enable/schools`. */
export const ENABLEMENT_SCHOOLS_LIST = listDefinition(["name", "createdAt"]);
export const enablementSchoolsQuerySchema = listQuerySchema(ENABLEMENT_SCHOOLS_LIST, {});
export const enablementSchoolRowSchema = enablementSchoolSchema.extend({
  /** Purchases of this school waiting for verification. */
  pendingPayments: z.number().int(),
});
export type EnablementSchoolRow = z.infer<typeof enablementSchoolRowSchema>;
export const enablementSchoolsPageSchema = pagedResultSchema(enablementSchoolRowSchema);
export type EnablementSchoolsPage = z.infer<typeof enablementSchoolsPageSchema>;
