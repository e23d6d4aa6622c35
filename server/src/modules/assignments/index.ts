/**
 * The assignments module's public entry: `assignments`, `assignment_children`, `assignment_nudges` and
 * `assignment_work` are written only here (the last through `recordAssignmentWork`, called by the
 * modules whose events change a child's work, in their transaction: docs/adr/0723).
 */
export { requireAssignedTest, targetsOfTests } from "./assigned-test.ts";
export { indiaToday } from "./children.ts";
export { dueOfStudent } from "./due.ts";
export { dueOfClasses, notStartedByDue } from "./needs-help.ts";
export {
  type AssignmentTotals,
  assignmentsOfChild,
  assignmentTotalsOfClass,
  type ChildAssignment,
} from "./report.ts";
export { registerAssignmentRoutes } from "./routes.ts";
export { type AssignmentsService, createAssignmentsService } from "./service.ts";
export {
  assignmentWorkUpsert,
  fillAssignmentWork,
  type PendingSitting,
  recordAssignmentWork,
  type WorkTarget,
} from "./work.ts";
