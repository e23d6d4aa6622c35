import { z } from "zod";
import { idSchema } from "./common.ts";
import { dayRangeFilters, dayRangeIsOrdered } from "./days.ts";
import { LIMITS } from "./limits.ts";
import { listDefinition, listQuerySchema, pagedResultSchema, queryFilter } from "./lists.ts";
import { msg } from "./messages.ts";
import { roleSchema } from "./roles.ts";

/**
 * What the audit trail records. Each area adds the actions of its sensitive work here and
 * writes them through the server's one audit helper, in the same transaction as the work.
 */
export const AUDIT_ACTIONS = [
  "auth.login.succeeded",
  "auth.login.failed",
  "auth.login.throttled",
  "auth.password.reset_requested",
  "auth.password.reset",
  "auth.password.changed",
  "auth.sessions_ended",
  "auth.logout",
  "user.created",
  "user.held",
  "user.activated",
  "user.deleted",
  // Course catalogue
  "course.created",
  "course.updated",
  "course.deleted",
  "course.archived",
  // Content library
  "content.created",
  "content.updated",
  "content.deleted",
  // The syllabus loader (a command or the first start): what it wrote, updated and kept
  "syllabus.loaded",
  // Schools and individual learners
  "school.registered",
  // A school's status, set by the superadmin (its accounts' sessions end on a hold or block)
  "school.held",
  "school.blocked",
  "school.activated",
  "learner.registered",
  // Children's data: consent, copies, erasure
  "consent.requested",
  "consent.confirmed",
  "consent.withdrawn",
  "terms.accepted",
  "student.exported",
  "student.erasure_requested",
  "student.erased",
  "grievance.received",
  // Reads of children's data (the access log): one row per request, never one per child listed
  "student.viewed",
  "students.listed",
  "students.exported",
  // The operator's copy of the trail itself
  "audit.exported",
  "grievance.answered",
  // Parents: codes, links, the weekly summary
  "parent.codes_issued",
  "parent.linked",
  "parent.unlinked",
  "parent.settings_changed",
  "parent.summary_stopped",
  "parent.summary_requested",
  // A teacher's notes about a child for the parents (the target is the child; never the text)
  "note.written",
  "note.updated",
  "note.deleted",
  // Students and teachers
  "student.added",
  "student.bulk_added",
  "student.updated",
  "student.deleted",
  "student.codes_reissued",
  "teacher.added",
  "teacher.bulk_added",
  "teacher.held",
  "teacher.activated",
  "teacher.classes_set",
  // The classroom's assignments
  "assignment.created",
  "assignment.nudged",
  "assignment.updated",
  "assignment.withdrawn",
  // A teacher's own tests
  "test.created",
  "test.updated",
  "test.deleted",
  "teacher.classes_added",
  "auth.first_signin",
  // Buying seats (purchases)
  "purchase.created",
  "purchase.renewal_requested",
  "purchase.approved",
  "purchase.rejected",
  "enablement.added",
  "enablement.class_updated",
  "enablement.class_removed",
  "enablement.course_removed",
  "settings.discount_changed",
  // Enrolment
  "enrolment.added",
  "enrolment.removed",
  "enrolment.bulk_added",
  "enrolment.bulk_removed",
  // Practice
  "practice.saved",
  "practice.removed",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  "user",
  "school",
  "student",
  "teacher",
  "course",
  "content",
  "purchase",
  "purchased_class",
  "setting",
  "practice_set",
  "test",
  "grievance",
  "assignment",
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

// ---------------------------------------------------------------------------------------------
// The superadmin's audit trail: `GET /api/superadmin/audit`, newest first, paged.

export const AUDIT_LIST = listDefinition(["at"], { defaultOrder: "desc", limits: [25, 50, 100] });
/** The filters of the audit screen, as the query string and the screen's URL name them. */
export const AUDIT_FILTERS = [
  "actorId",
  "action",
  "schoolId",
  "targetType",
  "targetId",
  "from",
  "to",
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS, { error: msg("badRequest") });
export const auditTargetTypeSchema = z.enum(AUDIT_TARGET_TYPES, { error: msg("badRequest") });

/**
 * `search` finds the actor by name, username or e-mail; `actorId` is one account. `targetId` is the
 * id of the row acted on (with or without its type).
 */
const auditListQuerySchema = listQuerySchema(AUDIT_LIST, {
  actorId: queryFilter(idSchema),
  action: queryFilter(auditActionSchema),
  schoolId: queryFilter(idSchema),
  targetType: queryFilter(auditTargetTypeSchema),
  targetId: queryFilter(idSchema),
  ...dayRangeFilters,
});
export const auditQuerySchema = auditListQuerySchema.refine(dayRangeIsOrdered, {
  message: msg("dateRangeInvalid"),
  path: ["from"],
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/**
 * `GET /api/superadmin/audit/export`: the operator's copy of the trail with the list's own filters,
 * search and order (no page: every matching event), as .xlsx or CSV. At most
 * `LIMITS.auditExportMax` events: a larger one answers 400 asking for a narrower filter.
 */
export const AUDIT_EXPORT_FORMATS = ["xlsx", "csv"] as const;
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];
export const auditExportQuerySchema = auditListQuerySchema
  .omit({ page: true, limit: true })
  .extend({
    format: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.enum(AUDIT_EXPORT_FORMATS, { error: msg("badRequest") }).default("xlsx"),
    ),
  })
  .refine(dayRangeIsOrdered, { message: msg("dateRangeInvalid"), path: ["from"] });
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;
/** The file itself (binary or text; documented as a string). */
export const auditExportResponseSchema = z.string();
export const AUDIT_EXPORT_MAX = LIMITS.auditExportMax;

export const auditEventSchema = z.object({
  id: z.string(),
  /** When, ISO 8601 (the screen shows it in India time). */
  at: z.string(),
  action: z.string(),
  /** Who: null for an anonymous caller (then `attemptedUsername` may say what was typed). */
  actor: z
    .object({ id: z.string(), name: z.string(), username: z.string(), role: roleSchema.nullable() })
    .nullable(),
  /** The account's role when it acted, also when the account has been deleted since. */
  actorRole: roleSchema.nullable(),
  attemptedUsername: z.string().nullable(),
  /** To whom or what: its type, id and a readable label when one is cheap to find. */
  target: z.object({ type: z.string(), id: z.string(), label: z.string().nullable() }).nullable(),
  school: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  /** From which address. */
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEventRow = z.infer<typeof auditEventSchema>;
export const auditPageSchema = pagedResultSchema(auditEventSchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
