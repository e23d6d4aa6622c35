import { z } from "zod";
import {
  hasControlCharacters,
  hasInvisibleCharacters,
  messageResponseSchema,
  normaliseText,
  typedMax,
} from "./common.ts";
import { LIMITS } from "./limits.ts";
import { msg } from "./messages.ts";

/**
 * A teacher's notes about a child for the child's parents (docs/adr/0731). A note is a few lines:
 * bounded as typed before any pattern runs, control and invisible characters refused (line breaks
 * kept), each line normalised, then measured against its own limit.
 */
const noteText = z
  .string({ error: msg("noteRequired") })
  .max(typedMax(LIMITS.noteMax), { error: msg("textTooLong", { max: LIMITS.noteMax }), abort: true })
  .refine((value) => !hasControlCharacters(value, true), msg("controlCharacters"))
  .refine((value) => !hasInvisibleCharacters(value), msg("invisibleCharacters"))
  .transform((value) =>
    value
      .replace(/\r\n?/g, "\n")
      .split("\n")
      .map(normaliseText)
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim(),
  )
  .pipe(
    z
      .string()
      .min(1, msg("noteRequired"))
      .max(LIMITS.noteMax, { error: msg("textTooLong", { max: LIMITS.noteMax }), abort: true }),
  );

export const noteRequestSchema = z.object({ text: noteText });
export type NoteRequest = z.input<typeof noteRequestSchema>;

/**
 * A note as staff read it: `mine` says whether the caller wrote it (and so may edit it);
 * `removable`, whether the caller may delete it (the writer, or the school office).
 */
export const studentNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  teacherName: z.string().nullable(),
  mine: z.boolean(),
  removable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StudentNote = z.infer<typeof studentNoteSchema>;
export const studentNotesSchema = z.object({ items: z.array(studentNoteSchema) });

export const noteAnswerSchema = messageResponseSchema.extend({ note: studentNoteSchema });

/** A note as the child's parent reads it: the text, the teacher's name, the day. */
export const parentNoteSchema = z.object({
  text: z.string(),
  teacherName: z.string().nullable(),
  at: z.string(),
});
export type ParentNote = z.infer<typeof parentNoteSchema>;

/** How many notes a parent's child week shows (the newest). */
export const PARENT_NOTES_SHOWN = 5;
