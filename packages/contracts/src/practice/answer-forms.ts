/**
 * What a typed answer may look like, as a question asks for it: a form ("write 3/5 as a decimal")
 * and a unit ("in cm²"). Values only, no zod: the schemas in ../practice.ts and the grader both
 * read these lists, so the phone carries them without zod.
 */

/**
 * The form a question asks for. Without one, any written form the item allows counts (and a mixed
 * number stands for its improper fraction, and the reverse).
 * - `decimal`: a whole number or a decimal (0.6), never a fraction;
 * - `fraction`: a fraction in lowest terms (23/18), never a mixed number or a decimal;
 * - `mixed`: a mixed number with its fraction in lowest terms (1 5/18); a proper fraction below 1
 *   and a whole number when the value is whole;
 * - `percent`: the number of percent (60 or 60%), never a fraction or a decimal of the whole.
 */
export const ANSWER_FORMS = ["decimal", "fraction", "mixed", "percent"] as const;
export type AnswerForm = (typeof ANSWER_FORMS)[number];
/** A fraction question (two boxes) can ask for the fraction or the mixed number only. */
export const FRACTION_FORMS = ["fraction", "mixed"] as const;

/**
 * A question's unit and its usual spellings, written after the number (`120 cm²`) or, for rupees,
 * before it too (`₹42`, `Rs 42`). A child may leave the unit out; another unit is a wrong answer.
 * Spellings are compared after the answer's own normalisation (lower case, `²` read as `^2`,
 * `º` — the ordinal sign phone keyboards give for a degree — read as `°`).
 */
export const UNITS = {
  degree: { after: ["°", "deg", "degree", "degrees", "डिग्री"], before: [] },
  mm: { after: ["mm", "millimetre", "millimetres", "millimeter", "millimeters", "मिमी"], before: [] },
  cm: { after: ["cm", "cms", "centimetre", "centimetres", "centimeter", "centimeters", "सेमी"], before: [] },
  m: { after: ["m", "metre", "metres", "meter", "meters", "मी", "मीटर"], before: [] },
  km: { after: ["km", "kms", "kilometre", "kilometres", "kilometer", "kilometers", "किमी"], before: [] },
  cm2: {
    after: [
      "cm^2",
      "cm2",
      "sq cm",
      "sq. cm",
      "sq.cm",
      "sq cms",
      "square cm",
      "square centimetres",
      "square centimeters",
      "वर्ग सेमी",
      "सेमी^2",
    ],
    before: [],
  },
  m2: {
    after: [
      "m^2",
      "m2",
      "sq m",
      "sq. m",
      "sq.m",
      "square m",
      "square metres",
      "square meters",
      "वर्ग मी",
      "वर्ग मीटर",
    ],
    before: [],
  },
  g: { after: ["g", "gm", "gms", "gram", "grams", "ग्राम"], before: [] },
  kg: { after: ["kg", "kgs", "kilogram", "kilograms", "किलो", "किग्रा"], before: [] },
  ml: { after: ["ml", "millilitre", "millilitres", "milliliter", "milliliters", "मिली"], before: [] },
  l: { after: ["l", "litre", "litres", "liter", "liters", "लीटर"], before: [] },
  rupee: {
    after: ["₹", "rs", "rs.", "/-", "rupee", "rupees", "रु", "रु.", "रुपये", "रुपया"],
    before: ["₹", "rs", "rs.", "inr", "रु", "रु."],
  },
} as const satisfies Record<string, { after: readonly string[]; before: readonly string[] }>;
export type UnitId = keyof typeof UNITS;
export const UNIT_IDS = Object.keys(UNITS) as [UnitId, ...UnitId[]];

/** The spellings of "percent" a child may write after the number of a percentage question. */
export const PERCENT_SPELLINGS = ["%", "percent", "per cent", "प्रतिशत"] as const;
