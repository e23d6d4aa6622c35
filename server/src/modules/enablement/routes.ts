import { ENABLEMENT_KINDS, enablementApi } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../plugins/routes.ts";
import type { EnablementService } from "./service.ts";

/** Course enablement per school (superadmin only). Thin: the declarations, the services. */
export function registerEnablementRoutes(app: FastifyInstance, enablement: EnablementService) {
  serve(app, enablementApi.schools, ({ query }) => enablement.schools(query));
  serve(app, enablementApi.school, ({ params }) => enablement.school(params.schoolId));

  for (const kind of ENABLEMENT_KINDS) {
    const api = enablementApi.enabled[kind];
    serve(app, api.list, ({ params }) => enablement.list(params.schoolId, kind));
    serve(app, api.add, ({ user, params, body, meta }) =>
      enablement.add(user, params.schoolId, kind, body, meta),
    );
    serve(app, api.updateClass, ({ user, params, body, meta }) =>
      enablement.update(user, { ...params, kind }, body, meta),
    );
    serve(app, api.removeClass, ({ user, params, meta }) =>
      enablement.removeClass(user, { ...params, kind }, meta),
    );
    serve(app, api.removeCourse, ({ user, params, meta }) =>
      enablement.removeCourse(user, { ...params, kind }, meta),
    );
  }
}
