import type { Book } from "@ganit/contracts/curriculum/index";
import { hindiTitleToShow } from "@ganit/contracts/curriculum/index";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { courseResources, courses, syllabusItems } from "../../db/schema.ts";
import type { SyllabusData } from "./data.ts";

/**
 * Where the syllabus sits in the catalogue today, read from the loader's records: the course, each
 * skill's practice resource and each chapter's lesson resource (only rows that still exist: an
 * admin may have removed one). The chapter view's two answers are built on it.
 */

export type ChapterPlace = {
  id: string;
  number: number;
  title: { en: string; hi: string; hiOurs: boolean };
  lessonResourceId: string | null;
  skills: { id: string; name: { en: string; hi: string }; resourceId: string | null }[];
};

/** The live course the syllabus became, or null before the first load (or after an admin archived it). */
export async function syllabusCourseId(db: DbOrTx): Promise<string | null> {
  const [row] = await db
    .select({ id: courses.id, archivedAt: courses.archivedAt })
    .from(syllabusItems)
    .innerJoin(courses, eq(courses.id, syllabusItems.refId))
    .where(and(eq(syllabusItems.kind, "course"), eq(syllabusItems.key, "mathematics")))
    .limit(1);
  return row && !row.archivedAt ? row.id : null;
}

const bookTitle = (book: Book) => ({ en: book.title.en, hi: book.title.hi?.text ?? book.title.en });

export async function chapterPlaces(db: DbOrTx, data: SyllabusData, book: Book) {
  const skillKeys = book.chapters.flatMap((chapter) =>
    data.skills
      .filter((skill) => skill.chapters.includes(chapter.id))
      .map((skill) => `${chapter.id}/${skill.id}`),
  );
  const lessonKeys = book.chapters.map((chapter) => `${chapter.id}/lesson`);
  const setRows = skillKeys.length
    ? await db
        .select({ key: syllabusItems.key, resourceId: courseResources.id })
        .from(syllabusItems)
        .innerJoin(courseResources, eq(courseResources.id, syllabusItems.refId))
        .where(and(eq(syllabusItems.kind, "set"), inArray(syllabusItems.key, skillKeys)))
    : [];
  const lessonRows = await db
    .select({ key: syllabusItems.key, resourceId: courseResources.id, type: courseResources.type })
    .from(syllabusItems)
    .innerJoin(courseResources, eq(courseResources.courseTitleId, syllabusItems.refId))
    .where(and(eq(syllabusItems.kind, "title"), inArray(syllabusItems.key, lessonKeys)));
  const setOf = new Map(setRows.map((row) => [row.key, row.resourceId]));
  const lessonOf = new Map(
    lessonRows.filter((row) => row.type === "Examples").map((row) => [row.key, row.resourceId]),
  );
  const chapters: ChapterPlace[] = book.chapters.map((chapter) => {
    const hi = hindiTitleToShow(chapter);
    return {
      id: chapter.id,
      number: chapter.number,
      title: { en: chapter.title.en.text, hi: hi.text, hiOurs: hi.ours },
      lessonResourceId: lessonOf.get(`${chapter.id}/lesson`) ?? null,
      skills: data.skills
        .filter((skill) => skill.chapters.includes(chapter.id))
        .map((skill) => ({
          id: skill.id,
          name: { en: skill.name.en, hi: skill.name.hi },
          resourceId: setOf.get(`${chapter.id}/${skill.id}`) ?? null,
        })),
    };
  });
  return { book: { id: book.id, title: bookTitle(book) }, chapters };
}
