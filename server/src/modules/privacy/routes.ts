import { privacyApi } from "@ganit/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { serve } from "../../plugins/routes.ts";
import type { Grievances } from "./grievances.ts";
import type { ChildCopy, PrivacyService } from "./service.ts";

/** A copy as JSON, or as an .xlsx download. */
function send(reply: FastifyReply, copy: ChildCopy) {
  if ("json" in copy) return copy.json;
  return reply
    .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
    .header("content-disposition", `attachment; filename="${copy.filename}"`)
    .send(copy.xlsx);
}

/** Children's data. Thin: the declaration, the service call. */
export function registerPrivacyRoutes(app: FastifyInstance, privacy: PrivacyService, grievances: Grievances) {
  serve(app, privacyApi.grievanceCreate, ({ body, meta }) => grievances.create(body, meta));
  serve(app, privacyApi.grievanceList, () => grievances.list());
  serve(app, privacyApi.grievanceAnswer, ({ user, params, body, meta }) =>
    grievances.answer(user, params.id, body.answer, meta),
  );
  serve(app, privacyApi.consentView, ({ params }) => privacy.consentView(params.token));
  serve(app, privacyApi.consentConfirm, ({ params, meta }) => privacy.confirm(params.token, meta));
  serve(app, privacyApi.consentWithdraw, ({ params, meta }) => privacy.withdraw(params.token, meta));
  serve(app, privacyApi.consentExport, async ({ params, meta, reply }) =>
    send(reply, await privacy.parentExport(params.token, meta)),
  );
  serve(app, privacyApi.studentExport, async ({ user, params, query, meta, reply }) =>
    send(reply, await privacy.studentExport(user, params.id, query.format, meta)),
  );
  serve(app, privacyApi.studentErase, ({ user, params, meta }) => privacy.erase(user, params.id, meta));
  serve(app, privacyApi.childExport, async ({ user, params, query, meta, reply }) =>
    send(reply, await privacy.childExport(user, params.id, query.format, meta)),
  );
  serve(app, privacyApi.childErase, ({ user, params, meta }) => privacy.childErase(user, params.id, meta));
  serve(app, privacyApi.ownExport, async ({ user, query, meta, reply }) =>
    send(reply, await privacy.ownExport(user, query.format, meta)),
  );
  serve(app, privacyApi.consentRecords, () => privacy.consentRecords());
}
