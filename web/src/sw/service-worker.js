// Ganit's service worker: a student's lessons keep working without a connection after one visit
// (docs/decisions.md, "Issue 9: offline lessons"). Written by hand and kept small; the build
// (web/vite.config.ts, serviceWorkerPlugin) emits it as /sw.js with __GANIT_BUILD__ replaced by an id
// of the build, so every build names its own caches and a new build drops the old ones.
//
// What it does, and nothing else:
// - /assets/* (hashed, never change): cache first.
// - a page navigation: the network, else the cached app shell (/index.html), so a reload works offline.
// - a student's course tree and progress (GET), per signed-in user: the network first, else the cache.
// - lesson pages (GET /api/content/page/{id}, sandboxed HTML): the network first, else the cache;
//   the whole response is kept, so its CSP sandbox header comes back with it. After a course tree
//   arrives, the tree's lesson pages not cached yet are fetched one by one, so neighbours open offline.
// Never cached: anything but GET, any answer but a plain 200 of our own origin, any other API route,
// and any user's data under another user's key. The app deletes the user and lesson caches at
// sign-out and when another user signs in (web/src/lib/offline-support.ts).

const BUILD = "__GANIT_BUILD__";
const SHELL_CACHE = `ganit-shell-${BUILD}`;
const LESSON_CACHE = `ganit-lessons-${BUILD}`;
/** + the user's id (the token's `sub`): one cache per user, so nobody reads another's answers. */
const USER_CACHE_PREFIX = `ganit-user-${BUILD}-`;
const SHELL_PAGE = "/index.html";

/** A student's own data, answered from the cache when the network fails. */
const USER_DATA_PATHS = [
  /^\/api\/course\/student\/accesscourses$/,
  /^\/api\/course\/student\/accesscourse\/[^/]+$/,
  // The student's own ticks and resume point; never the class tables teachers and schools read.
  /^\/api\/progress\/course\/[^/]+$/,
  /^\/api\/progress\/resume$/,
];
const COURSE_TREE_PATH = /^\/api\/course\/student\/accesscourse\/[^/]+$/;
const LESSON_PAGE_PATH = /^\/api\/content\/page\/[^/]+$/;
const VIEW_RESOURCE_URL = /^\/viewresource\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** A course has a few hundred resources at most; more is not a course tree worth pre-fetching. */
const MAX_PREFETCH = 400;
/** Answers whose absence means "no longer yours": a cached copy must stop being shown. */
const REFUSALS = new Set([401, 403, 404, 410]);

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.add(new Request(SHELL_PAGE, { cache: "reload" })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("ganit-") && !name.includes(`-${BUILD}`))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// The page sends the assets it loaded before this worker controlled it (the first visit): they are in
// the browser's HTTP cache, so adding them costs no second download on a slow line.
self.addEventListener("message", (event) => {
  const data = event.data;
  if (data?.type !== "cache-assets" || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url) => typeof url === "string" && isOwnAsset(url));
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => addMissing(cache, urls)));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  // Writes (progress, sign-in) go to the network untouched; ranges (media) too.
  if (request.method !== "GET" || request.headers.has("range")) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;

  if (LESSON_PAGE_PATH.test(path)) {
    event.respondWith(networkFirst(event, LESSON_CACHE));
  } else if (USER_DATA_PATHS.some((pattern) => pattern.test(path))) {
    const user = userOf(request);
    // Without a token the server refuses: nothing to keep, nothing to answer from a cache.
    if (!user) return;
    const cacheName = USER_CACHE_PREFIX + user;
    const after = COURSE_TREE_PATH.test(path) ? (response) => prefetchLessons(response, cacheName) : null;
    event.respondWith(networkFirst(event, cacheName, after));
  } else if (path.startsWith("/api/") || path === "/api") {
    // Every other API answer is never stored.
  } else if (path.startsWith("/assets/")) {
    event.respondWith(cacheFirst(event));
  } else if (request.mode === "navigate") {
    event.respondWith(pageOrShell(request));
  }
});

const isOwnAsset = (url) => {
  try {
    const parsed = new URL(url, self.location.origin);
    return parsed.origin === self.location.origin && parsed.pathname.startsWith("/assets/");
  } catch {
    return false;
  }
};

/** Only a whole, plain answer of our own origin is kept: no error, no redirect, no opaque answer. */
const keepable = (response) => response.status === 200 && response.type === "basic" && !response.redirected;

/** The user a request is made for: the `sub` of its token (signature checked by the server, not here). */
function userOf(request) {
  const token = (request.headers.get("authorization") ?? "").replace(/^Bearer\s+/i, "");
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    const sub = typeof claims.sub === "string" ? claims.sub : "";
    return /^[A-Za-z0-9_-]{1,64}$/.test(sub) ? sub : null;
  } catch {
    return null;
  }
}

async function networkFirst(event, cacheName, after) {
  const request = event.request;
  const cache = await caches.open(cacheName);
  let response;
  try {
    response = await fetch(request);
  } catch {
    return (await cache.match(request, { ignoreVary: true })) ?? Response.error();
  }
  if (keepable(response)) {
    const copy = response.clone();
    event.waitUntil(cache.put(request, response.clone()).then(() => (after ? after(copy) : undefined)));
  } else if (REFUSALS.has(response.status)) {
    // Access withdrawn (a class on hold), a page deleted, a session over: stop showing it offline too.
    event.waitUntil(cache.delete(request, { ignoreVary: true }));
  } else if (response.status >= 500) {
    // The server is down or overloaded: the last good answer is better than an error page.
    const cached = await cache.match(request, { ignoreVary: true });
    if (cached) return cached;
  }
  return response;
}

async function cacheFirst(event) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (keepable(response)) event.waitUntil(cache.put(event.request, response.clone()));
  return response;
}

async function pageOrShell(request) {
  try {
    return await fetch(request);
  } catch {
    const shell = await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE });
    return shell ?? Response.error();
  }
}

async function addMissing(cache, urls) {
  for (const url of urls) {
    if (await cache.match(url)) continue;
    try {
      const response = await fetch(url);
      if (keepable(response)) await cache.put(url, response);
    } catch {
      return; // offline again: the rest is cached as it is fetched
    }
  }
}

/** Every content-library page a course tree links (`/viewresource/{id}`), wherever it sits in the JSON. */
function lessonIdsOf(value, ids = new Set()) {
  if (ids.size >= MAX_PREFETCH) return ids;
  if (typeof value === "string") {
    const match = VIEW_RESOURCE_URL.exec(value.trim());
    if (match) ids.add(match[1]);
  } else if (Array.isArray(value)) {
    for (const item of value) lessonIdsOf(item, ids);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) lessonIdsOf(item, ids);
  }
  return ids;
}

/**
 * Fetches, one at a time so the lesson on screen keeps the line, the tree's lesson pages that are not
 * cached yet. A page already cached is refreshed when it is opened (network first). Stops when the
 * user's cache is gone (signed out meanwhile) or the connection drops.
 */
async function prefetchLessons(treeResponse, userCacheName) {
  let tree;
  try {
    tree = await treeResponse.json();
  } catch {
    return;
  }
  const cache = await caches.open(LESSON_CACHE);
  for (const id of lessonIdsOf(tree)) {
    const url = `/api/content/page/${id}`;
    if (await cache.match(url)) continue;
    if (!(await caches.has(userCacheName))) return;
    let response;
    try {
      response = await fetch(url, { credentials: "omit" });
    } catch {
      return;
    }
    if (keepable(response) && (await caches.has(userCacheName))) await cache.put(url, response);
  }
}
