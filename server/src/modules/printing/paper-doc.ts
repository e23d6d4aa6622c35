/// <reference types="pdfkit" />
import type { PrintLanguage } from "@ganit/contracts";
import { type FontName, worksheetFonts } from "./fonts.ts";
import { scriptRuns } from "./pdf-text.ts";

/** What every paper shares: an A4 page, its margin and inks, its fonts, writing in mixed scripts. */
export const MARGIN = 48;
export const INK = "#1f2933";
export const MUTED = "#52606d";
export const RULE = "#cbd2d9";

export type Doc = PDFKit.PDFDocument;

/** A line of mixed scripts at the cursor, each run in its face (the last run ends the line). */
export function write(doc: Doc, text: string, options: PDFKit.Mixins.TextOptions & { bold?: boolean } = {}) {
  const { bold, ...rest } = options;
  const runs = scriptRuns(text, bold);
  runs.forEach((run, index) => {
    doc.font(run.font).text(run.text, { ...rest, continued: index < runs.length - 1 });
  });
}

/**
 * A new A4 document with the fonts registered, and the promise of its bytes once it ends. PDFKit
 * (with its font and line-breaking tables) is loaded on the first paper, not at start: it is a
 * quarter of a second of a restart that most processes never print in.
 */
export async function openPaper(options: {
  language: PrintLanguage;
  title: string;
  subject: string;
  layout?: "portrait" | "landscape";
}): Promise<{ doc: Doc; done: Promise<Buffer> }> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    layout: options.layout ?? "portrait",
    margin: MARGIN,
    info: { Title: options.title, Author: "Ganit", Subject: options.subject },
    lang: options.language === "hi" ? "hi-IN" : "en-IN",
  } as PDFKit.PDFDocumentOptions);
  // PDFKit takes an opened fontkit font as well as a file's bytes (its PDFFontFactory); its types
  // name only the bytes.
  for (const [name, font] of Object.entries(await worksheetFonts()) as [FontName, unknown][])
    doc.registerFont(name, font as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}

/** A file name a browser keeps: the title in ASCII letters and digits, and the language. */
export const fileName = (title: string, language: PrintLanguage, fallback = "paper") =>
  `${
    title
      .normalize("NFKD")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || fallback
  }-${language}.pdf`;

/** The rule that closes a paper's header, across the page at the current line, and the space under it. */
export function headerRule(doc: Doc) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(doc.page.width - MARGIN, doc.y)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.8);
}
