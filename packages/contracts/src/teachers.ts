import { z } from "zod";
import { emailSchema, INDIAN_MOBILE, normalisePhone } from "./auth.ts";
import { messageResponseSchema, requiredText } from "./common.ts";
import { LIMITS } from "./limits.ts";
import { listQuerySchema, pagedResultSchema, queryFilter, schoolOfficeList } from "./lists.ts";
import { msg } from "./messages.ts";
import { sheetRowSchema, teacherDobSchema } from "./onboarding.ts";
import { roleSchema, userStatusSchema } from "./roles.ts";

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

/** A required Indian mobile number (10 digits from 6–9; +91, 0, spaces and dashes dropped). */
export const mobileSchema = requiredText(LIMITS.phoneMax, "phoneRequired")
  .transform(normalisePhone)
  .refine((value) => INDIAN_MOBILE.test(value), msg("phoneInvalid"));

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
export const teacherBulkRequestSchema = z.object({
  teachers: z
    .array(z.record(z.string(), z.unknown()), { error: msg("bulkEmpty") })
    .min(1, msg("bulkEmpty"))
    .max(LIMITS.bulkRowsMax, msg("bulkTooMany")),
});
export type TeacherBulkRequest = { teachers: TeacherBulkRow[] };

/** The answer of add and add-bulk: how many, and the new teachers (each mailed a set-password link). */
export const teacherAddResponseSchema = messageResponseSchema.extend({
  count: z.number().int(),
  teachers: z.array(teacherSchema),
});
export type TeacherAddResponse = z.infer<typeof teacherAddResponseSchema>;
