import { z } from "zod";
import { idSchema, messageResponseSchema, optionalText } from "./common.ts";
import { daySchema } from "./days.ts";
import { LIMITS } from "./limits.ts";
import { listDefinition, listQuerySchema, pagedResultSchema, queryFilter } from "./lists.ts";
import { msg } from "./messages.ts";
import { classNumberSchema } from "./onboarding.ts";
import { SKILL_LEVELS } from "./practice-kinds.ts";

/**
 * The classroom's assignments (docs/adr/0661): a teacher or the school office gives a class, a
 * section or chosen children a lesson page, a practice set or a test-like set (a set in quiz mode),
 * from a start day to a due day (India days, YYYY-MM-DD).
 */
export const ASSIGNMENT_KINDS = ["lesson", "practice", "test"] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];

/**
 * A child's state in one assignment (docs/adr/0662): done (the set practised to the end, the lesson
 * opened, on or after the start day), in progress (a set begun), not started, overdue (not done
 * after the due day).
 */
export const ASSIGNMENT_STATES = ["done", "inProgress", "notStarted", "overdue"] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];

/** POST /api/assignments: a class (or one section of it), or chosen children of it. */
export const assignmentCreateSchema = z
  .object({
    courseId: idSchema,
    classNumber: classNumberSchema,
    /**
     * The section (absent or null: the whole class), bounded here and read in its one normalised
     * form by the server (`sectionSchema`): importing the section schema here would split it out of
     * the school office's chunk, which every office screen's first visit carries.
     */
    section: z
      .string({ error: msg("sectionInvalid") })
      .max(LIMITS.sectionMax * 4, { error: msg("sectionInvalid"), abort: true })
      .nullable()
      .optional(),
    /** Chosen children of the class (absent or empty: the whole class or section). */
    studentIds: z.array(idSchema).max(LIMITS.assignmentChildrenMax, msg("bulkTooMany")).optional(),
    /** What is assigned: a lesson page or set of the class, or a teacher's test of it (docs/adr/0694). */
    resourceId: idSchema.optional(),
    testId: idSchema.optional(),
    startsOn: daySchema,
    dueOn: daySchema,
  })
  .refine((body) => body.startsOn <= body.dueOn, {
    message: msg("dateRangeInvalid"),
    path: ["dueOn"],
  })
  .refine((body) => (body.resourceId === undefined) !== (body.testId === undefined), {
    message: msg("assignmentNotAssignable"),
    path: ["resourceId"],
  });
export type AssignmentCreate = z.input<typeof assignmentCreateSchema>;

/**
 * PUT /api/assignments/{id} (docs/adr/0701): its title (empty: the resource's own), its days, and who
 * it is for in the same class (the class, a section, or chosen children); checked as creating is.
 */
export const assignmentUpdateSchema = z
  .object({
    title: optionalText(LIMITS.assignmentTitleMax),
    section: assignmentCreateSchema.shape.section,
    studentIds: assignmentCreateSchema.shape.studentIds,
    startsOn: daySchema,
    dueOn: daySchema,
  })
  .refine((body) => body.startsOn <= body.dueOn, {
    message: msg("dateRangeInvalid"),
    path: ["dueOn"],
  });
export type AssignmentUpdate = z.input<typeof assignmentUpdateSchema>;

/** An assignment's id and its course class, as the staff's list and the child's own both show them. */
const assignmentOfClass = {
  id: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  classNumber: z.number().int(),
};
/** What is given and its days, as both show them. */
const assignmentWork = {
  /** The lesson page or set assigned, or null when a teacher's test is (the child starts it by `testId`). */
  resourceId: z.string().nullable(),
  testId: z.string().nullable(),
  title: z.string(),
  kind: z.enum(ASSIGNMENT_KINDS),
  startsOn: z.string(),
  dueOn: z.string(),
};

export const assignmentSchema = z.object({
  ...assignmentOfClass,
  section: z.string().nullable(),
  /** Chosen children (the count), or the whole class or section (null). */
  chosen: z.number().int().nullable(),
  ...assignmentWork,
  /** The children it reaches (of those the caller reaches) and how many of them are done. */
  children: z.number().int(),
  done: z.number().int(),
  createdAt: z.string(),
  /** Who made it (a name), or null when that account is gone. */
  createdBy: z.string().nullable(),
  /** When it was withdrawn (docs/adr/0702), or null. */
  withdrawnAt: z.string().nullable(),
  /** Whether the caller may edit or withdraw it (a teacher: of the class or section they teach whole). */
  editable: z.boolean(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const assignmentCreatedSchema = messageResponseSchema.extend({ assignment: assignmentSchema });

/** GET /api/assignments: the caller's classes' assignments, latest due first by default. */
export const ASSIGNMENTS_LIST = listDefinition(["dueOn", "startsOn", "createdAt"], {
  defaultOrder: "desc",
  limits: [10, 25, 50],
  defaultLimit: 10,
});
/** Current assignments by default; withdrawn ones behind their own filter (docs/adr/0702). */
export const ASSIGNMENT_SHOWS = ["current", "withdrawn"] as const;
export const assignmentsQuerySchema = listQuerySchema(ASSIGNMENTS_LIST, {
  courseId: queryFilter(idSchema),
  class: queryFilter(classNumberSchema),
  /** The teacher (a `teachers` id) who made it: the school office's filter. */
  teacherId: queryFilter(idSchema),
  show: queryFilter(z.enum(ASSIGNMENT_SHOWS, { error: msg("badRequest") })),
});
export type AssignmentsQuery = z.infer<typeof assignmentsQuerySchema>;
export const ASSIGNMENTS_FILTERS = ["courseId", "class", "teacherId", "show"] as const;
export const assignmentsPageSchema = pagedResultSchema(assignmentSchema);
export type AssignmentsPage = z.infer<typeof assignmentsPageSchema>;

/** GET /api/assignments/{id}/children: one row per child, state and level, paged on the server. */
export const ASSIGNMENT_CHILDREN_LIST = listDefinition(["name", "state", "level"], {
  limits: [25, 50, 100],
});
export const assignmentChildrenQuerySchema = listQuerySchema(ASSIGNMENT_CHILDREN_LIST, {
  state: queryFilter(z.enum(ASSIGNMENT_STATES, { error: msg("badRequest") })),
});
export type AssignmentChildrenQuery = z.infer<typeof assignmentChildrenQuerySchema>;
export const ASSIGNMENT_CHILDREN_FILTERS = ["state"] as const;

export const assignmentChildSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  section: z.string().nullable(),
  state: z.enum(ASSIGNMENT_STATES),
  /** The child's level in the set (a lesson has none: null). */
  level: z.enum(SKILL_LEVELS).nullable(),
  bestScore: z.number().int().nullable(),
  lastActivityAt: z.string().nullable(),
  nudgedAt: z.string().nullable(),
});
export type AssignmentChild = z.infer<typeof assignmentChildSchema>;
export const assignmentChildrenPageSchema = pagedResultSchema(assignmentChildSchema, {
  assignment: assignmentSchema,
  /** Children per state over the whole assignment (not the page), for the filter's counts. */
  counts: z.object({
    done: z.number().int(),
    inProgress: z.number().int(),
    notStarted: z.number().int(),
    overdue: z.number().int(),
  }),
});
export type AssignmentChildrenPage = z.infer<typeof assignmentChildrenPageSchema>;

/** GET /api/assignments/{id}/export: the whole table as .xlsx. */
export const assignmentExportQuerySchema = z.object({
  lang: queryFilter(z.enum(["en", "hi"], { error: msg("badRequest") })),
});

/** The .xlsx file itself (binary; documented as a string). */
export const assignmentExportResponseSchema = z.string();

/** POST /api/assignments/{id}/nudge: these children (absent: every child not yet done). */
export const assignmentNudgeSchema = z.object({
  studentIds: z.array(idSchema).max(LIMITS.assignmentChildrenMax, msg("bulkTooMany")).optional(),
});
export type AssignmentNudge = z.input<typeof assignmentNudgeSchema>;
export const assignmentNudgedSchema = messageResponseSchema.extend({ count: z.number().int() });

/** PUT /api/assignments/{id} and POST /api/assignments/{id}/withdraw: the assignment as it is now. */
export const assignmentChangedSchema = assignmentCreatedSchema;

/** GET /api/assignments/options?courseId=&class=: what the assign form offers for one class. */
export const assignmentOptionsQuerySchema = z.object({
  courseId: idSchema,
  class: classNumberSchema,
});
export const assignmentOptionsSchema = z.object({
  resources: z.array(
    z.object({
      resourceId: z.string(),
      title: z.string(),
      levelName: z.string(),
      kind: z.enum(ASSIGNMENT_KINDS),
    }),
  ),
  pupils: z.array(z.object({ studentId: z.string(), name: z.string(), section: z.string().nullable() })),
  /** The class's teachers' tests (docs/adr/0694), newest first. */
  tests: z.array(z.object({ testId: z.string(), title: z.string(), questions: z.number().int() })),
});
export type AssignmentOptions = z.infer<typeof assignmentOptionsSchema>;

/** GET /api/assignments/classes: the course classes the caller may assign to, and their sections. */
export const assignmentClassesSchema = z.object({
  items: z.array(
    z.object({
      courseId: z.string(),
      courseName: z.string(),
      classNumber: z.number().int(),
      /** Whether the whole class may be given work (a teacher: when they teach it whole). */
      whole: z.boolean(),
      /** The sections of its pupils the caller may give work to. */
      sections: z.array(z.string()),
    }),
  ),
});
export type AssignmentClasses = z.infer<typeof assignmentClassesSchema>;

/** GET /api/assignments/due: the child's own, grouped by the screen (overdue, this week, later, done). */
export const dueAssignmentSchema = z.object({
  ...assignmentOfClass,
  ...assignmentWork,
  state: z.enum(ASSIGNMENT_STATES),
  /** When the teacher last nudged the child about it (an in-app notice), or null. */
  nudgedAt: z.string().nullable(),
});
export type DueAssignment = z.infer<typeof dueAssignmentSchema>;
export const dueAssignmentsSchema = z.object({
  /** Today in India, so the screen groups by the same day the server counts overdue from. */
  today: z.string(),
  items: z.array(dueAssignmentSchema),
});
export type DueAssignments = z.infer<typeof dueAssignmentsSchema>;
