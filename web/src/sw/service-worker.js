// Ganit's service worker: a student's lessons keep working without a connection after one visit
// (docs/adr/0188-hand-written-service-worker.md, docs/adr/0190-offline-cache-rules.md). Written by
// hand and kept small; the build (web/vite.config.ts, serviceWorkerPlugin) emits it as /sw.js with
// __GANIT_BUILD__ replaced by an id of the build, so every build names its own caches and a new
// build drops the old ones.
//
// What it does, and nothing else:
// - /assets/* (hashed, never change): cache first.
// - a page navigation (a client route): the app shell of this build (/index.html, cached at install).
// - a student's course tree and progress (GET), per signed-in user: the network first, the cached
//   copy when the network fails or takes more than 0.8 s. The tree is what changes: an edited
//   course, a class put on hold (403: its copy is deleted).
// - lesson pages (GET /api/content/page/{id}, sandboxed HTML): cache first. A page never changes
//   (the content library creates and deletes, it never edits: new content is a new id in the tree).
//   The whole response is kept, so its CSP sandbox header comes back with it. After a course tree
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

// The API paths below come from the endpoint declarations of @ganit/contracts: the build
// (service-worker-plugin.ts) writes them in place of these names.
/** A student's own data (`OFFLINE_USER_DATA`), answered from the cache when the network fails. */
const USER_DATA_PATHS = __GANIT_USER_DATA_PATHS__;
/** `learningApi.studentCourse`: a class's tree, whose lesson pages are fetched after it. */
const COURSE_TREE_PATH = __GANIT_COURSE_TREE_PATH__;
/** `contentApi.lessonPage`, its pattern and its path with `:id` to fill. */
const LESSON_PAGE_PATH = __GANIT_LESSON_PAGE_PATH__;
const LESSON_PAGE_URL = __GANIT_LESSON_PAGE_URL__;
const VIEW_RESOURCE_URL = /^\/viewresource\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** A course has a few hundred resources at most; more is not a course tree worth pre-fetching. */
const MAX_PREFETCH = 400;
/** How long the network may take before a cached copy is shown instead (see networkFirst). */
const NETWORK_GRACE_MS = 800;
/** Answers that mean "not yours (any more)": a cached copy must stop being shown. */
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

/**
 * Tokens of sessions that signed out: a request still on its way with one (a retry, a refetch as
 * the connection returns) must not put that user's data back after the app deleted it. Kept in
 * memory: such stragglers come within seconds, while the worker is alive anyway.
 */
const signedOut = new Set();

self.addEventListener("message", (event) => {
  const data = event.data;
  if (data?.type === "signed-out" && typeof data.token === "string") {
    signedOut.add(data.token);
    event.waitUntil(deleteUserData());
  } else if (data?.type === "cache-assets" && Array.isArray(data.urls)) {
    // The page sends the assets it loaded before this worker controlled it (the first visit): they
    // are in the browser's HTTP cache, so adding them costs no second download on a slow line.
    const urls = data.urls.filter((url) => typeof url === "string" && isOwnAsset(url));
    event.waitUntil(caches.open(SHELL_CACHE).then((cache) => addMissing(cache, urls)));
  }
});

async function deleteUserData() {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(USER_CACHE_PREFIX) || name === LESSON_CACHE)
      .map((name) => caches.delete(name)),
  );
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  // Writes (progress, sign-in) go to the network untouched; ranges (media) too.
  if (request.method !== "GET" || request.headers.has("range")) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;

  if (LESSON_PAGE_PATH.test(path)) {
    // A tab opening a lesson page gets the server's framing document, never the page itself as
    // its top page (a top page's script could send the tab anywhere): that one goes to the network.
    if (request.destination === "document") return;
    event.respondWith(cacheFirst(event, LESSON_CACHE));
  } else if (USER_DATA_PATHS.some((pattern) => pattern.test(path))) {
    const user = userOf(request);
    // Without a token the server refuses: nothing to keep, nothing to answer from a cache. A token
    // of a session that signed out goes to the network untouched.
    if (!user || signedOut.has(tokenOf(request))) return;
    const cacheName = USER_CACHE_PREFIX + user;
    const token = tokenOf(request);
    const after = COURSE_TREE_PATH.test(path) ? (response) => prefetchLessons(response, token) : null;
    event.respondWith(networkFirst(event, cacheName, after));
  } else if (path.startsWith("/api/") || path === "/api") {
    // Every other API answer is never stored.
  } else if (path.startsWith("/assets/")) {
    event.respondWith(cacheFirst(event, SHELL_CACHE));
  } else if (request.mode === "navigate" && !/\.[^/]*$/.test(path)) {
    // A client route (never a file: /docs/x.pdf, /sw.js keep going to the network).
    event.respondWith(shellFirst(request));
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
const tokenOf = (request) => (request.headers.get("authorization") ?? "").replace(/^Bearer\s+/i, "");

function userOf(request) {
  const token = tokenOf(request);
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

/**
 * The network first, for fresh trees and pages; but when a copy is cached the network gets
 * NETWORK_GRACE_MS to answer, then the copy is shown (a lesson must open within 3 s on a slow
 * line). The network's answer still refreshes the cache when it comes: the next opening shows it.
 */
function networkFirst(event, cacheName, after) {
  const request = event.request;
  const cacheReady = caches.open(cacheName);
  const fromNetwork = fetch(request).then(async (response) => {
    const cache = await cacheReady;
    if (keepable(response) && !signedOut.has(tokenOf(request))) {
      const forCache = response.clone();
      const forAfter = after ? response.clone() : null;
      event.waitUntil(cache.put(request, forCache).then(() => (forAfter ? after(forAfter) : undefined)));
    } else if (REFUSALS.has(response.status)) {
      // Access withdrawn (a class on hold), a page deleted, a session over: stop showing it offline too.
      event.waitUntil(cache.delete(request, { ignoreVary: true }));
    }
    return response;
  });
  event.waitUntil(fromNetwork.catch(() => undefined));
  return (async () => {
    const cached = await (await cacheReady).match(request, { ignoreVary: true });
    if (!cached) return fromNetwork.catch(() => Response.error());
    const late = new Promise((resolve) => setTimeout(resolve, NETWORK_GRACE_MS, null));
    const first = await Promise.race([fromNetwork.catch(() => null), late]);
    // No answer yet, none at all (offline), or the server failing (5xx): the last good copy.
    if (first && first.status < 500) return first;
    return cached;
  })();
}

async function cacheFirst(event, cacheName) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (keepable(response)) event.waitUntil(cache.put(event.request, response.clone()));
  return response;
}

/**
 * The app shell of this build, cached at install: index.html names only hashed assets, so it is
 * the same until the next build, which comes with a new worker and a new shell. Without one, the
 * network.
 */
async function shellFirst(request) {
  const shell = await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE });
  if (shell) return shell;
  try {
    return await fetch(request);
  } catch {
    return Response.error();
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
 * cached yet (a page never changes: one cached is current). Stops when the session signs out
 * meanwhile or the connection drops.
 */
async function prefetchLessons(treeResponse, token) {
  let tree;
  try {
    tree = await treeResponse.json();
  } catch {
    return;
  }
  for (const id of lessonIdsOf(tree)) {
    const url = LESSON_PAGE_URL.replace(":id", id);
    // Opened each time (not once before the loop): after a sign-out the cache is gone, and it must
    // not be made again for a session that has ended.
    if (signedOut.has(token)) return;
    if (await caches.match(url, { cacheName: LESSON_CACHE })) continue;
    let response;
    try {
      response = await fetch(url, { credentials: "omit" });
    } catch {
      return;
    }
    if (!keepable(response) || signedOut.has(token)) continue;
    await (await caches.open(LESSON_CACHE)).put(url, response);
  }
}
