import { printingApi } from "@ganit/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { filterOf } from "../../audit/reads.ts";
import { auditRead } from "../../plugins/read-audit.ts";
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
  // A report is children's data leaving the platform on paper: without its audit row it is not
  // handed out (docs/adr/0685: an export's row is required).
  serve(app, printingApi.classReport, async ({ user, params, query, req, reply }) => {
    const section = query.section ?? null;
    const report = await printing.classReport(user, { ...params, section, language: query.lang });
    await auditRead(
      req,
      user,
      {
        action: "students.exported",
        list: "class.report",
        filter: filterOf({ ...params, section, format: "pdf" }),
        rows: report.rows,
      },
      { required: true },
    );
    return sendPdf(reply, report);
  });
  serve(app, printingApi.childReport, async ({ user, params, query, req, reply }) => {
    const report = await printing.childReport(user, params.studentId, query.lang);
    await auditRead(
      req,
      user,
      { action: "student.viewed", studentId: params.studentId, detail: { report: "print", format: "pdf" } },
      { required: true },
    );
    return sendPdf(reply, report);
  });
}

const sendPdf = (reply: FastifyReply, file: { pdf: Buffer; filename: string }) =>
  reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${file.filename}"`)
    .header("cache-control", "private, no-store")
    .send(file.pdf);
