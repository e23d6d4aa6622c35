import type { z } from "zod";

/**
 * What the curriculum's data loaders share (lessons, skills, books: docs/adr/0741, docs/adr/0747): a
 * data file as it was read, and a schema's problems written as a reader finds them in the file.
 */

/** One data file as it was read: its name (for messages) and its parsed JSON. */
export interface DataFile {
  readonly file: string;
  readonly data: unknown;
}

/** A field's place in a file, written as a reader finds it: `[3].examples[1].check.value`. */
const place = (path: readonly PropertyKey[]): string =>
  path.map((key) => (typeof key === "number" ? `[${key}]` : `.${String(key)}`)).join("");

/** ` (value)` of the entry's field `key` when it is a string, to find the entry by in a long file. */
export const namedBy = (entry: unknown, key: string): string => {
  const value =
    typeof entry === "object" && entry !== null ? (entry as Record<string, unknown>)[key] : undefined;
  return typeof value === "string" ? ` (${value})` : "";
};

/**
 * One line per problem: the file, the field's place below `at` (the whole file when there is none),
 * the entry's name and zod's message: `class-06.json [0].name.hi (c6-…): Invalid input: …`.
 */
export const problemLines = (file: string, at: readonly PropertyKey[], name: string, error: z.ZodError) =>
  error.issues.map(
    (issue) => `${file} ${place([...at, ...issue.path]) || "(the whole file)"}${name}: ${issue.message}`,
  );

/**
 * A folder's data files of classes 1 to 10, given in class order: each named as it is on disk
 * (`class-01.json` … `class-10.json`), which the server's tests check against the folder.
 */
export const classFiles = (classes: readonly unknown[]): readonly DataFile[] =>
  classes.map((data, index) => ({ file: `class-${String(index + 1).padStart(2, "0")}.json`, data }));
