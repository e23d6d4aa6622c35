import path from "node:path";
import { REGISTRY } from "@ganit/contracts/practice/index";
import { describe, it } from "vitest";
import { expectDocPart, markdownTable } from "../../test/docs-from-data.ts";

/**
 * docs/practice-generators.md lists the registry's generators: its table is written from the
 * registry, so the docs never name a generator the code lacks. `UPDATE_DOCS=1` writes it again.
 */
const FILE = path.resolve(import.meta.dirname, "../../../../docs/practice-generators.md");

function table(): string {
  const rows = REGISTRY.map((g) => {
    const b = g.bounds;
    const range = `${b.min}–${b.max} (default ${b.defaultMin}–${b.defaultMax})`;
    const name = `${g.name.en} / ${g.name.hi}`;
    return [
      `\`${g.id}\``,
      String(g.version),
      name,
      g.classes.join(", "),
      g.skills.join(", "),
      g.families.join(", "),
      range,
    ];
  });
  return markdownTable(
    ["Id", "Version", "Name (English / Hindi)", "Classes", "Skills", "Course families", "Range"],
    rows,
  );
}

describe("the generators' documentation", () => {
  it("lists exactly the registry's generators", () => {
    expectDocPart(FILE, "registry", table());
  });
});
