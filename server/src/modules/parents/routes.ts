import { parentsApi } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { studentsListed } from "../../audit/reads.ts";
import { serve } from "../../plugins/routes.ts";
import type { ParentsService } from "./service.ts";

/** Parents (`parentsApi`). Thin: the declaration, the service call. */
export function registerParentRoutes(app: FastifyInstance, parents: ParentsService) {
  serve(app, parentsApi.codesStudent, ({ user, params, meta }) =>
    parents.codeForStudent(user, params.id, meta),
  );
  serve(app, parentsApi.codesClass, ({ user, body, meta }) => parents.codesForClass(user, body, meta));
  serve(app, parentsApi.studentParents, ({ user, params }) => parents.parentsOfStudent(user, params.id));
  serve(app, parentsApi.unlink, ({ user, params, meta }) =>
    parents.unlink(user, params.id, params.userId, meta),
  );
  serve(app, parentsApi.summaryTexts, ({ user, query }) => parents.summaryTexts(user, query.class), {
    auditRead: (answer, { query }) => studentsListed("class.summary_texts", query, answer),
  });
  serve(app, parentsApi.join, ({ body, meta }) => parents.join(body, meta));
  serve(app, parentsApi.summaryStop, ({ body, meta }) => parents.stopSummary(body.token, meta));
  serve(app, parentsApi.summaryNow, ({ user, meta }) => parents.summaryNow(user, meta));
  serve(app, parentsApi.children, ({ user }) => parents.children(user));
  serve(app, parentsApi.addChild, ({ user, body, meta }) => parents.addChild(user, body, meta));
  serve(app, parentsApi.childWeek, ({ user, params }) => parents.week(user, params.id), {
    auditRead: (_answer, { params }) => ({ action: "student.viewed", studentId: params.id }),
  });
  serve(app, parentsApi.settings, ({ user, body, meta }) => parents.updateSettings(user, body, meta));
}
