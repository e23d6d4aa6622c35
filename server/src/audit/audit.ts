import { randomUUID } from "node:crypto";
import type { AuditAction, AuditTargetType, Role } from "@ganit/contracts";
import { and, eq, or, type SQL } from "drizzle-orm";
import { chunksOf } from "../db/chunks.ts";
import type { DbOrTx } from "../db/client.ts";
import { auditEvents } from "../db/schema.ts";

export type AuditActor = { id: string; role: Role; schoolId?: string | null };

/**
 * How long the trail keeps an event at least (DPDP Rules: access logs of children's data). The
 * database enforces it: a trigger refuses to delete a younger event (drizzle/0025_audit_retention.sql).
 */
export const AUDIT_RETENTION_DAYS = 365;

/** Where a request came from, as the trail records it. */
export type RequestMeta = { ip: string };

/** The signed-in caller (or an account acting on itself) as the trail's actor: who, in which role, of which school. */
export const actorOf = (who: { id: string; role: Role; schoolId?: string | null }): AuditActor => ({
  id: who.id,
  role: who.role,
  schoolId: who.schoolId ?? null,
});

export type AuditEvent = {
  action: AuditAction;
  /** Who did it; null for an anonymous caller (a failed sign-in of an unknown user). */
  actor: AuditActor | null;
  target?: { type: AuditTargetType; id: string };
  /**
   * The tenant the action touched; defaults to the actor's school. SQL is a scalar subquery the
   * insert itself evaluates (a child's school looked up in the same statement).
   */
  schoolId?: string | null | SQL;
  ip?: string | null;
  /** A small JSON detail (a username tried, a count, a status). Never a secret. */
  detail?: Record<string, unknown>;
};

/** Detail keys that would put a secret in the trail; the helper refuses them outright. */
const SECRET_KEY = /password|passwd|token|secret|hash|link|otp/i;

function assertNoSecrets(detail: Record<string, unknown>, path = "detail"): void {
  for (const [key, value] of Object.entries(detail)) {
    if (SECRET_KEY.test(key)) throw new Error(`audit ${path}.${key}: secrets are never written to the trail`);
    if (value && typeof value === "object" && !Array.isArray(value)) {
      assertNoSecrets(value as Record<string, unknown>, `${path}.${key}`);
    }
  }
}

/**
 * Writes one audit event. Call it with the transaction of the action itself, so the event exists
 * exactly when the action does (a rolled-back import leaves no "created" events behind).
 */
export async function recordAudit(db: DbOrTx, event: AuditEvent): Promise<void> {
  await recordAudits(db, [event]);
}

/** Rows of one insert: far below PostgreSQL's 65,535 parameters at nine columns a row. */
const AUDIT_ROWS_AN_INSERT = 1_000;

/**
 * Writes many audit events, a thousand rows an insert, in the caller's transaction as recordAudit
 * does: the syllabus loader's hundreds of created pages and sets are a few statements, not one each.
 */
export async function recordAudits(db: DbOrTx, events: readonly AuditEvent[]): Promise<void> {
  const rows = events.map((event) => {
    const detail = event.detail ?? {};
    assertNoSecrets(detail);
    return {
      id: randomUUID(),
      actorUserId: event.actor?.id ?? null,
      actorRole: event.actor?.role ?? null,
      action: event.action,
      targetType: event.target?.type ?? null,
      targetId: event.target?.id ?? null,
      schoolId: event.schoolId !== undefined ? event.schoolId : (event.actor?.schoolId ?? null),
      ip: event.ip ?? null,
      detail,
    };
  });
  for (const chunk of chunksOf(rows, AUDIT_ROWS_AN_INSERT)) await db.insert(auditEvents).values(chunk);
}

/**
 * An erased child's trail (DPDP Act 2023, s. 12): every event about them or by them keeps what was
 * done and when, but names the pseudonym instead of their ids and drops its detail (a username, a
 * roll number). Nothing links the pseudonym back to the child.
 */
export async function pseudonymiseSubject(
  db: DbOrTx,
  subject: { studentId: string; userId: string; pseudonym: string },
): Promise<void> {
  const { studentId, userId, pseudonym } = subject;
  await db
    .update(auditEvents)
    .set({ targetId: pseudonym, detail: {} })
    .where(
      or(
        and(eq(auditEvents.targetType, "student"), eq(auditEvents.targetId, studentId)),
        and(eq(auditEvents.targetType, "user"), eq(auditEvents.targetId, userId)),
      ),
    );
  await db
    .update(auditEvents)
    .set({ actorUserId: pseudonym, detail: {} })
    .where(eq(auditEvents.actorUserId, userId));
}

/**
 * Writes one audit event of an action the signed-in caller took through a request: the caller as
 * the actor, the request's address as where it came from.
 */
export function auditCaller(
  db: DbOrTx,
  caller: { id: string; role: Role; schoolId?: string | null },
  meta: RequestMeta,
  event: Omit<AuditEvent, "actor" | "ip">,
): Promise<void> {
  return recordAudit(db, { ...event, actor: actorOf(caller), ip: meta.ip });
}
