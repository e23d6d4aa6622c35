import { z } from "zod";
import { idSchema, queryText } from "./common.ts";
import { LIMITS } from "./limits.ts";
import { listDefinition, listQuerySchema, pagedResultSchema, queryFilter } from "./lists.ts";
import { msg } from "./messages.ts";
import { classNumberSchema } from "./onboarding.ts";

/**
 * The operators' lists across schools (spec part 2 §2, §3): the schools that never had a verified
 * purchase (superadmin and admin), and every student of every school (superadmin).
 */

/* ---------- Schools with no purchases (/superadmin/nopurchase, /admin/nopurchases) ---------- */

export const NO_PURCHASE_SCHOOLS_LIST = listDefinition([
  "name",
  "udiscCode",
  "city",
  "state",
  "status",
  "createdAt",
]);

/** The School of §3: the table's columns and the details modal's fields. */
export const noPurchaseSchoolSchema = z.object({
  _id: z.string(),
  name: z.string(),
  udiscCode: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
  pincode: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type NoPurchaseSchool = z.infer<typeof noPurchaseSchoolSchema>;

export const noPurchaseSchoolsQuerySchema = listQuerySchema(NO_PURCHASE_SCHOOLS_LIST, {});
export type NoPurchaseSchoolsQuery = z.infer<typeof noPurchaseSchoolsQuerySchema>;

export const noPurchaseSchoolsPageSchema = pagedResultSchema(noPurchaseSchoolSchema);
export type NoPurchaseSchoolsPage = z.infer<typeof noPurchaseSchoolsPageSchema>;

/** GET /api/superadmin/schools/no-purchases: `{schools}` without list parameters, else one page. */
export const noPurchaseSchoolsResponseSchema = z.union([
  noPurchaseSchoolsPageSchema,
  z.object({ schools: z.array(noPurchaseSchoolSchema) }),
]);

/* ---------- Students across schools (/superadmin/students) ---------- */

export const STUDENT_DIRECTORY_LIST = listDefinition(["name", "class"]);

/**
 * The school filter's value for individual learners (studentb2c, no school). Without a school
 * filter the list holds the schools' students only: learners are a separate choice, so a count of
 * "students across schools" never mixes them in silently.
 */
export const INDIVIDUAL_LEARNERS = "individual";

export const ENROLLED_FILTER = ["yes", "no"] as const;

export const directoryStudentSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  fatherName: z.string(),
  dob: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  rollNumber: z.string().nullable(),
  class: z.number().int(),
  /** Null for an individual learner. */
  school: z
    .object({
      _id: z.string(),
      name: z.string(),
      city: z.string(),
      state: z.string(),
      pincode: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
    })
    .nullable(),
  /** One entry per enrolled class of a student course; access follows the class's status. */
  coursesEnrolled: z.array(
    z.object({ courseName: z.string(), classNumber: z.number().int(), accessGranted: z.boolean() }),
  ),
  createdAt: z.string(),
});
export type DirectoryStudent = z.infer<typeof directoryStudentSchema>;

export const studentDirectoryQuerySchema = listQuerySchema(STUDENT_DIRECTORY_LIST, {
  school: queryFilter(z.union([z.literal(INDIVIDUAL_LEARNERS), idSchema], { error: msg("invalidId") })),
  class: queryFilter(classNumberSchema),
  state: queryFilter(queryText(LIMITS.placeMax)),
  course: queryFilter(idSchema),
  enrolled: queryFilter(z.enum(ENROLLED_FILTER, { error: msg("badRequest") })),
});
export type StudentDirectoryQuery = z.infer<typeof studentDirectoryQuerySchema>;
export const STUDENT_DIRECTORY_FILTERS = ["school", "class", "state", "course", "enrolled"] as const;
export type StudentDirectoryFilter = (typeof STUDENT_DIRECTORY_FILTERS)[number];

export const studentDirectoryPageSchema = pagedResultSchema(directoryStudentSchema);
export type StudentDirectoryPage = z.infer<typeof studentDirectoryPageSchema>;

/** GET /api/superadmin/students: `{students}` (the schools' students) without parameters, else one page. */
export const studentDirectoryResponseSchema = z.union([
  studentDirectoryPageSchema,
  z.object({ students: z.array(directoryStudentSchema) }),
]);
