/**
 * The app's side of offline lessons (docs/decisions.md, "Issue 9: offline lessons"; the worker is
 * web/src/sw/service-worker.js, built to /sw.js). Loaded with `import()` by the auth state once
 * someone is signed in, so a first visit of a public page never carries it.
 *
 * The worker keeps a signed-in user's course trees in a cache of that user's own (named after the
 * token's `sub`) and lesson pages in a shared one. On a shared school computer the next child must
 * not find the previous child's data on the disk, so this module deletes them at sign-out and when
 * a different user signs in. Service workers and the Cache API exist only in secure contexts (https,
 * localhost): elsewhere every function here does nothing.
 */

import { OFFLINE_READY_EVENT } from "./session.ts";

const USER_CACHE = /^ganit-user-[^-]+-(.+)$/;
const LESSON_CACHE = /^ganit-lessons-/;

const cacheStorage = (): CacheStorage | undefined => (typeof caches === "undefined" ? undefined : caches);

/** Deletes the caches of the users for whom `drop(user)` is true, and the lesson pages with them. */
async function dropUserCaches(drop: (user: string) => boolean): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  const names = await storage.keys();
  const users = names.filter((name) => {
    const user = USER_CACHE.exec(name)?.[1];
    return user !== undefined && drop(user);
  });
  if (users.length === 0 && names.some((name) => USER_CACHE.test(name))) return;
  await Promise.all(
    [...users, ...names.filter((name) => LESSON_CACHE.test(name))].map((n) => storage.delete(n)),
  );
}

/** At sign-out: nothing of this user stays in the browser's caches. */
export function forgetOfflineData(): Promise<void> {
  return dropUserCaches(() => true).catch(() => undefined);
}

/**
 * After a sign-in (or a start with a session): the data of any other user is deleted, then the
 * worker is registered once the page has loaded, never competing with the first paint. Production
 * builds only: the dev server serves no /sw.js.
 */
export async function startOfflineSupport(user: string): Promise<void> {
  await dropUserCaches((cached) => cached !== user).catch(() => undefined);
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  if (document.readyState === "complete") registerWorker();
  else window.addEventListener("load", registerWorker, { once: true });
}

function registerWorker() {
  // The first time, the screen's requests (the course tree, its lesson) went past the worker: once it
  // controls the page the app asks again, so they are kept for the next, offline, visit.
  if (!navigator.serviceWorker.controller)
    navigator.serviceWorker.addEventListener(
      "controllerchange",
      () => window.dispatchEvent(new Event(OFFLINE_READY_EVENT)),
      { once: true },
    );
  navigator.serviceWorker
    .register("/sw.js", { scope: "/" })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      // What this page loaded before the worker controlled it (a first visit): the worker copies it
      // from the HTTP cache, so the app starts offline next time.
      const urls = performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter(
          (url) => new URL(url).origin === location.origin && new URL(url).pathname.startsWith("/assets/"),
        );
      registration.active?.postMessage({ type: "cache-assets", urls });
    })
    .catch(() => undefined);
}
