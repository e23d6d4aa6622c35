import { schoolsApi } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../plugins/routes.ts";
import type { SchoolsService } from "./service.ts";

/**
 * The spec's registration form shows a failure's `error` field, so every refusal of the school
 * registration carries the message there too, the validation's and the framework's (malformed JSON,
 * too large) included (`registerErrorSchema` documents it).
 */
const withErrorField = async (_req: unknown, reply: { statusCode: number }, payload: unknown) =>
  reply.statusCode >= 400 && payload && typeof payload === "object" && "message" in payload
    ? { ...payload, error: String((payload as { message: unknown }).message) }
    : payload;

/** School registration (public) and the school's dashboard. Thin: the declaration, the service call. */
export function registerSchoolRoutes(app: FastifyInstance, schools: SchoolsService) {
  serve(app, schoolsApi.register, ({ body, meta }) => schools.register(body, meta.ip), {
    preSerialization: withErrorField,
  });
  serve(app, schoolsApi.dashboard, ({ user }) => schools.dashboard(user));
}
