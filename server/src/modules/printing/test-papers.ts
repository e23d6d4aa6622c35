import {
  type PrintLanguage,
  TEST_PAPER_MARK_PER_QUESTION,
  TEST_PAPER_MINUTES_PER_QUESTION,
  type TestSlot,
} from "@ganit/contracts";
import { findChapter, hindiTitleToShow } from "@ganit/contracts/curriculum/index";
import { eq } from "drizzle-orm";
import { requireAccess } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { courses } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { chapterPaperSlots, paperQuestions, storedTest } from "../practice/index.ts";
import { findSchoolName } from "../schools/index.ts";
import { fileName } from "./paper-doc.ts";
import { paperQuestion } from "./questions.ts";
import { testPaperPdf } from "./test-paper-pdf.ts";
import { PAPER_WORDS } from "./words.ts";

/**
 * Test papers (docs/adr/0704): a stored test of any kind by its id, or a chapter's test drawn afresh,
 * printed with the caller's school on the cover. The caller must be able to print every set the test
 * asks from (`resource.print`: the school's active classes, a teacher's own), and a stored test must be
 * of one of their classes (`test.print`); anything else is 404 from the access module.
 */

export type PrintedFile = { pdf: Buffer; filename: string };

/** The caller's school's name as its account is named (platform staff: none). */
export async function schoolNameOf(db: DbOrTx, caller: SessionUser): Promise<string> {
  if (!caller.schoolId) return "";
  return (await findSchoolName(db, caller.schoolId)) ?? "";
}

async function courseName(db: DbOrTx, courseId: string, language: PrintLanguage) {
  const [row] = await db
    .select({ name: courses.name, nameHi: courses.nameHi })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return (language === "hi" ? row?.nameHi : null) ?? row?.name ?? "";
}

/** The chapter's title in the language ("Chapter 1: …"), or null for a test of no chapter. */
function chapterTitle(
  chapterId: string | null,
  language: PrintLanguage,
): { shown: string; en: string } | null {
  const found = chapterId ? findChapter(chapterId) : undefined;
  if (!found) return null;
  const words = PAPER_WORDS[language];
  const { chapter } = found;
  const shown = language === "hi" ? hindiTitleToShow(chapter).text : chapter.title.en.text;
  return {
    shown: words.chapter(chapter.number, shown),
    en: PAPER_WORDS.en.chapter(chapter.number, chapter.title.en.text),
  };
}

async function printSlots(
  db: DbOrTx,
  caller: SessionUser,
  test: {
    courseId: string;
    classNumber: number;
    chapterId: string | null;
    title?: string | null;
    slots: readonly TestSlot[];
  },
  language: PrintLanguage,
): Promise<PrintedFile> {
  await requireAccess(db, {
    caller,
    permission: "resource.print",
    ids: test.slots.map((slot) => slot.resourceId),
  });
  const made = await paperQuestions(db, test.slots, language);
  if (made.length === 0) throw notFound();
  const words = PAPER_WORDS[language];
  // A teacher's test is named by its teacher ("Friday check"), in the words they wrote, on both papers.
  const title = test.title
    ? { shown: test.title, en: test.title }
    : (chapterTitle(test.chapterId, language) ?? { shown: words.test, en: PAPER_WORDS.en.test });
  const course = await courseName(db, test.courseId, language);
  const pdf = await testPaperPdf({
    language,
    school: await schoolNameOf(db, caller),
    place: `${words.classNumber(test.classNumber)} · ${course}`,
    title: title.shown,
    minutes: made.length * TEST_PAPER_MINUTES_PER_QUESTION,
    marks: made.length * TEST_PAPER_MARK_PER_QUESTION,
    questions: made.map(({ item, seed }) => paperQuestion(item, seed, language)),
  });
  return { pdf, filename: fileName(`Test ${title.en}`, language, "test") };
}

/** GET /api/print/tests/{testId}: a stored test's paper, fresh numbers unless its slots fix seeds. */
export async function storedTestPaper(
  db: DbOrTx,
  caller: SessionUser,
  testId: string,
  language: PrintLanguage,
): Promise<PrintedFile> {
  await requireAccess(db, { caller, permission: "test.print", ids: [testId] });
  const test = await storedTest(db, testId);
  if (!test) throw notFound();
  return printSlots(db, caller, test, language);
}

/** GET /api/print/chapter-tests/{chapterId}: the chapter's test drawn afresh for paper (no sitting saved). */
export async function chapterTestPaper(
  db: DbOrTx,
  caller: SessionUser,
  chapterId: string,
  language: PrintLanguage,
): Promise<PrintedFile> {
  if (!findChapter(chapterId)) throw notFound();
  const drawn = await chapterPaperSlots(db, chapterId);
  if (!drawn || drawn.slots.length === 0) throw notFound();
  return printSlots(db, caller, { ...drawn, chapterId }, language);
}
