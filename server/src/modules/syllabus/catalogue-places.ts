import type { Book } from "@ganit/contracts/curriculum/index";
import { hindiTitleToShow } from "@ganit/contracts/curriculum/index";
import { and, asc, eq, like } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { courseResources, courses, courseTitles, syllabusItems } from "../../db/schema.ts";

/**
 * Where the syllabus sits in the catalogue today, read from the loader's records: the course, each
 * chapter's skills as the titles the loader wrote (named as the catalogue names them now, so an
 * admin's new name shows), each skill's practice resource and each chapter's lesson resource (rows
 * an admin removed are simply absent). The chapter view's two answers are built on it.
 */

export type ChapterPlace = {
  id: string;
  number: number;
  title: { en: string; hi: string; hiOurs: boolean };
  lessonPageId: string | null;
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

/** Keys are `<chapter id>/<skill id or "lesson">`; a book's chapter ids all start `<book id>-ch`. */
const ofBook = (book: Book) => like(syllabusItems.key, `${book.id}-ch%`);
/** A library page's address as a course resource holds it. */
const LESSON_PAGE = /^\/viewresource\/([^/?#]+)$/;
const split = (key: string) => {
  const at = key.indexOf("/");
  return { chapterId: key.slice(0, at), rest: key.slice(at + 1) };
};

export async function chapterPlaces(db: DbOrTx, book: Book) {
  const titles = await db
    .select({
      key: syllabusItems.key,
      title: courseTitles.title,
      titleHi: courseTitles.titleHi,
      resourceId: courseResources.id,
      type: courseResources.type,
      url: courseResources.url,
    })
    .from(syllabusItems)
    .innerJoin(courseTitles, eq(courseTitles.id, syllabusItems.refId))
    .leftJoin(courseResources, eq(courseResources.courseTitleId, courseTitles.id))
    .where(and(eq(syllabusItems.kind, "title"), ofBook(book)))
    .orderBy(asc(courseTitles.courseLevelId), asc(courseTitles.position), asc(courseResources.position));
  const sets = await db
    .select({ key: syllabusItems.key, resourceId: courseResources.id })
    .from(syllabusItems)
    .innerJoin(courseResources, eq(courseResources.id, syllabusItems.refId))
    .where(and(eq(syllabusItems.kind, "set"), ofBook(book)));
  const setOf = new Map(sets.map((row) => [row.key, row.resourceId]));

  const lessonOf = new Map<string, string>();
  const skillsOf = new Map<string, ChapterPlace["skills"]>();
  for (const row of titles) {
    const { chapterId, rest } = split(row.key);
    if (rest === "lesson") {
      const page = row.type === "Examples" ? LESSON_PAGE.exec(row.url ?? "")?.[1] : undefined;
      if (page && !lessonOf.has(chapterId)) lessonOf.set(chapterId, decodeURIComponent(page));
      continue;
    }
    const skills = skillsOf.get(chapterId) ?? [];
    skillsOf.set(chapterId, skills);
    if (skills.some((skill) => skill.id === rest)) continue; // one row per resource of the title
    skills.push({
      id: rest,
      name: { en: row.title, hi: row.titleHi ?? row.title },
      resourceId: setOf.get(row.key) ?? null,
    });
  }
  const chapters: ChapterPlace[] = book.chapters.map((chapter) => {
    const hi = hindiTitleToShow(chapter);
    return {
      id: chapter.id,
      number: chapter.number,
      title: { en: chapter.title.en.text, hi: hi.text, hiOurs: hi.ours },
      lessonPageId: lessonOf.get(chapter.id) ?? null,
      skills: skillsOf.get(chapter.id) ?? [],
    };
  });
  return { book: { id: book.id, title: bookTitle(book) }, chapters };
}
