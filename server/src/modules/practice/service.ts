import type { AnswerBody, PracticeSetInput } from "@ganit/contracts";
import { actorOf, type RequestMeta } from "../../audit/audit.ts";
import type { AppContext } from "../../context.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { recordAnswer } from "./answers.ts";
import { startAttempt } from "./attempts.ts";
import { mySets } from "./mine.ts";
import { classResults } from "./results.ts";
import { startReview } from "./review.ts";
import { getSet, putSet, removeSet } from "./sets.ts";
import { syncAnswers } from "./sync.ts";

/** Native practice (docs/adr/0332-practice-storage.md): the module's rules, over the app's database. */
export function createPracticeService(ctx: AppContext) {
  const { db } = ctx.database;
  return {
    getSet: (resourceId: string) => getSet(db, resourceId),
    putSet: (resourceId: string, input: PracticeSetInput, caller: SessionUser, meta: RequestMeta) =>
      putSet(db, resourceId, input, actorOf(caller), meta),
    removeSet: (resourceId: string, caller: SessionUser, meta: RequestMeta) =>
      removeSet(db, resourceId, actorOf(caller), meta),
    startAttempt: (caller: SessionUser, resourceId: string) => startAttempt(db, caller, resourceId),
    answer: (caller: SessionUser, attemptId: string, body: AnswerBody) =>
      recordAnswer(db, caller, attemptId, body),
    sync: (caller: SessionUser, answers: readonly (AnswerBody & { attemptId: string })[]) =>
      syncAnswers(db, caller, answers),
    review: (caller: SessionUser, courseId: string, classNumber: number) =>
      startReview(db, caller, courseId, classNumber),
    mine: (caller: SessionUser, courseId: string, classNumber: number) =>
      mySets(db, caller, courseId, classNumber),
    results: (caller: SessionUser, courseId: string, classNumber: number) =>
      classResults(db, caller, courseId, classNumber),
  };
}
export type PracticeService = ReturnType<typeof createPracticeService>;
