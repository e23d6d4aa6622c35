import { z } from "zod";
import { type DataFile, namedBy, problemLines } from "../data-files.ts";
import type { GeneratedSkill, HandwrittenSkill, Skill } from "./model.ts";

/**
 * The skills' data files (./class-NN.json) checked as the contracts load them
 * (docs/adr/0747-skills-and-books-as-json-data.md). The schemas are strict, so a misspelt key fails
 * where it stands instead of vanishing. A skill is answered as it was read, not as zod rebuilds it:
 * the syllabus version hashes the skills' JSON, and a rebuilt object could order its keys otherwise.
 */
const bilingual = z.strictObject({ en: z.string().min(1), hi: z.string().min(1) });
const step = z.strictObject({ min: z.number().int(), max: z.number().int() });
const base = {
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower case words joined by hyphens"),
  classNumber: z.literal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
  chapters: z
    .array(z.string().regex(/^[a-z]+-c\d+(-[a-z]+)?-ch\d\d$/, "a chapter id: <book id>-chNN"))
    .min(1),
  name: bilingual,
};
const generatedSkillSchema = z.strictObject({
  ...base,
  generator: z.string().min(1),
  steps: z.tuple([step, step, step]),
}) satisfies z.ZodType<GeneratedSkill>;
const handwrittenSkillSchema = z.strictObject({
  ...base,
  questions: z
    .array(
      z.strictObject({
        kind: z.enum(["numeric", "single"]),
        prompt: bilingual,
        answer: z.union([z.string().min(1), z.number().int().min(0)]),
        options: z.strictObject({ en: z.array(z.string()), hi: z.array(z.string()) }).optional(),
        hint: bilingual,
        check: z.string().min(1).optional(),
      }),
    )
    .min(1),
}) satisfies z.ZodType<HandwrittenSkill>;

/** One skills data file as it was read. */
export type SkillFile = DataFile;

/**
 * The skills of these files, each file's in its order and the files in theirs. Every entry is
 * checked (a generated skill, or one of hand-written questions when it has `questions`) and all that
 * is wrong is thrown in one error, each line naming the file, the field and the skill.
 */
export function loadSkills(files: readonly SkillFile[]): Skill[] {
  const errors: string[] = [];
  const skills: Skill[] = [];
  for (const { file, data } of files) {
    if (!Array.isArray(data)) {
      errors.push(`${file} (the whole file): expected an array of skills`);
      continue;
    }
    data.forEach((entry: unknown, index) => {
      const handwritten = typeof entry === "object" && entry !== null && "questions" in entry;
      const parsed = (handwritten ? handwrittenSkillSchema : generatedSkillSchema).safeParse(entry);
      if (parsed.success) skills.push(entry as Skill);
      else errors.push(...problemLines(file, [index], namedBy(entry, "id"), parsed.error));
    });
  }
  if (errors.length > 0) throw new Error(`Skill data files do not match the schema:\n${errors.join("\n")}`);
  return skills;
}
