import type { ClassProgress } from "@ganit/contracts";
import type { TFunction } from "i18next";
import { downloadWorkbook, type SheetColumn } from "@/components/bulk-upload/spreadsheet.ts";
import type { NAMESPACE } from "./i18n.ts";

/**
 * The class progress table as an .xlsx (loaded only when 'Export .xlsx' is pressed, with SheetJS):
 * the same rows and columns as on screen, ✓ for a completed title, the counts, and a last row with
 * how many completed each title. `workbookBytes` neutralizes every text cell, so a name or title
 * typed as `=HYPERLINK(…)` stays text in the office's Excel.
 */
export function progressSheet(data: ClassProgress, t: TFunction<typeof NAMESPACE>) {
  const columns: SheetColumn[] = [
    { header: t("classProgress.rollNumber"), width: 14 },
    { header: t("classProgress.student"), width: 28 },
    ...data.titles.map((title) => ({
      header: t("classProgress.levelTitle", { level: title.levelNumber, title: title.title }),
      width: 18,
    })),
    { header: t("classProgress.completed"), width: 16 },
    { header: t("classProgress.resources"), width: 16 },
  ];
  const rows: unknown[][] = data.students.map((student) => {
    const completed = new Set(student.completedTitles);
    return [
      student.rollNumber ?? "",
      student.name,
      ...data.titles.map((title) => (completed.has(title._id) ? "✓" : "")),
      completed.size,
      student.completedResources,
    ];
  });
  rows.push(["", t("classProgress.completedBy"), ...data.titles.map((title) => title.completedBy), "", ""]);
  return { columns, rows };
}

/** A file name of letters, digits and dashes: `progress-vedic-math-class-5.xlsx`. */
export function progressFileName(data: ClassProgress) {
  const slug = data.courseName
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `progress-${slug || "course"}-class-${data.classNumber}.xlsx`;
}

export async function exportClassProgress(data: ClassProgress, t: TFunction<typeof NAMESPACE>) {
  const { columns, rows } = progressSheet(data, t);
  await downloadWorkbook(progressFileName(data), t("classProgress.sheet"), columns, rows);
}
