import { assignmentsApi } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../plugins/routes.ts";
import type { AssignmentsService } from "./service.ts";

/** The classroom's assignments. Thin: the declaration, the service call. */
export function registerAssignmentRoutes(app: FastifyInstance, assignments: AssignmentsService) {
  serve(app, assignmentsApi.create, ({ user, body, meta }) => assignments.create(user, body, meta));
  serve(app, assignmentsApi.list, ({ user, query }) => assignments.list(user, query));
  serve(app, assignmentsApi.options, ({ user, query }) =>
    assignments.options(user, query.courseId, query.class),
  );
  serve(app, assignmentsApi.children, ({ user, params, query }) =>
    assignments.children(user, params.id, query),
  );
  serve(app, assignmentsApi.export, async ({ user, params, query, reply }) => {
    const file = await assignments.exportXlsx(user, params.id, query.lang ?? "en");
    return reply
      .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
      .header("content-disposition", `attachment; filename="${file.filename}"`)
      .send(file.xlsx);
  });
  serve(app, assignmentsApi.nudge, ({ user, params, body, meta }) =>
    assignments.nudge(user, params.id, body, meta),
  );
  serve(app, assignmentsApi.update, ({ user, params, body, meta }) =>
    assignments.update(user, params.id, body, meta),
  );
  serve(app, assignmentsApi.withdraw, ({ user, params, meta }) =>
    assignments.withdraw(user, params.id, meta),
  );
  serve(app, assignmentsApi.classes, ({ user }) => assignments.classes(user));
  serve(app, assignmentsApi.due, ({ user }) => assignments.due(user));
}
