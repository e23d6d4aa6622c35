import {
  API,
  errorResponseSchema,
  growthTrendSchema,
  registrationTrendQuerySchema,
  registrationTrendSchema,
  schoolsStatusSchema,
} from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { PlatformStatsService } from "./service.ts";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const superadminOnly = { access: ["superadmin"] as const };

/** The superadmin dashboard's numbers (`/api/data/…`, superadmin only). */
export function registerPlatformStatsRoutes(app: FastifyInstance, stats: PlatformStatsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["superadmin dashboard"];

  r.get(API.schoolsStatus, {
    config: superadminOnly,
    schema: {
      tags,
      summary: "Schools by status (the newest 100 of each, and the counts) and the platform's totals",
      response: { 200: schoolsStatusSchema, ...errors },
    },
    handler: () => stats.status(),
  });

  r.get(API.registrationTrend, {
    config: superadminOnly,
    schema: {
      tags,
      summary:
        "Schools registered per day (India dates) over the last `days` days (30 by default), zeros included",
      querystring: registrationTrendQuerySchema,
      response: { 200: registrationTrendSchema, ...errors },
    },
    handler: (req) => stats.registrationTrend(req.query.days),
  });

  r.get(API.growthTrend, {
    config: superadminOnly,
    schema: {
      tags,
      summary:
        "Accounts created per month (India) over the last 12 months: schools, teachers, students, learners",
      response: { 200: growthTrendSchema, ...errors },
    },
    handler: () => stats.growthTrend(),
  });
}
