import { z } from "zod";
import { messageResponseSchema } from "./common.ts";
import { LIMITS } from "./limits.ts";
import { type MessageKey, msg } from "./messages.ts";

/**
 * What adding students and teachers share: the class and date rules (forms and sheets send a class
 * as a number or as text, and the browser converts a sheet's dd-mm-yyyy text or Excel serial date to
 * ISO before sending — the server checks everything again), and the shape of an all-or-nothing
 * upload's answer.
 */

const ROMAN_CLASSES = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"] as const;

/**
 * A class as schools write it in a sheet: `6`, `VI` or `Class 6` (also `class vi`, `Class-6`,
 * `Std 6`, `6th`) → 6. Anything else comes back unchanged, for the schema to refuse.
 */
export function readClassNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value
    .trim()
    .replace(/^(class|std\.?|standard|grade)[\s\-.:]*/i, "")
    .replace(/(st|nd|rd|th)$/i, "")
    .trim();
  if (/^\d+$/.test(text)) return Number(text);
  const roman = ROMAN_CLASSES.indexOf(text.toUpperCase() as (typeof ROMAN_CLASSES)[number]);
  return roman >= 0 ? roman + 1 : value;
}

/** Class 1–10, sent as a number (forms) or as text (sheets: `6`, `VI`, `Class 6`). */
export const classNumberSchema = z.preprocess(
  readClassNumber,
  z
    .number({
      // Not a union: a form's resolver would report a union's branch errors ("expected number").
      error: (issue) =>
        issue.input === undefined || issue.input === "" ? msg("classRequired") : msg("classInvalid"),
    })
    .int(msg("classInvalid"))
    .min(LIMITS.classMin, msg("classInvalid"))
    .max(LIMITS.classMax, msg("classInvalid")),
);

export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written yyyy-mm-dd (no 31 February). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A date of birth: ISO yyyy-mm-dd, a real date, from 1900 and not in the future. */
export const dobSchema = z
  .string({ error: msg("dobRequired") })
  .max(40, { error: msg("dobInvalid"), abort: true })
  .trim()
  .min(1, msg("dobRequired"))
  .refine(
    (value) => isIsoDate(value) && value >= "1900-01-01" && value <= new Date().toISOString().slice(0, 10),
    msg("dobInvalid"),
  );

/** Today's date minus `years`, as ISO yyyy-mm-dd (29 February becomes 1 March in a common year). */
function yearsBeforeToday(years: number, today = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return date.toISOString().slice(0, 10);
}

/**
 * A date of birth that makes someone `min` to `max` years old today (both included): born on or
 * before today − min years, and after today − (max + 1) years.
 */
export const dobOfAgeSchema = (min: number, max: number, tooYoung: MessageKey, tooOld: MessageKey) =>
  dobSchema
    .refine((value) => value <= yearsBeforeToday(min), msg(tooYoung, { min }))
    .refine((value) => value > yearsBeforeToday(max + 1), msg(tooOld, { max }));

/** A teacher's date of birth: 18 to 80 years old on the day they are added. */
export const teacherDobSchema = dobOfAgeSchema(
  LIMITS.teacherAgeMin,
  LIMITS.teacherAgeMax,
  "teacherTooYoung",
  "teacherTooOld",
);

/**
 * A sheet's date cell as the browser reads it, to ISO: dd-mm-yyyy (or dd/mm/yyyy) text, an Excel
 * serial day number (days since 1899-12-30; the spec's "offset 25569" is the serial of 1970-01-01), a
 * Date, or ISO already. Anything else comes back unchanged, for the server to refuse with a row error.
 */
export function sheetDateToIso(value: unknown): unknown {
  if (typeof value === "number" && Number.isFinite(value) && value > 0) {
    const ms = Math.round((value - 25569) * 86_400_000);
    return new Date(ms).toISOString().slice(0, 10);
  }
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    // A reader that makes dates gives local midnight: the local calendar day is the one meant.
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  if (typeof value !== "string") return value;
  const text = value.trim();
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (dmy) return `${dmy[3]}-${dmy[2]?.padStart(2, "0")}-${dmy[1]?.padStart(2, "0")}`;
  if (/^\d+(\.\d+)?$/.test(text)) return sheetDateToIso(Number(text));
  return text;
}

/**
 * One problem of one row of an upload. `row` is the row as the spreadsheet shows it: the header is
 * row 1, so the first data row is row 2 (`students[0]` → 2). A browser that skipped blank lines of
 * the sheet sends each row's own number as `row` in the row, and the server answers with that one.
 * `field` is the payload's field name (`name`, `email`, `dob`, `Class`, …); `key` translates it.
 */
export const rowErrorSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
  key: z.string().optional(),
});
export type RowError = z.infer<typeof rowErrorSchema>;

/** The 400 of an upload with any bad row: nothing was saved. */
export const bulkErrorResponseSchema = messageResponseSchema.extend({ errors: z.array(rowErrorSchema) });
export type BulkErrorResponse = z.infer<typeof bulkErrorResponseSchema>;

/** A bulk request's list: at least one entry (else `bulkEmpty`), at most LIMITS.bulkRowsMax. */
export const bulkListSchema = <T extends z.ZodType>(entry: T) =>
  z
    .array(entry, { error: msg("bulkEmpty") })
    .min(1, msg("bulkEmpty"))
    .max(LIMITS.bulkRowsMax, msg("bulkTooMany"));

/**
 * An upload's rows (students, teachers). Rows are objects the server checks one by one, so each bad
 * row is reported with its number, not as one 400 for all.
 */
export const bulkRowsSchema = bulkListSchema(z.record(z.string(), z.unknown()));

/** The sheet row of `rows[index]` when the row does not carry its own number. */
export const FIRST_DATA_ROW = 2;

/** A row's own sheet row number, if the browser sent one. */
export const sheetRowSchema = z.number().int().min(1).max(1_048_576).optional();

/**
 * The one-time codes of a credentials sheet: 12 characters from an alphabet without look-alikes
 * (no 0/O, 1/I), 32 symbols → 60 bits, printed in groups of four (`K7QM-4XPA-9RTE`).
 */
export const ONE_TIME_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const ONE_TIME_CODE_LENGTH = 12;

/** What a child may type for a code: any case, with or without the dashes and spaces. */
export const normaliseOneTimeCode = (value: string) => value.replace(/[\s-]/g, "").toUpperCase();

/** True when a password field holds something shaped like a one-time code. */
export const looksLikeOneTimeCode = (value: string) => {
  const code = normaliseOneTimeCode(value);
  return code.length === ONE_TIME_CODE_LENGTH && [...code].every((c) => ONE_TIME_CODE_ALPHABET.includes(c));
};
