import type { AnswerBody, MasteryProgressOut, SkillLevel } from "@ganit/contracts";
import { practiceSync } from "@ganit/contracts/endpoints/practice";
import { call } from "@/lib/client.ts";
import { createOutbox, currentAccount, readJson, type Verdict, writeJson } from "@/lib/offline-outbox.ts";
import type { Attempt } from "./practice-engine.ts";

/**
 * Practice answers on their way to the server, in the offline outbox (lib/offline-outbox.ts): each
 * with a unique `clientAnswerId`, so an answer sent twice (a retry after a dropped answer) counts
 * once. Sent in one `POST /api/practice/sync` when the connection returns (the `online` event) or a
 * practice screen opens; the server re-grades each and answers the levels. An answer the server
 * refused for a reason that can pass (its `retry`, a busy server) stays; one refused finally is
 * dropped and the screen says so.
 * The last attempt of each set is kept too, so the set opens again offline after one visit.
 */
export type QueuedAnswer = AnswerBody & { attemptId: string; resourceId?: string };

export type SyncedLevel = { resourceId: string; level: SkillLevel; progress: MasteryProgressOut };

const ATTEMPT = "ganit:practice-attempt:";
/** The sync endpoint's most answers in one request. */
const BATCH = 200;

const outbox = createOutbox<QueuedAnswer, SyncedLevel[]>({
  name: "practice-outbox",
  identity: (answer) => answer.clientAnswerId,
  batch: BATCH,
  send: async (answers) => {
    const answer = await call(practiceSync, { body: { answers } });
    const byId = new Map(answer.results.map((result) => [result.clientAnswerId, result]));
    const verdicts = answers.map((sent): Verdict => {
      const result = byId.get(sent.clientAnswerId);
      if (!result) return { outcome: "retry" };
      if (result.accepted) return { outcome: "stored" };
      if (result.retry) return { outcome: "retry" };
      return { outcome: "dropped", ...(result.key ? { key: result.key } : {}) };
    });
    return { verdicts, reply: answer.levels };
  },
});

/** Fired on the window whenever the queue changes (the screen shows how many answers wait). */
export const QUEUE_EVENT = outbox.changedEvent;
/** Fired on the window when the server refused answers finally (the screen says so). */
export const DROPPED_EVENT = outbox.droppedEvent;

export const queuedAnswers = (user = currentAccount()) => outbox.entries(user);

export const enqueueAnswer = (answer: QueuedAnswer) => outbox.add(answer);

/**
 * Sends every queued answer, oldest first. Resolves with the server's levels of the sets touched;
 * without a connection nothing is lost (the queue stays). One flush at a time.
 */
export async function flushAnswers(): Promise<SyncedLevel[]> {
  return (await outbox.flush()).replies.flat();
}

/** The last attempt of a practice set (practice mode only: a quiz never stays on the phone). */
export function storeAttempt(attempt: Attempt) {
  const user = currentAccount();
  if (!user || attempt.mode !== "practice") return;
  writeJson(`${ATTEMPT}${user}:${attempt.resourceId}`, attempt);
}

export function storedAttempt(resourceId: string): Attempt | null {
  const user = currentAccount();
  return user ? readJson<Attempt | null>(`${ATTEMPT}${user}:${resourceId}`, null) : null;
}
