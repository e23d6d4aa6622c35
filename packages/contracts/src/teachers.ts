import { z } from "zod";
import { emailSchema, mobileSchema } from "./auth.ts";
import { idSchema, messageResponseSchema, requiredText } from "./common.ts";
import { LIMITS } from "./limits.ts";
import { listQuerySchema, pagedResultSchema, queryFilter, schoolOfficeList } from "./lists.ts";
import { msg } from "./messages.ts";
import {
  bulkListSchema,
  bulkRowsSchema,
  classNumberSchema,
  sheetRowSchema,
  teacherDobSchema,
} from "./onboarding.ts";
import { roleSchema, userStatusSchema } from "./roles.ts";
import { sectionSchema } from "./sections.ts";

/**
 * A class a teacher teaches: one class of a course the school has, and one section of it or (null)
 * the whole class. The school office sets them (docs/adr/0532).
 */
export const teacherClassSchema = z.object({
  courseId: z.string(),
  courseName: z.string(),
  classNumber: z.number().int(),
  section: z.string().nullable(),
});
export type TeacherClass = z.infer<typeof teacherClassSchema>;

/** One class as the office picks it. */
export const teacherClassInputSchema = z.object({
  courseId: idSchema,
  classNumber: classNumberSchema,
  section: sectionSchema.optional(),
});
export type TeacherClassInput = z.input<typeof teacherClassInputSchema>;

const teacherClassesInput = z
  .array(teacherClassInputSchema)
  .max(LIMITS.teacherClassesMax, msg("bulkTooMany"));

/** PUT /api/teacher/classes/{userId}: the teacher's classes, all of them (an empty list: none). */
export const teacherClassesRequestSchema = z.object({ classes: teacherClassesInput });
export type TeacherClassesRequest = z.input<typeof teacherClassesRequestSchema>;

/** POST /api/teacher/classes-bulk: these classes added to each of these teachers. */
export const teacherClassesBulkRequestSchema = z.object({
  userIds: bulkListSchema(idSchema),
  classes: teacherClassesInput.min(1, msg("bulkEmpty")),
});
export type TeacherClassesBulkRequest = z.input<typeof teacherClassesBulkRequestSchema>;

export const teacherClassesResponseSchema = messageResponseSchema.extend({ count: z.number().int() });

/**
 * GET /api/teacher/my-classes: the teacher's classes, each with its summary line from the practice
 * levels (docs/adr/0533). A student counts once per class: proficient when every practice set of the
 * class is proficient or better; needing help when any set says so; not started when none begun.
 */
export const myClassSchema = teacherClassSchema.extend({
  students: z.number().int(),
  proficient: z.number().int(),
  needHelp: z.number().int(),
  notStarted: z.number().int(),
  sets: z.number().int(),
  /** Assignments of the class due in the coming week, and children with overdue work (docs/adr/0661). */
  dueSoon: z.number().int(),
  overdue: z.number().int(),
});
export type MyClass = z.infer<typeof myClassSchema>;
export const myClassesResponseSchema = z.object({ classes: z.array(myClassSchema) });
export type MyClassesResponse = z.infer<typeof myClassesResponseSchema>;

/**
 * A school's teachers (/school/addteacher, /school/viewteachers). A teacher signs in with their
 * e-mail (unique on the platform) and sets a password through the welcome mail.
 */
export const TEACHERS_LIST = schoolOfficeList(["name", "email", "mobile", "dob"]);

export const teacherSchema = z.object({
  _id: z.string(),
  /** The account: what activate and hold take. */
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  dob: z.string().nullable(),
  role: roleSchema,
  status: userStatusSchema,
  createdAt: z.string(),
  /** The classes the office gave them (docs/adr/0532). */
  classes: z.array(teacherClassSchema),
});
export type Teacher = z.infer<typeof teacherSchema>;

export const teachersQuerySchema = listQuerySchema(TEACHERS_LIST, {
  status: queryFilter(userStatusSchema),
});
export type TeachersQuery = z.infer<typeof teachersQuerySchema>;
export const TEACHERS_FILTERS = ["status"] as const;

export const teachersPageSchema = pagedResultSchema(teacherSchema);
export type TeachersPage = z.infer<typeof teachersPageSchema>;

/** GET /api/teacher/getall: without list parameters the spec's whole list; with them, one page. */
export const teachersResponseSchema = z.union([teachersPageSchema, z.array(teacherSchema)]);

const teacherFields = {
  name: requiredText(LIMITS.nameMax, "nameRequired"),
  email: emailSchema,
  mobile: mobileSchema,
  dob: teacherDobSchema,
};

/** POST /api/teacher/add: name, email, mobile, dob (ISO). */
export const teacherAddRequestSchema = z.object(teacherFields);
export type TeacherAddRequest = z.input<typeof teacherAddRequestSchema>;

export const teacherBulkRowSchema = z.object({ ...teacherFields, row: sheetRowSchema });
export type TeacherBulkRow = z.input<typeof teacherBulkRowSchema>;

/** POST /api/teacher/add-bulk {teachers[]}: all or nothing, per-row errors as for students. */
export const teacherBulkRequestSchema = z.object({ teachers: bulkRowsSchema });
export type TeacherBulkRequest = { teachers: TeacherBulkRow[] };

/** The answer of add and add-bulk: how many, and the new teachers (each mailed a set-password link). */
export const teacherAddResponseSchema = messageResponseSchema.extend({
  count: z.number().int(),
  teachers: z.array(teacherSchema),
});
export type TeacherAddResponse = z.infer<typeof teacherAddResponseSchema>;
