import { z } from "zod";
import { idSchema } from "./common.ts";

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
