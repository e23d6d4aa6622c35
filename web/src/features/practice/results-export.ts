import type { PracticeResults } from "@ganit/contracts";
import type { TFunction } from "i18next";
import { downloadWorkbook } from "@/components/bulk-upload/spreadsheet.ts";
import { type ListSheet, sheetOf } from "@/components/list-sheet-export.ts";
import type { NAMESPACE } from "./i18n.ts";

/**
 * A class's practice as an .xlsx: one row per student and set (level, attempts, best score, last
 * activity, needs help). Loaded only when Export is pressed; every text cell is neutralized by
 * `workbookBytes`, so a name typed as `=HYPERLINK(…)` stays text.
 */
export function resultsSheet(data: PracticeResults, t: TFunction<typeof NAMESPACE>): ListSheet {
  const titles = new Map(data.sets.map((set) => [set.resourceId, set.title]));
  const inPractice = new Set(data.sets.filter((set) => set.mode === "practice").map((set) => set.resourceId));
  type Student = PracticeResults["students"][number];
  /** One student's standing in one set: a row of the sheet. */
  type SetStanding = Student["sets"][number];
  // As on the screen: a level reached in a practice set says so (Mastered comes only from the review).
  const level = (standing: SetStanding) =>
    inPractice.has(standing.resourceId) && standing.level !== "notStarted" && standing.level !== "mastered"
      ? t("results.inPractice", { level: t(`levels.${standing.level}`) })
      : t(`levels.${standing.level}`);
  const lastActivity = (at: string | null) =>
    at ? new Date(at).toISOString().slice(0, 16).replace("T", " ") : "";
  const studentSets = data.students.flatMap((student) => student.sets.map((set) => ({ student, set })));
  return sheetOf<{ student: Student; set: SetStanding }>(studentSets, [
    { header: t("results.student"), width: 28, cell: (row) => row.student.name },
    { header: t("results.username"), width: 18, cell: (row) => row.student.username },
    { header: t("results.set"), width: 32, cell: (row) => titles.get(row.set.resourceId) ?? "" },
    { header: t("results.level"), width: 16, cell: (row) => level(row.set) },
    { header: t("results.attempts"), width: 12, cell: (row) => row.set.attempts },
    { header: t("results.bestScore"), width: 12, cell: (row) => row.set.bestScore ?? "" },
    { header: t("results.lastActivity"), width: 22, cell: (row) => lastActivity(row.set.lastActivityAt) },
    { header: t("results.needsHelp"), width: 12, cell: (row) => (row.set.needsHelp ? "✓" : "") },
  ]);
}

export async function exportResults(data: PracticeResults, t: TFunction<typeof NAMESPACE>) {
  const { columns, rows } = resultsSheet(data, t);
  await downloadWorkbook(`practice-class-${data.classNumber}.xlsx`, t("results.sheet"), columns, rows);
}
