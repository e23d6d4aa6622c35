import { API, healthResponseSchema } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";

/** 200 once migrations ran (the app is built after them) and the database answers. */
export function registerHealthRoutes(app: FastifyInstance, database: Database) {
  app.withTypeProvider<ZodTypeProvider>().get(API.health, {
    config: { access: "public" },
    schema: {
      tags: ["health"],
      summary: "Liveness and database check",
      response: { 200: healthResponseSchema },
    },
    handler: async () => {
      await database.ping();
      return { status: "ok" as const };
    },
  });
}
