import { z } from "zod";

/**
 * A chapter's lesson page as data: the idea in a child's words, two worked examples whose arithmetic
 * a test checks, and a picture where it helps, in English and Hindi. The syllabus loader writes it
 * as a lesson page of the library (docs/curriculum.md, "Lesson pages"). The pages themselves are
 * data files, ./class-NN.json, read through ./load.ts (docs/adr/0741-lesson-pages-as-json-data.md).
 *
 * The schemas are strict: a key they do not name is an error, so a misspelt field in a data file
 * fails where it stands instead of vanishing. Their keys are in the order the pages' JSON has them,
 * which is the order a parsed page keeps (the syllabus version hashes the pages' JSON text).
 */
export const bilingualSchema = z.strictObject({
  en: z.string().min(1),
  hi: z.string().min(1),
});
export type Bilingual = z.infer<typeof bilingualSchema>;

export const workedExampleSchema = z.strictObject({
  question: bilingualSchema,
  /** Each step of the working, one line each, the same number of lines in both languages. */
  steps: z.strictObject({ en: z.array(z.string().min(1)).min(1), hi: z.array(z.string().min(1)).min(1) }),
  /** The answer as a child writes it ("38", "3/4", "₹45", "2:30"). */
  answer: bilingualSchema,
  /**
   * What a test works out again: an arithmetic expression (`+ − × ÷`, brackets, fractions) and the
   * number it must equal; the answer's own text must show that number.
   */
  check: z.strictObject({ expression: z.string().min(1), value: z.string().min(1) }),
});
export type WorkedExample = z.infer<typeof workedExampleSchema>;

export const lessonSchema = z.strictObject({
  /** The chapter it teaches, e.g. `ncert-c3-ch04`. */
  chapterId: z.string().min(1),
  title: bilingualSchema,
  /** The idea, a few short paragraphs (plain text; blank lines separate paragraphs). */
  idea: bilingualSchema,
  examples: z.tuple([workedExampleSchema, workedExampleSchema]),
  /** A picture drawn as SVG (no scripts, no links, no outside references) and its text alternative. */
  figure: z.strictObject({ svg: z.string().min(1), alt: bilingualSchema }).optional(),
});
export type Lesson = z.infer<typeof lessonSchema>;

/**
 * A data file's entry for a chapter that teaches what another chapter's page already teaches: the
 * page is that one's (the same idea and worked examples) under this chapter's id. Class 9's
 * rationalised book shares five pages with Ganita Manjari this way.
 */
export const sameLessonSchema = z.strictObject({
  chapterId: z.string().min(1),
  /** The chapter whose page this chapter shows; it must have a page of its own in the data. */
  sameAs: z.string().min(1),
});
export type SameLesson = z.infer<typeof sameLessonSchema>;
