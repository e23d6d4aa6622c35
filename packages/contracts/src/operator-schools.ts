import { z } from "zod";
import { idSchema, optionalText, queryText, typedMax } from "./common.ts";
import { LIMITS } from "./limits.ts";
import { listDefinition, listQuerySchema, pagedResultSchema, queryFilter } from "./lists.ts";
import { msg } from "./messages.ts";

/**
 * The superadmin's schools (/superadmin/activeschools, `GET /api/superadmin/active-schools`) and a
 * school's status (`PUT /api/superadmin/schools/{schoolId}/status`). Spec part 2 §2 "Active schools",
 * §3 "Active school" and "School". The list holds every school, whatever its status: the status
 * filter narrows it (docs/adr/0271-operator-schools-list.md).
 */
export const SCHOOL_STATUSES = ["active", "hold", "blocked"] as const;
export const schoolStatusSchema = z.enum(SCHOOL_STATUSES, { error: msg("schoolStatusInvalid") });
export type SchoolStatus = z.infer<typeof schoolStatusSchema>;

export const ACTIVE_SCHOOLS_LIST = listDefinition([
  "schoolName",
  "registrationDate",
  "udiscCode",
  "city",
  "state",
  "status",
]);
export type ActiveSchoolsSort = (typeof ACTIVE_SCHOOLS_LIST.sort)[number];

export const activeSchoolsQuerySchema = listQuerySchema(ACTIVE_SCHOOLS_LIST, {
  state: queryFilter(queryText(LIMITS.placeMax)),
  status: queryFilter(schoolStatusSchema),
});
export type ActiveSchoolsQuery = z.infer<typeof activeSchoolsQuerySchema>;
export const ACTIVE_SCHOOLS_FILTERS = ["state", "status"] as const;

/** One enabled course of a school, with its classes (the school's own, or seats for its students). */
export const schoolCourseSummarySchema = z.object({
  courseId: z.string(),
  courseName: z.string(),
  classes: z.array(
    z.object({
      classNumber: z.number().int(),
      status: z.enum(["active", "hold", "blocked"]),
      /** Seats for students; null: unlimited (and always for the school's own courses). */
      studentLimit: z.number().int().nullable(),
    }),
  ),
});
export type SchoolCourseSummary = z.infer<typeof schoolCourseSummarySchema>;

export const activeSchoolSchema = z.object({
  schoolId: z.string(),
  schoolName: z.string(),
  contact: z.object({
    email: z.string(),
    phone: z.string(),
    address: z.object({
      street: z.string(),
      city: z.string(),
      district: z.string(),
      state: z.string(),
      pincode: z.string(),
    }),
  }),
  details: z.object({ udiscCode: z.string(), registrationDate: z.string() }),
  /** When the school's present active spell began (registration, or its last reactivation); null while held or blocked. */
  activeSince: z.string().nullable(),
  totalCourses: z.number().int(),
  totalStudents: z.number().int(),
  totalTeachers: z.number().int(),
  courses: z.object({
    forStudents: z.array(schoolCourseSummarySchema),
    forSchool: z.array(schoolCourseSummarySchema),
  }),
  status: schoolStatusSchema,
  /** The reason given with the last hold or block (kept after reactivation until the next change). */
  statusReason: z.string().nullable(),
  /** When the status last changed; null if it never has. */
  statusChangedAt: z.string().nullable(),
});
export type ActiveSchool = z.infer<typeof activeSchoolSchema>;

export const activeSchoolsPageSchema = pagedResultSchema(activeSchoolSchema, {
  /** The states schools are in (the state filter's options, from the data). */
  states: z.array(z.string()),
});
export type ActiveSchoolsPage = z.infer<typeof activeSchoolsPageSchema>;

/** Without list parameters: the spec's whole list `{ data: [...] }`; with them, one page. */
export const activeSchoolsResponseSchema = z.union([
  activeSchoolsPageSchema,
  z.object({ data: z.array(activeSchoolSchema) }),
]);
export type ActiveSchoolsResponse = z.infer<typeof activeSchoolsResponseSchema>;

export const schoolIdParamsSchema = z.object({ schoolId: idSchema });

/** A reason is required to hold or block a school; it is mailed to the school and kept in the trail. */
export const schoolStatusChangeSchema = z
  .object({
    status: schoolStatusSchema,
    // Typed in a text area: its line breaks become spaces (one line in the mail's Reason, the trail).
    // A text past its bound is passed on as it is, for the schema to refuse by its length alone.
    reason: z.preprocess(
      (value) =>
        typeof value === "string" && value.length <= typedMax(LIMITS.schoolStatusReasonMax)
          ? value.replace(/[\r\n]+/g, " ")
          : value,
      optionalText(LIMITS.schoolStatusReasonMax),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.status !== "active" && !value.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: msg("schoolStatusReasonRequired") });
    }
  });
export type SchoolStatusChangeRequest = z.input<typeof schoolStatusChangeSchema>;
export type SchoolStatusChange = z.output<typeof schoolStatusChangeSchema>;
