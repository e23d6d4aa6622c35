import { z } from "zod";
import { bilingualTextSchema, idSchema } from "./common.ts";
import { LIMITS } from "./limits.ts";
import { msg } from "./messages.ts";
import { answerValueSchema, skillLevelSchema, studentItemSchema } from "./practice-api.ts";

/**
 * The HTTP shapes of a chapter test (docs/adr/0691): a sitting's questions without keys while it is
 * open, and its result (each answer, right or wrong, the key and the worked solution) once submitted.
 */

/** A chapter id as the syllabus spells it (`ncert-c4-ch07`): bounded before its pattern runs. */
export const chapterTestParamsSchema = z.object({
  chapterId: z
    .string()
    .max(40, { error: msg("notFound"), abort: true })
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, msg("notFound")),
});
export const testSittingParamsSchema = z.object({ attemptId: idSchema });

const chapterSchema = z.object({ id: z.string(), number: z.number().int(), title: bilingualTextSchema });

/** A teacher's test (docs/adr/0693): its title and time limit in minutes (null: none). */
const teacherTestFields = {
  title: z.string().optional(),
  timeLimitMinutes: z.number().int().nullable().optional(),
};

/** An open sitting: the questions as a quiz shows them (no key, hint, solution or seed). */
const openSittingSchema = z.object({
  state: z.literal("open"),
  attemptId: z.string(),
  chapter: chapterSchema,
  ...teacherTestFields,
  items: z.array(studentItemSchema),
  /**
   * A timed test's deadline (docs/adr/0696): the sitting's start on the server plus the time limit,
   * and the server's clock when it answered, so the phone counts down on its own clock.
   */
  endsAt: z.string().optional(),
  now: z.string().optional(),
});

const resultQuestionSchema = z.object({
  item: studentItemSchema,
  skillId: z.string(),
  /** The child's answer, or null when the question was left unanswered. */
  answer: answerValueSchema.nullable(),
  correct: z.boolean(),
  /** The right answer, in the form the question was shown (options by index). */
  rightAnswer: answerValueSchema,
  solution: z.string().optional(),
});

const submittedSittingSchema = z.object({
  state: z.literal("submitted"),
  attemptId: z.string(),
  chapter: chapterSchema,
  ...teacherTestFields,
  submittedAt: z.string(),
  score: z.object({ right: z.number().int(), total: z.number().int() }),
  questions: z.array(resultQuestionSchema),
  /** The child's level in each skill of the test after it. */
  skills: z.array(z.object({ skillId: z.string(), name: bilingualTextSchema, level: skillLevelSchema })),
});

export const testSittingResponseSchema = z.discriminatedUnion("state", [
  openSittingSchema,
  submittedSittingSchema,
]);
export type TestSitting = z.infer<typeof testSittingResponseSchema>;
export type TestResult = z.infer<typeof submittedSittingSchema>;
export const testResultResponseSchema = submittedSittingSchema;

/** All the answers at once: a test gives no verdict before it is submitted. */
export const testSubmitBodySchema = z.object({
  answers: z
    .array(
      z.object({
        itemId: z
          .string()
          .max(12, { error: msg("practiceItemNotFound"), abort: true })
          .regex(/^q[0-9]{1,3}$/, msg("practiceItemNotFound")),
        answer: answerValueSchema,
      }),
    )
    .max(LIMITS.practiceTestSlotsMax),
});
export type TestSubmitBody = z.infer<typeof testSubmitBodySchema>;

/** A timed test's answers so far, saved as the child goes (docs/adr/0696): the body is the whole set. */
export const testAnswersBodySchema = testSubmitBodySchema;
export const testAnswersResponseSchema = z.object({
  saved: z.number().int(),
  endsAt: z.string().nullable(),
});
export type TestAnswersSaved = z.infer<typeof testAnswersResponseSchema>;
