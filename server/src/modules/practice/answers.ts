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
import { and, eq, sql } from "drizzle-orm";
import { studentOf } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/errors.ts";
import { practiceAnswers, practiceAttempts } from "../../db/schema.ts";
import { badRequest, notFound } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { recordAssignmentWork } from "../assignments/index.ts";
import type { Issued } from "./attempts.ts";
import { openableSet } from "./attempts.ts";
import { withinDailyAnswers } from "./daily-limits.ts";
import { passReview } from "./review-pass.ts";
import { lockLevel, readStanding, updateStanding } from "./standing.ts";
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
 */
export async function recordAnswer(
  db: DbOrTx,
  caller: SessionUser,
  attemptId: string,
  body: AnswerBody,
  locale: PracticeLocale = "en",
): Promise<AnswerResponse> {
  const { attempt } = await ownAttempt(db, caller, attemptId);
  // A test's answers are graded only at its submit (docs/adr/0692): one answered here would get its
  // verdict, hint and solution before the submit, and one after it would rewrite the result.
  if (attempt.kind === "test") throw notFound("practiceAttemptNotFound");
  const issued = resolveQuestion(attempt, body);
  const { place, set, key: where } = await openableSet(db, caller, issued.resourceId);
  const question = questionOf(set, issued.sourceId, locale);
  if (!question) throw notFound("practiceItemNotFound");
  const verdict = grade(question.item, body.answer, issued.seed);
  if (!verdict) throw badRequest("practiceAnswerInvalid");
  const at = answeredAt(attempt, body.answeredAt);

  try {
    return await db.transaction(async (tx) => {
      await lockLevel(tx, where);
      const [existing] = await tx
        .select({ correct: practiceAnswers.correct })
        .from(practiceAnswers)
        .where(
          and(
            eq(practiceAnswers.studentId, place.studentId),
            eq(practiceAnswers.clientAnswerId, body.clientAnswerId),
          ),
        );
      if (existing) {
        const { history: _history, ...standing } = await readStanding(tx, where, set);
        return { correct: existing.correct, ...standing, duplicate: true };
      }
      await withinDailyAnswers(tx, place.studentId);
      // This question's tries so far, and the sitting's first answers against the questions issued
      // (read after the level's lock, so no other answer of the sitting is half-way): whether this
      // answer finishes the sitting, or un-finishes it with a variant, is known without another
      // statement (docs/adr/0723).
      const thisItem = sql`${practiceAnswers.itemId} = ${body.itemId}`;
      const [earlier] = await tx
        .select({
          tries: sql<number>`count(*) filter (where ${thisItem})`,
          wrong: sql<number>`count(*) filter (where ${thisItem} and not ${practiceAnswers.correct})`,
          firstAnswers: sql<number>`count(*) filter (where ${practiceAnswers.firstTry})`,
          issued: sql<number>`(select jsonb_array_length(${practiceAttempts.items}) from ${practiceAttempts}
            where ${practiceAttempts.id} = ${attempt.id})`,
        })
        .from(practiceAnswers)
        .where(eq(practiceAnswers.attemptId, attempt.id));
      const tries = Number(earlier?.tries ?? 0);
      const firstAnswers = Number(earlier?.firstAnswers ?? 0);
      let issuedCount = Number(earlier?.issued ?? 0);
      const finishedBefore = firstAnswers >= issuedCount;
      await tx.insert(practiceAnswers).values({
        id: randomUUID(),
        attemptId: attempt.id,
        studentId: place.studentId,
        resourceId: place.resourceId,
        itemId: body.itemId,
        questionKey: question.questionKey,
        clientAnswerId: body.clientAnswerId,
        answer: body.answer,
        correct: verdict.correct,
        firstTry: tries === 0,
        misconception: verdict.misconception ?? null,
        answeredAt: at,
      });
      const standing = await updateStanding(tx, where, set, attempt, at);
      const mastered = attempt.kind === "review" ? await passReview(tx, where, attempt.id, at) : null;
      const feedback: Partial<AnswerResponse> = {};
      const wrongBefore = Number(earlier?.wrong ?? 0);
      const html = htmlIn(question.item, locale);
      if (!verdict.correct && wrongBefore === 0 && html.hint) feedback.hint = html.hint;
      if (!verdict.correct && wrongBefore >= 1) {
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
          const items = [...before, { itemId, seed, resourceId: place.resourceId, sourceId: variant.id }];
          await tx.update(practiceAttempts).set({ items }).where(eq(practiceAttempts.id, attempt.id));
          issuedCount = items.length;
          feedback.variant = { ...toStudentItem(variant, seed, set.mode, locale), id: itemId };
        }
      }
      // Practised to the end now, or no longer (a variant issued after the last first answer):
      // the child's assignments of the set follow, in this transaction; any other answer adds nothing.
      const finishedNow = firstAnswers + (tries === 0 ? 1 : 0) >= issuedCount;
      if (attempt.resourceId && finishedNow !== finishedBefore)
        await recordAssignmentWork(tx, place.studentId, { resourceId: attempt.resourceId });
      return {
        correct: verdict.correct,
        ...feedback,
        ...standing,
        ...(mastered ? { level: mastered } : {}),
        duplicate: false,
      };
    });
  } catch (error) {
    throw isForeignKeyViolation(error) ? notFound("practiceAttemptNotFound") : error;
  }
}
