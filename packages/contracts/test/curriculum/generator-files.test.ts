import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { REGISTRY } from "@ganit/contracts/practice/generators/registry";
import { describe, expect, it } from "vitest";
import { z } from "zod";

/**
 * Each question generator's catalogue facts and words (its name, classes, skills, course families and
 * English and Hindi texts) are an entry, under its id, of the `about.json` of its folder, spread into
 * `defineGenerator` through the folder's `about(id, version, ...sets)` (ADRs 0746, 0748). TypeScript holds a missing field or a missing Hindi text; what it
 * cannot see is a key it does not know (a misspelt `familes` beside `families` would be spread in and
 * never read) or an entry no generator reads. Every folder's file is read from disk here, so those are
 * caught.
 */
const ROOT = path.resolve(import.meta.dirname, "../../src/practice/generators");

const words = z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/), z.string().min(1));
const aboutSchema = z.strictObject({
  name: z.strictObject({ en: z.string().min(1), hi: z.string().min(1) }),
  classes: z.array(z.number().int().min(1).max(10)).min(1),
  skills: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)).min(1),
  families: z.array(z.string().min(1)).min(1),
  texts: z.strictObject({ en: words, hi: words }).optional(),
});

const folders = [
  ROOT,
  ...readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(ROOT, entry.name)),
];
/** Each generator's code, by the id it defines, with the folder it is in. */
const codeById = new Map(
  folders.flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith(".ts"))
      .map((name) => readFileSync(path.join(folder, name), "utf8"))
      .flatMap((code) =>
        [...code.matchAll(/defineGenerator\(\s*(?:\{ \.\.\.)?about\("([A-Za-z0-9]+)"/g)].map(
          ([, id]) => [id as string, { folder, code }] as const,
        ),
      ),
  ),
);
const entries = folders.flatMap((folder) => {
  const file = path.join(folder, "about.json");
  const data = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  return Object.entries(data).map(([id, about]) => ({ id, folder, file: path.relative(ROOT, file), about }));
});

describe("the generators' data files", () => {
  it("hold one entry for every generator, in its own folder's file", () => {
    expect(entries.map((e) => e.id).sort()).toEqual(REGISTRY.map((g) => g.id).sort());
    for (const { id, folder } of entries) expect(codeById.get(id)?.folder, id).toBe(folder);
  });

  it.each(entries)(
    "$file $id has only the fields a generator reads, and Hindi for each English text",
    ({ about }) => {
      const parsed = aboutSchema.parse(about);
      if (parsed.texts)
        expect(Object.keys(parsed.texts.hi).sort()).toEqual(Object.keys(parsed.texts.en).sort());
    },
  );

  it.each(entries)("$file $id is spread into the definition of that id", ({ id, about }) => {
    const code = codeById.get(id)?.code ?? "";
    expect(code).toContain(`import { about } from "./about.ts";`);
    const definition = REGISTRY.find((g) => g.id === id);
    const parsed = aboutSchema.parse(about);
    expect(definition).toMatchObject({
      name: parsed.name,
      classes: parsed.classes,
      skills: parsed.skills,
      families: parsed.families,
    });
    for (const locale of ["en", "hi"] as const)
      expect(definition?.texts[locale]).toMatchObject(parsed.texts?.[locale] ?? {});
  });

  it("the check itself refuses a key the definition does not know, a class past 10 and a name without Hindi", () => {
    const sample = entries.find((e) => (e.about as { texts?: unknown }).texts)?.about as Record<
      string,
      unknown
    >;
    expect(() => aboutSchema.parse({ ...sample, familes: ["Mathematics"] })).toThrow(/familes/);
    expect(() => aboutSchema.parse({ ...sample, classes: [11] })).toThrow(/classes/);
    expect(() => aboutSchema.parse({ ...sample, name: { en: "Only English" } })).toThrow(/hi/);
  });
});
