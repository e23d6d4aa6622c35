import type { AnswerBody, TestResult, TestSitting } from "@ganit/contracts";
import { practiceTestGet, practiceTestSubmit } from "@ganit/contracts/endpoints/practice";
import { ApiError } from "@/lib/api.ts";
import { call } from "@/lib/client.ts";
import { canPass, createOutbox, currentAccount, readJson, writeJson } from "@/lib/offline-outbox.ts";
import { keptSittingsKey, TEST_DRAFTS_PREFIX } from "@/lib/session.ts";

/**
 * A chapter test submitted without a connection (docs/adr/0716-a-test-submitted-offline.md): the
 * whole submission waits on the phone, in the offline outbox (lib/offline-outbox.ts, per account,
 * localStorage, so a reload or a closed tab keeps it), until the server has it. It is sent at once,
 * again when the connection returns, and whenever the test's screen opens online. The server grades
 * a sitting once: a second send after a first whose answer was lost gets 409 `practiceTestSubmitted`,
 * which means done — the result is read instead.
 *
 * The open sitting's questions (no keys: a quiz's items) are kept per account too, so a test opened
 * once opens again without a connection, after a reload.
 */
export type TestAnswers = { itemId: string; answer: AnswerBody["answer"] }[];
export type WaitingSubmission = { attemptId: string; answers: TestAnswers };
export type MarkedTest = { attemptId: string; result: TestResult };

const outbox = createOutbox<WaitingSubmission, MarkedTest>({
  name: "test-outbox",
  identity: (submission) => submission.attemptId,
  // One sitting a request: the submit endpoint takes one.
  batch: 1,
  send: async ([submission]) => {
    if (!submission) return { verdicts: [] };
    const { attemptId, answers } = submission;
    try {
      return await sendOne(attemptId, answers);
    } catch (error) {
      // Refused for good: the outbox drops it. Remembered before the drop is written, so the test's
      // screen never shows the open test (its answers gone) in between.
      if (!canPass(error)) rememberRefused(attemptId);
      throw error;
    }
  },
});

async function sendOne(attemptId: string, answers: TestAnswers) {
  try {
    const result = await call(practiceTestSubmit, { params: { attemptId }, body: { answers } });
    return { verdicts: [{ outcome: "stored" as const }], reply: { attemptId, result } };
  } catch (error) {
    if (!(error instanceof ApiError && error.key === "practiceTestSubmitted")) throw error;
    // Submitted already (an earlier send whose answer never came back, or another tab): read the
    // result. A read that fails keeps the submission for the next try, like any failed send.
    const sitting = await call(practiceTestGet, { params: { attemptId } });
    if (sitting.state !== "submitted") return { verdicts: [{ outcome: "retry" as const }] };
    return { verdicts: [{ outcome: "stored" as const }], reply: { attemptId, result: sitting } };
  }
}

/**
 * The sittings whose submission the server refused for good (a sitting gone, answers not its), kept
 * in the tab: the test's screen says so instead of showing the test again without its answers. The
 * key shares the tab's test drafts' prefix, so a sign-out deletes it with them (lib/session.ts).
 */
const refusedKey = (attemptId: string) => `${TEST_DRAFTS_PREFIX}refused-${attemptId}`;

function rememberRefused(attemptId: string) {
  try {
    sessionStorage.setItem(refusedKey(attemptId), "1");
  } catch {
    // Storage blocked: the screen then shows the test again, as it loads from the server.
  }
}

/** Fired on the window (with a `DroppedDetail`) when the server refused a waiting test for good. */
export const TEST_REFUSED_EVENT = outbox.droppedEvent;

export const wasRefused = (attemptId: string) => sessionStorage.getItem(refusedKey(attemptId)) !== null;

/** Fired on the window whenever a submission starts or stops waiting. */
export const TEST_OUTBOX_EVENT = outbox.changedEvent;

export const isWaiting = (attemptId: string) =>
  outbox.entries().some((submission) => submission.attemptId === attemptId);

/** The answers of this sitting's waiting submission, if one waits. */
export const waitingAnswers = (attemptId: string) =>
  outbox.entries().find((submission) => submission.attemptId === attemptId)?.answers;

/** Sends every waiting submission; resolves with the results the server gave (none offline). */
export async function sendWaitingTests(): Promise<MarkedTest[]> {
  const sent = await outbox.flush();
  for (const { attemptId } of sent.replies) forgetSitting(attemptId);
  return sent.replies;
}

/** How many submissions wait on the phone for the signed-in account. */
export const waitingCount = () => outbox.entries().length;

/** Thrown when the server refused a submission for good (the sitting is gone or the answers are not its). */
export class SubmissionRefused extends Error {}

/**
 * Submits a test: kept on the phone first, then sent. Resolves with the result, or with null when
 * the submission waits on the phone for a connection.
 */
export async function submitTest(attemptId: string, answers: TestAnswers): Promise<TestResult | null> {
  outbox.add({ attemptId, answers });
  const sent = await outbox.flush();
  for (const { attemptId: marked } of sent.replies) forgetSitting(marked);
  const mine = sent.replies.find((reply) => reply.attemptId === attemptId);
  if (mine) return mine.result;
  if (sent.dropped.some((submission) => submission.attemptId === attemptId)) throw new SubmissionRefused();
  return null;
}

/** The open sittings kept for offline, newest last; a few are enough (one is being sat). */
const SITTINGS_KEPT = 3;
type OpenSitting = Extract<TestSitting, { state: "open" }>;

const keptSittings = (account: string): OpenSitting[] => {
  const list = readJson<unknown>(keptSittingsKey(account), []);
  return Array.isArray(list) ? (list as OpenSitting[]) : [];
};

/** Keeps an open sitting's questions on the phone, for the signed-in account. */
export function keepSitting(sitting: TestSitting) {
  const account = currentAccount();
  if (!account || sitting.state !== "open") return;
  const others = keptSittings(account).filter((kept) => kept.attemptId !== sitting.attemptId);
  writeJson(keptSittingsKey(account), [...others, sitting].slice(-SITTINGS_KEPT));
}

export function keptSitting(attemptId: string): OpenSitting | null {
  const account = currentAccount();
  if (!account) return null;
  return keptSittings(account).find((kept) => kept.attemptId === attemptId) ?? null;
}

/** A marked sitting's questions are no longer needed on the phone (the result is read from the server). */
export function forgetSitting(attemptId: string) {
  const account = currentAccount();
  if (!account) return;
  const list = keptSittings(account);
  const rest = list.filter((kept) => kept.attemptId !== attemptId);
  if (rest.length === list.length) return;
  if (rest.length === 0) localStorage.removeItem(keptSittingsKey(account));
  else writeJson(keptSittingsKey(account), rest);
}
