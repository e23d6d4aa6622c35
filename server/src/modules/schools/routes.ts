import { ACTIVE_SCHOOLS_FILTERS, operatorSchoolsApi, schoolsApi, wantsPage } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { rawQuery } from "../../db/lists.ts";
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

/** School registration (public), the school's dashboard, the superadmin's schools and their status. Thin: the declaration, the service call. */
export function registerSchoolRoutes(app: FastifyInstance, schools: SchoolsService) {
  serve(app, schoolsApi.register, ({ body, meta }) => schools.register(body, meta.ip), {
    preSerialization: withErrorField,
  });
  serve(app, schoolsApi.dashboard, ({ user }) => schools.dashboard(user));
  // The superadmin's schools. The parsed query has its defaults filled in: whether a page was asked
  // for is in the raw URL.
  serve(app, operatorSchoolsApi.list, ({ req, query }) =>
    schools.listSchools(wantsPage(rawQuery(req.url), ACTIVE_SCHOOLS_FILTERS) ? query : null),
  );
  serve(app, operatorSchoolsApi.setStatus, ({ user, params, body, meta }) =>
    schools.setStatus(user, params.schoolId, body, meta),
  );
}
