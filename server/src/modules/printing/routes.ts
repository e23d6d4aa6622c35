import { printingApi } from "@ganit/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { serve } from "../../plugins/routes.ts";
import type { PrintingService } from "./service.ts";

/** Paper for the classroom. Thin: the declaration, the service, the PDF sent as a download. */
export function registerPrintingRoutes(app: FastifyInstance, printing: PrintingService) {
  serve(app, printingApi.worksheet, async ({ user, params, query, reply }) =>
    sendPdf(reply, await printing.worksheet(user, params.resourceId, query.lang)),
  );
  serve(app, printingApi.testPaper, async ({ user, params, query, reply }) =>
    sendPdf(reply, await printing.testPaper(user, params.testId, query.lang)),
  );
  serve(app, printingApi.chapterTestPaper, async ({ user, params, query, reply }) =>
    sendPdf(reply, await printing.chapterTestPaper(user, params.chapterId, query.lang)),
  );
}

const sendPdf = (reply: FastifyReply, file: { pdf: Buffer; filename: string }) =>
  reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${file.filename}"`)
    .header("cache-control", "private, no-store")
    .send(file.pdf);
