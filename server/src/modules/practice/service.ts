import type { AnswerBody, PracticeSetInput, TestSubmitBody } from "@ganit/contracts";
import type { PracticeLocale } from "@ganit/contracts/practice/index";
import { actorOf, type RequestMeta } from "../../audit/audit.ts";
import type { AppContext } from "../../context.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { recordAnswer } from "./answers.ts";
import { startAttempt } from "./attempts.ts";
import { startChapterTest } from "./chapter-test.ts";
import { readTestSitting, submitTestSitting } from "./chapter-test-sitting.ts";
import { mySets } from "./mine.ts";
import { classResults } from "./results.ts";
import { startReview } from "./review.ts";
import { getSet, putSet, removeSet } from "./sets.ts";
import { syncAnswers } from "./sync.ts";
import { startTeacherTest } from "./teacher-test-sitting.ts";
import { saveTestAnswers } from "./test-answers.ts";

/** Native practice (docs/adr/0332-practice-storage.md): the module's rules, over the app's database. */
export function createPracticeService(ctx: AppContext) {
  const { db } = ctx.database;
  return {
    getSet: (resourceId: string) => getSet(db, resourceId),
    putSet: (resourceId: string, input: PracticeSetInput, caller: SessionUser, meta: RequestMeta) =>
      putSet(db, resourceId, input, actorOf(caller), meta),
    removeSet: (resourceId: string, caller: SessionUser, meta: RequestMeta) =>
      removeSet(db, resourceId, actorOf(caller), meta),
    startAttempt: (caller: SessionUser, resourceId: string, locale: PracticeLocale = "en") =>
      startAttempt(db, caller, resourceId, locale),
    answer: (caller: SessionUser, attemptId: string, body: AnswerBody, locale: PracticeLocale = "en") =>
      recordAnswer(db, caller, attemptId, body, locale),
    sync: (
      caller: SessionUser,
      answers: readonly (AnswerBody & { attemptId: string })[],
      locale: PracticeLocale = "en",
    ) => syncAnswers(db, caller, answers, locale),
    review: (caller: SessionUser, courseId: string, classNumber: number, locale: PracticeLocale = "en") =>
      startReview(db, caller, courseId, classNumber, locale),
    mine: (caller: SessionUser, courseId: string, classNumber: number) =>
      mySets(db, caller, courseId, classNumber),
    results: (caller: SessionUser, courseId: string, classNumber: number) =>
      classResults(db, caller, courseId, classNumber),
    startChapterTest: (caller: SessionUser, chapterId: string, locale: PracticeLocale = "en") =>
      startChapterTest(db, caller, chapterId, locale),
    startTeacherTest: (caller: SessionUser, testId: string, locale: PracticeLocale = "en") =>
      startTeacherTest(db, caller, testId, locale),
    readTest: (caller: SessionUser, attemptId: string, locale: PracticeLocale = "en") =>
      readTestSitting(db, caller, attemptId, locale),
    submitTest: (
      caller: SessionUser,
      attemptId: string,
      body: TestSubmitBody,
      locale: PracticeLocale = "en",
    ) => submitTestSitting(db, caller, attemptId, body, locale),
    saveTestAnswers: (
      caller: SessionUser,
      attemptId: string,
      body: TestSubmitBody,
      locale: PracticeLocale = "en",
    ) => saveTestAnswers(db, caller, attemptId, body, locale),
  };
}
export type PracticeService = ReturnType<typeof createPracticeService>;
