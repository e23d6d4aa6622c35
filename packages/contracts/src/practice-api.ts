import { z } from "zod";
import { coercedClassNumberSchema, hasControlCharacters, idSchema } from "./common.ts";
import { LIMITS } from "./limits.ts";
import { msg } from "./messages.ts";
import { ANSWER_FORMS } from "./practice/answer-forms.ts";
import { EXPRESSION_FORMS } from "./practice/expression/forms.ts";
import { NEEDS_HELP_REASONS } from "./practice/mastery.ts";
import { TOUCH_LIMITS, type TouchSetup } from "./practice/touch.ts";

/** The rules the teacher's needs-help list names: the practice engine's two and the assignments' one. */
export const CLASS_NEEDS_HELP_REASONS = [...NEEDS_HELP_REASONS, "notStartedByDue"] as const;
export type ClassNeedsHelpReason = (typeof CLASS_NEEDS_HELP_REASONS)[number];

import { ITEM_KINDS, MASTERY_RULES, PRACTICE_MODES, SKILL_LEVELS } from "./practice.ts";

/**
 * The HTTP shapes of practice: the admin's set as stored, a student's attempt and answers, the
 * teacher's results. The request shapes live in ./practice.ts (the set) and here (answers).
 */

export const practiceResourceParamsSchema = z.object({ resourceId: idSchema });
export const practiceAttemptParamsSchema = z.object({ attemptId: idSchema });

/** An item's texts as HTML (its TeX rendered), as answered and as the practice tables keep them. */
export const itemHtmlTexts = {
  prompt: z.string(),
  hint: z.string().optional(),
  solution: z.string().optional(),
  options: z.array(z.string()).optional(),
  left: z.array(z.string()).optional(),
  right: z.array(z.string()).optional(),
  items: z.array(z.string()).optional(),
};
const itemHtmlSchema = z.object(itemHtmlTexts);
const masteryOutSchema = z.object({
  rule: z.enum(MASTERY_RULES),
  n: z.number().optional(),
  m: z.number().optional(),
});
const generatorOutSchema = z.object({
  generator: z.string(),
  count: z.number(),
  min: z.number().optional(),
  max: z.number().optional(),
});

/** `GET/PUT /api/practice/{resourceId}` (admin): the set with its answers and the HTML rendered at save. */
export const practiceSetResponseSchema = z.object({
  resourceId: z.string(),
  courseId: z.string(),
  classNumber: z.number().int(),
  resourceType: z.string(),
  mode: z.enum(PRACTICE_MODES),
  mastery: masteryOutSchema,
  /** The author's items as saved, each with `id` and `html`. */
  items: z.array(z.looseObject({ id: z.string(), kind: z.enum(ITEM_KINDS), html: itemHtmlSchema })),
  generators: z.array(generatorOutSchema),
  /** UTF-8 bytes of the set as a student's phone holds it. */
  sizeBytes: z.number().int(),
  updatedAt: z.string(),
  message: z.string().optional(),
  key: z.string().optional(),
});
export type PracticeSetResponse = z.infer<typeof practiceSetResponseSchema>;

/** A question as a student receives it: in a quiz, no `key`, `hint` or `solution` (the schema drops any). */
export const studentItemSchema = z.object({
  id: z.string(),
  kind: z.enum(ITEM_KINDS),
  seed: z.number().int().optional(),
  prompt: z.string(),
  text: z.string(),
  options: z.array(z.string()).optional(),
  blanks: z.number().int().optional(),
  left: z.array(z.string()).optional(),
  right: z.array(z.string()).optional(),
  items: z.array(z.string()).optional(),
  hint: z.string().optional(),
  solution: z.string().optional(),
  /** The form the question asks for (its prompt says so): the keypad offers what that form needs. */
  form: z.enum([...ANSWER_FORMS, ...EXPRESSION_FORMS]).optional(),
  /** Expression and solution questions: the letters the maths keypad offers. */
  variables: z.array(z.string()).optional(),
  /** A touch question: what its widget draws and offers (no answer; a quiz carries it too). */
  touch: z
    .custom<TouchSetup>((value) => typeof value === "object" && value !== null && "touch" in value)
    .optional(),

  key: z.looseObject({ kind: z.enum(ITEM_KINDS) }).optional(),
  /** In a review: the set the question comes from. */
  resourceId: z.string().optional(),
});

export const skillLevelSchema = z.enum(SKILL_LEVELS);
export const masteryProgressSchema = z.object({
  rule: z.enum(MASTERY_RULES),
  right: z.number().int(),
  of: z.number().int(),
  target: z.number().int(),
  toGo: z.number().int(),
  met: z.boolean(),
});
export type MasteryProgressOut = z.infer<typeof masteryProgressSchema>;

/** Where a set sits, named for the child: its course and class, its lesson's title, its resource's type. */
export const practicePlaceSchema = z.object({
  courseId: z.string(),
  courseName: z.string(),
  classNumber: z.number().int(),
  title: z.string(),
  resourceType: z.string(),
});
export type PracticePlace = z.infer<typeof practicePlaceSchema>;

/** `POST /api/practice/{resourceId}/attempts` (student, learner): a new attempt and its questions. */
export const attemptResponseSchema = z.object({
  attemptId: z.string(),
  resourceId: z.string(),
  /** Optional only for attempts a phone kept from before the screen named its place. */
  place: practicePlaceSchema.optional(),
  mode: z.enum(PRACTICE_MODES),
  mastery: masteryOutSchema,
  items: z.array(studentItemSchema),
  /** Practice only: the generators, so the phone makes fresh variants offline. */
  generators: z.array(generatorOutSchema).optional(),
  level: skillLevelSchema,
  progress: masteryProgressSchema,
  /**
   * The child's first tries the level was reckoned from, oldest first (the last ten; for rule "all",
   * the latest sitting's): the phone adds its own answers to these and reckons with the same
   * function as the server (practice/mastery.ts `standingAfter`).
   */
  history: z.array(z.object({ correct: z.boolean(), attemptId: z.string() })),
});
export type AttemptResponse = z.infer<typeof attemptResponseSchema>;

/** Typed text of an answer: bounded, and no control character or half surrogate (PostgreSQL's jsonb refuses a NUL). */
const typed = (max: number) =>
  z
    .string()
    .max(max, { abort: true })
    .refine((value) => !hasControlCharacters(value), msg("practiceAnswerInvalid"));
export const answerValueSchema = z.union([
  typed(LIMITS.practiceAnswerTextMax * 2),
  z.number(),
  z.array(z.union([typed(LIMITS.practiceAnswerTextMax * 2), z.number()])).max(LIMITS.practiceOptionsMax),
  z.object({
    /** A mixed number's whole part (1 in 1 5/18); empty or left out for a fraction. */
    whole: z.union([z.number(), typed(12)]).optional(),
    numerator: z.union([z.number(), typed(12)]),
    denominator: z.union([z.number(), typed(12)]),
  }),
  // Touch answers (docs/adr/0651-touch-answers.md): whole numbers and digits, bounded.
  z.strictObject({ hour: z.number().int(), minute: z.number().int() }),
  z.strictObject({ pieces: z.array(z.number().int()).max(TOUCH_LIMITS.pieces) }),
  z.strictObject({ tick: z.number().int() }),
  z.strictObject({ shaded: z.array(z.number().int()).max(TOUCH_LIMITS.parts) }),
  z.strictObject({ digits: z.array(typed(2)).max(TOUCH_LIMITS.digits) }),
]);

/**
 * One answer. `clientAnswerId` is made once on the device (a UUID): sent twice, it counts once.
 * `seed` is the seed the question was shown with (a practice question the phone made offline);
 * `answeredAt` when the child answered on the device (kept inside the attempt's time, never later
 * than its arrival): offline answers then count in the order they were given.
 */
export type AnswerValue = z.infer<typeof answerValueSchema>;

export const answerBodySchema = z.object({
  itemId: z
    .string()
    .max(60, { error: msg("practiceItemNotFound"), abort: true })
    .regex(/^[a-z0-9][a-z0-9.-]{0,59}$/, msg("practiceItemNotFound")),
  answer: answerValueSchema,
  clientAnswerId: idSchema,
  seed: z.number().int().min(0).max(0xffff_ffff).optional(),
  // Bounded before zod's date-time pattern reads it, like every text.
  answeredAt: z
    .string()
    .max(40, { abort: true })
    .pipe(z.iso.datetime({ offset: true }))
    .optional(),
});
export type AnswerBody = z.infer<typeof answerBodySchema>;

/**
 * The server's verdict. First wrong: `hint`. Second wrong: `solution` (and for a generated question
 * a fresh `variant`). `level` and `progress` follow the server's grading of everything received.
 */
export const answerResponseSchema = z.object({
  correct: z.boolean(),
  hint: z.string().optional(),
  solution: z.string().optional(),
  /** Second wrong try: the right answer, in the form the question was shown (options by index). */
  rightAnswer: answerValueSchema.optional(),
  variant: studentItemSchema.optional(),
  level: skillLevelSchema,
  progress: masteryProgressSchema,
  needsHelp: z.boolean(),
  /** True when this clientAnswerId had already been received (counted once). */
  duplicate: z.boolean(),
});
export type AnswerResponse = z.infer<typeof answerResponseSchema>;

/** `POST /api/practice/sync`: answers given offline, oldest first, each with its attempt. */
export const syncBodySchema = z.object({
  answers: z
    .array(
      answerBodySchema.extend({
        attemptId: idSchema,
        /**
         * A practice sitting begun offline: the phone names a new attempt (a UUID it made) and its
         * set; the server opens the attempt when the first of its answers arrives.
         */
        resourceId: idSchema.optional(),
      }),
    )
    .min(1)
    .max(LIMITS.practiceSyncMax),
});
export const syncResponseSchema = z.object({
  results: z.array(
    z.object({
      clientAnswerId: z.string(),
      /** False when the attempt or question is unknown, or the answer does not fit (not counted). */
      accepted: z.boolean(),
      correct: z.boolean().optional(),
      /**
       * A refusal that can pass later (the day's limit reached, a conflict of the moment): the phone
       * keeps the answer and sends it again. Without it a refusal is final and the phone drops it.
       */
      retry: z.boolean().optional(),
      /** The refusal's message key (the phone says it to the child). */
      key: z.string().optional(),
    }),
  ),
  /** The caller's levels of the sets touched, after the server's grading. */
  levels: z.array(
    z.object({ resourceId: z.string(), level: skillLevelSchema, progress: masteryProgressSchema }),
  ),
});

/** `GET /api/practice/results?courseId=&class=` (the class's teacher, the school). */
export const practiceResultsQuerySchema = z.object({
  courseId: idSchema,
  class: coercedClassNumberSchema,
});

const resultCellSchema = z.object({
  resourceId: z.string(),
  level: skillLevelSchema,
  attempts: z.number().int(),
  /** Right first tries over questions of the best attempt, 0–100; null before any answer. */
  bestScore: z.number().int().nullable(),
  lastActivityAt: z.string().nullable(),
  needsHelp: z.boolean(),
});

export const practiceResultsResponseSchema = z.object({
  courseId: z.string(),
  classNumber: z.number().int(),
  sets: z.array(
    z.object({
      resourceId: z.string(),
      title: z.string(),
      levelName: z.string(),
      resourceType: z.string(),
      mode: z.enum(PRACTICE_MODES),
    }),
  ),
  students: z.array(
    z.object({
      studentId: z.string(),
      name: z.string(),
      username: z.string(),
      sets: z.array(resultCellSchema),
    }),
  ),
  needsHelp: z.array(
    z.object({
      studentId: z.string(),
      name: z.string(),
      /** The set, or null for an assigned teacher's test not started by its due day. */
      resourceId: z.string().nullable(),
      title: z.string(),
      since: z.string(),
      /**
       * The rule that raised it: three wrong in a row, a low best score after five answers, or an
       * assignment of the set or lesson not started by its due day (`since` is then the due day).
       */
      reason: z.enum(CLASS_NEEDS_HELP_REASONS),
    }),
  ),
  difficult: z.array(
    z.object({
      resourceId: z.string(),
      title: z.string(),
      itemId: z.string(),
      /** The question's text as the author wrote it; empty for a generator's questions. */
      prompt: z.string(),
      /** The generator, for a generator's questions (all its variants count as one question). */
      generator: z.string().optional(),
      answers: z.number().int(),
      wrong: z.number().int(),
      misconceptions: z.array(z.object({ text: z.string(), count: z.number().int() })),
    }),
  ),
});
export type PracticeResults = z.infer<typeof practiceResultsResponseSchema>;

/** `POST /api/practice/review` (student): two questions from each set proficient for a day or more. */
export const reviewBodySchema = z.object({
  courseId: idSchema,
  class: practiceResultsQuerySchema.shape.class,
});
export const reviewResponseSchema = z.object({
  attemptId: z.string(),
  items: z.array(studentItemSchema),
  resourceIds: z.array(z.string()),
  /** The sets in the review, in the order of `resourceIds`, named as the child's lesson tree names them. */
  sets: z.array(z.object({ resourceId: z.string(), title: z.string(), resourceType: z.string() })),
});

/**
 * `GET /api/practice/mine?courseId=&class=` (student, learner): the sets of one of the caller's
 * classes and the caller's level in each, for the lesson tree (which resources open as practice) and
 * the child's own levels.
 */
export const mySetsResponseSchema = z.object({
  courseId: z.string(),
  classNumber: z.number().int(),
  sets: z.array(
    z.object({
      resourceId: z.string(),
      mode: z.enum(PRACTICE_MODES),
      level: skillLevelSchema,
      attempts: z.number().int(),
      bestScore: z.number().int().nullable(),
      /** Ready for the mixed review (Proficient for a day or more, not yet Mastered). */
      reviewDue: z.boolean(),
    }),
  ),
});
export type MySets = z.infer<typeof mySetsResponseSchema>;
