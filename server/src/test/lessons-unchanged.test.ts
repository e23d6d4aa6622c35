import { readFileSync } from "node:fs";
import path from "node:path";
import { LESSONS } from "@ganit/contracts/curriculum/lessons/index";
import { describe, expect, it } from "vitest";
import { shippedSyllabus, syllabusVersion } from "../modules/syllabus/data.ts";

/**
 * Kept only while the lesson pages move from TypeScript object literals to data files: the lessons as
 * they were exported before the move, dumped to JSON, must be what the contracts export after it,
 * key for key and in the same order (the syllabus version hashes their JSON text).
 */
const BEFORE = path.resolve(import.meta.dirname, "lessons-before-data-files.json");

describe("the lesson pages after their move to data files", () => {
  it("are the same objects, in the same order, as before", () => {
    const before: unknown = JSON.parse(readFileSync(BEFORE, "utf8"));
    expect(JSON.parse(JSON.stringify(LESSONS))).toStrictEqual(before);
    // JSON.parse keeps the keys' order, so the texts agree only when every key stands where it stood.
    expect(JSON.stringify(LESSONS)).toBe(JSON.stringify(before));
  });

  it("leave the shipped syllabus's version as it was", () => {
    expect(syllabusVersion(shippedSyllabus())).toBe("a9f31ac34375");
  });
});
