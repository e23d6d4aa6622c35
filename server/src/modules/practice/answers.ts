import { randomUUID } from "node:crypto";
import { type AnswerBody, type AnswerResponse, issuedQuestionsSchema } from "@ganit/contracts";
import {
  correctAnswer,
  freshSeed,
  generateItem,
  grade,
  htmlIn,
  type PracticeLocale,
  parseGeneratedItemId,
  toStudentItem,
} from "@ganit/contracts/practice/index";
import { and, eq } from "drizzle-orm";
import { studentOf } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/errors.ts";
import { practiceAttempts } from "../../db/schema.ts";
import { badRequest, forbidden, notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { readAnswerState } from "./answer-read.ts";
import { standingAfterAnswer, standingAsRead } from "./answer-standing.ts";
import { writeAnswer } from "./answer-write.ts";
import type { Issued } from "./attempts.ts";
import { refuseOverDailyAnswers } from "./daily-limits.ts";
import { holdsPractice } from "./sets.ts";
import { lockLevel, type Place } from "./standing.ts";
import { questionOf } from "./store.ts";

type Attempt = typeof practiceAttempts.$inferSelect;

/** The caller's own attempt, or 404 (another child's attempt is as absent as a made-up id). */
export async function ownAttempt(
  db: DbOrTx,
  caller: SessionUser,
  attemptId: string,
): Promise<{ attempt: Attempt }> {
  const student = await studentOf(db, caller);
  if (!student) throw notFound("practiceAttemptNotFound");
  const [attempt] = await db
    .select()
    .from(practiceAttempts)
    .where(and(eq(practiceAttempts.id, attemptId), eq(practiceAttempts.studentId, student.id)))
    .limit(1);
  if (!attempt) throw notFound("practiceAttemptNotFound");
  return { attempt };
}

/**
 * Which question an answer is to, and the seed it was shown with. A quiz or a review: only what was
 * issued. Practice: also a question the phone made or showed offline in this attempt (its own seed;
 * a generator's question carries its seed in its id).
 */
function resolveQuestion(attempt: Attempt, body: AnswerBody): Issued {
  const issued = issuedQuestionsSchema.parse(attempt.items).find((entry) => entry.itemId === body.itemId);
  if (issued) return issued;
  if (attempt.kind !== "set" || attempt.mode !== "practice" || !attempt.resourceId) {
    throw notFound("practiceItemNotFound");
  }
  const generated = parseGeneratedItemId(body.itemId);
  return {
    itemId: body.itemId,
    seed: generated ? generated.seed : (body.seed ?? 0),
    resourceId: attempt.resourceId,
    sourceId: body.itemId,
  };
}

/** When the child answered: the device's time, kept between the attempt's start and now. */
function answeredAt(attempt: Attempt, given: string | undefined): Date {
  const now = new Date();
  if (!given) return now;
  const at = new Date(given);
  if (Number.isNaN(at.getTime()) || at > now) return now;
  return at < attempt.startedAt ? attempt.startedAt : at;
}

/**
 * POST /api/practice/attempts/{attemptId}/answers, and each answer of a sync. The server grades the
 * answer itself; the same clientAnswerId twice is one answer (the second gets the first's verdict).
 * First wrong try: the hint; second: the solution (and a fresh variant of a generated question).
 *
 * Two statements (docs/adr/0724): one read of everything the answer is decided from, one write of
 * everything it changes, kept only if the level row is still as read. When another answer of the
 * child at the set came between them, the answer is decided again inside a transaction that holds
 * the level row's lock first, as every answer did before: the same decisions, in the same order.
 */
export async function recordAnswer(
  db: DbOrTx,
  caller: SessionUser,
  attemptId: string,
  body: AnswerBody,
  locale: PracticeLocale = "en",
): Promise<AnswerResponse> {
  try {
    const first = await decideAnswer(db, caller, attemptId, body, locale);
    if ("response" in first) return first.response;
    return await db.transaction(async (tx) => {
      await lockLevel(tx, first.place);
      const again = await decideAnswer(tx, caller, attemptId, body, locale);
      if ("response" in again) return again.response;
      throw new Error("the practice level row changed under its lock");
    });
  } catch (error) {
    throw isForeignKeyViolation(error) ? notFound("practiceAttemptNotFound") : error;
  }
}

/** The answer decided from one read and stored by one write; `place` when the write found the level changed. */
async function decideAnswer(
  db: DbOrTx,
  caller: SessionUser,
  attemptId: string,
  body: AnswerBody,
  locale: PracticeLocale,
): Promise<{ response: AnswerResponse } | { place: Place }> {
  const state = await readAnswerState(db, caller, attemptId, body);
  if (!state) throw notFound("practiceAttemptNotFound");
  const { attempt } = state;
  // A test's answers are graded only at its submit (docs/adr/0692): one answered here would get its
  // verdict, hint and solution before the submit, and one after it would rewrite the result.
  if (attempt.kind === "test") throw notFound("practiceAttemptNotFound");
  const issued = resolveQuestion(attempt, body);
  // The `resource.open` rule and the set, in the order openableSet checks them.
  if (state.awaitsConsent) throw forbidden("guardianConsentPending");
  if (!state.place) throw notFound();
  if (!holdsPractice(state.place.type) || !state.set) throw notFound("practiceNotFound");
  const { set } = state;
  const place: Place = {
    studentId: attempt.studentId,
    resourceId: issued.resourceId,
    courseId: state.place.courseId,
    classNumber: state.place.classNumber,
  };
  const question = questionOf(set, issued.sourceId, locale);
  if (!question) throw notFound("practiceItemNotFound");
  const verdict = grade(question.item, body.answer, issued.seed);
  if (!verdict) throw badRequest("practiceAnswerInvalid");
  const at = answeredAt(attempt, body.answeredAt);

  if (state.earlier) {
    const { history: _history, ...standing } = standingAsRead(state, set);
    return { response: { correct: state.earlier.correct, ...standing, duplicate: true } };
  }
  refuseOverDailyAnswers(state.answersToday);
  const firstTry = state.tries === 0;
  const reckoned = standingAfterAnswer(
    state,
    set,
    { itemId: body.itemId, correct: verdict.correct, firstTry, attemptId: attempt.id },
    at,
  );
  const feedback: Partial<AnswerResponse> = {};
  const html = htmlIn(question.item, locale);
  const issuedBefore = issuedQuestionsSchema.parse(attempt.items).length;
  let issuedCount = issuedBefore;
  let items: Issued[] | undefined;
  if (!verdict.correct && state.wrongTries === 0 && html.hint) feedback.hint = html.hint;
  if (!verdict.correct && state.wrongTries >= 1) {
    if (html.solution) feedback.solution = html.solution;
    // Never only "your teacher will help": after a second miss the child sees what was right.
    feedback.rightAnswer = correctAnswer(question.item, issued.seed) as AnswerResponse["rightAnswer"];
    const generated = parseGeneratedItemId(question.item.id);
    const spec = generated ? set.generators[generated.index] : undefined;
    if (generated && spec && attempt.kind === "set") {
      const seed = freshSeed();
      const variant = generateItem(spec, generated.index, seed, locale);
      const before: Issued[] = issuedQuestionsSchema.parse(attempt.items);
      // In a quiz the variant is named by its place, like the attempt's own questions.
      const itemId = set.mode === "quiz" ? `n${before.length}` : variant.id;
      items = [...before, { itemId, seed, resourceId: place.resourceId, sourceId: variant.id }];
      issuedCount = items.length;
      feedback.variant = { ...toStudentItem(variant, seed, set.mode, locale), id: itemId };
    }
  }
  // Practised to the end now, or no longer (a variant issued after the last first answer): the
  // child's assignments of the set follow, in the same write; any other answer adds nothing.
  const finishedBefore = state.firstAnswers >= issuedBefore;
  const finishedNow = state.firstAnswers + (firstTry ? 1 : 0) >= issuedCount;
  const written = await writeAnswer(db, {
    place,
    levelVersion: state.level?.version ?? null,
    level: reckoned.after,
    answer: {
      id: randomUUID(),
      attemptId: attempt.id,
      itemId: body.itemId,
      questionKey: question.questionKey,
      clientAnswerId: body.clientAnswerId,
      answer: body.answer,
      correct: verdict.correct,
      firstTry,
      misconception: verdict.misconception ?? null,
      answeredAt: at,
    },
    ...(items ? { issued: items } : {}),
    ...(attempt.resourceId && finishedNow !== finishedBefore
      ? { work: { resourceId: attempt.resourceId, attemptId: attempt.id, finished: finishedNow } }
      : {}),
  });
  if (!written) return { place };
  return {
    response: {
      correct: verdict.correct,
      ...feedback,
      ...reckoned.standing,
      ...(reckoned.mastered ? { level: reckoned.mastered } : {}),
      duplicate: false,
    },
  };
}
