import { z } from "zod";
import { bilingualTextSchema, coercedClassNumberSchema } from "./common.ts";
import { SKILL_LEVELS } from "./practice-kinds.ts";

/**
 * The chapter view (docs/curriculum.md, "The chapter view"): a class's book as its table of
 * contents, chapter by chapter with each chapter's skills. A child sees their level in each skill;
 * the school and its teachers see each skill's class summary. Names come in English and Hindi (a
 * Hindi chapter title may be our working title: `hiOurs`).
 */

const chapterFields = {
  id: z.string(),
  number: z.number().int(),
  title: bilingualTextSchema.extend({ hiOurs: z.boolean() }),
  /** The chapter's lesson page (the library page its lesson resource opens), when the catalogue has it. */
  lessonPageId: z.string().nullable(),
};
const skillFields = {
  id: z.string(),
  name: bilingualTextSchema,
  /** The practice resource holding the skill's set, when the catalogue has it. */
  resourceId: z.string().nullable(),
};
const bookSchema = z.object({ id: z.string(), title: bilingualTextSchema });

export const mySyllabusResponseSchema = z.object({
  classNumber: z.number().int(),
  book: bookSchema,
  /** The Mathematics course the syllabus became (null before it is loaded). */
  courseId: z.string().nullable(),
  /** Whether the child may open the class's practice (the class is granted to them). */
  open: z.boolean(),
  /**
   * The chapter to show first: today the one the child practised last. (A teacher's assignment for
   * the week will take its place when assignments exist; the answer keeps this field.)
   */
  thisWeekChapterId: z.string().nullable(),
  chapters: z.array(
    z.object({
      ...chapterFields,
      skills: z.array(z.object({ ...skillFields, level: z.enum(SKILL_LEVELS) })),
    }),
  ),
});
export type MySyllabus = z.infer<typeof mySyllabusResponseSchema>;

export const classSyllabusQuerySchema = z.object({
  class: coercedClassNumberSchema,
});

export const classSyllabusResponseSchema = z.object({
  classNumber: z.number().int(),
  book: bookSchema,
  courseId: z.string(),
  /** The class's enrolled pupils the caller may see (a teacher: their sections). */
  students: z.number().int(),
  chapters: z.array(
    z.object({
      ...chapterFields,
      skills: z.array(
        z.object({
          ...skillFields,
          /** Pupils Proficient or Mastered, pupils flagged as needing help, pupils who have not started. */
          proficient: z.number().int(),
          needsHelp: z.number().int(),
          notStarted: z.number().int(),
        }),
      ),
    }),
  ),
});
export type ClassSyllabus = z.infer<typeof classSyllabusResponseSchema>;
