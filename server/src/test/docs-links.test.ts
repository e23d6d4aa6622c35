import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");

// The rules page (docs/rules.md) and the decision records point at each other by file name: a
// renamed or missing record would leave a reader at a dead link.
it("every relative link in README, CHANGELOG and docs leads to a file that exists", () => {
  const docs = (dir: string) =>
    readdirSync(path.join(ROOT, dir))
      .filter((name) => name.endsWith(".md"))
      .map((name) => `${dir}/${name}`);
  const files = ["README.md", "CHANGELOG.md", ...docs("docs"), ...docs("docs/adr")];
  const dead: string[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    for (const [, target = ""] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue;
      if (!existsSync(path.resolve(ROOT, path.dirname(file), target))) dead.push(`${file} → ${target}`);
    }
  }
  expect(dead).toEqual([]);
});
