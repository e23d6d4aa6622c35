import { z } from "zod";
import { LIMITS } from "./limits.ts";
import { msg } from "./messages.ts";

/**
 * A class's section: "A", "B", … or the school's own name ("Rose", "गुलाब"). One form, so a filter,
 * a teacher's class and a pupil's row compare equal: Unicode NFC, spaces trimmed and collapsed, the
 * first letter upper-cased ("b" and " B " are "B"). Empty means no section (docs/adr/0531).
 */
export function normaliseSection(value: string): string {
  const text = value.normalize("NFC").trim().replace(/\s+/g, " ");
  return text.charAt(0).toLocaleUpperCase("en-IN") + text.slice(1);
}

/** Text is bounded before any pattern runs on it: a longer value is refused as it stands. */
const BOUND = LIMITS.sectionMax * 4;

function readSection(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") value = String(value);
  if (typeof value !== "string") return value;
  if (value.length > BOUND) return value;
  const text = normaliseSection(value);
  return text === "" ? null : text;
}

/** A section as typed: null (none) when empty; letters and digits of any script, spaces and `-`. */
export const sectionSchema = z.preprocess(
  readSection,
  z
    .string({ error: msg("sectionInvalid") })
    .max(LIMITS.sectionMax, { error: msg("sectionInvalid"), abort: true })
    .regex(/^[\p{L}\p{N}][\p{L}\p{N}\p{M} -]*$/u, msg("sectionInvalid"))
    .nullable(),
);

/** A section filter in a list's query: absent for all; `none` for the pupils without one. */
export const SECTION_NONE = "none";
export const sectionFilterSchema = z.preprocess(
  (value) => (value === SECTION_NONE ? value : (readSection(value) ?? undefined)),
  z
    .string({ error: msg("sectionInvalid") })
    .max(LIMITS.sectionMax, { error: msg("sectionInvalid"), abort: true })
    .regex(/^[\p{L}\p{N}][\p{L}\p{N}\p{M} -]*$/u, msg("sectionInvalid"))
    .optional(),
);
