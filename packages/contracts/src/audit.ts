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
  "content.deleted",
  // Schools and individual learners
  "school.registered",
  // A school's status, set by the superadmin (its accounts' sessions end on a hold or block)
  "school.held",
  "school.blocked",
  "school.activated",
  "learner.registered",
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
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
