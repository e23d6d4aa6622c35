import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { MESSAGES } from "@ganit/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";

/**
 * What the web build's prerender step writes to `prerendered/pages.json`: the public pages rendered
 * to HTML in each language, and the cookie in which the browser mirrors the visitor's language.
 */
type PrerenderedPages = {
  cookie: string;
  /** The first is the default, served when the cookie names none of them. */
  languages: string[];
  /** Client path → file name inside `prerendered/<language>/`. */
  pages: Record<string, string>;
  /**
   * The loading shell (the header's bar and a spinner, not hydrated) served for every other client
   * route, so a slow phone paints before the scripts have run. Absent in older builds.
   */
  shell?: string;
  /**
   * Client path, or route pattern (`/x/:id`), → a loading shell that also preloads that screen's
   * chunks. A path named exactly wins over a pattern it also matches.
   */
  screens?: Record<string, string>;
  /** Route patterns (`/x/:id`) without the header: they get the plain index.html. */
  bare?: string[];
};

const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ message: MESSAGES.notFound, key: "notFound" });

/**
 * Whether a path means the API however it is spelt: `/API/x`, `//api/x`, `/api%2Fx`, `/%61pi/x`,
 * `/x/../api`, `/api\x` all do. Such a request must never get the SPA's index.html: a client (or a
 * cache, or a scanner) would take a 200 HTML page for an API answer.
 */
export function isApiPath(rawPath: string): boolean {
  let pathname = rawPath;
  // Decoded until stable (a double-encoded %252F too), at most a few rounds.
  for (let round = 0; round < 4; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      break;
    }
    if (decoded === pathname) break;
    pathname = decoded;
  }
  const segments: string[] = [];
  for (const segment of pathname.replace(/\\/g, "/").toLowerCase().split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  // `/api;x`, `/api%00`, `/api ` name the API too.
  return (segments[0] ?? "").split(/[;,\s\p{Cc}]/u)[0] === "api";
}

/** The language the visitor chose (mirrored by the web app in a cookie), if the build has pages in it. */
function chosenLanguage(cookieHeader: string | undefined, prerendered: PrerenderedPages): string {
  const fallback = prerendered.languages[0] ?? "en";
  if (!cookieHeader) return fallback;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.split("=", 2).map((s) => s.trim());
    if (name === prerendered.cookie && value && prerendered.languages.includes(value)) return value;
  }
  return fallback;
}

/** Whether a client path matches a route pattern whose `:name` segments match any one segment. */
function matchesRoute(pathname: string, pattern: string): boolean {
  const parts = pathname.split("/");
  const patternParts = pattern.split("/");
  return (
    parts.length === patternParts.length &&
    patternParts.every((part, index) => (part.startsWith(":") ? parts[index] !== "" : part === parts[index]))
  );
}

/** The file inside `prerendered/<language>/` that answers a client route, if the build made one. */
function prerenderedFileFor(route: string, prerendered: PrerenderedPages): string | undefined {
  const page = prerendered.pages[route] ?? prerendered.screens?.[route];
  if (page) return page;
  const screen = Object.entries(prerendered.screens ?? {}).find(
    ([pattern]) => pattern.includes("/:") && matchesRoute(route, pattern),
  );
  if (screen) return screen[1];
  if (prerendered.bare?.some((pattern) => matchesRoute(route, pattern))) return undefined;
  return prerendered.shell;
}

function readPrerendered(webDist: string): PrerenderedPages | undefined {
  const file = path.join(webDist, "prerendered", "pages.json");
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, "utf8")) as PrerenderedPages;
}

/**
 * Serves the built web app. Hashed assets are cached for a year; every other GET that is not the
 * API gets HTML, so client routes work on reload: a public page's prerendered HTML in the visitor's
 * language, else the loading shell in that language (index.html for routes without the header, and
 * for a build without prerendered pages). Files are sent brotli- or gzip-compressed when the build made
 * a `.br`/`.gz` beside them and the browser accepts it. Source maps are never served. Unknown API
 * paths, in any spelling, answer 404 JSON.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, "index.html"));
  const prerendered = hasWeb ? readPrerendered(webDist) : undefined;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The build keeps source maps for operators decoding a stack trace; visitors get a 404.
      allowedPath: (pathname) => !pathname.toLowerCase().endsWith(".map"),
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    // A missing file (/assets/old-hash.js, /docs/x.pdf, a .map) is a 404, not index.html: a client
    // route never has a dot in its last segment.
    const isFile = /\.[^/]*$/.test(pathname);
    if (isApiPath(pathname) || isFile || !hasWeb) return notFound(reply);
    // A prerendered form sent before its page's scripts ran (a fast thumb on a slow line) arrives as
    // a plain POST: send the visitor back to the page, never to a JSON error. The body is not read.
    if (request.method === "POST" && prerendered?.pages[pathname.replace(/\/+$/, "") || "/"]) {
      return reply.redirect(pathname, 303);
    }
    if (request.method !== "GET" && request.method !== "HEAD") return notFound(reply);
    reply.header("Cache-Control", "no-cache").type("text/html");
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    const page = prerendered && prerenderedFileFor(route, prerendered);
    if (prerendered && page) {
      // The same URL answers in the visitor's language: shared caches must keep them apart.
      reply.header("Vary", "Cookie");
      const language = chosenLanguage(request.headers.cookie, prerendered);
      return reply.sendFile(`prerendered/${language}/${page}`);
    }
    return reply.sendFile("index.html");
  });
}
