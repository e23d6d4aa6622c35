import { z } from "zod";
import { messageResponseSchema } from "./common.ts";
import { listDefinition, listQuerySchema, pagedResultSchema } from "./lists.ts";

/**
 * The course lists: the admin's (GET /api/course), the public catalogue (GET /api/course/get), the
 * dashboard's counts and the answer of a save. Apart from courses.ts (the document and its rules), so
 * a screen that only lists courses does not download the document's validation.
 */

/* The public catalogue (GET /api/course/get, no token): ids, names, classes and prices — never a resource url. */

/** A class of a course and its prices, as the public catalogue shows it. */
export const publicCourseClassSchema = z.object({
  classNumber: z.number().int(),
  pricePerStudent: z.number(),
  pricePerSchool: z.number(),
});
export const publicCourseSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The name in Hindi (null: none; the English name is shown). */
  nameHi: z.string().nullish(),
  createdAt: z.string(),
  classLevels: z.array(publicCourseClassSchema),
});
export type PublicCourse = z.infer<typeof publicCourseSchema>;
export const publicCoursesResponseSchema = z.array(publicCourseSchema);

/* The admin list (GET /api/course): each course with its classes and prices and the size of its tree. */
export const ADMIN_COURSES_LIST = listDefinition(["name", "createdAt"]);

export const courseClassSummarySchema = z.object({ _id: z.string(), ...publicCourseClassSchema.shape });
export type CourseClassSummary = z.infer<typeof courseClassSummarySchema>;

/** The admin's row: the catalogue's, each class with its id, and the size of the course's tree. */
export const courseListItemSchema = z.object({
  ...publicCourseSchema.shape,
  classLevels: z.array(courseClassSummarySchema),
  levelCount: z.number().int(),
  resourceCount: z.number().int(),
});
export type CourseListItem = z.infer<typeof courseListItemSchema>;

export const adminCoursesQuerySchema = listQuerySchema(ADMIN_COURSES_LIST, {});
export type AdminCoursesQuery = z.infer<typeof adminCoursesQuerySchema>;
export const adminCoursesPageSchema = pagedResultSchema(courseListItemSchema);
export type AdminCoursesPage = z.infer<typeof adminCoursesPageSchema>;
/** GET /api/course: without list parameters the whole list (the spec's client); with them, one page. */
export const adminCoursesResponseSchema = z.union([adminCoursesPageSchema, z.array(courseListItemSchema)]);

/** The admin dashboard's counts (GET /api/course/summary): the live catalogue and the content library. */
export const courseSummarySchema = z.object({
  courses: z.number().int(),
  classes: z.number().int(),
  levels: z.number().int(),
  resources: z.number().int(),
  contentPages: z.number().int(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

/** The answer of add, update and delete: the message, and the course's id. */
export const courseSavedResponseSchema = messageResponseSchema.extend({
  _id: z.string(),
  archived: z.boolean().optional(),
});
export type CourseSavedResponse = z.infer<typeof courseSavedResponseSchema>;
