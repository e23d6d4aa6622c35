import { createRequire } from "node:module";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers for the API and the SPA. Scripts only from our own origin (the build emits no
 * inline script); inline style attributes are allowed because Radix and recharts position with them.
 * Frames: our own lesson pages (each served under its own `sandbox` CSP, see
 * modules/content/lesson-page.ts) and the sites the operator allows (FRAME_SOURCES). Only these: this
 * list is also where a framed lesson page may navigate itself (a frame's navigations are checked
 * against its parent's frame-src), so `https:` would let a page send what a child typed anywhere.
 * HSTS is not helmet's: it is sent over HTTPS, or always when the site's address is https (below).
 */
const helmetOptions = (frameSources: readonly string[]) => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      frameSrc: ["'self'", ...frameSources],
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
  strictTransportSecurity: false,
});
type HelmetOptions = ReturnType<typeof helmetOptions>;

/**
 * Two years, with subdomains, as helmet would send it. Over plain HTTP it means nothing to a browser
 * and only tells an operator on a school's network something false; behind a TLS proxy
 * (TRUST_PROXY) the request's protocol is the one the proxy states in X-Forwarded-Proto. When the
 * operator names an https address as the site's (APP_URL), every answer carries it: the TLS proxy
 * in front may not say which protocol a request came over (no TRUST_PROXY, or no X-Forwarded-Proto),
 * and a browser ignores the header on an answer that did come over plain HTTP.
 */
export const HSTS = "max-age=63072000; includeSubDomains";

/** Whether the site's own address (APP_URL) is https: then every answer says so (HSTS). */
export const servedOverHttps = (appUrl: string) => appUrl.toLowerCase().startsWith("https://");

/** API answers are never stored by a browser or a proxy: they hold a user's data or a token. */
export const API_CACHE_CONTROL = "no-store";

const isApiPath = (url: string) => url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");

export async function registerSecurityHeaders(
  app: FastifyInstance,
  frameSources: readonly string[],
  appUrl: string,
) {
  await app.register(helmet, helmetOptions(frameSources));
  const httpsSite = servedOverHttps(appUrl);
  // onSend runs for every answer that goes through Fastify: successes, errors, 404s.
  app.addHook("onSend", async (request, reply, payload) => {
    if (isApiPath(request.url)) reply.header("Cache-Control", API_CACHE_CONTROL);
    if (httpsSite || request.protocol === "https") reply.header("Strict-Transport-Security", HSTS);
    return payload;
  });
}

const staticHeaders = new Map<string, Record<string, string>>();

/**
 * The headers helmet sets, as a plain list, for the answers written outside Fastify's hooks: a
 * framework error (a bad URL) and a client error written straight to the socket (headers too
 * large). Our helmet configuration has no per-request part (no nonces), so one list fits every
 * answer of one configuration. HSTS only when the site's address is https: these answers do not say
 * which protocol they came over. helmet is @fastify/helmet's own dependency, loaded from there so
 * both always agree.
 */
export function securityHeaders(frameSources: readonly string[], appUrl: string): Record<string, string> {
  const key = `${servedOverHttps(appUrl)} ${frameSources.join(" ")}`;
  const known = staticHeaders.get(key);
  if (known) return known;
  const fromFastifyHelmet = createRequire(createRequire(import.meta.url).resolve("@fastify/helmet"));
  const makeHelmet = fromFastifyHelmet("helmet") as (
    options: HelmetOptions,
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
  makeHelmet(helmetOptions(frameSources))({}, res, (error) => {
    if (error) throw error;
  });
  const all: Record<string, string> = { ...headers, "cache-control": API_CACHE_CONTROL };
  if (servedOverHttps(appUrl)) all["strict-transport-security"] = HSTS;
  staticHeaders.set(key, all);
  return all;
}
