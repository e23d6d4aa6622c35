import type { AuditAction, AuditTargetType } from "@ganit/contracts";
import type { DbOrTx } from "../db/client.ts";
import { type AuditActor, recordAudit } from "./audit.ts";

/**
 * The audit event of an upload: ONE event for the whole batch, with the count and what identifies
 * its rows (for students the range of roll numbers), not one per row: 5,000 more rows in the
 * transaction would cost more than the upload's own inserts of a table, and "school X added 5,000
 * students, roll numbers 0001–5000" is what someone reading the trail needs.
 */
export async function recordBatchAudit(
  tx: DbOrTx,
  event: {
    action: AuditAction;
    actor: AuditActor;
    schoolId: string;
    ip: string | null;
    targetType: AuditTargetType;
    /** The one row of a single add, as the event's target; none for an upload. */
    targetId: string | null;
    detail: Record<string, unknown>;
  },
): Promise<void> {
  await recordAudit(tx, {
    action: event.action,
    actor: event.actor,
    target: event.targetId ? { type: event.targetType, id: event.targetId } : undefined,
    schoolId: event.schoolId,
    ip: event.ip,
    detail: event.detail,
  });
}
