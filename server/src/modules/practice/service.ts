import type { PracticeSetInput } from "@ganit/contracts";
import { actorOf, type RequestMeta } from "../../audit/audit.ts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
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
  /** A rule of the module as the routes call it: the app's database in, the rest as the rule takes it. */
  const overDb =
    <Args extends unknown[], Result>(rule: (database: DbOrTx, ...args: Args) => Result) =>
    (...args: Args) =>
      rule(db, ...args);
  return {
    getSet: overDb(getSet),
    putSet: (resourceId: string, input: PracticeSetInput, caller: SessionUser, meta: RequestMeta) =>
      putSet(db, resourceId, input, actorOf(caller), meta),
    removeSet: (resourceId: string, caller: SessionUser, meta: RequestMeta) =>
      removeSet(db, resourceId, actorOf(caller), meta),
    startAttempt: overDb(startAttempt),
    answer: overDb(recordAnswer),
    sync: overDb(syncAnswers),
    review: overDb(startReview),
    mine: overDb(mySets),
    results: overDb(classResults),
    startChapterTest: overDb(startChapterTest),
    startTeacherTest: overDb(startTeacherTest),
    readTest: overDb(readTestSitting),
    submitTest: overDb(submitTestSitting),
    saveTestAnswers: overDb(saveTestAnswers),
  };
}
export type PracticeService = ReturnType<typeof createPracticeService>;
