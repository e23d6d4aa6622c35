import { apiFetch } from "./api.ts";

/**
 * GET requests a screen starts before the app's first render, when the app opens on that screen
 * (its `prefetch`, called by loadFirstScreen in app/router.tsx). Rendering the app takes a slow
 * phone most of a second: the screen's data is then already on its way when its query asks. Each
 * early answer is taken once, and only while fresh; anything else is asked for anew.
 */
const FRESH_MS = 10_000;
const started = new Map<string, { at: number; answer: Promise<unknown> }>();

export function startEarlyFetch(path: string): void {
  if (started.has(path)) return;
  const answer = apiFetch(path);
  // Whoever takes it handles a failure; one never taken must not be an unhandled rejection.
  answer.catch(() => undefined);
  started.set(path, { at: Date.now(), answer });
}

/** GET `path`: the early request's answer when there is a fresh one, else a new request. */
export function apiFetchOrEarly<T>(path: string): Promise<T> {
  const early = started.get(path);
  started.delete(path);
  if (early && Date.now() - early.at < FRESH_MS) return early.answer as Promise<T>;
  return apiFetch<T>(path);
}
