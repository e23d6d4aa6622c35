import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers for the API and the SPA. Scripts only from our own origin (the build emits no
 * inline script); inline style attributes are allowed because Radix and recharts position with them.
 * The contact page's map is the only third-party frame.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", "https://www.openstreetmap.org"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Helmet adds this by default; Ganit is often served over plain http (a school's network,
        // the demo), where it would send every script, style and API call to https and break.
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // The About page embeds our own PDFs in frames; the default (require-corp) would block nothing
    // of ours but also buys nothing for a site with no cross-origin isolation needs.
    crossOriginEmbedderPolicy: false,
  });
}
