import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { loadSkills, SKILL_FILES, SKILLS } from "@ganit/contracts/curriculum/skills/index";
import { describe, expect, it } from "vitest";

/**
 * The skills are data files (packages/contracts/src/curriculum/skills/class-NN.json, ADR 0747); the
 * contracts load them through one loader that checks them against the skill schema. Here every file
 * in the folder is read from disk, so one the contracts forgot to import is caught too.
 */
const FOLDER = path.resolve(import.meta.dirname, "../../src/curriculum/skills");
const onDisk = readdirSync(FOLDER)
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((file) => ({ file, data: JSON.parse(readFileSync(path.join(FOLDER, file), "utf8")) as unknown }));

/** Class 6's file with one change made to a deep copy of its first skill. */
function classSixWith(change: (skill: Record<string, unknown>) => void) {
  const file = onDisk.find((f) => f.file === "class-06.json");
  if (!file) throw new Error("class-06.json is missing");
  const data = structuredClone(file.data) as Record<string, unknown>[];
  change(data[0] as Record<string, unknown>);
  return [{ file: "class-06.json", data }];
}

describe("the skill data files", () => {
  it("are all imported by the contracts, in class order, each holding its own class only", () => {
    expect(SKILL_FILES).toEqual(onDisk);
    for (const [index, { file }] of SKILL_FILES.entries()) {
      const classNumber = index + 1;
      const own = loadSkills(SKILL_FILES.filter((f) => f.file === file));
      expect(own.length, file).toBeGreaterThan(0);
      expect(new Set(own.map((skill) => skill.classNumber)), file).toEqual(new Set([classNumber]));
    }
  });

  it("are answered as read, key order included (the syllabus version hashes their JSON)", () => {
    expect(JSON.stringify(SKILLS)).toBe(JSON.stringify(onDisk.flatMap((f) => f.data as unknown[])));
  });

  it("a wrong field fails with the file's name, the field's place and the skill", () => {
    const threeSteps = classSixWith((skill) => {
      (skill.steps as unknown[]).pop();
    });
    expect(() => loadSkills(threeSteps)).toThrow(
      /class-06\.json \[0\]\.steps \(c6-special-number-sequences\): /,
    );
    const noHindi = classSixWith((skill) => {
      skill.name = { en: "A name" };
    });
    expect(() => loadSkills(noHindi)).toThrow(
      /class-06\.json \[0\]\.name\.hi \(c6-special-number-sequences\): /,
    );
    const badChapter = classSixWith((skill) => {
      skill.chapters = ["chapter one"];
    });
    expect(() => loadSkills(badChapter)).toThrow(/\[0\]\.chapters\[0\] .*a chapter id/);
  });

  it("a misspelt key is an error, not a field quietly dropped", () => {
    const misspelt = classSixWith((skill) => {
      skill.generater = skill.generator;
    });
    expect(() => loadSkills(misspelt)).toThrow(/class-06\.json \[0\].*generater/);
  });

  it("a skill of hand-written questions is read with its own schema", () => {
    const question = {
      kind: "numeric",
      prompt: { en: "7 + 8 = ?", hi: "7 + 8 = ?" },
      answer: "15",
      hint: { en: "Make a ten.", hi: "दस बनाओ।" },
      check: "7+8",
    };
    const handwritten = classSixWith((skill) => {
      delete skill.generator;
      delete skill.steps;
      skill.questions = [question];
    });
    expect(loadSkills(handwritten)[0]).toMatchObject({ questions: [question] });
    const noKind = classSixWith((skill) => {
      delete skill.generator;
      delete skill.steps;
      skill.questions = [{ ...question, kind: "essay" }];
    });
    expect(() => loadSkills(noKind)).toThrow(/\[0\]\.questions\[0\]\.kind/);
  });
});
