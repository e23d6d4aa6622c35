import type { PrintLanguage } from "@ganit/contracts";
import type { ChildAssignment } from "../assignments/index.ts";
import { INK, MARGIN, openPaper, write } from "./paper-doc.ts";
import type { ChapterStanding } from "./report-data.ts";
import { writeReportHead } from "./report-head.ts";
import { dayOf, REPORT_WORDS } from "./report-words.ts";
import { drawTable } from "./table-pdf.ts";

export type ChildReportPaper = {
  language: PrintLanguage;
  school: string;
  child: { name: string; roll: string; classNumber: number; section: string | null };
  printedOn: string;
  classes: { course: string; classNumber: number; chapters: { name: string; standing: ChapterStanding }[] }[];
  assignments: ChildAssignment[];
};

/** A child's report, A4 portrait: levels by chapter for each course class, then the assignments. */
export async function childReportPdf(paper: ChildReportPaper): Promise<Buffer> {
  const words = REPORT_WORDS[paper.language];
  const title = `${words.childReport} · ${paper.child.name}`;
  const { doc, done } = await openPaper({ language: paper.language, title, subject: words.childReport });
  const width = doc.page.width - MARGIN * 2;
  const place = [
    words.classNumber(paper.child.classNumber),
    paper.child.section ? words.section(paper.child.section) : null,
    paper.child.roll ? `${words.roll}: ${paper.child.roll}` : null,
  ]
    .filter(Boolean)
    .join(" · ");
  writeReportHead(doc, { ...paper, title, details: [place], size: 10 });
  doc.moveDown(0.8);
  for (const klass of paper.classes) {
    doc.fillColor(INK).fontSize(12);
    write(doc, `${klass.course} · ${words.classNumber(klass.classNumber)}`, { width, bold: true });
    doc.moveDown(0.3);
    if (klass.chapters.length === 0) {
      doc.fontSize(10);
      write(doc, words.noChapters, { width });
      doc.moveDown(0.6);
      continue;
    }
    drawTable(
      doc,
      [
        { header: words.chapter, width: width - 270 },
        { header: words.level, width: 90 },
        { header: words.skillsProficient, width: 90 },
        { header: words.needsHelp, width: 90 },
      ],
      klass.chapters.map((chapter, index) => [
        `${index + 1}. ${chapter.name}`,
        words.levels[chapter.standing.level],
        words.doneOf(chapter.standing.proficient, chapter.standing.skills),
        chapter.standing.needsHelp > 0 ? words.skillsNeedHelp(chapter.standing.needsHelp) : "",
      ]),
    );
  }
  const finished = paper.assignments.filter((a) => a.onTime !== null);
  const onTime = finished.filter((a) => a.onTime).length;
  doc.fillColor(INK).fontSize(12);
  write(doc, words.assignments, { width, bold: true });
  doc.fontSize(10);
  write(doc, words.summary(finished.length, paper.assignments.length, onTime, finished.length - onTime), {
    width,
  });
  doc.moveDown(0.3);
  if (paper.assignments.length === 0) write(doc, words.noAssignments, { width });
  else
    drawTable(
      doc,
      [
        { header: words.assignments, width: width - 200 },
        { header: words.due, width: 90 },
        { header: words.done, width: 110 },
      ],
      paper.assignments.map((a) => [
        a.title,
        dayOf(a.dueOn),
        a.onTime === null
          ? words.states[a.state]
          : a.onTime
            ? `${words.states.done}, ${words.onTime}`
            : `${words.states.done}, ${words.late}`,
      ]),
    );
  doc.end();
  return done;
}
