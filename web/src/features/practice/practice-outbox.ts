import type { AnswerBody, MasteryProgressOut, SkillLevel } from "@ganit/contracts";
import { practiceSync } from "@ganit/contracts/endpoints/practice";
import { ApiError } from "@/lib/api.ts";
import { call } from "@/lib/client.ts";
import { decodeToken, SESSION_KEYS } from "@/lib/session.ts";
import type { Attempt } from "./practice-engine.ts";

/**
 * Practice answers on their way to the server, kept in localStorage per account (a family phone is
 * shared): each with a unique `clientAnswerId`, so an answer sent twice (a retry after a dropped
 * answer) counts once. Sent in one `POST /api/practice/sync` when the connection returns (the
 * `online` event) or a practice screen opens; the server re-grades each and answers the levels.
 * An answer the server refuses (not accepted) is dropped: it would be refused again.
 * The last attempt of each set is kept too, so the set opens again offline after one visit.
 */
export type QueuedAnswer = AnswerBody & { attemptId: string; resourceId?: string };

const OUTBOX = "ganit:practice-outbox:";
const ATTEMPT = "ganit:practice-attempt:";
/** The sync endpoint's most answers in one request. */
const BATCH = 200;

export function currentUser(): string | null {
  return decodeToken(sessionStorage.getItem(SESSION_KEYS.token))?.sub ?? null;
}

function readJson<T>(key: string, fallback: T): T {
  try {
    const text = localStorage.getItem(key);
    return text === null ? fallback : (JSON.parse(text) as T);
  } catch {
    return fallback;
  }
}

function writeJson(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: this visit's answers still reach the server while online.
  }
}

export function queuedAnswers(user = currentUser()): QueuedAnswer[] {
  if (!user) return [];
  const list = readJson<unknown>(`${OUTBOX}${user}`, []);
  return Array.isArray(list) ? (list as QueuedAnswer[]) : [];
}

function writeQueue(user: string, answers: readonly QueuedAnswer[]) {
  if (answers.length === 0) localStorage.removeItem(`${OUTBOX}${user}`);
  else writeJson(`${OUTBOX}${user}`, answers);
  window.dispatchEvent(new Event(QUEUE_EVENT));
}

/** Fired on the window whenever the queue changes (the screen shows how many answers wait). */
export const QUEUE_EVENT = "ganit:practice-queue";

export function enqueueAnswer(answer: QueuedAnswer) {
  const user = currentUser();
  if (!user) return;
  const queue = queuedAnswers(user).filter((other) => other.clientAnswerId !== answer.clientAnswerId);
  writeQueue(user, [...queue, answer]);
}

export type SyncedLevel = { resourceId: string; level: SkillLevel; progress: MasteryProgressOut };

let inFlight: Promise<SyncedLevel[]> | null = null;

/**
 * Sends every queued answer, oldest first. Resolves with the server's levels of the sets touched;
 * without a connection nothing is lost (the queue stays). One flush at a time.
 */
export function flushAnswers(): Promise<SyncedLevel[]> {
  inFlight ??= send().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function send(): Promise<SyncedLevel[]> {
  const user = currentUser();
  if (!user) return [];
  const levels: SyncedLevel[] = [];
  for (;;) {
    const batch = queuedAnswers(user).slice(0, BATCH);
    if (batch.length === 0) return levels;
    try {
      const answer = await call(practiceSync, { body: { answers: batch } });
      levels.push(...answer.levels);
    } catch (error) {
      // Offline or the server down: keep everything for the next time. A refusal of the whole batch
      // (4xx) would come back the same way: drop it rather than block every later answer.
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return levels;
    }
    const sent = new Set(batch.map((answer) => answer.clientAnswerId));
    writeQueue(
      user,
      queuedAnswers(user).filter((answer) => !sent.has(answer.clientAnswerId)),
    );
  }
}

/** The last attempt of a practice set (practice mode only: a quiz never stays on the phone). */
export function storeAttempt(attempt: Attempt) {
  const user = currentUser();
  if (!user || attempt.mode !== "practice") return;
  writeJson(`${ATTEMPT}${user}:${attempt.resourceId}`, attempt);
}

export function storedAttempt(resourceId: string): Attempt | null {
  const user = currentUser();
  return user ? readJson<Attempt | null>(`${ATTEMPT}${user}:${resourceId}`, null) : null;
}
