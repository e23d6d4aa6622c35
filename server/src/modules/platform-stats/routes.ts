import { platformStatsApi } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../plugins/routes.ts";
import type { PlatformStatsService } from "./service.ts";

/** The superadmin dashboard's numbers (`/api/data/…`, superadmin only). */
export function registerPlatformStatsRoutes(app: FastifyInstance, stats: PlatformStatsService) {
  serve(app, platformStatsApi.schoolsStatus, () => stats.status());
  serve(app, platformStatsApi.registrationTrend, ({ query }) => stats.registrationTrend(query.days));
  serve(app, platformStatsApi.growthTrend, () => stats.growthTrend());
}
