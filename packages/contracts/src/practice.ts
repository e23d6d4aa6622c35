import { z } from "zod";
import { boundedString, hasControlCharacters, hasInvisibleCharacters, typedMax } from "./common.ts";
import { LIMITS } from "./limits.ts";
import { msg } from "./messages.ts";
import { ANSWER_FORMS, FRACTION_FORMS, UNIT_IDS } from "./practice/answer-forms.ts";
import { EXPRESSION_FORMS } from "./practice/expression/forms.ts";
import { parseExpression } from "./practice/expression/parse.ts";
import { GENERATOR_IDS, generatorBoundsOk } from "./practice/generators/registry.ts";
import { matchesExpression } from "./practice/grade/expression.ts";
import { matchesSolution, SOLUTION_SHAPES, solutionValues } from "./practice/grade/solution.ts";
import { matchesTyped } from "./practice/grade/text.ts";
import { isNumberText, parseNumber } from "./practice/numbers.ts";
import {
  COLUMN_OPS,
  columnsResult,
  fewestPieces,
  planePoint,
  pointValue,
  readTime,
  SHAPES,
  TOUCH_LIMITS,
  TRAY_COINS,
  TRAY_NOTES,
} from "./practice/touch.ts";
import { BLANK_MARKER, MASTERY_RULES, PRACTICE_MODES, STREAK_LENGTHS } from "./practice-kinds.ts";

/**
 * Native practice (docs/adr/0331-practice-engine-in-contracts.md): an exercise set held by a course
 * resource of type practice, quiz, MCQ, Fill in the Blanks, matching or worksheet. The admin writes
 * questions with TeX between `$…$` (rendered to HTML by the server when saved) and picks question
 * generators; a student answers one question at a time. The grading engine (./practice/) reads these
 * types only, so it carries no zod to the phone.
 */

export * from "./practice-kinds.ts";

/** Multi-line text with TeX: control and invisible characters refused, NFC (TeX and Devanagari intact), trimmed. */
const texText = (max: number) =>
  boundedString(typedMax(max), "fieldRequired", msg("textTooLong", { max }))
    .refine((value) => !hasControlCharacters(value, true), msg("controlCharacters"))
    .refine((value) => !hasInvisibleCharacters(value), msg("invisibleCharacters"))
    .transform((value) => value.normalize("NFC").trim())
    .pipe(z.string().min(1, msg("fieldRequired")).max(max, msg("textTooLong", { max })));
const optionalTex = (max: number) => texText(max).optional();
const answerText = boundedString(
  typedMax(LIMITS.practiceAnswerTextMax),
  "practiceAnswerMissing",
  msg("textTooLong", { max: LIMITS.practiceAnswerTextMax }),
)
  .transform((value) => value.normalize("NFC").trim())
  .pipe(
    z
      .string()
      .min(1, msg("practiceAnswerMissing"))
      .max(LIMITS.practiceAnswerTextMax, msg("textTooLong", { max: LIMITS.practiceAnswerTextMax })),
  );
const numberText = answerText.refine(isNumberText, msg("practiceNumberInvalid"));
const acceptList = z.array(answerText).max(LIMITS.practiceAcceptMax).optional();
const misconception = texText(LIMITS.practiceMisconceptionMax);
/** A wrong answer an author foresees, and the misconception it reveals ("added the denominators"). */
const wrongAnswers = z
  .array(z.object({ answer: answerText, misconception }))
  .max(LIMITS.practiceAcceptMax)
  .optional();
const options = z
  .array(texText(LIMITS.practiceOptionMax))
  .min(2, msg("practiceOptionsCount"))
  .max(LIMITS.practiceOptionsMax, msg("practiceOptionsCount"));
/** Per option, the misconception choosing it reveals (null for the right ones and the unexplained). */
const optionMisconceptions = z.array(misconception.nullable()).max(LIMITS.practiceOptionsMax).optional();

export const ITEM_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
/**
 * An author's question in Hindi beside the English one (optional): its texts only, in the same
 * order; the answer, the key and the misconceptions are the English item's. A child who reads Hindi
 * sees it; any text it leaves out is shown in English.
 */
export const hindiVersionSchema = z.object({
  prompt: texText(LIMITS.practicePromptMax),
  hint: optionalTex(LIMITS.practiceHintMax),
  solution: optionalTex(LIMITS.practiceSolutionMax),
  options: z.array(texText(LIMITS.practiceOptionMax)).max(LIMITS.practiceOptionsMax).optional(),
  items: z.array(texText(LIMITS.practiceOptionMax)).max(LIMITS.practiceOptionsMax).optional(),
  pairs: z
    .array(z.object({ left: texText(LIMITS.practiceOptionMax), right: texText(LIMITS.practiceOptionMax) }))
    .max(LIMITS.practiceOptionsMax)
    .optional(),
});
export type HindiVersion = z.infer<typeof hindiVersionSchema>;

const itemBase = {
  /** Kept across edits so answers stay linked; the server gives one to a new question. */
  id: z
    .string()
    .max(40, { error: msg("practiceItemIdInvalid"), abort: true })
    .regex(ITEM_ID, msg("practiceItemIdInvalid"))
    .optional(),
  prompt: texText(LIMITS.practicePromptMax),
  hint: optionalTex(LIMITS.practiceHintMax),
  solution: optionalTex(LIMITS.practiceSolutionMax),
  hi: hindiVersionSchema.optional(),
};
const whole = z.number({ error: msg("practiceNumberInvalid") }).int(msg("practiceNumberInvalid"));
/** The form the question asks for ("write 3/5 as a decimal"): only that form counts. */
const answerForm = z.enum(ANSWER_FORMS, { error: msg("practiceAnswerFormInvalid") }).optional();
/** The question's unit ("in cm²"): the child may write it in its usual spellings, or leave it out. */
const answerUnit = z.enum(UNIT_IDS, { error: msg("practiceAnswerFormInvalid") }).optional();

/**
 * How a question is answered by touch (docs/adr/0651-touch-answers.md): notes and coins put in a
 * tray, a point placed on a number line, or a sum's digits filled in columns.
 */
const touchInvalid = msg("practiceTouchInvalid");
const touchWhole = (low: number, high: number) =>
  z.number({ error: touchInvalid }).int(touchInvalid).min(low, touchInvalid).max(high, touchInvalid);
const distinctValues = <T extends readonly number[]>(values: T) =>
  z
    .array(z.union(values.map((value) => z.literal(value)) as [z.ZodLiteral<T[number]>]), {
      error: touchInvalid,
    })
    .max(values.length, touchInvalid)
    .refine((list) => new Set(list).size === list.length, touchInvalid);
export const numericTouchSchema = z.discriminatedUnion(
  "touch",
  [
    z.object({
      touch: z.literal("money"),
      coins: distinctValues(TRAY_COINS),
      notes: distinctValues(TRAY_NOTES),
    }),
    z.object({
      touch: z.literal("point"),
      from: touchWhole(0, TOUCH_LIMITS.lineEnd),
      to: touchWhole(1, TOUCH_LIMITS.lineEnd),
      gaps: touchWhole(1, TOUCH_LIMITS.gaps),
      labelEvery: touchWhole(1, TOUCH_LIMITS.gaps),
    }),
    z.object({
      touch: z.literal("columns"),
      op: z.enum(COLUMN_OPS, { error: touchInvalid }),
      top: touchWhole(0, 9_999_999),
      bottom: touchWhole(0, 9_999_999),
    }),
  ],
  { error: touchInvalid },
);
export const shadeTouchSchema = z.object({
  touch: z.literal("shade", { error: touchInvalid }),
  shape: z.enum(SHAPES, { error: touchInvalid }),
  parts: touchWhole(2, TOUCH_LIMITS.parts),
});

/** A coordinate plane to plot a point on: both axes from `from` (0 or below) to `to` (above 0). */
export const planeTouchSchema = z.object({
  touch: z.literal("plane", { error: touchInvalid }),
  from: touchWhole(-TOUCH_LIMITS.planeEnd, 0),
  to: touchWhole(1, TOUCH_LIMITS.planeEnd),
});

export const numericItemSchema = z.object({
  ...itemBase,
  kind: z.literal("numeric"),
  /** Answered by touch: only that touch's answer counts (a tray's amount, a line's point). */
  touch: numericTouchSchema.optional(),
  answer: numberText,
  /** Other written forms accepted as they are ("253.0"). */
  accept: acceptList,
  /** Any equal value counts (0.5, .5, 1/2); off by default: the author's forms only. */
  equivalents: z.boolean().optional(),
  form: answerForm,
  unit: answerUnit,
  wrongAnswers,
});
export const singleItemSchema = z.object({
  ...itemBase,
  kind: z.literal("single"),
  options,
  answer: whole.min(0, msg("practiceAnswerIndexInvalid")),
  misconceptions: optionMisconceptions,
});
export const multipleItemSchema = z.object({
  ...itemBase,
  kind: z.literal("multiple"),
  options,
  answer: z.array(whole.min(0, msg("practiceAnswerIndexInvalid"))).min(1, msg("practiceAnswerMissing")),
  misconceptions: optionMisconceptions,
});
export const blankSchema = z.object({
  answer: answerText,
  accept: acceptList,
  equivalents: z.boolean().optional(),
  form: answerForm,
  unit: answerUnit,
});
export const blanksItemSchema = z.object({
  ...itemBase,
  kind: z.literal("blanks"),
  blanks: z.array(blankSchema).min(1, msg("practiceBlanksMismatch")).max(LIMITS.practiceBlanksMax),
});
export const matchingItemSchema = z.object({
  ...itemBase,
  kind: z.literal("matching"),
  pairs: z
    .array(z.object({ left: texText(LIMITS.practiceOptionMax), right: texText(LIMITS.practiceOptionMax) }))
    .min(2, msg("practiceOptionsCount"))
    .max(LIMITS.practiceOptionsMax, msg("practiceOptionsCount")),
});
export const orderingItemSchema = z.object({
  ...itemBase,
  kind: z.literal("ordering"),
  /** In the right order; shown shuffled. */
  items: options,
});
export const fractionValueSchema = z.object({
  numerator: whole,
  denominator: whole.min(1, msg("practiceDenominatorInvalid")),
});
export const fractionItemSchema = z.object({
  ...itemBase,
  kind: z.literal("fraction"),
  answer: fractionValueSchema,
  /** 2/4 counts for 1/2; off by default (the answer in lowest terms). */
  equivalents: z.boolean().optional(),
  /** Only the fraction (23/18) or only the mixed number (1 5/18); either when left out. */
  form: z.enum(FRACTION_FORMS, { error: msg("practiceAnswerFormInvalid") }).optional(),
  /** Answered by shading parts of a shape: the fraction shaded is the answer. */
  touch: shadeTouchSchema.optional(),
  wrongAnswers,
});

/** A time on a clock face, `h:mm`; answered by setting the hands (or typing it). */
const timeText = answerText.refine((text) => readTime(text) !== null, msg("practiceTimeInvalid"));
export const timeItemSchema = z.object({
  ...itemBase,
  kind: z.literal("time"),
  answer: timeText,
  wrongAnswers: z
    .array(z.object({ answer: timeText, misconception }))
    .max(LIMITS.practiceAcceptMax)
    .optional(),
});

/** An expression or an equation, graded by value (docs/adr/0541-expression-answers.md). */
const expressionText = answerText.refine(
  (text) => parseExpression(text) !== null,
  msg("practiceExpressionInvalid"),
);
export const expressionItemSchema = z.object({
  ...itemBase,
  kind: z.literal("expression"),
  answer: expressionText,
  /** Only an equivalent in this form counts (factorised, expanded, simplest); any equivalent without it. */
  form: z.enum(EXPRESSION_FORMS, { error: msg("practiceAnswerFormInvalid") }).optional(),
  wrongAnswers: z
    .array(z.object({ answer: expressionText, misconception }))
    .max(LIMITS.practiceAcceptMax)
    .optional(),
});
/** The solution of an equation: one value, a pair, two roots (any order), or none. */
export const solutionItemSchema = z.object({
  ...itemBase,
  kind: z.literal("solution"),
  solution: z.enum(SOLUTION_SHAPES, { error: msg("practiceSolutionInvalid") }),
  values: z.array(numberText).max(2, msg("practiceSolutionInvalid")),
  variables: z
    .array(
      z
        .string()
        .max(1, { error: msg("practiceSolutionInvalid"), abort: true })
        .regex(/^[a-z]$/, msg("practiceSolutionInvalid")),
    )
    .max(2, msg("practiceSolutionInvalid"))
    .optional(),
});

/**
 * A point plotted on a coordinate plane (docs/adr/0715-plotting-a-point.md): the child taps a
 * crossing of the plane's grid and sends the pair it stands for, `(3, -2)`, graded as a typed pair
 * is. The key and each foreseen wrong point are whole-number pairs on the plane.
 */
const pairText = answerText.refine((text) => {
  const values = solutionValues(text);
  return /^\(.*\)$/.test(text) && values.length === 2 && values.every(isNumberText);
}, msg("practiceSolutionInvalid"));
export const plotItemSchema = z.object({
  ...itemBase,
  kind: z.literal("plot"),
  answer: pairText,
  touch: planeTouchSchema,
  wrongAnswers: z
    .array(z.object({ answer: pairText, misconception }))
    .max(LIMITS.practiceAcceptMax)
    .optional(),
});

export const itemUnion = z.discriminatedUnion(
  "kind",
  [
    numericItemSchema,
    singleItemSchema,
    multipleItemSchema,
    blanksItemSchema,
    matchingItemSchema,
    orderingItemSchema,
    fractionItemSchema,
    expressionItemSchema,
    solutionItemSchema,
    timeItemSchema,
    plotItemSchema,
  ],
  { error: msg("practiceKindInvalid") },
);

const lowestTerms = (a: number, b: number): boolean => {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y !== 0) [x, y] = [y, x % y];
  return x === 1;
};

const blankCount = (prompt: string) => prompt.split(BLANK_MARKER).length - 1;

/** One question as the author writes it, with the cross-field checks. */
export const practiceItemSchema = itemUnion.superRefine((item, ctx) => {
  if (item.kind === "single" && item.answer >= item.options.length) {
    ctx.addIssue({ code: "custom", path: ["answer"], message: msg("practiceAnswerIndexInvalid") });
  }
  if (
    item.kind === "multiple" &&
    (item.answer.some((i) => i >= item.options.length) || new Set(item.answer).size !== item.answer.length)
  ) {
    ctx.addIssue({ code: "custom", path: ["answer"], message: msg("practiceAnswerIndexInvalid") });
  }
  if (
    (item.kind === "single" || item.kind === "multiple") &&
    (item.misconceptions?.length ?? 0) > item.options.length
  ) {
    ctx.addIssue({ code: "custom", path: ["misconceptions"], message: msg("practiceOptionsCount") });
  }
  if (item.kind === "blanks" && blankCount(item.prompt) !== item.blanks.length) {
    ctx.addIssue({ code: "custom", path: ["prompt"], message: msg("practiceBlanksMismatch") });
  }
  // The author's own forms must be answers the question takes: in its form, with its unit.
  const keys = item.kind === "numeric" ? [item] : item.kind === "blanks" ? item.blanks : [];
  keys.forEach((key, i) => {
    const path = item.kind === "blanks" ? ["blanks", i, "answer"] : ["answer"];
    if (
      (key.form || key.unit) &&
      ![key.answer, ...(key.accept ?? [])].every((form) => matchesTyped(form, key))
    )
      ctx.addIssue({ code: "custom", path, message: msg("practiceAnswerFormMismatch") });
  });
  if (item.kind === "expression" && item.form && !matchesExpression(item.answer, item))
    ctx.addIssue({ code: "custom", path: ["answer"], message: msg("practiceAnswerFormMismatch") });
  if (item.kind === "solution") {
    const values = { value: 1, pair: 2, roots: 2, none: 0 }[item.solution];
    const letters = item.solution === "pair" ? 2 : item.solution === "none" ? 0 : 1;
    if (
      item.values.length !== values ||
      (item.variables && item.variables.length !== letters) ||
      new Set(item.variables).size !== (item.variables?.length ?? 0)
    )
      ctx.addIssue({ code: "custom", path: ["values"], message: msg("practiceSolutionInvalid") });
  }
  // A plotted point is a pair of whole numbers on the plane, and so is each foreseen wrong one,
  // which is not the key.
  if (item.kind === "plot") {
    if (!planePoint(item.answer, item.touch))
      ctx.addIssue({ code: "custom", path: ["touch"], message: msg("practiceTouchInvalid") });
    (item.wrongAnswers ?? []).forEach((wrong, i) => {
      const key = { solution: "pair" as const, values: solutionValues(item.answer) };
      if (!planePoint(wrong.answer, item.touch) || matchesSolution(wrong.answer, key))
        ctx.addIssue({ code: "custom", path: ["wrongAnswers", i], message: msg("practiceTouchInvalid") });
    });
  }
  // A fraction question asking for a form has its key in lowest terms, and a mixed number is not whole.
  if (item.kind === "fraction" && item.form) {
    const { numerator, denominator } = item.answer;
    const whole = numerator % denominator === 0;
    if (!lowestTerms(numerator, denominator) || (item.form === "mixed" && whole))
      ctx.addIssue({ code: "custom", path: ["form"], message: msg("practiceAnswerFormMismatch") });
  }
  if ((item.kind === "numeric" || item.kind === "fraction") && item.touch && !touchAnswerable(item))
    ctx.addIssue({ code: "custom", path: ["touch"], message: msg("practiceTouchInvalid") });
  if (item.hi && !hindiFits(item, item.hi)) {
    ctx.addIssue({ code: "custom", path: ["hi"], message: msg("practiceHindiMismatch") });
  }
});

/**
 * A touch question's key can be made with its touch: the amount from the tray's pieces, the value on
 * one of the line's marks, the fraction from the shape's parts (in those parts exactly when
 * equivalents are off), the column sum's own result.
 */
function touchAnswerable(item: z.output<typeof numericItemSchema> | z.output<typeof fractionItemSchema>) {
  if (item.kind === "fraction") {
    const parts = item.touch?.parts ?? 0;
    const { numerator, denominator } = item.answer;
    if (!item.equivalents) return denominator === parts && numerator >= 0 && numerator <= parts;
    return numerator >= 0 && numerator <= denominator && (numerator * parts) % denominator === 0;
  }
  const touch = item.touch;
  const value = parseNumber(item.answer);
  if (!touch || !value) return false;
  if (touch.touch === "money") {
    if (value.d !== 1n || value.n < 1n || value.n > BigInt(TOUCH_LIMITS.amount)) return false;
    const amount = Number(value.n);
    return fewestPieces(amount, touch).reduce((sum, piece) => sum + piece, 0) === amount;
  }
  if (touch.touch === "point") {
    if (touch.to <= touch.from) return false;
    return Array.from({ length: touch.gaps + 1 }, (_, tick) => pointValue(touch, tick)).some(
      ({ n, d }) => BigInt(n) * value.d === value.n * BigInt(d),
    );
  }
  // A long division is exact (its divisor above 0): the quotient is a whole number.
  if (touch.op === "÷" && touch.bottom === 0) return false;
  const result = columnsResult(touch);
  return Number.isInteger(result) && result >= 0 && value.d === 1n && value.n === BigInt(result);
}

/** The Hindi version lists as many options, items and pairs as the English, and the same blanks. */
function hindiFits(item: z.output<typeof itemUnion>, hi: HindiVersion): boolean {
  const same = (english: readonly unknown[] | undefined, hindi: readonly unknown[] | undefined) =>
    hindi === undefined || hindi.length === (english?.length ?? 0);
  return (
    same("options" in item ? item.options : undefined, hi.options) &&
    same(item.kind === "ordering" ? item.items : undefined, hi.items) &&
    same(item.kind === "matching" ? item.pairs : undefined, hi.pairs) &&
    (item.kind !== "blanks" || blankCount(hi.prompt) === item.blanks.length)
  );
}
export type PracticeItem = z.infer<typeof itemUnion>;
export type PracticeItemInput = z.input<typeof itemUnion>;

/** A generator the author picked: which one, its range, and how many questions it adds to an attempt. */
export const generatorSpecSchema = z
  .object({
    generator: z.enum(GENERATOR_IDS, { error: msg("practiceGeneratorInvalid") }),
    count: whole.min(1).max(LIMITS.practiceGeneratedMax),
    min: whole.optional(),
    max: whole.optional(),
  })
  .superRefine((spec, ctx) => {
    const problem = generatorBoundsOk(spec);
    if (problem)
      ctx.addIssue({ code: "custom", path: ["min"], message: msg("practiceGeneratorRange", problem) });
  });
export type GeneratorSpec = z.infer<typeof generatorSpecSchema>;

export const masterySchema = z
  .object({
    rule: z.enum(MASTERY_RULES, { error: msg("practiceMasteryInvalid") }),
    n: whole.min(1).max(10).optional(),
    m: whole.min(1).max(10).optional(),
  })
  .refine(
    (rule) =>
      rule.rule === "all" ||
      (rule.rule === "streak" &&
        (rule.n === undefined || (STREAK_LENGTHS as readonly number[]).includes(rule.n))) ||
      (rule.rule === "recent" && (rule.n ?? 5) >= 2 && (rule.m ?? 4) <= (rule.n ?? 5)),
    msg("practiceMasteryInvalid"),
  );
export type Mastery = z.infer<typeof masterySchema>;

/** `PUT /api/practice/{resourceId}`: the whole set. */
export const practiceSetInputSchema = z
  .object({
    mode: z.enum(PRACTICE_MODES, { error: msg("practiceModeInvalid") }),
    mastery: masterySchema.default({ rule: "recent", n: 5, m: 4 }),
    items: z.array(practiceItemSchema).max(LIMITS.practiceItemsMax).default([]),
    generators: z.array(generatorSpecSchema).max(LIMITS.practiceGeneratorsMax).optional(),
  })
  .superRefine((set, ctx) => {
    if (set.items.length === 0 && (set.generators?.length ?? 0) === 0) {
      ctx.addIssue({ code: "custom", path: ["items"], message: msg("practiceSetEmpty") });
    }
    const ids = set.items.flatMap((item) => (item.id ? [item.id] : []));
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: "custom", path: ["items"], message: msg("practiceItemIdDuplicate") });
    }
  });
export type PracticeSetInput = z.input<typeof practiceSetInputSchema>;

/** The HTML the server rendered from an item's TeX when it was saved, in the author's order. */
export type ItemHtml = {
  prompt: string;
  hint?: string;
  solution?: string;
  options?: string[];
  left?: string[];
  right?: string[];
  items?: string[];
  /** The Hindi version's HTML, when the author wrote one. */
  hi?: Omit<ItemHtml, "hi">;
};
/** A question as stored: the author's item with its id and its rendered HTML. */
export type StoredItem = PracticeItem & { id: string; html: ItemHtml };
