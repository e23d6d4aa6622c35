import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { LESSON_FILES, loadLessons } from "@ganit/contracts/curriculum/lessons/index";
import { describe, expect, it } from "vitest";

/**
 * The lesson pages are data files (packages/contracts/src/curriculum/lessons/class-NN.json, ADR 0741);
 * the contracts load them through one loader that checks them against the lesson schema. Here every
 * file in the folder is read from disk, so one the contracts forgot to import is caught too.
 */
const FOLDER = path.resolve(import.meta.dirname, "../../src/curriculum/lessons");
const onDisk = readdirSync(FOLDER)
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((file) => ({ file, data: JSON.parse(readFileSync(path.join(FOLDER, file), "utf8")) as unknown }));

/** A page as a test spoils it: any field may be set to anything. */
interface LoosePage {
  idea: { hi?: string };
  examples: { check: { value: unknown } }[];
  [key: string]: unknown;
}

/** Class 3's file with one change made to a deep copy of its first page. */
function classThreeWith(change: (page: LoosePage) => void) {
  const file = onDisk.find((f) => f.file === "class-03.json");
  if (!file) throw new Error("class-03.json is missing");
  const data = structuredClone(file.data) as LoosePage[];
  change(data[0] as LoosePage);
  return [{ file: "class-03.json", data }];
}

describe("the lesson data files", () => {
  it("are all imported by the contracts, in class order, each name holding that file's data", () => {
    expect(LESSON_FILES).toEqual(onDisk);
  });

  it.each(onDisk)("$file matches the lesson schema", (file) => {
    expect(loadLessons([file]).length).toBeGreaterThan(0);
  });

  it("a wrong field fails with the file's name and the field's place", () => {
    const wrongType = classThreeWith((page) => {
      const second = page.examples[1];
      if (second) second.check.value = 7;
    });
    expect(() => loadLessons(wrongType)).toThrow(
      /class-03\.json \[0\]\.examples\[1\]\.check\.value \(ncert-c3-ch01\): .*string/,
    );
    const missing = classThreeWith((page) => {
      delete page.idea.hi;
    });
    expect(() => loadLessons(missing)).toThrow(/class-03\.json \[0\]\.idea\.hi \(ncert-c3-ch01\): /);
    const oneExample = classThreeWith((page) => {
      page.examples.pop();
    });
    expect(() => loadLessons(oneExample)).toThrow(/class-03\.json \[0\]\.examples \(ncert-c3-ch01\): /);
  });

  it("a misspelt key is an error, not a field quietly dropped", () => {
    const misspelt = classThreeWith((page) => {
      page.figures = page.figure;
    });
    expect(() => loadLessons(misspelt)).toThrow(/class-03\.json \[0\].*figures/);
  });

  it("a page shared with another chapter must name a chapter with a page of its own", () => {
    const shared = [{ file: "extra.json", data: [{ chapterId: "ncert-c3-ch99", sameAs: "ncert-c3-ch98" }] }];
    expect(() => loadLessons(shared)).toThrow(
      /extra\.json \[0\]\.sameAs \(ncert-c3-ch99\): no lesson page of its own for ncert-c3-ch98/,
    );
    const known = [{ file: "extra.json", data: [{ chapterId: "ncert-c3-ch99", sameAs: "ncert-c3-ch01" }] }];
    const [copy] = loadLessons([...classThreeWith(() => {}), ...known]).slice(-1);
    expect(copy?.chapterId).toBe("ncert-c3-ch99");
    expect(copy?.idea).toEqual(loadLessons(classThreeWith(() => {}))[0]?.idea);
  });
});
