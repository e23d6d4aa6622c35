import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { REGISTRY } from "@ganit/contracts/practice/index";
import { describe, expect, it } from "vitest";

/**
 * docs/practice-generators.md lists the registry's generators: its table is written from the
 * registry, so the docs never name a generator the code lacks. `UPDATE_DOCS=1` writes it again.
 */
const FILE = path.resolve(import.meta.dirname, "../../../../docs/practice-generators.md");
const START = "<!-- registry:start -->";
const END = "<!-- registry:end -->";

function table(): string {
  const rows = REGISTRY.map((g) => {
    const b = g.bounds;
    const range = `${b.min}–${b.max} (default ${b.defaultMin}–${b.defaultMax})`;
    return `| \`${g.id}\` | ${g.version} | ${g.name.en} / ${g.name.hi} | ${g.classes.join(", ")} | ${g.skills.join(", ")} | ${g.families.join(", ")} | ${range} |`;
  });
  return [
    "| Id | Version | Name (English / Hindi) | Classes | Skills | Course families | Range |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
}

describe("the generators' documentation", () => {
  it("lists exactly the registry's generators", () => {
    const text = readFileSync(FILE, "utf8");
    const [before, rest = ""] = text.split(START);
    const after = rest.split(END)[1] ?? "";
    const written = `${before}${START}\n${table()}\n${END}${after}`;
    if (process.env.UPDATE_DOCS === "1") writeFileSync(FILE, written);
    expect(text).toBe(written);
  });
});
