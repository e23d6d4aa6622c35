import { ADMIN_USERS_FILTERS, adminsApi, wantsPage } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { rawQuery } from "../../db/lists.ts";
import { serve } from "../../plugins/routes.ts";
import type { AdminsService } from "./service.ts";

/** Admin users management (`adminsApi`, superadmin only). Thin: the declaration, the service call. */
export function registerAdminRoutes(app: FastifyInstance, admins: AdminsService) {
  // The parsed query has its defaults filled in: whether a page was asked for is in the raw URL.
  serve(app, adminsApi.list, ({ req, query }) =>
    admins.list(wantsPage(rawQuery(req.url), ADMIN_USERS_FILTERS) ? query : null),
  );
  serve(app, adminsApi.activate, ({ user, params, meta }) => admins.activate(user, params.id, meta));
  serve(app, adminsApi.hold, ({ user, params, meta }) => admins.hold(user, params.id, meta));
  serve(app, adminsApi.remove, ({ user, params, meta }) => admins.remove(user, params.id, meta));
}
