import { demoApi } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../plugins/routes.ts";
import type { DemoOutboxService } from "./service.ts";

/** The demo's outbox (`demoApi`, superadmin only). Registered by a demo start only (app.ts). */
export function registerDemoOutboxRoutes(app: FastifyInstance, outbox: DemoOutboxService) {
  serve(app, demoApi.outbox, () => outbox.latest());
}
