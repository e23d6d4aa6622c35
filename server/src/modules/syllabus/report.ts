import type { LoadReport } from "./load.ts";
import type { ItemKind } from "./records.ts";

const KIND_NAMES: Record<ItemKind, string> = {
  course: "course",
  level: "chapter",
  title: "title",
  set: "practice set",
  lesson: "lesson page",
};

/** The report an operator reads after a load: the counts, then each item kept and why. */
export function describeLoad(report: LoadReport): string[] {
  const lines = [
    `Syllabus ${report.version}: ${report.created} added, ${report.updated} updated, ${report.unchanged} unchanged, ${report.kept.length} kept as an admin left them.`,
  ];
  for (const item of report.kept) {
    const why = item.reason === "changedByAdmin" ? "changed by an admin" : "removed by an admin";
    lines.push(`  kept: ${KIND_NAMES[item.kind]} ${item.key} (${why})`);
  }
  return lines;
}
