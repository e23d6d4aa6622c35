import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { REGISTRY } from "@ganit/contracts/practice/generators/registry";
import { describe, expect, it } from "vitest";
import { z } from "zod";

/**
 * Each question generator's catalogue facts and words (its name, classes, skills, course families and
 * English and Hindi texts) are a JSON file beside its code, spread into `defineGenerator` (ADR 0746).
 * TypeScript holds a missing field or a missing Hindi text; what it cannot see is a key it does not
 * know (a misspelt `familes` beside `families` would be spread in and never read) or a file no
 * generator imports. Every file in the folders is read from disk, so those are caught here.
 */
const ROOT = path.resolve(import.meta.dirname, "../../../packages/contracts/src/practice/generators");

const words = z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/), z.string().min(1));
const aboutSchema = z.strictObject({
  name: z.strictObject({ en: z.string().min(1), hi: z.string().min(1) }),
  classes: z.array(z.number().int().min(1).max(10)).min(1),
  skills: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)).min(1),
  families: z.array(z.string().min(1)).min(1),
  texts: z.strictObject({ en: words, hi: words }).optional(),
});

const onDisk = [
  ROOT,
  ...readdirSync(ROOT, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => path.join(ROOT, e.name)),
]
  .flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith(".json"))
      .map((name) => path.join(folder, name)),
  )
  .sort()
  .map((file) => ({
    file: path.relative(ROOT, file),
    code: readFileSync(file.replace(/\.json$/, ".ts"), "utf8"),
    data: JSON.parse(readFileSync(file, "utf8")) as unknown,
  }));

describe("the generators' data files", () => {
  it("there is one for every generator", () => {
    expect(onDisk).toHaveLength(REGISTRY.length);
  });

  it.each(onDisk)(
    "$file has only the fields a generator reads, and Hindi for each English text",
    ({ data }) => {
      const about = aboutSchema.parse(data);
      if (about.texts) expect(Object.keys(about.texts.hi).sort()).toEqual(Object.keys(about.texts.en).sort());
    },
  );

  it.each(onDisk)("$file is spread into the definition of the code beside it", ({ file, code, data }) => {
    const base = path.basename(file);
    expect(code).toContain(`import about from "./${base}" with { type: "json" };`);
    const id = /defineGenerator\(\{\s*id: "([A-Za-z0-9]+)"/.exec(code)?.[1];
    const definition = REGISTRY.find((g) => g.id === id);
    const about = aboutSchema.parse(data);
    expect(definition).toMatchObject({ name: about.name, classes: about.classes, skills: about.skills });
    for (const locale of ["en", "hi"] as const)
      expect(definition?.texts[locale]).toMatchObject(about.texts?.[locale] ?? {});
  });

  it("a key the definition does not know is refused, not spread in unread", () => {
    const sample = onDisk[0]?.data as Record<string, unknown>;
    expect(() => aboutSchema.parse({ ...sample, familes: ["Mathematics"] })).toThrow(/familes/);
    const texts = sample.texts as { en: Record<string, string>; hi: Record<string, string> };
    const [firstKey] = Object.keys(texts.en);
    const withoutHindi = { ...texts.hi };
    if (firstKey) delete withoutHindi[firstKey];
    const about = aboutSchema.parse({ ...sample, texts: { ...texts, hi: withoutHindi } });
    expect(Object.keys(about.texts?.hi ?? {}).sort()).not.toEqual(Object.keys(about.texts?.en ?? {}).sort());
  });
});
