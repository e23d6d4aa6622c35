import { API, errorResponseSchema, healthResponseSchema, MESSAGES, type MessageKey } from "@ganit/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { schemaIsCurrent } from "../../db/schema-version.ts";
import { databaseTrouble } from "../../db/trouble.ts";

/**
 * 200 only when this process can serve: the database answers and carries this build's schema (the
 * newest migration applied). Otherwise 503 with the reason, so a load balancer or an operator's
 * monitor takes the process out instead of sending people to a server whose every sign-in fails.
 * `/api/health/ready` is the same check under the name load balancers expect; while the process
 * shuts down, Fastify itself answers 503 to any request that still arrives (return503OnClosing).
 */
export function registerHealthRoutes(app: FastifyInstance, database: Database) {
  const unavailable = (reply: FastifyReply, key: MessageKey, retryAfterSeconds: number) =>
    reply.status(503).header("Retry-After", String(retryAfterSeconds)).send({ message: MESSAGES[key], key });

  const check = async (reply: FastifyReply) => {
    try {
      await database.ping();
      if (!(await schemaIsCurrent(database.db))) return unavailable(reply, "databaseNotReady", 30);
    } catch (error) {
      const trouble = databaseTrouble(error) ?? {
        key: "databaseUnavailable" as const,
        retryAfterSeconds: 10,
      };
      reply.log.warn({ key: trouble.key }, "health check failed");
      return unavailable(reply, trouble.key, trouble.retryAfterSeconds);
    }
    return { status: "ok" as const };
  };

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(API.health, {
    config: { access: "public" },
    schema: {
      tags: ["health"],
      summary: "Liveness, database and schema check: 503 with the reason when the database is not usable",
      response: { 200: healthResponseSchema, 503: errorResponseSchema },
    },
    handler: (_req, reply) => check(reply),
  });
  r.get(API.healthReady, {
    config: { access: "public" },
    schema: {
      tags: ["health"],
      summary: "Readiness for a load balancer: the same check as /api/health",
      response: { 200: healthResponseSchema, 503: errorResponseSchema },
    },
    handler: (_req, reply) => check(reply),
  });
}
