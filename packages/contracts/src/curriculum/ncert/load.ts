import { z } from "zod";
import { problemLines } from "../data-files.ts";
import type { Book } from "../model.ts";

/**
 * A book's data file (./class-NN.json) checked as the contracts load it
 * (docs/adr/0747-skills-and-books-as-json-data.md): the shapes of ../model.ts written as strict
 * schemas, so a misspelt key or a title without its confidence and source fails where it stands.
 * The book is answered as it was read.
 */
const sourcedTitle = z.strictObject({
  text: z.string().min(1),
  confidence: z.enum(["confirmed", "corroborated", "low"]),
  source: z.string().min(1),
});
const hindiTitle = z.union([
  sourcedTitle.extend({ working: z.null() }),
  z.strictObject({
    text: z.null(),
    confidence: z.literal("unconfirmed"),
    source: z.string().min(1),
    working: z.strictObject({ text: z.string().min(1), ours: z.literal(true) }),
  }),
]);
const partNumber = z.literal([1, 2]);
const chapter = z.strictObject({
  id: z.string().regex(/^[a-z]+-c\d+(-[a-z]+)?-ch\d\d$/, "a chapter id: <book id>-chNN"),
  number: z.number().int().min(1),
  part: z.strictObject({ part: partNumber, number: z.number().int().min(1) }).optional(),
  title: z.strictObject({ en: sourcedTitle, hi: hindiTitle }),
  mainSkills: z.string().min(1),
  mainSkillsUncertain: z.literal(true).optional(),
});
const bookSchema = z.strictObject({
  id: z.string().regex(/^[a-z]+-c\d+(-[a-z]+)?$/, "a book id: <board>-c<class>"),
  classNumber: z.literal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
  title: z.strictObject({ en: z.string().min(1), hi: sourcedTitle.nullable() }),
  publisher: z.string().min(1),
  firstSession: z.string().regex(/^\d{4}-\d\d$/, "a school session: 2025-26"),
  isbn: z.string().min(1).nullable(),
  parts: z
    .array(
      z.strictObject({
        part: partNumber,
        code: z.strictObject({ en: z.string().min(1), hi: z.string().min(1).nullable() }),
        edition: z.string().min(1),
        statedChapterCount: z.number().int().min(1),
      }),
    )
    .min(1),
  statedChapterCount: z.number().int().min(1),
  note: z.string().min(1),
  chapters: z.array(chapter).min(1),
}) satisfies z.ZodType<Book>;

/** The book in this file, checked; every problem is thrown at once, each naming the file and field. */
export function loadBook(file: string, data: unknown): Book {
  const parsed = bookSchema.safeParse(data);
  if (parsed.success) return data as Book;
  const lines = problemLines(file, [], "", parsed.error);
  throw new Error(`A book's data file does not match the schema:\n${lines.join("\n")}`);
}
