/** The assignments module's public entry: `assignments`, `assignment_children` and `assignment_nudges` are written only here. */
export { requireAssignedTest } from "./assigned-test.ts";
export { indiaToday } from "./children.ts";
export { dueOfStudent } from "./due.ts";
export { dueOfClasses, dueSummary, notStartedByDue } from "./needs-help.ts";
export { registerAssignmentRoutes } from "./routes.ts";
export { type AssignmentsService, createAssignmentsService } from "./service.ts";
