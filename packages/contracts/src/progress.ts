import { z } from "zod";
import { idSchema } from "./common.ts";
import { msg } from "./messages.ts";

/**
 * A student's progress (beyond the spec): which resources of their classes they opened and
 * marked done, and the last one opened. Nothing else about a child is recorded (docs/privacy.md).
 * Students (role student) and individual learners (studentb2c) write and read their own; the school
 * and its teachers read the per-class table of their own students.
 */

/** `POST /api/progress/opened`: a resource of one of the caller's granted classes was opened. */
export const progressOpenedSchema = z.object({ resourceId: idSchema });
export type ProgressOpened = z.infer<typeof progressOpenedSchema>;

/** `PUT /api/progress/done`: 'Mark as done' (`done: true`) and its undo (`done: false`). */
export const progressDoneSchema = z.object({
  resourceId: idSchema,
  done: z.boolean({ error: msg("progressDoneInvalid") }),
});
export type ProgressDone = z.infer<typeof progressDoneSchema>;

/** The caller's row for one resource, as the two writes answer it. Times are ISO 8601. */
export const resourceProgressSchema = z.object({
  resourceId: z.string(),
  courseId: z.string(),
  classNumber: z.number().int(),
  firstOpenedAt: z.string(),
  lastOpenedAt: z.string(),
  /** When it was marked done; null when it is not (or no longer) done. */
  completedAt: z.string().nullable(),
});
export const resourceProgressResponseSchema = z.object({ progress: resourceProgressSchema });
export type ResourceProgress = z.infer<typeof resourceProgressSchema>;

export const courseProgressParamsSchema = z.object({ courseId: idSchema });
/**
 * `GET /api/progress/course/{courseId}?class=n`: the caller's ticks in the tree. `opened` holds every
 * resource with a row (a resource marked done counts as opened), `completed` those marked done.
 */
export const courseProgressResponseSchema = z.object({
  courseId: z.string(),
  opened: z.array(z.string()),
  completed: z.array(z.string()),
});
export type CourseProgress = z.infer<typeof courseProgressResponseSchema>;

/**
 * `GET /api/progress/resume`: 'Continue where you left off' — the last resource the caller opened
 * that is still theirs to open (its class granted, its type visible to students), or null.
 */
export const resumeResponseSchema = z.object({
  resume: z
    .object({
      courseId: z.string(),
      courseName: z.string(),
      /** The Hindi names (null: none), shown when the reader chose Hindi. */
      courseNameHi: z.string().nullish(),
      classNumber: z.number().int(),
      resourceId: z.string(),
      /** The title the resource belongs to and its type, for the button's label. */
      title: z.string(),
      titleHi: z.string().nullish(),
      resourceType: z.string(),
      lastOpenedAt: z.string(),
    })
    .nullable(),
});
export type ResumeResponse = z.infer<typeof resumeResponseSchema>;

export const classProgressParamsSchema = z.object({
  courseId: idSchema,
  classNumber: z.coerce
    .number({ error: msg("classNumberInvalid") })
    .int(msg("classNumberInvalid"))
    .min(1, msg("classNumberInvalid"))
    .max(10, msg("classNumberInvalid")),
});

/**
 * `GET /api/progress/class/{courseId}/{classNumber}` (teachers and the school): the class's enrolled
 * students × its titles. A title counts when it has resources students see; a student completed it
 * when every one of those is marked done. The web builds its .xlsx export from this.
 */
export const classProgressResponseSchema = z.object({
  courseId: z.string(),
  courseName: z.string(),
  classNumber: z.number().int(),
  titles: z.array(
    z.object({
      _id: z.string(),
      levelNumber: z.number().int(),
      levelName: z.string(),
      title: z.string(),
      /** The title's resources that students see. */
      resources: z.number().int(),
      /** How many of the listed students completed it. */
      completedBy: z.number().int(),
    }),
  ),
  students: z.array(
    z.object({
      studentId: z.string(),
      name: z.string(),
      rollNumber: z.string().nullable(),
      /** Ids of the titles (above) this student completed. */
      completedTitles: z.array(z.string()),
      completedResources: z.number().int(),
    }),
  ),
  totals: z.object({ students: z.number().int(), titles: z.number().int(), resources: z.number().int() }),
});
export type ClassProgress = z.infer<typeof classProgressResponseSchema>;
