import { readFileSync, writeFileSync } from "node:fs";
import { expect } from "vitest";

/**
 * A part of a documentation page that is written from the data (the generators' list, the
 * syllabus's skills), so the docs never disagree with the code. The part stands between the
 * markers `<!-- name:start -->` and `<!-- name:end -->`.
 */

/** A Markdown table: the header row, its separator, then a line per row of cells. */
export const markdownTable = (headers: readonly string[], rows: readonly (readonly string[])[]) =>
  [headers, headers.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");

/** Expects `file` to hold `part` between its `name` markers; `UPDATE_DOCS=1` writes it there first. */
export function expectDocPart(file: string, name: string, part: string) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const text = readFileSync(file, "utf8");
  const [before, rest = ""] = text.split(start);
  const after = rest.split(end)[1] ?? "";
  const written = `${before}${start}\n${part}\n${end}${after}`;
  if (process.env.UPDATE_DOCS === "1") writeFileSync(file, written);
  expect(text).toBe(written);
}
