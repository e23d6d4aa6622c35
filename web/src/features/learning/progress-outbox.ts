import { learningDone, learningOpened, type ProgressDone, type ProgressOpened } from "@ganit/contracts";
import { ApiError } from "@/lib/api.ts";
import { call } from "@/lib/client.ts";
import { createOutbox, currentAccount } from "@/lib/offline-outbox.ts";

/**
 * Progress made without a connection is not lost: a write that gets no answer goes to the offline
 * outbox (lib/offline-outbox.ts: per account, oldest first, kept while the refusal can pass) and is
 * sent when the `online` event fires or a student screen opens with a connection.
 */
export type OutboxEntry = { kind: "opened"; body: ProgressOpened } | { kind: "done"; body: ProgressDone };

function post(entry: OutboxEntry) {
  return entry.kind === "opened"
    ? call(learningOpened, { body: entry.body })
    : call(learningDone, { body: entry.body });
}

/**
 * Only the latest 'done' of a resource matters (done then undone is undone), and one 'opened' per
 * resource is enough: the server keeps the time it receives it. One write a request, in order.
 */
const outbox = createOutbox<OutboxEntry>({
  name: "progress-outbox",
  identity: (entry) => `${entry.kind}:${entry.body.resourceId}`,
  batch: 1,
  send: async ([entry]) => {
    if (entry) await post(entry);
    return { verdicts: [{ outcome: "stored" }] };
  },
});

const isOffline = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * Sends a progress write now; without a connection it is queued instead ("queued"). Any other
 * failure is thrown, so the screen can say so.
 */
export async function sendProgress(entry: OutboxEntry): Promise<"sent" | "queued"> {
  try {
    await post(entry);
    return "sent";
  } catch (error) {
    if (!isOffline(error) || !currentAccount()) throw error;
    outbox.add(entry);
    return "queued";
  }
}

/** The 'done' writes still waiting to be sent, by resource (true: done, false: undone). */
export function pendingDone(): Map<string, boolean> {
  const pending = new Map<string, boolean>();
  for (const entry of outbox.entries())
    if (entry.kind === "done") pending.set(entry.body.resourceId, entry.body.done);
  return pending;
}

/** Sends the queue in order and returns how many the server stored. */
export async function flushOutbox(): Promise<number> {
  return (await outbox.flush()).stored.length;
}
