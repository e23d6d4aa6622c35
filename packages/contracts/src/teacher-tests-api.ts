import { z } from "zod";
import { bilingualTextSchema, idSchema, messageResponseSchema, requiredText } from "./common.ts";
import { LIMITS } from "./limits.ts";
import { listDefinition, listQuerySchema, pagedResultSchema, queryFilter } from "./lists.ts";
import { msg } from "./messages.ts";
import { classNumberSchema } from "./onboarding.ts";
import { answerValueSchema } from "./practice-api.ts";
import { chapterTestParamsSchema } from "./practice-tests-api.ts";

/**
 * A teacher's own test (docs/adr/0693): drawn from one or several chapters of a course class the
 * teacher (or the school office) may see, edited slot by slot, saved as a `practice_tests` row of
 * kind `teacher` with up to 100 question slots, a title and an optional time limit.
 */

const chapterIdSchema = chapterTestParamsSchema.shape.chapterId;

/** The chapters a test is drawn from, all of one class's book. */
const chapterIdsSchema = z
  .array(chapterIdSchema)
  .min(1, msg("fieldRequired"))
  .max(LIMITS.teacherTestChaptersMax, msg("bulkTooMany"));

/** A course class and its chapters: what every builder request names. */
export const teacherTestScopeSchema = z.object({
  courseId: idSchema,
  classNumber: classNumberSchema,
  chapterIds: chapterIdsSchema,
});

/** A question slot as sent back to be saved: the skill, its set, the step, and a fixed seed or none. */
export const teacherTestSlotInputSchema = z.object({
  skillId: z.string().max(80, { error: msg("teacherTestSlotInvalid"), abort: true }),
  resourceId: idSchema,
  step: z.number().int().min(0).max(1000),
  seed: z.number().int().min(0).max(0xffffffff).optional(),
});
export type TeacherTestSlotInput = z.infer<typeof teacherTestSlotInputSchema>;

/**
 * One question as the teacher sees it while building: the question made with the preview seed, its
 * right answer (the teacher sees keys: a child never receives this shape) in both languages.
 */
const previewSchema = z.object({
  seed: z.number().int(),
  prompt: bilingualTextSchema,
  options: z.object({ en: z.array(z.string()), hi: z.array(z.string()) }).optional(),
  rightAnswer: answerValueSchema,
});
export const teacherTestSlotSchema = teacherTestSlotInputSchema.extend({
  chapterId: z.string(),
  skillName: bilingualTextSchema,
  /** How many steps (generator levels, or hand-written questions) the skill's set has. */
  steps: z.number().int(),
  preview: previewSchema,
});
export type TeacherTestSlot = z.infer<typeof teacherTestSlotSchema>;

const skillSchema = z.object({
  skillId: z.string(),
  resourceId: z.string(),
  chapterId: z.string(),
  name: bilingualTextSchema,
  steps: z.number().int(),
});

/** The chapters in a query string: comma-separated (`chapters=ncert-c3-ch01,ncert-c3-ch02`), bounded first. */
const chaptersQuery = z.preprocess(
  (value) => (typeof value === "string" ? value.split(",") : value),
  chapterIdsSchema,
);
const scopeQuery = { courseId: idSchema, class: classNumberSchema, chapters: chaptersQuery };

/** GET /api/teacher-tests/propose: questions spread across the chapters' skills (nothing saved). */
export const teacherTestProposeQuerySchema = z.object({
  ...scopeQuery,
  count: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.practiceTestSlotsMax)
    .default(LIMITS.practiceTestQuestions),
});
export type TeacherTestProposeQuery = z.infer<typeof teacherTestProposeQuerySchema>;
export const teacherTestProposalSchema = z.object({
  /** The chapters' skills with questions (none: the chapters have nothing to ask yet). */
  skills: z.array(skillSchema),
  slots: z.array(teacherTestSlotSchema),
});
export type TeacherTestProposal = z.infer<typeof teacherTestProposalSchema>;

/** GET /api/teacher-tests/alternatives: other questions of a slot's own skill, to replace it with. */
export const teacherTestAlternativesQuerySchema = z.object({
  ...scopeQuery,
  skillId: teacherTestSlotInputSchema.shape.skillId,
  resourceId: idSchema,
  step: z.coerce.number().int().min(0).max(1000),
});
export type TeacherTestAlternativesQuery = z.infer<typeof teacherTestAlternativesQuerySchema>;
export const teacherTestAlternativesResponseSchema = z.object({ slots: z.array(teacherTestSlotSchema) });

/** POST /api/teacher-tests, PUT /api/teacher-tests/{id}: the whole test, saved as sent. */
export const teacherTestSaveSchema = teacherTestScopeSchema.extend({
  title: requiredText(LIMITS.teacherTestTitleMax),
  /** Minutes a child has once begun (null: no limit). */
  timeLimitMinutes: z.number().int().min(1).max(LIMITS.teacherTestMinutesMax).nullable().default(null),
  /** The same numbers for every child: each slot without a seed is given one when saved. */
  fixAll: z.boolean().default(false),
  slots: z
    .array(teacherTestSlotInputSchema)
    .min(1, msg("teacherTestEmpty"))
    .max(LIMITS.practiceTestSlotsMax, msg("teacherTestTooMany", { max: LIMITS.practiceTestSlotsMax })),
});
export type TeacherTestSave = z.input<typeof teacherTestSaveSchema>;

/** A test in the lists. */
export const teacherTestSummarySchema = z.object({
  id: z.string(),
  courseId: z.string(),
  classNumber: z.number().int(),
  chapterIds: z.array(z.string()),
  /** The chapters as the book names them, in both languages (a chapter gone from the book is left out). */
  chapters: z
    .array(
      z.object({
        id: z.string(),
        number: z.number().int(),
        title: bilingualTextSchema,
      }),
    )
    .optional(),
  title: z.string(),
  timeLimitMinutes: z.number().int().nullable(),
  questions: z.number().int(),
  /** Every slot has fixed numbers. */
  fixed: z.boolean(),
  author: z.string().nullable(),
  sittings: z.number().int(),
  updatedAt: z.string(),
  /** Whether the caller may change or delete it (a teacher: their own; the school office: any). */
  editable: z.boolean(),
  /**
   * In the list: whom the test is given to now (its current assignments: the class, the section or
   * null for the whole class, and whether chosen children are the target).
   */
  assignedTo: z
    .array(z.object({ classNumber: z.number().int(), section: z.string().nullable(), chosen: z.boolean() }))
    .optional(),
});
export type TeacherTestSummary = z.infer<typeof teacherTestSummarySchema>;

/** A test read whole: its slots with a question to show for each. */
export const teacherTestSchema = teacherTestSummarySchema.extend({ slots: z.array(teacherTestSlotSchema) });
export type TeacherTest = z.infer<typeof teacherTestSchema>;
export const teacherTestSavedSchema = messageResponseSchema.extend({ test: teacherTestSchema });

/** GET /api/teacher-tests: the caller's classes' tests, newest change first. */
export const TEACHER_TESTS_LIST = listDefinition(["updatedAt", "title"], {
  defaultOrder: "desc",
  limits: [10, 25, 50],
  defaultLimit: 10,
});
export const teacherTestsQuerySchema = listQuerySchema(TEACHER_TESTS_LIST, {
  courseId: queryFilter(idSchema),
  class: queryFilter(classNumberSchema),
});
export type TeacherTestsQuery = z.infer<typeof teacherTestsQuerySchema>;
export const TEACHER_TESTS_FILTERS = ["courseId", "class"] as const;
export const teacherTestsPageSchema = pagedResultSchema(teacherTestSummarySchema);
export type TeacherTestsPage = z.infer<typeof teacherTestsPageSchema>;

/**
 * GET /api/teacher-tests/{id}/results: per question slot, the submitted sittings of the children
 * the caller reaches: answered, right, wrong, and the wrong answers by the misconception they reveal.
 */
export const TEACHER_TEST_RESULTS_LIST = listDefinition(["place"], { limits: [25, 50, 100] });
export const teacherTestResultsQuerySchema = listQuerySchema(TEACHER_TEST_RESULTS_LIST, {});
export type TeacherTestResultsQuery = z.infer<typeof teacherTestResultsQuerySchema>;
export const teacherTestResultRowSchema = z.object({
  /** The question's place in the test, from 0. */
  place: z.number().int(),
  skillId: z.string(),
  skillName: bilingualTextSchema,
  step: z.number().int(),
  /** Children who sat it (submitted) and were asked this question. */
  asked: z.number().int(),
  answered: z.number().int(),
  right: z.number().int(),
  /** Wrong answers (unanswered questions are not among them). */
  wrong: z.number().int(),
  /** The wrong answers by the named mistake they reveal, most first; the rest named nothing foreseen. */
  misconceptions: z.array(z.object({ text: bilingualTextSchema, count: z.number().int() })),
  unexplained: z.number().int(),
});
export type TeacherTestResultRow = z.infer<typeof teacherTestResultRowSchema>;
export const teacherTestResultsSchema = pagedResultSchema(teacherTestResultRowSchema, {
  title: z.string(),
  sittings: z.number().int(),
});
export type TeacherTestResults = z.infer<typeof teacherTestResultsSchema>;
