import { z } from "zod";
import { idSchema } from "./common.ts";
import { msg } from "./messages.ts";
import { sectionSchema } from "./sections.ts";

/**
 * Paper: a printable worksheet of a practice set (fresh questions, the answer key on its own page,
 * a QR code that opens the same set on a phone), in English or Hindi, built on the server as an A4
 * PDF (docs/adr/0581-printable-worksheets.md).
 */
export const PRINT_LANGUAGES = ["en", "hi"] as const;
export type PrintLanguage = (typeof PRINT_LANGUAGES)[number];

/** How many questions a worksheet asks (a set's own items first, then fresh generated ones). */
export const WORKSHEET_QUESTIONS = 20;

export const worksheetParamsSchema = z.object({ resourceId: idSchema });
export const worksheetQuerySchema = z.object({
  lang: z.enum(PRINT_LANGUAGES).default("en"),
});
export type WorksheetQuery = z.infer<typeof worksheetQuerySchema>;

/** The answer is the PDF's bytes (`application/pdf`), sent as a download. */
export const pdfResponseSchema = z.string().describe("An A4 PDF document (application/pdf)");

/**
 * Test papers, a class report and a child's report (docs/adr/0704-0706): each an A4 PDF in English
 * or Hindi, staff only (a child's report also the child's parent), the answer a download.
 */
export const printQuerySchema = worksheetQuerySchema;
export const testPaperParamsSchema = z.object({ testId: idSchema });
/** A chapter id as the syllabus spells it (`ncert-c4-ch07`): bounded before its pattern runs. */
export const chapterPaperParamsSchema = z.object({
  chapterId: z
    .string()
    .max(40, { error: msg("notFound"), abort: true })
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, msg("notFound")),
});
/** A course class of the caller's school, and optionally one section of it (read as the sections are). */
export const classReportParamsSchema = z.object({
  courseId: idSchema,
  classNumber: z.coerce.number().int().min(1).max(10),
});
export const classReportQuerySchema = worksheetQuerySchema.extend({
  section: sectionSchema.optional(),
});
export type ClassReportQuery = z.infer<typeof classReportQuerySchema>;
export const childReportParamsSchema = z.object({ studentId: idSchema });

/** A test paper's marks and time: one mark a question, two minutes a question. */
export const TEST_PAPER_MARK_PER_QUESTION = 1;
export const TEST_PAPER_MINUTES_PER_QUESTION = 2;
