import { type ConsentRecord, type ConsentView, ERASURE_DAYS } from "@ganit/contracts";
import { desc, eq } from "drizzle-orm";
import { requireAccess, studentOf } from "../../access/index.ts";
import { auditCaller, type RequestMeta, recordAudit } from "../../audit/audit.ts";
import type { AppContext } from "../../context.ts";
import { guardianConsents, schools, students, termsAcceptances, users } from "../../db/schema.ts";
import { conflict, notFound, said } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { consentByToken, statusOf } from "./consent.ts";
import { type ChildCopy, copyOf } from "./copy.ts";
import { erasurePending, newPseudonym, queueErasure } from "./erasure.ts";
import { createParentRights } from "./parent-rights.ts";

export type { ChildCopy };

/**
 * Children's data: the parent's consent link, copies for the school, the learner and the parent,
 * erasure confirmed by the school or the parent (parent-rights.ts: a signed-in parent's), the
 * operator's consent records.
 */
export function createPrivacyService(ctx: AppContext) {
  const { db } = ctx.database;

  /** The consent a link names, while the child's account exists. */
  async function consentOf(token: string) {
    const consent = await consentByToken(db, token);
    if (!consent) throw notFound();
    return consent;
  }

  return {
    ...createParentRights(ctx),

    async consentView(token: string): Promise<ConsentView> {
      const consent = await consentOf(token);
      const [child] = await db
        .select({ name: users.name })
        .from(students)
        .innerJoin(users, eq(users.id, students.userId))
        .where(eq(students.id, consent.studentId));
      // The child's first name only: the link may have been mistyped to a stranger's address.
      const first = child?.name.split(" ")[0] ?? "";
      return { learnerName: first, status: statusOf(consent), noticeVersion: consent.noticeVersion };
    },

    /** The parent confirms: the consent row and the learner's row, with the audit event, in one transaction. */
    async confirm(token: string, meta: RequestMeta) {
      const consent = await consentOf(token);
      const status = statusOf(consent);
      if (status === "confirmed") return said("consentConfirmed");
      if (status !== "pending")
        throw conflict(status === "withdrawn" ? "consentAlreadyWithdrawn" : "notFound");
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .update(guardianConsents)
          .set({ confirmedAt: now })
          .where(eq(guardianConsents.id, consent.id));
        await recordAudit(tx, {
          action: "consent.confirmed",
          actor: null,
          target: { type: "student", id: consent.studentId },
          ip: meta.ip,
          detail: { noticeVersion: consent.noticeVersion },
        });
      });
      return said("consentConfirmed");
    },

    /**
     * The parent withdraws: learning stops at once (the learner's consent time is cleared) and the
     * erasure of the child's data is queued; the job runs at once, within the promised days.
     */
    async withdraw(token: string, meta: RequestMeta) {
      const consent = await consentOf(token);
      if (consent.withdrawnAt) throw conflict("consentAlreadyWithdrawn");
      await db.transaction(async (tx) => {
        await tx
          .update(guardianConsents)
          .set({ withdrawnAt: new Date() })
          .where(eq(guardianConsents.id, consent.id));
        await recordAudit(tx, {
          action: "consent.withdrawn",
          actor: null,
          target: { type: "student", id: consent.studentId },
          ip: meta.ip,
        });
        await queueErasure(tx, {
          studentId: consent.studentId,
          pseudonym: newPseudonym(),
          confirmedBy: "parent",
          schoolId: null,
        });
      });
      ctx.worker.kick();
      return said("consentWithdrawn");
    },

    /** The parent's copy of the child's data (JSON), through the link. */
    async parentExport(token: string, meta: RequestMeta) {
      const consent = await consentOf(token);
      if (consent.withdrawnAt) throw notFound();
      await recordAudit(db, {
        action: "student.exported",
        actor: null,
        target: { type: "student", id: consent.studentId },
        ip: meta.ip,
        detail: { by: "parent" },
      });
      return copyOf(db, consent.studentId, "json");
    },

    /** A school's copy of one of its pupils (or the operator's, for a request that reached them). */
    async studentExport(caller: SessionUser, id: string, format: "json" | "xlsx", meta: RequestMeta) {
      await requireAccess(db, { caller, permission: "student.export", ids: [id] });
      await auditCaller(db, caller, meta, {
        action: "student.exported",
        target: { type: "student", id },
        detail: { format },
      });
      return copyOf(db, id, format);
    },

    /** A student's own copy. */
    async ownExport(caller: SessionUser, format: "json" | "xlsx", meta: RequestMeta) {
      const student = await studentOf(db, caller);
      if (!student) throw notFound();
      await auditCaller(db, caller, meta, {
        action: "student.exported",
        target: { type: "student", id: student.id },
        detail: { format },
      });
      return copyOf(db, student.id, format);
    },

    /** The school confirms a pupil's erasure: queued, carried out by the job. */
    async erase(caller: SessionUser, id: string, meta: RequestMeta) {
      await db.transaction(async (tx) => {
        await requireAccess(tx, { caller, permission: "student.erase", ids: [id], lock: "update" });
        if (await erasurePending(tx, id)) return;
        const pseudonym = newPseudonym();
        await auditCaller(tx, caller, meta, {
          action: "student.erasure_requested",
          target: { type: "student", id },
          detail: { withinDays: ERASURE_DAYS },
        });
        await queueErasure(tx, {
          studentId: id,
          pseudonym,
          confirmedBy: "school",
          schoolId: caller.schoolId,
        });
      });
      ctx.worker.kick();
      return said("erasureQueued");
    },

    /** The operator's view: the latest 200 parents' consents and schools' acceptances, newest first. */
    async consentRecords(): Promise<{ items: ConsentRecord[] }> {
      const parents = await db
        .select({
          id: guardianConsents.id,
          subject: users.username,
          by: guardianConsents.guardianEmail,
          version: guardianConsents.noticeVersion,
          at: guardianConsents.requestedAt,
          confirmedAt: guardianConsents.confirmedAt,
          withdrawnAt: guardianConsents.withdrawnAt,
          requestedAt: guardianConsents.requestedAt,
        })
        .from(guardianConsents)
        .innerJoin(students, eq(students.id, guardianConsents.studentId))
        .innerJoin(users, eq(users.id, students.userId))
        .orderBy(desc(guardianConsents.requestedAt))
        .limit(200);
      const terms = await db
        .select({
          id: termsAcceptances.id,
          subject: users.name,
          // The school account accepts at registration: its username is who accepted.
          by: users.username,
          version: termsAcceptances.termsVersion,
          at: termsAcceptances.acceptedAt,
        })
        .from(termsAcceptances)
        .innerJoin(schools, eq(schools.id, termsAcceptances.schoolId))
        .innerJoin(users, eq(users.id, schools.userId))
        .orderBy(desc(termsAcceptances.acceptedAt))
        .limit(200);
      const items: ConsentRecord[] = [
        ...parents.map((row) => ({
          id: row.id,
          kind: "guardian" as const,
          subject: row.subject,
          by: row.by,
          version: row.version,
          at: (row.withdrawnAt ?? row.confirmedAt ?? row.requestedAt).toISOString(),
          status: statusOf(row),
        })),
        ...terms.map((row) => ({
          id: row.id,
          kind: "school" as const,
          subject: row.subject,
          by: row.by,
          version: row.version,
          at: row.at.toISOString(),
          status: "accepted",
        })),
      ].sort((a, b) => b.at.localeCompare(a.at));
      return { items: items.slice(0, 200) };
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
