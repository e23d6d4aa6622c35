import type { PrintLanguage } from "@ganit/contracts";
import { chunksOf } from "../../db/chunks.ts";
import { INK, MARGIN, openPaper, write } from "./paper-doc.ts";
import type { ChapterStanding, ReportChapter } from "./report-data.ts";
import { writeReportHead } from "./report-head.ts";
import { REPORT_WORDS } from "./report-words.ts";
import { type Column, drawTable } from "./table-pdf.ts";

export type ClassReportPaper = {
  language: PrintLanguage;
  school: string;
  /** "Class 5 · Section A · Mathematics". */
  place: string;
  printedOn: string;
  chapters: ReportChapter[];
  children: {
    roll: string;
    name: string;
    chapters: ChapterStanding[];
    assignments: { total: number; done: number; overdue: number };
    needsHelp: number;
  }[];
};

/** Chapter columns a landscape page holds beside the roll, the name and the two totals. */
const CHAPTERS_PER_TABLE = 9;
const ROLL = 48;
const NAME = 130;
const TOTALS = 78;

/**
 * A course class's report, A4 landscape: a row per child, a column per chapter (its level, `!` where
 * a skill needs help), assignments done of given and the skills needing help. A class of more
 * chapters than a page's width holds continues in a second table of the same children.
 */
export async function classReportPdf(paper: ClassReportPaper): Promise<Buffer> {
  const words = REPORT_WORDS[paper.language];
  const title = `${words.classReport} · ${paper.place}`;
  const { doc, done } = await openPaper({
    language: paper.language,
    title,
    subject: words.classReport,
    layout: "landscape",
  });
  const width = doc.page.width - MARGIN * 2;
  writeReportHead(doc, { ...paper, title, details: [], size: 9 });
  doc.moveDown(0.6);
  if (paper.children.length === 0 || paper.chapters.length === 0) {
    doc.fillColor(INK).fontSize(11);
    write(doc, paper.children.length === 0 ? words.noChildren : words.noChapters, { width });
  }
  // The chapters' indexes, a table's worth at a time; no table at all without children.
  const parts =
    paper.children.length === 0
      ? []
      : chunksOf(
          paper.chapters.map((_, i) => i),
          CHAPTERS_PER_TABLE,
        );
  parts.forEach((part, partIndex) => {
    const first = partIndex === 0;
    const room = width - ROLL - NAME - (first ? TOTALS * 2 : 0);
    const chapterWidth = Math.min(90, room / part.length);
    const columns: Column[] = [
      { header: words.roll, width: ROLL },
      { header: words.name, width: NAME },
      ...part.map((index) => {
        const chapter = paper.chapters[index];
        const name = chapter ? chapter.name[paper.language] : "";
        return { header: `${index + 1}. ${name}`, width: chapterWidth };
      }),
      ...(first
        ? [
            { header: words.assignments, width: TOTALS },
            { header: words.needsHelp, width: TOTALS },
          ]
        : []),
    ];
    const rows = paper.children.map((child) => [
      child.roll,
      child.name,
      ...part.map((index) => {
        const standing = child.chapters[index];
        return standing ? `${words.levels[standing.level]}${standing.needsHelp > 0 ? " !" : ""}` : "";
      }),
      ...(first
        ? [
            `${words.doneOf(child.assignments.done, child.assignments.total)}${
              child.assignments.overdue > 0 ? `\n${child.assignments.overdue} ${words.overdue}` : ""
            }`,
            child.needsHelp > 0 ? words.skillsNeedHelp(child.needsHelp) : "",
          ]
        : []),
    ]);
    if (!first) doc.addPage();
    drawTable(doc, columns, rows);
  });
  doc.end();
  return done;
}
