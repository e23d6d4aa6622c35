import { learningDone, learningOpened, type ProgressDone, type ProgressOpened } from "@ganit/contracts";
import { ApiError } from "@/lib/api.ts";
import { call } from "@/lib/client.ts";
import { decodeToken, SESSION_KEYS } from "@/lib/session.ts";

/**
 * Progress made without a connection (a school's patchy network, a phone in a bus) is not lost: a
 * write that gets no answer is kept in localStorage and sent when the `online` event fires (or when
 * a student screen opens with a connection). The queue is per account (the token's `sub`): on a
 * phone shared by two children, one child's ticks are never sent under the other's session.
 * A write the server refuses (4xx: the class closed, the resource removed) is dropped: it would be
 * refused again.
 */
export type OutboxEntry = { kind: "opened"; body: ProgressOpened } | { kind: "done"; body: ProgressDone };

const STORAGE_PREFIX = "ganit:progress-outbox:";

function currentUser(): string | null {
  return decodeToken(sessionStorage.getItem(SESSION_KEYS.token))?.sub ?? null;
}

const storageKey = (user: string) => `${STORAGE_PREFIX}${user}`;

function read(user: string): OutboxEntry[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey(user)) ?? "[]") as unknown;
    return Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
  } catch {
    return [];
  }
}

function write(user: string, entries: readonly OutboxEntry[]) {
  try {
    if (entries.length === 0) localStorage.removeItem(storageKey(user));
    else localStorage.setItem(storageKey(user), JSON.stringify(entries));
  } catch {
    // Storage full or blocked (private mode): the progress of this visit is lost, nothing else.
  }
}

/**
 * Adds a write to the queue. Only the latest 'done' of a resource matters (done then undone is
 * undone), and one 'opened' per resource is enough: the server keeps the time it receives it.
 */
function enqueue(user: string, entry: OutboxEntry) {
  const same = (other: OutboxEntry) =>
    other.kind === entry.kind && other.body.resourceId === entry.body.resourceId;
  write(user, [...read(user).filter((other) => !same(other)), entry]);
}

const isOffline = (error: unknown) => error instanceof ApiError && error.status === 0;

function post(entry: OutboxEntry) {
  return entry.kind === "opened"
    ? call(learningOpened, { body: entry.body })
    : call(learningDone, { body: entry.body });
}

/**
 * Sends a progress write now; without a connection it is queued instead ("queued"). Any other
 * failure is thrown, so the screen can say so.
 */
export async function sendProgress(entry: OutboxEntry): Promise<"sent" | "queued"> {
  const user = currentUser();
  try {
    await post(entry);
    return "sent";
  } catch (error) {
    if (!isOffline(error) || !user) throw error;
    enqueue(user, entry);
    return "queued";
  }
}

/** The 'done' writes still waiting to be sent, by resource (true: done, false: undone). */
export function pendingDone(): Map<string, boolean> {
  const user = currentUser();
  const pending = new Map<string, boolean>();
  if (!user) return pending;
  for (const entry of read(user))
    if (entry.kind === "done") pending.set(entry.body.resourceId, entry.body.done);
  return pending;
}

let flushing: Promise<number> | null = null;

/**
 * Sends the queue in order and returns how many were sent. Stops at the first write that gets no
 * answer (still offline) and keeps it and the rest; one flush at a time.
 */
export function flushOutbox(): Promise<number> {
  flushing ??= (async () => {
    const user = currentUser();
    if (!user) return 0;
    let sent = 0;
    for (const entry of read(user)) {
      try {
        await post(entry);
        sent += 1;
      } catch (error) {
        if (isOffline(error)) break;
        // Refused by the server: dropped below like a sent one.
      }
      // Another tab may have queued more meanwhile: drop only this entry.
      write(
        user,
        read(user).filter((other) => JSON.stringify(other) !== JSON.stringify(entry)),
      );
    }
    return sent;
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}
