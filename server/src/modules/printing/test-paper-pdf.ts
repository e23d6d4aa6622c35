import type { PrintLanguage } from "@ganit/contracts";
import { type Doc, headerRule, INK, MARGIN, MUTED, openPaper, write } from "./paper-doc.ts";
import type { PaperQuestion } from "./questions.ts";
import { PAPER_WORDS } from "./words.ts";
import { answerKey, question } from "./worksheet-pdf.ts";

export type TestPaper = {
  language: PrintLanguage;
  /** The school's name (blank for platform staff, who print for no school). */
  school: string;
  /** "Class 3 · Mathematics". */
  place: string;
  /** "Chapter 1: Where to Look From", or a teacher's test's title. */
  title: string;
  minutes: number;
  marks: number;
  questions: PaperQuestion[];
};

/** The cover line: school, class, title, time and marks, and blanks for the child's name and roll number. */
function cover(doc: Doc, paper: TestPaper) {
  const words = PAPER_WORDS[paper.language];
  const width = doc.page.width - MARGIN * 2;
  doc.fillColor(MUTED).fontSize(11);
  if (paper.school) write(doc, paper.school, { width, bold: true });
  doc.fillColor(INK).fontSize(17);
  write(doc, `${words.testPaper} · ${paper.title}`, { width, bold: true });
  doc.fillColor(MUTED).fontSize(11);
  write(doc, paper.place, { width });
  doc.moveDown(0.5).fillColor(INK).fontSize(11);
  write(doc, `${words.time}: ${words.minutes(paper.minutes)}        ${words.marks}: ${paper.marks}`, {
    width,
  });
  doc.moveDown(0.3);
  write(
    doc,
    `${words.name}: ____________________________   ${words.roll}: ________   ${words.date}: ____________`,
    { width },
  );
  doc.moveDown(0.4);
  headerRule(doc);
}

/** An A4 test paper: the cover line, the numbered questions, then the worked key on a page of its own. */
export async function testPaperPdf(paper: TestPaper): Promise<Buffer> {
  const words = PAPER_WORDS[paper.language];
  const { doc, done } = await openPaper({
    language: paper.language,
    title: paper.title,
    subject: words.testPaper,
  });
  cover(doc, paper);
  paper.questions.forEach((q, index) => {
    question(doc, paper, q, index + 1);
  });
  answerKey(doc, paper, PAPER_WORDS[paper.language], { solutions: true });
  doc.end();
  return done;
}
