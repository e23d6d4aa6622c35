import {
  ADMIN_USERS_FILTERS,
  API,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  wantsPage,
} from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { rawQuery } from "../../db/lists.ts";
import { signedIn } from "../../plugins/auth.ts";
import type { AdminsService } from "./service.ts";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const superadminOnly = { access: ["superadmin"] as const };

/** Admin users management (`/api/admin`, superadmin only). Thin: parse, admit, call the service. */
export function registerAdminRoutes(app: FastifyInstance, admins: AdminsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["admin users"];

  r.get(API.admins, {
    config: superadminOnly,
    schema: {
      tags,
      summary: "Staff accounts: the whole list, or a page when any list parameter is given",
      querystring: adminUsersQuerySchema,
      response: { 200: adminUsersResponseSchema, ...errors },
    },
    // The parsed query has its defaults filled in: whether a page was asked for is in the raw URL.
    handler: (req) => admins.list(wantsPage(rawQuery(req.url), ADMIN_USERS_FILTERS) ? req.query : null),
  });

  r.put(`${API.admins}/activate/:id`, {
    config: superadminOnly,
    schema: {
      tags,
      summary: "Activate a staff account",
      params: idParamsSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: (req) => admins.activate(signedIn(req), req.params.id, { ip: req.ip }),
  });

  r.put(`${API.admins}/hold/:id`, {
    config: superadminOnly,
    schema: {
      tags,
      summary: "Put a staff account on hold (its sessions end at once)",
      params: idParamsSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: (req) => admins.hold(signedIn(req), req.params.id, { ip: req.ip }),
  });

  r.delete(`${API.admins}/:id`, {
    config: superadminOnly,
    schema: {
      tags,
      summary: "Delete a staff account permanently",
      params: idParamsSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: (req) => admins.remove(signedIn(req), req.params.id, { ip: req.ip }),
  });
}
