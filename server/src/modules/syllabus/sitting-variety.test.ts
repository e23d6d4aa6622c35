import type { GeneratorSpec } from "@ganit/contracts";
import { isGeneratedSkill, SKILLS } from "@ganit/contracts/curriculum/skills/index";
import { describe, expect, it } from "vitest";
import { issueQuestions } from "../practice/index.ts";
import { setOfSkill } from "./plan.ts";

/**
 * No two identical questions in a sitting of ten: each syllabus skill's set (its three steps, 3 + 3 +
 * 4 questions) is issued as a child's sitting is, by the practice module's own `issueQuestions`
 * (fresh seeds, drawn again while a question reads as an earlier one), 40 sittings a skill, and no
 * sitting may show a child the same question twice — the words, the picture, the choices and the
 * things to order, as the child reads them.
 */
const SITTINGS = 40;
const asRead = (item: { html: { prompt: string; options?: string[]; items?: string[]; left?: string[] } }) =>
  JSON.stringify([
    item.html.prompt,
    item.html.options ?? null,
    item.html.items ?? null,
    item.html.left ?? null,
  ]);

describe("a syllabus sitting never asks one question twice", () => {
  it.each(SKILLS.filter(isGeneratedSkill).map((skill) => [skill.id, skill] as const))("%s", (_, skill) => {
    const generators = setOfSkill(skill).generators as GeneratorSpec[];
    const set = {
      resourceId: `skill-${skill.id}`,
      mode: "practice" as const,
      mastery: { rule: "all" as const },
      items: [],
      generators,
      sizeBytes: 0,
      updatedAt: new Date(),
    };
    for (let sitting = 0; sitting < SITTINGS; sitting++) {
      const { items } = issueQuestions(set);
      expect(items).toHaveLength(10);
      const read = items.map(asRead);
      const repeated = read.find((text, i) => read.indexOf(text) !== i);
      expect(repeated, `${skill.id}, sitting ${sitting + 1}`).toBeUndefined();
    }
  });
});
