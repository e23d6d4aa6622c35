import type { AnswerBody, SkillLevel } from "@ganit/contracts";
import type { MasteryProgress, PracticeLocale } from "@ganit/contracts/practice/index";
import type { DbOrTx } from "../../db/client.ts";
import { HttpError } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { ownAttempt, recordAnswer } from "./answers.ts";
import { adoptOfflineAttempt } from "./attempts.ts";

/** Refusals that can pass later: a conflict of the moment, the day's limit. */
const RETRYABLE = new Set([409, 429]);

type SyncAnswer = AnswerBody & { attemptId: string; resourceId?: string };

/** The attempt exists and is the caller's; or, named with its set, it is opened now (begun offline). */
async function attemptFor(db: DbOrTx, caller: SessionUser, answer: SyncAnswer) {
  try {
    return await ownAttempt(db, caller, answer.attemptId);
  } catch (error) {
    if (!answer.resourceId || !(error instanceof HttpError) || error.statusCode !== 404) throw error;
    const at = answer.answeredAt ? new Date(answer.answeredAt) : new Date();
    await adoptOfflineAttempt(db, caller, answer.attemptId, answer.resourceId, at);
    return await ownAttempt(db, caller, answer.attemptId);
  }
}

/**
 * POST /api/practice/sync: answers a phone stored while offline, in the order they were given. Each
 * is graded again by the server exactly as if it had arrived at once (the device's verdict is not
 * sent, and not wanted); one that names an unknown attempt or question, or does not fit its question,
 * is refused alone (`accepted: false`, with its message key) so the rest still count: finally (the
 * phone drops it and says so), or with `retry` when it can pass later (the phone keeps it).
 */
export async function syncAnswers(
  db: DbOrTx,
  caller: SessionUser,
  answers: readonly SyncAnswer[],
  locale: PracticeLocale = "en",
) {
  const results: {
    clientAnswerId: string;
    accepted: boolean;
    correct?: boolean;
    retry?: boolean;
    key?: string;
  }[] = [];
  const levels = new Map<string, { resourceId: string; level: SkillLevel; progress: MasteryProgress }>();
  for (const answer of answers) {
    const { attemptId, resourceId: _resourceId, ...body } = answer;
    try {
      const { attempt } = await attemptFor(db, caller, answer);
      const verdict = await recordAnswer(db, caller, attemptId, body, locale);
      results.push({ clientAnswerId: body.clientAnswerId, accepted: true, correct: verdict.correct });
      const resourceId = attempt.resourceId;
      if (resourceId)
        levels.set(resourceId, { resourceId, level: verdict.level, progress: verdict.progress });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      results.push({
        clientAnswerId: body.clientAnswerId,
        accepted: false,
        key: error.key,
        ...(RETRYABLE.has(error.statusCode) ? { retry: true } : {}),
      });
    }
  }
  return { results, levels: [...levels.values()] };
}
