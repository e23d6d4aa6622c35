import { printingApi } from "@ganit/contracts";
import type { FastifyInstance } from "fastify";
import { serve } from "../../plugins/routes.ts";
import type { PrintingService } from "./service.ts";

/** Paper for the classroom. Thin: the declaration, the service, the PDF sent as a download. */
export function registerPrintingRoutes(app: FastifyInstance, printing: PrintingService) {
  serve(app, printingApi.worksheet, async ({ user, params, query, reply }) => {
    const sheet = await printing.worksheet(user, params.resourceId, query.lang);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="${sheet.filename}"`)
      .header("cache-control", "private, no-store")
      .send(sheet.pdf);
  });
}
