import { randomUUID } from "node:crypto";
import {
  type AnswerValue,
  issuedQuestionsSchema,
  type SkillLevel,
  type StoredItem,
  type TestResult,
  type TestSitting,
  type TestSubmitBody,
  testSlotsSchema,
} from "@ganit/contracts";
import { findChapter, hindiTitleToShow } from "@ganit/contracts/curriculum/index";
import {
  correctAnswer,
  grade,
  htmlIn,
  type PracticeLocale,
  type StudentItem,
  toStudentItem,
} from "@ganit/contracts/practice/index";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  courseTitles,
  practiceAnswers,
  practiceAttempts,
  practiceLevels,
  practiceTests,
  syllabusItems,
} from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { recordAssignmentWork } from "../assignments/index.ts";
import { ownAttempt } from "./answers.ts";
import { type Issued, openableSet } from "./attempts.ts";
import { withinDailyAnswers } from "./daily-limits.ts";
import { passReview } from "./review-pass.ts";
import { type Place, updateStanding } from "./standing.ts";
import { type PracticeSet, questionOf } from "./store.ts";
import { answersToGrade, deadlineOf } from "./test-deadline.ts";

type Attempt = typeof practiceAttempts.$inferSelect;
type Asked = { issued: Issued; item: StoredItem; questionKey: string; student: StudentItem };

/** A chapter as a test names it, in both languages. */
export function chapterOfTest(chapterId: string | null) {
  const found = chapterId ? findChapter(chapterId) : undefined;
  if (!found) throw notFound();
  const { chapter } = found;
  const title = { en: chapter.title.en.text, hi: hindiTitleToShow(chapter).text };
  return { id: chapter.id, number: chapter.number, title };
}

/** The sitting's questions made again from their seeds, each as the child was shown it (a quiz: no key). */
export function sittingItems(
  setOf: ReadonlyMap<string, PracticeSet>,
  issued: readonly Issued[],
  locale: PracticeLocale,
): Asked[] {
  return issued.map((entry) => {
    const set = setOf.get(entry.resourceId);
    const question = set ? questionOf(set, entry.sourceId, locale) : null;
    // A set changed under an open sitting: the question cannot be asked again, so the sitting is gone.
    if (!question) throw notFound("practiceAttemptNotFound");
    return {
      issued: entry,
      item: question.item,
      questionKey: question.questionKey,
      student: { ...toStudentItem(question.item, entry.seed, "quiz", locale), id: entry.itemId },
    };
  });
}

/** The caller's own test sitting with its sets (each opened through the access module), or 404. */
async function ownSitting(db: DbOrTx, caller: SessionUser, attemptId: string) {
  const { attempt } = await ownAttempt(db, caller, attemptId);
  if (attempt.kind !== "test" || !attempt.testId) throw notFound("practiceAttemptNotFound");
  const [test] = await db
    .select({
      chapterId: practiceTests.chapterId,
      chapterIds: practiceTests.chapterIds,
      title: practiceTests.title,
      timeLimitMinutes: practiceTests.timeLimitMinutes,
      slots: practiceTests.slots,
    })
    .from(practiceTests)
    .where(eq(practiceTests.id, attempt.testId));
  if (!test) throw notFound("practiceAttemptNotFound");
  const issued = issuedQuestionsSchema.parse(attempt.items);
  const setOf = new Map<string, PracticeSet>();
  const placeOf = new Map<string, Place>();
  for (const resourceId of new Set(issued.map((entry) => entry.resourceId))) {
    const found = await openableSet(db, caller, resourceId);
    setOf.set(resourceId, found.set);
    placeOf.set(resourceId, found.key);
  }
  const skillOf = new Map(testSlotsSchema.parse(test.slots).map((slot) => [slot.resourceId, slot.skillId]));
  // A teacher's test (docs/adr/0693) names its chapters; the sitting shows the first and its title.
  const chapterIds = test.chapterId ? [test.chapterId] : (test.chapterIds ?? []);
  const chapter = chapterOfTest(chapterIds[0] ?? null);
  const own = test.title ? { title: test.title, timeLimitMinutes: test.timeLimitMinutes } : {};
  const endsAt = deadlineOf(attempt.startedAt, test.title ? test.timeLimitMinutes : null);
  return { attempt, chapter, chapterIds, own, endsAt, issued, setOf, placeOf, skillOf };
}
export type Sitting = Awaited<ReturnType<typeof ownSitting>>;

/** A submitted sitting's result, read back from the answers stored with it. */
async function resultOf(db: DbOrTx, sitting: Sitting, locale: PracticeLocale): Promise<TestResult> {
  const { attempt, issued, setOf, placeOf, skillOf } = sitting;
  const asked = sittingItems(setOf, issued, locale);
  const rows = await db
    .select({
      itemId: practiceAnswers.itemId,
      answer: practiceAnswers.answer,
      correct: practiceAnswers.correct,
    })
    .from(practiceAnswers)
    .where(eq(practiceAnswers.attemptId, attempt.id));
  const answerOf = new Map(rows.map((row) => [row.itemId, row]));
  const questions = asked.map(({ issued: entry, item, student }) => {
    const given = answerOf.get(entry.itemId);
    const solution = htmlIn(item, locale).solution;
    return {
      item: student,
      skillId: skillOf.get(entry.resourceId) ?? "",
      answer: (given?.answer ?? null) as AnswerValue | null,
      correct: given?.correct ?? false,
      rightAnswer: correctAnswer(item, entry.seed) as AnswerValue,
      ...(solution ? { solution } : {}),
    };
  });
  const resourceIds = [...placeOf.keys()];
  const levels = await db
    .select({ resourceId: practiceLevels.resourceId, level: practiceLevels.level })
    .from(practiceLevels)
    .where(
      and(eq(practiceLevels.studentId, attempt.studentId), inArray(practiceLevels.resourceId, resourceIds)),
    );
  const levelOf = new Map(levels.map((row) => [row.resourceId, row.level as SkillLevel]));
  const nameOf = await skillNames(db, sitting.chapterIds, [...skillOf.values()]);
  return {
    state: "submitted",
    attemptId: attempt.id,
    chapter: sitting.chapter,
    ...sitting.own,
    submittedAt: (attempt.submittedAt ?? new Date()).toISOString(),
    score: { right: questions.filter((q) => q.correct).length, total: questions.length },
    questions,
    skills: resourceIds.map((resourceId) => {
      const skillId = skillOf.get(resourceId) ?? "";
      return {
        skillId,
        name: nameOf.get(skillId) ?? { en: skillId, hi: skillId },
        level: levelOf.get(resourceId) ?? "notStarted",
      };
    }),
  };
}

/** The skills' names as the catalogue names them now (the loader's title records say which titles). */
async function skillNames(db: DbOrTx, chapterIds: readonly string[], skillIds: readonly string[]) {
  const keys = chapterIds.flatMap((chapterId) => skillIds.map((id) => `${chapterId}/${id}`));
  const rows = keys.length
    ? await db
        .select({ key: syllabusItems.key, en: courseTitles.title, hi: courseTitles.titleHi })
        .from(syllabusItems)
        .innerJoin(courseTitles, eq(courseTitles.id, syllabusItems.refId))
        .where(and(eq(syllabusItems.kind, "title"), inArray(syllabusItems.key, keys)))
    : [];
  return new Map(
    rows.map((row) => [row.key.slice(row.key.indexOf("/") + 1), { en: row.en, hi: row.hi ?? row.en }]),
  );
}

/** GET /api/practice/tests/{attemptId}: an open sitting's questions, or a submitted one's result. */
export async function readTestSitting(
  db: DbOrTx,
  caller: SessionUser,
  attemptId: string,
  locale: PracticeLocale = "en",
): Promise<TestSitting> {
  const sitting = await ownSitting(db, caller, attemptId);
  if (sitting.attempt.submittedAt) return resultOf(db, sitting, locale);
  return {
    state: "open",
    attemptId,
    chapter: sitting.chapter,
    ...sitting.own,
    items: sittingItems(sitting.setOf, sitting.issued, locale).map((q) => q.student),
    ...(sitting.endsAt ? { endsAt: sitting.endsAt.toISOString(), now: new Date().toISOString() } : {}),
  };
}

/**
 * The caller's sitting while it takes answers, with its questions as they were asked (what answers
 * are checked against); a submitted sitting takes none (409).
 */
export async function sittingTakingAnswers(
  db: DbOrTx,
  caller: SessionUser,
  attemptId: string,
  locale: PracticeLocale,
) {
  const sitting = await ownSitting(db, caller, attemptId);
  if (sitting.attempt.submittedAt) throw conflict("practiceTestSubmitted");
  return { sitting, asked: sittingItems(sitting.setOf, sitting.issued, locale) };
}

/** Each answer graded by the practice engine's one grader, against the question as it was issued. */
export function gradeAnswers(asked: readonly Asked[], body: TestSubmitBody) {
  const byId = new Map(asked.map((question) => [question.issued.itemId, question]));
  const seen = new Set<string>();
  return body.answers.map(({ itemId, answer }) => {
    const question = byId.get(itemId);
    if (!question) throw notFound("practiceItemNotFound");
    if (seen.has(itemId)) throw badRequest("practiceAnswerInvalid");
    seen.add(itemId);
    const verdict = grade(question.item, answer, question.issued.seed);
    if (!verdict) throw badRequest("practiceAnswerInvalid");
    return { question, answer, verdict };
  });
}

/**
 * POST /api/practice/tests/{attemptId}/submit: the answers graded, stored as first tries of the
 * sitting, and each skill's level moved in the same transaction (docs/adr/0692): every answer counts
 * toward the skill's level like any practice answer; a skill whose test questions were all right,
 * Proficient for a day or more, becomes Mastered as after a mixed review; a wrong or unanswered
 * question of a Mastered skill lowers it to Proficient. A submitted sitting takes no more answers (409).
 */
export async function submitTestSitting(
  db: DbOrTx,
  caller: SessionUser,
  attemptId: string,
  body: TestSubmitBody,
  locale: PracticeLocale = "en",
): Promise<TestResult> {
  const { sitting, asked } = await sittingTakingAnswers(db, caller, attemptId, locale);
  const at = new Date();
  // A timed test (docs/adr/0696): in time, the phone's answers, with those saved on the way for any
  // it no longer holds; past the deadline and its grace, only the answers saved in time.
  const graded = gradeAnswers(asked, answersToGrade(sitting, body, at));
  return db.transaction(async (tx) => {
    // Two submits at once: the one that marks the sitting first grades it; the other, waiting on
    // the row, finds it marked and is refused.
    const [marked] = await tx
      .update(practiceAttempts)
      .set({ submittedAt: at })
      .where(and(eq(practiceAttempts.id, attemptId), isNull(practiceAttempts.submittedAt)))
      .returning({ id: practiceAttempts.id });
    if (!marked) throw conflict("practiceTestSubmitted");
    if (graded.length > 0) await withinDailyAnswers(tx, sitting.attempt.studentId);
    for (const { question, answer, verdict } of graded)
      await tx.insert(practiceAnswers).values({
        id: randomUUID(),
        attemptId,
        studentId: sitting.attempt.studentId,
        resourceId: question.issued.resourceId,
        itemId: question.issued.itemId,
        questionKey: question.questionKey,
        clientAnswerId: randomUUID(),
        answer,
        correct: verdict.correct,
        firstTry: true,
        misconception: verdict.misconception ?? null,
        answeredAt: at,
      });
    const rightIds = new Set(graded.filter((g) => g.verdict.correct).map((g) => g.question.issued.itemId));
    for (const [resourceId, place] of sitting.placeOf) {
      const set = sitting.setOf.get(resourceId) as PracticeSet;
      await updateStanding(tx, place, set, { id: attemptId, kind: "test" }, at);
      const missed = sitting.issued.some(
        (entry) => entry.resourceId === resourceId && !rightIds.has(entry.itemId),
      );
      if (missed) await lowerMastered(tx, place);
      else await passReview(tx, place, attemptId, at);
    }
    // A teacher's test assigned to the child is done once submitted (docs/adr/0723, 0694).
    if (sitting.attempt.testId)
      await recordAssignmentWork(tx, sitting.attempt.studentId, { testId: sitting.attempt.testId });
    const attempt = { ...sitting.attempt, submittedAt: at } satisfies Attempt;
    return resultOf(tx, { ...sitting, attempt }, locale);
  });
}

/** A wrong answer in a test shows the skill is not Mastered any more: back to Proficient. */
async function lowerMastered(tx: DbOrTx, place: Place) {
  await tx
    .update(practiceLevels)
    .set({ level: "proficient", masteredAt: null })
    .where(
      and(
        eq(practiceLevels.studentId, place.studentId),
        eq(practiceLevels.resourceId, place.resourceId),
        eq(practiceLevels.level, "mastered"),
      ),
    );
}
