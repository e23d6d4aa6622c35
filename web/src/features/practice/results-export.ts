import type { PracticeResults } from "@ganit/contracts";
import type { TFunction } from "i18next";
import { downloadWorkbook, type SheetColumn } from "@/components/bulk-upload/spreadsheet.ts";
import type { NAMESPACE } from "./i18n.ts";

/**
 * A class's practice as an .xlsx: one row per student and set (level, attempts, best score, last
 * activity, needs help). Loaded only when Export is pressed; every text cell is neutralized by
 * `workbookBytes`, so a name typed as `=HYPERLINK(…)` stays text.
 */
export function resultsSheet(data: PracticeResults, t: TFunction<typeof NAMESPACE>) {
  const columns: SheetColumn[] = [
    { header: t("results.student"), width: 28 },
    { header: t("results.username"), width: 18 },
    { header: t("results.set"), width: 32 },
    { header: t("results.level"), width: 16 },
    { header: t("results.attempts"), width: 12 },
    { header: t("results.bestScore"), width: 12 },
    { header: t("results.lastActivity"), width: 22 },
    { header: t("results.needsHelp"), width: 12 },
  ];
  const titles = new Map(data.sets.map((set) => [set.resourceId, set.title]));
  const inPractice = new Set(data.sets.filter((set) => set.mode === "practice").map((set) => set.resourceId));
  // As on the screen: a level reached in a practice set says so (Mastered comes only from the review).
  const level = (cell: PracticeResults["students"][number]["sets"][number]) =>
    inPractice.has(cell.resourceId) && cell.level !== "notStarted" && cell.level !== "mastered"
      ? t("results.inPractice", { level: t(`levels.${cell.level}`) })
      : t(`levels.${cell.level}`);
  const rows = data.students.flatMap((student) =>
    student.sets.map((cell) => [
      student.name,
      student.username,
      titles.get(cell.resourceId) ?? "",
      level(cell),
      cell.attempts,
      cell.bestScore ?? "",
      cell.lastActivityAt ? new Date(cell.lastActivityAt).toISOString().slice(0, 16).replace("T", " ") : "",
      cell.needsHelp ? "✓" : "",
    ]),
  );
  return { columns, rows };
}

export async function exportResults(data: PracticeResults, t: TFunction<typeof NAMESPACE>) {
  const { columns, rows } = resultsSheet(data, t);
  await downloadWorkbook(`practice-class-${data.classNumber}.xlsx`, t("results.sheet"), columns, rows);
}
