import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { MESSAGES } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web app. Hashed assets are cached for a year; every other GET that is not under
 * /api gets index.html, so client routes work on reload. Unknown /api paths answer 404 JSON.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    const isApi = pathname === "/api" || pathname.startsWith("/api/");
    // A missing file (/assets/old-hash.js, /docs/x.pdf) is a 404, not index.html: a client route
    // never has a dot in its last segment.
    const isFile = /\.[^/]*$/.test(pathname);
    if (!isApi && !isFile && hasWeb && (request.method === "GET" || request.method === "HEAD")) {
      return reply.header("Cache-Control", "no-cache").type("text/html").sendFile("index.html");
    }
    return reply.status(404).send({ message: MESSAGES.notFound, key: "notFound" });
  });
}
