import { healthApi, MESSAGES, type MessageKey } from "@ganit/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Database } from "../../db/client.ts";
import { schemaIsCurrent } from "../../db/schema-version.ts";
import { databaseTrouble } from "../../db/trouble.ts";
import { serve } from "../../plugins/routes.ts";

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

  serve(app, healthApi.check, ({ reply }) => check(reply));
  serve(app, healthApi.ready, ({ reply }) => check(reply));
}
