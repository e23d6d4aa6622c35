import type { AuditAction } from "@ganit/contracts";
import { and, eq, notInArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { auditEvents } from "../db/schema.ts";
import type { TestEnv } from "./harness.ts";

/** The audit rows of `action` about `targetId`: the trail a write must leave, read as stored. */
export const auditRowsOf = (db: DbOrTx, action: AuditAction, targetId: string) =>
  db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, targetId)));

/** A GET as `token`: its answer and the audit rows it wrote (every row that was not there before it). */
export async function readWithAudit(env: TestEnv, token: string, url: string) {
  const before = (await env.db.select({ id: auditEvents.id }).from(auditEvents)).map((row) => row.id);
  const res = await env.app.inject({ url, headers: { authorization: token } });
  const rows = await env.db
    .select()
    .from(auditEvents)
    .where(before.length > 0 ? notInArray(auditEvents.id, before) : undefined);
  return { res, rows };
}
