import type { FastifyInstance, FastifyRequest } from "fastify";
import { type ReadAudit, type ReadCaller, recordRead } from "../audit/reads.ts";
import type { DbOrTx } from "../db/client.ts";

/**
 * The access log's writer, bound to the application's database once (app.ts), so a route records
 * its read with the request alone: `serve(…, { auditRead })` after its answer, or `auditRead(req, …)`
 * in a route that sends a file itself. See audit/reads.ts for what is written and when.
 */
declare module "fastify" {
  interface FastifyInstance {
    readAudit: { db: DbOrTx };
  }
}

export function registerReadAudit(app: FastifyInstance, db: DbOrTx): void {
  app.decorate("readAudit", { db });
}

/** Writes the request's read row (a failed write is logged and the read answered, unless `required`). */
export function auditRead(
  req: FastifyRequest,
  caller: ReadCaller,
  read: ReadAudit,
  options: { required?: boolean } = {},
): Promise<boolean> {
  return recordRead(req.server.readAudit.db, req.log, caller, req.ip, read, options);
}

/** Fails at start-up, not on a child's read, when a route records reads in an app without the writer. */
export function assertReadAudit(app: FastifyInstance, url: string): void {
  if (!app.hasDecorator("readAudit")) throw new Error(`${url} audits its reads: registerReadAudit first`);
}
