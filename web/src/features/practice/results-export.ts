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
  const rows = data.students.flatMap((student) =>
    student.sets.map((cell) => [
      student.name,
      student.username,
      titles.get(cell.resourceId) ?? "",
      t(`levels.${cell.level}`),
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
