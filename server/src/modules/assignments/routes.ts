import { assignmentsApi } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { studentsListed } from "../../audit/reads.ts";
import { auditRead } from "../../plugins/read-audit.ts";
import { serve } from "../../plugins/routes.ts";
import type { AssignmentsService } from "./service.ts";

/** The classroom's assignments. Thin: the declaration, the service call. */
export function registerAssignmentRoutes(app: FastifyInstance, assignments: AssignmentsService) {
  serve(app, assignmentsApi.create, ({ user, body, meta }) => assignments.create(user, body, meta));
  serve(app, assignmentsApi.list, ({ user, query }) => assignments.list(user, query));
  serve(
    app,
    assignmentsApi.options,
    ({ user, query }) => assignments.options(user, query.courseId, query.class),
    {
      auditRead: (answer, { query }) => studentsListed("assignment.pupils", query, answer.pupils),
    },
  );
  serve(
    app,
    assignmentsApi.children,
    ({ user, params, query }) => assignments.children(user, params.id, query),
    {
      auditRead: (answer, { params, query }) =>
        studentsListed("assignment.children", { assignmentId: params.id, ...query }, answer),
    },
  );
  serve(app, assignmentsApi.export, async ({ user, params, query, req, reply }) => {
    const file = await assignments.exportXlsx(user, params.id, query.lang ?? "en");
    // A file of children leaving the platform: without its audit row it is not handed out (503).
    await auditRead(
      req,
      user,
      {
        action: "students.exported",
        list: "assignment.children",
        filter: { assignmentId: params.id, format: "xlsx" },
        rows: file.rows,
      },
      { required: true },
    );
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
