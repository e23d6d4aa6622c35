import type { PrintLanguage } from "@ganit/contracts";
import { type Doc, INK, MARGIN, MUTED, write } from "./paper-doc.ts";
import { REPORT_WORDS } from "./report-words.ts";

/**
 * The head both reports open with: the school (when there is one), the title, then in muted
 * `size`-point lines the report's own details (a child's class and roll), what it is for and the day
 * it was printed, and how to read a chapter's level.
 */
export function writeReportHead(
  doc: Doc,
  head: {
    language: PrintLanguage;
    school: string;
    title: string;
    details: string[];
    printedOn: string;
    size: number;
  },
) {
  const words = REPORT_WORDS[head.language];
  const width = doc.page.width - MARGIN * 2;
  doc.fillColor(MUTED).fontSize(10);
  if (head.school) write(doc, head.school, { width, bold: true });
  doc.fillColor(INK).fontSize(16);
  write(doc, head.title, { width, bold: true });
  doc.fillColor(MUTED).fontSize(head.size);
  for (const line of head.details) write(doc, line, { width });
  write(doc, `${words.forMeeting} · ${words.printedOn(head.printedOn)}`, { width });
  write(doc, words.legend, { width });
}
