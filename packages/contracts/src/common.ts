import { z } from "zod";
import { LIMITS } from "./limits.ts";
import { type MessageKey, type MessageRef, msg } from "./messages.ts";

/**
 * Every error the API returns has this shape. `key` is the message's key in MESSAGE_TEMPLATES (with
 * parameters, `textTooLong?max=120`) when it has one; validation errors add the failing fields, by
 * path, as English text (`fields`) and as keys (`fieldKeys`), so a form can show each under its field.
 */
export const errorResponseSchema = z.object({
  message: z.string(),
  key: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
  fieldKeys: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A success that says something: `message` in English, `key` for the web to translate. */
export const messageResponseSchema = z.object({ message: z.string(), key: z.string().optional() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const healthResponseSchema = z.object({ status: z.literal("ok") });

/**
 * Control characters have no place in a name, a phone or an address, and a NUL byte is refused by
 * PostgreSQL itself. Single-line text refuses all of them; multi-line text keeps tab and line breaks.
 */
const isControl = (code: number, multiLine: boolean) => {
  if (multiLine && (code === 0x09 || code === 0x0a || code === 0x0d)) return false;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
};

export function hasControlCharacters(value: string, multiLine = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    // Half a surrogate pair (JSON may carry "\ud800") is no character at all, and PostgreSQL's jsonb
    // refuses it: refused here like a control character, rather than a 500 at the audit insert.
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i += 1;
        continue;
      }
      return true;
    }
    if (code >= 0xdc00 && code <= 0xdfff) return true;
    if (isControl(code, multiLine)) return true;
  }
  return false;
}

/**
 * Characters that show nothing but make two texts differ, or reorder what is shown: zero-width
 * spaces and joiners, the word joiner and invisible operators, the byte-order mark, soft hyphen,
 * fillers, and the bidirectional controls (U+202E turns "txt.exe" into "exe.txt" on screen).
 * Zero-width (non-)joiners are kept between letters and marks: Hindi and other Indian scripts use them
 * inside words (the half forms of conjuncts).
 */
const INVISIBLE: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180e, 0x180e],
  [0x200b, 0x200b],
  [0x200e, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x2064],
  [0x2066, 0x206f],
  [0x3164, 0x3164],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
];
export const LONE_JOINER = /(?<![\p{L}\p{M}])[\u200C\u200D]|[\u200C\u200D](?![\p{L}\p{M}])/u;

/** The ranges above as one character class: the pattern engine scans a long text (a question with
 * its drawn figure is thousands of characters) many times faster than a loop over the ranges. */
const unicodeEscape = (code: number) => {
  // The class is read without the u flag, a code unit at a time: a range past U+FFFF would be misread.
  if (code > 0xffff) throw new Error(`INVISIBLE holds U+${code.toString(16)}, past the BMP`);
  return `\\u${code.toString(16).padStart(4, "0")}`;
};
const INVISIBLE_CHARACTER = new RegExp(
  `[${INVISIBLE.map(([from, to]) => (from === to ? unicodeEscape(from) : `${unicodeEscape(from)}-${unicodeEscape(to)}`)).join("")}]`,
);

export function hasInvisibleCharacters(value: string): boolean {
  return INVISIBLE_CHARACTER.test(value) || LONE_JOINER.test(value);
}

/**
 * One form for text that people compare: NFKC (full-width letters, the no-break space, ligatures
 * become their plain forms), runs of spaces become one, no space at either end. "Ｖedic  Math" and
 * "Vedic\u00a0Math" are "Vedic Math", so a uniqueness check on the stored text sees one name.
 */
export const normaliseText = (value: string) => value.normalize("NFKC").replace(/ {2,}/g, " ").trim();

/**
 * A string whose length is checked before anything else reads it: zod runs a schema's checks in the
 * order they are written, and a failed check stops the later ones (a refinement, a pattern, a
 * transform) only when it aborts. So every text a request carries starts here, and a million
 * characters are refused after one count instead of going through a pattern (a pattern that looks
 * at every position of a long text can hold the one server thread for minutes).
 */
export const boundedString = (
  limit: number,
  required: MessageKey = "fieldRequired",
  tooLong: MessageRef = msg("textTooLong", { max: limit }),
) => z.string({ error: msg(required) }).max(limit, { error: tooLong, abort: true });

/**
 * How long a text may be as typed, before it is normalised and measured against its limit: twice
 * the limit leaves room for the spaces and forms that normalising removes, never room for a pattern
 * to run long.
 */
export const typedMax = (max: number) => max * 2;

/**
 * Single-line text from a user, as stored and compared: bounded, control and invisible characters
 * refused, then normalised (normaliseText), then measured.
 */
const cleanLine = (max: number, required: MessageKey) =>
  boundedString(typedMax(max), required, msg("textTooLong", { max }))
    .refine((value) => !hasControlCharacters(value), msg("controlCharacters"))
    .refine((value) => !hasInvisibleCharacters(value), msg("invisibleCharacters"))
    .transform(normaliseText);

/** The normalised text's own limit; it aborts, so no refinement added after it reads a text too long. */
const measured = (max: number) => z.string().max(max, { error: msg("textTooLong", { max }), abort: true });

/** Normalised, non-empty single-line text. `required` is the key of the message shown when it is missing. */
export const requiredText = (max: number, required: MessageKey = "fieldRequired") =>
  cleanLine(max, required).pipe(measured(max).min(1, msg(required)));

/** Normalised single-line text that may be left empty (then `null`). */
export const optionalText = (max: number) =>
  cleanLine(max, "fieldRequired")
    .pipe(measured(max))
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A text filter or search from a query string: the same rules as text in a body (a NUL byte is a
 * 400, never a database error), normalised the same way, so it matches what was stored.
 */
export const queryText = (max: number) => cleanLine(max, "fieldRequired").pipe(measured(max));

/** A text in English and Hindi as answered (a chapter's title, a skill's name, a question). */
export const bilingualTextSchema = z.object({ en: z.string(), hi: z.string() });

/** A class number that may come as text (`?class=n`, a form's field): 1 to 10, else `classNumberInvalid`. */
export const coercedClassNumberSchema = z.coerce
  .number({ error: msg("classNumberInvalid") })
  .int(msg("classNumberInvalid"))
  .min(LIMITS.classMin, msg("classNumberInvalid"))
  .max(LIMITS.classMax, msg("classNumberInvalid"));

/**
 * Path parameter `{id}`: the ids Ganit makes are UUIDs; anything else is a 400, never a 500. Its
 * length is checked before zod's UUID pattern reads it, like every other text.
 */
export const idSchema = z
  .string({ error: msg("invalidId") })
  .max(36, { error: msg("invalidId"), abort: true })
  .pipe(z.uuid({ error: msg("invalidId") }));
export const idParamsSchema = z.object({ id: idSchema });

/** The schemas of an action on one row named by `:id` in the path (activate, hold, delete), answered with a message. */
export const idActionSchemas = { params: idParamsSchema, response: messageResponseSchema } as const;
