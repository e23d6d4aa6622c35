import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_PRACTICE_FILES, loadDemoFamilies } from "./catalogue.ts";

/**
 * The demo's practice sets are data files (./sets/<family>.json, ADR 0742), checked as they load:
 * every file in the folder, read from disk so one the catalogue forgot is caught too.
 */
const FOLDER = path.resolve(import.meta.dirname, "sets");
const onDisk = readdirSync(FOLDER)
  .filter((name) => name.endsWith(".json"))
  .map((file) => ({ file, data: JSON.parse(readFileSync(path.join(FOLDER, file), "utf8")) as unknown }));

/** A family file as a test spoils it. */
interface LooseFamily {
  sets: { at: { class: unknown }; items?: { solve?: unknown; answer?: unknown }[] }[];
}

/** The Math Lab file with one change made to a deep copy of it. */
function mathLabWith(change: (family: LooseFamily) => void) {
  const file = onDisk.find((f) => f.file === "math-lab.json");
  if (!file) throw new Error("math-lab.json is missing");
  const data = structuredClone(file.data) as LooseFamily;
  change(data);
  return [{ file: "math-lab.json", data }];
}

describe("the demo's practice set files", () => {
  it("are all imported by the catalogue", () => {
    expect(DEMO_PRACTICE_FILES.map((f) => f.file).sort()).toEqual(onDisk.map((f) => f.file).sort());
  });

  it.each(onDisk)("$file matches the demo set schema and the practice API's", (file) => {
    expect(loadDemoFamilies([file])[0]?.sets.length).toBeGreaterThan(0);
  });

  it("a question without its own check, or a set at no class, fails with the file and the field", () => {
    const noCheck = mathLabWith((family) => {
      const first = family.sets[0]?.items?.[0];
      if (first) delete first.solve;
    });
    expect(() => loadDemoFamilies(noCheck)).toThrow(/math-lab\.json \.sets\[0\]\.items\[0\]\.solve: /);
    const noClass = mathLabWith((family) => {
      const first = family.sets[1];
      if (first) first.at.class = 11;
    });
    expect(() => loadDemoFamilies(noClass)).toThrow(/math-lab\.json \.sets\[1\]\.at\.class: /);
  });

  it("a question the practice API would refuse fails here, with the file and the field", () => {
    const noAnswer = mathLabWith((family) => {
      const first = family.sets[0]?.items?.[0];
      if (first) delete first.answer;
    });
    expect(() => loadDemoFamilies(noAnswer)).toThrow(/math-lab\.json \.sets\[0\]\.items\[0\]/);
  });
});
