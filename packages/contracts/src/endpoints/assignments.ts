import { lazyByIdSchemas, lazySchemas } from "../endpoint.ts";
import { type EndpointGroup, get, post, put } from "../endpoint-group.ts";
import { API } from "../paths.ts";

/**
 * The classroom's assignments (docs/adr/0661): the teacher (or the school office) assigns, reads
 * each assignment's table, exports it and nudges; the child reads what is due. Schemas load with
 * import(), so the child's dashboard carries no zod.
 */
const schemas = () => import("../assignments.ts");
const tags = ["assignments"];
/** The school office and its teachers, on the classes and sections the access rules give them. */
const staff = { access: ["school", "teacher"], tags, errors: [404] } as const satisfies EndpointGroup;
/** The same staff changing an assignment, which a withdrawal closes (409). */
const staffChanging = { ...staff, errors: [404, 409] } as const satisfies EndpointGroup;

export const assignmentsCreate = post(
  staff,
  API.assignments,
  "Assign a lesson page or a practice set of a class to the class, one section or chosen children, from a start day to a due day",
  lazySchemas(schemas, (s) => ({ body: s.assignmentCreateSchema, response: s.assignmentCreatedSchema })),
  { status: 201 },
);

export const assignmentsList = get(
  staff,
  API.assignments,
  "The assignments of the caller's classes, with how many children are done (paged, sorted, filtered by class)",
  lazySchemas(schemas, (s) => ({ query: s.assignmentsQuerySchema, response: s.assignmentsPageSchema })),
);

export const assignmentsOptions = get(
  staff,
  API.assignmentOptions,
  "What one class can be given: its lesson pages and practice sets, and its pupils the caller reaches",
  lazySchemas(schemas, (s) => ({
    query: s.assignmentOptionsQuerySchema,
    response: s.assignmentOptionsSchema,
  })),
);

export const assignmentsChildren = get(
  staff,
  "/api/assignments/:id/children",
  "One assignment's children: done, in progress, not started or overdue, and their level (paged, sorted, filtered by state)",
  lazyByIdSchemas(schemas, (s) => ({
    query: s.assignmentChildrenQuerySchema,
    response: s.assignmentChildrenPageSchema,
  })),
);

export const assignmentsExport = get(
  staff,
  "/api/assignments/:id/export",
  "One assignment's children as an .xlsx workbook",
  lazyByIdSchemas(schemas, (s) => ({
    query: s.assignmentExportQuerySchema,
    response: s.assignmentExportResponseSchema,
  })),
  { document: true },
);

export const assignmentsNudge = post(
  staff,
  "/api/assignments/:id/nudge",
  "Remind children of an assignment (chosen ones, or every child not yet done): a notice in the app, and a mail to a parent on record",
  lazyByIdSchemas(schemas, (s) => ({
    body: s.assignmentNudgeSchema,
    response: s.assignmentNudgedSchema,
  })),
);

export const assignmentsUpdate = put(
  staffChanging,
  "/api/assignments/:id",
  "Change an assignment's title, days and who it is for in its class, by the rules of assigning (409: withdrawn)",
  lazyByIdSchemas(schemas, (s) => ({
    body: s.assignmentUpdateSchema,
    response: s.assignmentChangedSchema,
  })),
);

export const assignmentsWithdraw = post(
  staffChanging,
  "/api/assignments/:id/withdraw",
  "Withdraw an assignment: due to nobody any more, kept for the record (409: already withdrawn)",
  lazyByIdSchemas(schemas, (s) => ({ response: s.assignmentChangedSchema })),
);

export const assignmentsClasses = get(
  staff,
  API.assignmentClasses,
  "The course classes the caller may assign to, with the sections they may give work to",
  lazySchemas(schemas, (s) => ({ response: s.assignmentClassesSchema })),
);

export const assignmentsDue = get(
  { access: ["student"], tags, errors: [] },
  API.assignmentsDue,
  "The child's own assignments: not done, or due within the last fortnight, with their state",
  lazySchemas(schemas, (s) => ({ response: s.dueAssignmentsSchema })),
);

export const assignmentsApi = {
  create: assignmentsCreate,
  list: assignmentsList,
  options: assignmentsOptions,
  children: assignmentsChildren,
  export: assignmentsExport,
  nudge: assignmentsNudge,
  update: assignmentsUpdate,
  withdraw: assignmentsWithdraw,
  classes: assignmentsClasses,
  due: assignmentsDue,
};
