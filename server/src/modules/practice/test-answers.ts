import {
  type IssuedQuestion,
  issuedQuestionsSchema,
  type TestAnswersSaved,
  type TestSubmitBody,
} from "@ganit/contracts";
import type { PracticeLocale } from "@ganit/contracts/practice/index";
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { practiceAttempts } from "../../db/schema.ts";
import { conflict } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { gradeAnswers, sittingTakingAnswers } from "./chapter-test-sitting.ts";
import { timeIsUp } from "./test-deadline.ts";

/**
 * PUT /api/practice/tests/{attemptId}/answers: an open sitting's answers so far, saved as the child
 * goes (docs/adr/0696). The body is the phone's whole set: a question it no longer answers loses its
 * saved answer; one whose answer is unchanged keeps the time it was first saved. Past a timed test's
 * deadline and grace, nothing is saved (409 `practiceTestTimeUp`): the answers that arrived in time
 * are the ones graded. A submitted sitting: 409 `practiceTestSubmitted`.
 */
export async function saveTestAnswers(
  db: DbOrTx,
  caller: SessionUser,
  attemptId: string,
  body: TestSubmitBody,
  locale: PracticeLocale = "en",
): Promise<TestAnswersSaved> {
  const { sitting, asked } = await sittingTakingAnswers(db, caller, attemptId, locale);
  // Checked like a submit's answers (a question of the sitting, an answer of its form), never graded.
  gradeAnswers(asked, body);
  const at = new Date();
  if (timeIsUp(sitting.endsAt, at)) throw conflict("practiceTestTimeUp");
  const endsAt = sitting.endsAt?.toISOString() ?? null;
  return db.transaction(async (tx) => {
    // The row locked: two saves of one sitting at once are applied one after the other.
    const [row] = await tx
      .select({ items: practiceAttempts.items })
      .from(practiceAttempts)
      .where(and(eq(practiceAttempts.id, attemptId), isNull(practiceAttempts.submittedAt)))
      .for("update");
    if (!row) throw conflict("practiceTestSubmitted");
    const answerOf = new Map(body.answers.map((answer) => [answer.itemId, answer.answer]));
    const items = issuedQuestionsSchema.parse(row.items).map((entry): IssuedQuestion => {
      const { saved, ...question } = entry;
      if (!answerOf.has(entry.itemId)) return question;
      const answer = answerOf.get(entry.itemId);
      const same = saved && JSON.stringify(saved.answer) === JSON.stringify(answer);
      return { ...question, saved: same ? saved : { answer, at: at.toISOString() } };
    });
    await tx.update(practiceAttempts).set({ items }).where(eq(practiceAttempts.id, attemptId));
    return { saved: answerOf.size, endsAt };
  });
}
