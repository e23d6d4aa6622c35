import { healthApi } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.ts";
import { serve } from "../../plugins/routes.ts";

/** 200 once migrations ran (the app is built after them) and the database answers. */
export function registerHealthRoutes(app: FastifyInstance, database: Database) {
  serve(app, healthApi.check, async () => {
    await database.ping();
    return { status: "ok" as const };
  });
}
