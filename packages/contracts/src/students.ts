import { z } from "zod";
import { emailSchema, optionalPhoneSchema } from "./auth.ts";
import { idSchema, messageResponseSchema, requiredText, typedMax } from "./common.ts";
import { LIMITS } from "./limits.ts";
import { listQuerySchema, pagedResultSchema, queryFilter, schoolOfficeList } from "./lists.ts";
import { msg } from "./messages.ts";
import { bulkRowsSchema, classNumberSchema, dobSchema, sheetRowSchema } from "./onboarding.ts";
import { sectionFilterSchema, sectionSchema } from "./sections.ts";

/**
 * A school's students (/school/addstudent, /school/viewstudents): the row the API answers with, the
 * list, the add and upload payloads and their answers.
 */
export const STUDENTS_LIST = schoolOfficeList(["name", "email", "class"]);

/** The student's classes of student courses (one entry per class; the enrolment module fills them in). */
export const studentEnrolmentSchema = z.object({
  courseId: z.string(),
  courseName: z.string(),
  enrolledClass: z.number().int(),
  accessGranted: z.boolean(),
  enrollmentDate: z.string(),
});

export const studentSchema = z.object({
  _id: z.string(),
  /** The account's id (the student row's `_id` is what update and delete take). */
  userId: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  class: z.number().int(),
  /** The pupil's section of their class; null where the school has none (docs/adr/0531). */
  section: z.string().nullable(),
  rollNumber: z.string(),
  fathername: z.string(),
  dob: z.string().nullable(),
  schoolId: z.string(),
  createdAt: z.string(),
  coursesEnrolled: z.array(studentEnrolmentSchema),
  /** How many parent accounts are linked to the pupil (0–2; docs/adr/0671). */
  linkedParents: z.number().int().optional(),
});
export type Student = z.infer<typeof studentSchema>;

export const studentsQuerySchema = listQuerySchema(STUDENTS_LIST, {
  class: queryFilter(classNumberSchema),
  /** A section of the class (`none`: the pupils without one). */
  section: sectionFilterSchema,
  /** Pupils with a linked parent account (`linked`) or without one (`none`). */
  parent: queryFilter(z.enum(["linked", "none"])),
});
export type StudentsQuery = z.infer<typeof studentsQuerySchema>;
export const STUDENTS_FILTERS = ["class", "section", "parent"] as const;

export const studentsPageSchema = pagedResultSchema(studentSchema);
export type StudentsPage = z.infer<typeof studentsPageSchema>;

/** GET /api/student/getall: without list parameters the spec's whole list; with them, one page. */
export const studentsResponseSchema = z.union([studentsPageSchema, z.array(studentSchema)]);

const studentFields = {
  name: requiredText(LIMITS.nameMax, "nameRequired"),
  email: emailSchema,
  dob: dobSchema,
  Class: classNumberSchema,
  /** Optional: a school without sections leaves it out. */
  section: sectionSchema.optional(),
  fathername: requiredText(LIMITS.nameMax, "fathernameRequired"),
  /** Not in the spec's form or template; kept when a client sends it. */
  phone: optionalPhoneSchema,
};

/** POST /api/student/add: name, email, dob (ISO), Class (number or numeric text), fathername. */
export const studentAddRequestSchema = z.object(studentFields);
export type StudentAddRequest = z.input<typeof studentAddRequestSchema>;

/**
 * The template's optional roll number: the school's own ("6A-12", "1024"); empty → the school's
 * running number. Letters and digits of any script, spaces, `-` and `/`, at most 20 characters.
 */
export const optionalRollNumberSchema = z.preprocess(
  (value) => {
    if (typeof value === "number") return String(value);
    // A text past its bound is passed on as it is, for the schema to refuse by its length alone.
    if (typeof value !== "string" || value.length > typedMax(LIMITS.rollNumberMax)) return value;
    const text = value.trim().replace(/\s+/g, " ");
    return text === "" ? undefined : text;
  },
  z
    .string({ error: msg("rollNumberInvalid") })
    .max(LIMITS.rollNumberMax, { error: msg("rollNumberInvalid"), abort: true })
    .regex(/^[\p{L}\p{N}][\p{L}\p{N}\p{M} \-/]*$/u, msg("rollNumberInvalid"))
    .optional(),
);

/** One row of an upload, as the server validates it (`row`: its sheet row, when the browser sends it). */
export const studentBulkRowSchema = z.object({
  ...studentFields,
  rollNumber: optionalRollNumberSchema,
  row: sheetRowSchema,
});
export type StudentBulkRow = z.input<typeof studentBulkRowSchema>;

/** POST /api/student/add-bulk {students[]}: at most LIMITS.bulkRowsMax rows, each checked on its own. */
export const studentBulkRequestSchema = z.object({ students: bulkRowsSchema });
export type StudentBulkRequest = { students: StudentBulkRow[] };

/**
 * PUT /api/student/update/{id}: the spec's client sends the whole student object back. Only these
 * fields are applied; everything else it carries (schoolId, rollNumber, role, coursesEnrolled, …) is
 * ignored. `Class` or `class` are both accepted (the list says `class`, the add form `Class`).
 */
export const studentUpdateRequestSchema = z
  .object({
    name: requiredText(LIMITS.nameMax, "nameRequired"),
    email: emailSchema.optional(),
    phone: optionalPhoneSchema.optional(),
    class: classNumberSchema.optional(),
    Class: classNumberSchema.optional(),
    /** Absent: unchanged; empty or null: no section. */
    section: sectionSchema.optional(),
    fathername: requiredText(LIMITS.nameMax, "fathernameRequired").optional(),
    dob: dobSchema.nullish(),
  })
  .loose();
export type StudentUpdateRequest = z.input<typeof studentUpdateRequestSchema>;

export const studentUpdateResponseSchema = messageResponseSchema.extend({ student: studentSchema });

/**
 * What the school hands to a child (the credentials sheet): shown once, right after the add or the
 * upload. The server keeps only a hash of `oneTimeCode`; it cannot show it again.
 */
export const studentCredentialSchema = z.object({
  _id: z.string(),
  name: z.string(),
  class: z.number().int(),
  section: z.string().nullable().optional(),
  rollNumber: z.string(),
  username: z.string(),
  oneTimeCode: z.string(),
});
export type StudentCredential = z.infer<typeof studentCredentialSchema>;

/** The answer of add and add-bulk: the message and each new account's credentials (in row order). */
export const studentAddResponseSchema = messageResponseSchema.extend({
  count: z.number().int(),
  credentials: z.array(studentCredentialSchema),
  /** When the codes stop working (ISO time): printed on the sheet. */
  codesExpireAt: z.string(),
});
export type StudentAddResponse = z.infer<typeof studentAddResponseSchema>;

/**
 * POST /api/student/new-codes: new sign-in codes, for the students named (`studentIds`) or for every
 * student of a class (`classNumber`: the sheet printed again). The old codes and links stop working,
 * the students' passwords are cleared and their sessions end; the answer is a credentials sheet.
 */
export const newCodesRequestSchema = z
  .object({
    studentIds: z
      .array(idSchema, { error: msg("selectAtLeastOneStudent") })
      .min(1, msg("selectAtLeastOneStudent"))
      .max(LIMITS.bulkRowsMax, msg("bulkTooMany"))
      .transform((ids) => [...new Set(ids)])
      .optional(),
    classNumber: classNumberSchema.optional(),
  })
  .refine((body) => (body.studentIds === undefined) !== (body.classNumber === undefined), {
    error: msg("newCodesForWhom"),
  });
export type NewCodesRequest = z.input<typeof newCodesRequestSchema>;

/** GET /api/student/sections: the sections the school's pupils are in, by class (filters and pickers). */
export const schoolSectionsResponseSchema = z.object({
  sections: z.array(
    z.object({ classNumber: z.number().int(), section: z.string(), students: z.number().int() }),
  ),
});
export type SchoolSections = z.infer<typeof schoolSectionsResponseSchema>;
