import { createRequire } from "node:module";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers for the API and the SPA. Scripts only from our own origin (the build emits no
 * inline script); inline style attributes are allowed because Radix and recharts position with them.
 * Frames: our own lesson pages (each served under its own `sandbox` CSP, see
 * modules/content/lesson-page.ts) and any https resource the course catalogue points at (a YouTube
 * embed, a PDF, a GeoGebra applet, the contact page's map).
 */
const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      frameSrc: ["'self'", "https:"],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Helmet adds this by default; Ganit is often served over plain http (a school's network,
      // the demo), where it would send every script, style and API call to https and break.
      upgradeInsecureRequests: null,
    },
  },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" as const },
  // The About page embeds our own PDFs in frames; the default (require-corp) would block nothing
  // of ours but also buys nothing for a site with no cross-origin isolation needs.
  crossOriginEmbedderPolicy: false,
};

/** API answers are never stored by a browser or a proxy: they hold a user's data or a token. */
export const API_CACHE_CONTROL = "no-store";

const isApiPath = (url: string) => url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, HELMET_OPTIONS);
  // onSend runs for every answer that goes through Fastify: successes, errors, 404s.
  app.addHook("onSend", async (request, reply, payload) => {
    if (isApiPath(request.url)) reply.header("Cache-Control", API_CACHE_CONTROL);
    return payload;
  });
}

let staticHeaders: Record<string, string> | undefined;

/**
 * The headers helmet sets, as a plain list, for the answers written outside Fastify's hooks: a
 * framework error (a bad URL) and a client error written straight to the socket (headers too
 * large). Our helmet configuration has no per-request part (no nonces), so one list fits every
 * answer. helmet is @fastify/helmet's own dependency, loaded from there so both always agree.
 */
export function securityHeaders(): Record<string, string> {
  if (staticHeaders) return staticHeaders;
  const fromFastifyHelmet = createRequire(createRequire(import.meta.url).resolve("@fastify/helmet"));
  const makeHelmet = fromFastifyHelmet("helmet") as (
    options: typeof HELMET_OPTIONS,
  ) => (req: unknown, res: unknown, next: (error?: unknown) => void) => void;
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  makeHelmet(HELMET_OPTIONS)({}, res, (error) => {
    if (error) throw error;
  });
  staticHeaders = { ...headers, "cache-control": API_CACHE_CONTROL };
  return staticHeaders;
}
