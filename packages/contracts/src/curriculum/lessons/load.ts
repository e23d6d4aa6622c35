import { type DataFile, namedBy, problemLines } from "../data-files.ts";
import { type Lesson, lessonSchema, type SameLesson, sameLessonSchema } from "./model.ts";

/** One lesson data file as it was read. */
export type LessonFile = DataFile;

const isSameLesson = (entry: unknown): boolean =>
  typeof entry === "object" && entry !== null && "sameAs" in entry;

/**
 * The lesson pages of these files, each file's entries in its order and the files in theirs. Every
 * entry is checked against the lesson schema (or, when it names `sameAs`, the shared-page schema)
 * and all that is wrong is thrown in one error, each line naming the file and the field. A shared
 * page is the named chapter's page under the entry's own chapter id.
 */
export function loadLessons(files: readonly LessonFile[]): Lesson[] {
  const errors: string[] = [];
  const entries: { file: string; index: number; entry: Lesson | SameLesson }[] = [];
  for (const { file, data } of files) {
    if (!Array.isArray(data)) {
      errors.push(`${file} (the whole file): expected an array of lesson pages`);
      continue;
    }
    data.forEach((entry: unknown, index) => {
      const parsed = isSameLesson(entry) ? sameLessonSchema.safeParse(entry) : lessonSchema.safeParse(entry);
      if (parsed.success) entries.push({ file, index, entry: parsed.data });
      else errors.push(...problemLines(file, [index], namedBy(entry, "chapterId"), parsed.error));
    });
  }
  const own = new Map<string, Lesson>();
  for (const { entry } of entries) if (!("sameAs" in entry)) own.set(entry.chapterId, entry);
  const lessons = entries.flatMap(({ file, index, entry }) => {
    if (!("sameAs" in entry)) return [entry];
    const shared = own.get(entry.sameAs);
    if (shared) return [{ ...shared, chapterId: entry.chapterId }];
    errors.push(
      `${file} [${index}].sameAs (${entry.chapterId}): no lesson page of its own for ${entry.sameAs}`,
    );
    return [];
  });
  if (errors.length > 0) throw new Error(`Lesson data files do not match the schema:\n${errors.join("\n")}`);
  return lessons;
}
