/**
 * The app's side of offline lessons (docs/adr/0188-hand-written-service-worker.md; the worker is
 * web/src/sw/service-worker.js, built to /sw.js). `followSession` runs from the signed-in user's
 * account menu (app/layout/account-menu.tsx), which loads this module apart: a first visit of a
 * public page never carries any of this.
 *
 * The worker keeps a signed-in user's course trees in a cache of that user's own (named after the
 * token's `sub`) and lesson pages in a shared one. On a shared school computer the next child must
 * not find the previous child's data on the disk, so this module deletes them at sign-out and when
 * a different user signs in. Service workers and the Cache API exist only in secure contexts (https,
 * localhost): elsewhere every function here does nothing.
 */
import { OFFLINE_USER_DATA, pathPattern } from "@ganit/contracts";
import { decodeToken, readSession } from "./session.ts";

const USER_CACHE = /^ganit-user-[^-]+-(.+)$/;
const LESSON_CACHE = /^ganit-lessons-/;
/** The GETs the worker keeps for a student (its USER_DATA_PATHS): asked again once it controls the page. */
const KEPT_API = OFFLINE_USER_DATA.map((endpoint) => pathPattern(endpoint.path));
/** A write that was on its way at sign-out may land just after the deletion: delete once more then. */
const SIGN_OUT_SWEEP_MS = 1500;

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
  // Only the signed-in user's own caches: their lesson pages stay too.
  if (users.length === 0 && names.some((name) => USER_CACHE.test(name))) return;
  const lessons = names.filter((name) => LESSON_CACHE.test(name));
  await Promise.all([...users, ...lessons].map((name) => storage.delete(name)));
}

/**
 * Offline lessons follow the session: while someone is signed in the worker runs (and any other
 * user's cached data is deleted); when they sign out (the menu goes, and no token is left: a
 * logout, or a session the server ended) their data is deleted.
 */
export function followSession(token: string | null): () => void {
  const user = decodeToken(token)?.sub;
  if (!user || !token) return () => undefined;
  void startOfflineSupport(user, token);
  return () => {
    if (!readSession().token) void forgetOfflineData(token);
  };
}

/**
 * At sign-out: nothing of this user stays in the browser's caches. The worker is told too, so a
 * request of this session still on its way is not kept after the deletion.
 */
function forgetOfflineData(token: string): Promise<void> {
  if ("serviceWorker" in navigator)
    navigator.serviceWorker.controller?.postMessage({ type: "signed-out", token });
  const forget = () => dropUserCaches(() => true).catch(() => undefined);
  setTimeout(forget, SIGN_OUT_SWEEP_MS);
  return forget();
}

/**
 * After a sign-in (or a start with a session): the data of any other user is deleted, then the
 * worker is registered once the page has loaded, never competing with the first paint. Production
 * builds only: the dev server serves no /sw.js.
 */
async function startOfflineSupport(user: string, token: string): Promise<void> {
  await dropUserCaches((cached) => cached !== user).catch(() => undefined);
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => registerWorker(token);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** The same-origin paths of what this page loaded, by what they match. */
function loadedPaths(patterns: RegExp[]): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && patterns.some((pattern) => pattern.test(url.pathname)))
    .map((url) => url.pathname + url.search);
}

/**
 * The first time, the screen's requests (the course tree, its lesson) went past the worker: once it
 * controls the page they are made again through it, with the session's token, so the worker keeps
 * them (and pre-fetches the tree's lesson pages) for the next, offline, visit.
 */
function askAgainThroughWorker(token: string) {
  for (const path of new Set(loadedPaths(KEPT_API)))
    void fetch(path, { headers: { Accept: "application/json", Authorization: token } }).catch(
      () => undefined,
    );
}

function registerWorker(token: string) {
  if (!navigator.serviceWorker.controller)
    navigator.serviceWorker.addEventListener("controllerchange", () => askAgainThroughWorker(token), {
      once: true,
    });
  navigator.serviceWorker
    .register("/sw.js", { scope: "/" })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      // What this page loaded before the worker controlled it (a first visit): the worker copies it
      // from the HTTP cache, so the app starts offline next time.
      registration.active?.postMessage({ type: "cache-assets", urls: loadedPaths([/^\/assets\//]) });
    })
    .catch(() => undefined);
}
