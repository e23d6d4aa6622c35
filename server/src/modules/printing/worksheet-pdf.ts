import type { PrintLanguage } from "@ganit/contracts";
import qrcode from "qrcode-generator";
import { type Doc, headerRule, INK, MARGIN, MUTED, openPaper, write } from "./paper-doc.ts";
import type { PaperQuestion } from "./questions.ts";
import { paintFigure } from "./svg-figure.ts";
import { SHEET_WORDS } from "./words.ts";

export type WorksheetPaper = {
  language: PrintLanguage;
  title: string;
  /** "Vedic Math · Class 4". */
  place: string;
  questions: PaperQuestion[];
  /** The address a phone opens from the QR code. */
  link: string;
};

/** A figure's box on paper: a clock or a purse of coins at a size a child reads. */
const FIGURE_WIDTH = 170;
const FIGURE_HEIGHT = 130;
const QR_SIZE = 72;

function drawQr(doc: Doc, text: string, x: number, y: number) {
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const count = qr.getModuleCount();
  const cell = QR_SIZE / count;
  doc.save().fillColor("#000000");
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (qr.isDark(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell).fill();
  doc.restore();
}

/** Room a question needs, so it starts on a new page rather than breaking in two. */
function heightOf(doc: Doc, question: PaperQuestion, width: number): number {
  doc.font("latin").fontSize(12);
  let height = doc.heightOfString(question.prompt, { width }) + 10;
  if (question.figure) height += FIGURE_HEIGHT + 8;
  else if (question.picture) height += doc.heightOfString(question.picture, { width }) + 4;
  height += (question.options?.length ?? 0) * 16 + (question.left?.length ?? 0) * 16;
  return height + question.answerLines * 22;
}

function header(doc: Doc, paper: WorksheetPaper) {
  const words = SHEET_WORDS[paper.language];
  const width = doc.page.width - MARGIN * 2 - QR_SIZE - 12;
  drawQr(doc, paper.link, doc.page.width - MARGIN - QR_SIZE, MARGIN);
  doc.fillColor(MUTED).fontSize(10);
  write(doc, `Ganit · ${words.worksheet}`, { width });
  doc.fillColor(INK).fontSize(17);
  write(doc, paper.title, { width, bold: true });
  doc.fillColor(MUTED).fontSize(11);
  write(doc, paper.place, { width });
  doc.moveDown(0.6).fillColor(INK).fontSize(11);
  write(
    doc,
    `${words.name}: ______________________   ${words.class}: ________   ${words.date}: ____________`,
    {
      width,
    },
  );
  const below = doc.y;
  // The caption sits under the QR code, as wide as it and a little more.
  doc.fillColor(MUTED).fontSize(7);
  doc.x = doc.page.width - MARGIN - QR_SIZE - 14;
  doc.y = MARGIN + QR_SIZE + 3;
  write(doc, words.scan, { width: QR_SIZE + 14, align: "center" });
  doc.x = MARGIN;
  doc.y = Math.max(below, doc.y) + 8;
  headerRule(doc);
}

/** One numbered question: its words, its figure painted, its choices, the lines for the answer. */
export function question(doc: Doc, paper: { language: PrintLanguage }, q: PaperQuestion, number: number) {
  const words = SHEET_WORDS[paper.language];
  const width = doc.page.width - MARGIN * 2;
  if (doc.y + heightOf(doc, q, width - 20) > doc.page.height - MARGIN) doc.addPage();
  doc.x = MARGIN;
  doc.fillColor(INK).fontSize(12);
  write(doc, `${number}.  ${q.prompt}`, { width });
  doc.x = MARGIN + 20;
  const painted = q.figure
    ? paintFigure(doc, q.figure, {
        x: MARGIN + 20,
        y: doc.y + 4,
        width: FIGURE_WIDTH,
        maxHeight: FIGURE_HEIGHT,
      })
    : 0;
  if (painted > 0) doc.y += painted + 8;
  else if (q.picture) {
    doc.fillColor(MUTED).fontSize(10);
    write(doc, `${words.picture}: ${q.picture}`, { width: width - 20 });
  }
  doc.fillColor(INK).fontSize(12);
  q.options?.forEach((option, index) => {
    write(doc, `(${"abcdefghij"[index] ?? index + 1})  ${option}`, { width: width - 20 });
  });
  if (q.left && q.right) {
    const half = (width - 20) / 2;
    q.left.forEach((left, index) => {
      const y = doc.y;
      doc.x = MARGIN + 20;
      write(doc, `${index + 1}.  ${left}`, { width: half - 10 });
      const after = doc.y;
      doc.x = MARGIN + 20 + half;
      doc.y = y;
      write(doc, `(${"abcdefghij"[index] ?? index + 1})  ${q.right?.[index] ?? ""}`, { width: half - 10 });
      doc.y = Math.max(after, doc.y);
    });
  }
  for (let line = 0; line < q.answerLines; line++) {
    doc.x = MARGIN + 20;
    doc.moveDown(0.3);
    write(doc, `${line === 0 ? `${words.answer}: ` : ""}________________________________________`, {
      width: width - 20,
    });
  }
  doc.x = MARGIN;
  doc.moveDown(0.7);
}

/**
 * The answer key on pages of its own, for a worksheet or a test paper: each answer, and with
 * `solutions` (a test paper's) each question's worked solution beneath it.
 */
export function answerKey(
  doc: Doc,
  paper: { title: string; questions: readonly PaperQuestion[] },
  words: { answerKey: string; forTeacher: string },
  options: { solutions?: boolean } = {},
) {
  const width = doc.page.width - MARGIN * 2;
  doc.addPage();
  doc.fillColor(INK).fontSize(16);
  write(doc, `${words.answerKey} · ${paper.title}`, { width, bold: true });
  doc.fillColor(MUTED).fontSize(10);
  write(doc, words.forTeacher, { width });
  doc.moveDown(0.8);
  paper.questions.forEach((q, index) => {
    doc.fillColor(INK).fontSize(12);
    write(doc, `${index + 1}.  ${q.answer}`, { width });
    if (options.solutions && q.solution) {
      doc.x = MARGIN + 20;
      doc.fillColor(MUTED).fontSize(10);
      write(doc, q.solution, { width: width - 20 });
      doc.x = MARGIN;
    }
    doc.moveDown(options.solutions ? 0.3 : 0.2);
  });
}

/** An A4 worksheet: the questions, then the answer key on a page of its own. */
export async function worksheetPdf(paper: WorksheetPaper): Promise<Buffer> {
  const { doc, done } = await openPaper({
    language: paper.language,
    title: paper.title,
    subject: SHEET_WORDS[paper.language].worksheet,
  });
  header(doc, paper);
  paper.questions.forEach((q, index) => {
    question(doc, paper, q, index + 1);
  });
  answerKey(doc, paper, SHEET_WORDS[paper.language]);
  doc.end();
  return done;
}
