import { z } from "zod";
import { type MessageKey, msg } from "./messages.ts";

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

/** Trimmed, non-empty single-line text. `required` is the key of the message shown when it is missing. */
export const requiredText = (max: number, required: MessageKey = "fieldRequired") =>
  z
    .string({ error: msg(required) })
    .trim()
    .min(1, msg(required))
    .max(max, msg("textTooLong", { max }))
    .refine((value) => !hasControlCharacters(value), msg("controlCharacters"));

/** Trimmed single-line text that may be left empty (then `null`). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, msg("textTooLong", { max }))
    .refine((value) => !hasControlCharacters(value), msg("controlCharacters"))
    .nullish()
    .transform((value) => (value ? value : null));

/** Path parameter `{id}`: the ids Ganit makes are UUIDs; anything else is a 400, never a 500. */
export const idSchema = z.uuid({ error: msg("invalidId") });
export const idParamsSchema = z.object({ id: idSchema });
