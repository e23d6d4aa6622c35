import { ApiError } from "@/lib/api.ts";
import { decodeToken, SESSION_KEYS } from "@/lib/session.ts";

/**
 * Writes made without a connection (a school's patchy network, a phone in a bus), kept in
 * localStorage until the server has them: one queue per kind of write and per account (the token's
 * `sub`), so on a phone shared by two children one child's writes are never sent in the other's
 * session. Sent oldest first, one flush at a time.
 *
 * What the server says decides what happens to a write (docs/adr/0472-one-offline-outbox.md):
 * - stored: removed;
 * - refused for a reason that can pass (no answer, a busy or failing server: 0, 408, 429, 5xx; a
 *   conflict of the moment: 409; the session over: 401; or the server's own `retry`): kept, and the
 *   flush stops there, so the order of the writes holds and the same refusal is not asked again at once;
 * - refused finally (any other 4xx): removed, and said: the `dropped` event carries how many and
 *   the server's message key, for the screen to tell the child.
 */
export type Verdict = { outcome: "stored" } | { outcome: "retry" } | { outcome: "dropped"; key?: string };

export type OutboxOptions<Entry, Reply> = {
  /** The storage key's prefix and the name in the events (`ganit:<name>`). */
  name: string;
  /** Entries with the same identity replace each other when added (the newest is kept). */
  identity: (entry: Entry) => string;
  /** Sends some entries (at most `batch`), oldest first: what became of each, and the server's reply. */
  send: (entries: Entry[]) => Promise<{ verdicts: Verdict[]; reply?: Reply }>;
  batch: number;
};

export type DroppedDetail = { count: number; key?: string };

/** A refusal of a whole request that can pass later. */
export function canPass(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status >= 500 || [401, 408, 409, 429].includes(error.status);
}

export function currentAccount(): string | null {
  return decodeToken(sessionStorage.getItem(SESSION_KEYS.token))?.sub ?? null;
}

export function readJson<T>(key: string, fallback: T): T {
  try {
    const text = localStorage.getItem(key);
    return text === null ? fallback : (JSON.parse(text) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): this visit's writes still reach the server while online.
  }
}

/** What one flush did: the writes stored and dropped, how many wait still, and the server's replies. */
export type FlushResult<Entry, Reply> = { stored: Entry[]; dropped: Entry[]; kept: number; replies: Reply[] };

export function createOutbox<Entry, Reply = never>(options: OutboxOptions<Entry, Reply>) {
  const prefix = `ganit:${options.name}:`;
  const changed = `ganit:${options.name}-changed`;
  const droppedEvent = `ganit:${options.name}-dropped`;

  const entries = (account = currentAccount()): Entry[] => {
    if (!account) return [];
    const list = readJson<unknown>(`${prefix}${account}`, []);
    return Array.isArray(list) ? (list as Entry[]) : [];
  };

  const write = (account: string, list: readonly Entry[]) => {
    if (list.length === 0) localStorage.removeItem(`${prefix}${account}`);
    else writeJson(`${prefix}${account}`, list);
    window.dispatchEvent(new Event(changed));
  };

  /** Queues a write for the signed-in account (nothing without one). */
  const add = (entry: Entry) => {
    const account = currentAccount();
    if (!account) return;
    const id = options.identity(entry);
    write(account, [...entries(account).filter((other) => options.identity(other) !== id), entry]);
  };

  /** Removes what was handled; another tab may have queued more (or replaced one) meanwhile. */
  const remove = (account: string, handled: readonly Entry[]) => {
    const gone = new Set(handled.map((entry) => JSON.stringify(entry)));
    write(
      account,
      entries(account).filter((entry) => !gone.has(JSON.stringify(entry))),
    );
  };

  async function sendAll(): Promise<FlushResult<Entry, Reply>> {
    const result: FlushResult<Entry, Reply> = { stored: [], dropped: [], kept: 0, replies: [] };
    const account = currentAccount();
    if (!account) return result;
    let key: string | undefined;
    for (;;) {
      const batch = entries(account).slice(0, options.batch);
      if (batch.length === 0) break;
      let verdicts: Verdict[];
      try {
        const sent = await options.send(batch);
        verdicts = sent.verdicts;
        if (sent.reply !== undefined) result.replies.push(sent.reply);
      } catch (error) {
        if (canPass(error)) {
          result.kept = entries(account).length;
          break;
        }
        key = error instanceof ApiError ? error.key : undefined;
        verdicts = batch.map(() => ({ outcome: "dropped", ...(key ? { key } : {}) }));
      }
      const handled: Entry[] = [];
      let retry = false;
      batch.forEach((entry, i) => {
        const verdict = verdicts[i] ?? { outcome: "retry" };
        if (verdict.outcome === "retry") {
          retry = true;
          return;
        }
        handled.push(entry);
        if (verdict.outcome === "stored") result.stored.push(entry);
        else {
          result.dropped.push(entry);
          key = verdict.key ?? key;
        }
      });
      remove(account, handled);
      if (retry) {
        result.kept = entries(account).length;
        break;
      }
    }
    if (result.dropped.length > 0) {
      const detail: DroppedDetail = { count: result.dropped.length, ...(key ? { key } : {}) };
      window.dispatchEvent(new CustomEvent(droppedEvent, { detail }));
    }
    return result;
  }

  let inFlight: Promise<FlushResult<Entry, Reply>> | null = null;
  /** Sends every queued write; without a connection nothing is lost. One flush at a time. */
  const flush = (): Promise<FlushResult<Entry, Reply>> => {
    inFlight ??= sendAll().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  return {
    entries,
    add,
    flush,
    /** Fired on the window whenever the queue changes. */
    changedEvent: changed,
    /** Fired on the window with a `DroppedDetail` when the server refused writes finally. */
    droppedEvent,
  };
}

export type Outbox<Entry, Reply = never> = ReturnType<typeof createOutbox<Entry, Reply>>;
