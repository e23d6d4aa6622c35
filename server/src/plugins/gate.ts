import { HttpError } from "../errors.ts";

/** Seconds a caller turned away by a full gate is asked to wait. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * A semaphore for work that costs this process's CPU (argon2) or its one PGlite thread: at most
 * `concurrency` run at once, at most `maxQueue` wait, first come first served; one more is answered
 * at once with 503 `serverBusy` and Retry-After instead of waiting for ever behind a flood.
 */
export class Gate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  /** The most that ever ran at once (tests read it). */
  peak = 0;

  constructor(
    readonly name: string,
    private concurrency: number,
    private maxQueue: number,
  ) {}

  /** Changes the bounds (tests; an operator's tuning later). Work already admitted is not affected. */
  setLimits(concurrency: number, maxQueue: number): void {
    this.concurrency = Math.max(1, concurrency);
    this.maxQueue = Math.max(0, maxQueue);
  }

  get limits() {
    return { concurrency: this.concurrency, maxQueue: this.maxQueue };
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const leave = await this.enter();
    try {
      return await work();
    } finally {
      leave();
    }
  }

  /**
   * Takes a place (at once, or after those who came first), for work whose end is seen elsewhere (a
   * request that ends when its answer is sent). Returns the leave function: calling it again is harmless.
   */
  async enter(): Promise<() => void> {
    if (this.active < this.concurrency) {
      this.active += 1;
    } else {
      if (this.waiting.length >= this.maxQueue) {
        throw new HttpError(503, "serverBusy", {
          headers: { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) },
        });
      }
      // The slot is handed over by the one that leaves (see below), so `active` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.peak = Math.max(this.peak, this.active);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    };
  }
}
