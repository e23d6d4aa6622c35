/**
 * The assignments module's public entry: `assignments`, `assignment_children`, `assignment_nudges`,
 * `assignment_work` and `assignment_standing` are written only here (the work through
 * `recordAssignmentWork`, called by the modules whose events change a child's work, in their
 * transaction: docs/adr/0723; the standing with it, and through `refreshStandingOfChildren` when a
 * child is enrolled or changes section: docs/adr/0738).
 */
export { requireAssignedTest, targetsOfTests } from "./assigned-test.ts";
export { dayAfter, indiaToday } from "./children.ts";
export { dueOfStudent } from "./due.ts";
export { dueSoonOfClasses, notStartedByDue } from "./needs-help.ts";
export {
  type AssignmentTotals,
  assignmentsOfChild,
  assignmentTotalsOfClass,
  type ChildAssignment,
} from "./report.ts";
export { registerAssignmentRoutes } from "./routes.ts";
export { type AssignmentsService, createAssignmentsService } from "./service.ts";
export { refreshStandingOfChildren, standingOfPupilSql, standingWhenResourcesGo } from "./standing.ts";
export {
  assignmentWorkWrites,
  fillAssignmentWork,
  type PendingSitting,
  recordAssignmentWork,
  type WorkTarget,
} from "./work.ts";
