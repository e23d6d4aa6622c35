import { randomUUID } from "node:crypto";
import { GRIEVANCE_ANSWER_DAYS, type GrievanceRequest, type GrievanceRow, LIMITS } from "@ganit/contracts";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { auditCaller, type RequestMeta, recordAudit } from "../../audit/audit.ts";
import type { AppContext } from "../../context.ts";
import { grievances } from "../../db/schema.ts";
import { conflict, notFound, said } from "../../errors.ts";
import { queueMail } from "../../mail/outbox.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { enforceLimit } from "../../plugins/throttle.ts";

const DAY_MS = 86_400_000;

/**
 * The grievance register (DPDP Act 2023, s. 13): a complaint from the public form, answered by the
 * operator within 90 days; the register shows each one's due date and whether it is overdue.
 */
export function createGrievances(ctx: AppContext) {
  const { db } = ctx.database;
  return {
    async create(input: GrievanceRequest & { email: string }, meta: RequestMeta) {
      await enforceLimit(db, "grievance", meta.ip, LIMITS.grievancesPerIp, 60);
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx
          .insert(grievances)
          .values({ id, name: input.name, email: input.email.toLowerCase(), message: input.message });
        await recordAudit(tx, {
          action: "grievance.received",
          actor: null,
          target: { type: "grievance", id },
          ip: meta.ip,
        });
      });
      return said("grievanceReceived");
    },

    /** Open ones first (oldest, the nearest to their due date, on top), then the latest 200 answered. */
    async list(): Promise<{ items: GrievanceRow[] }> {
      const rows = await db
        .select()
        .from(grievances)
        .orderBy(sql`${grievances.answeredAt} is not null`, asc(grievances.receivedAt))
        .limit(500);
      const now = Date.now();
      return {
        items: rows.map((row) => {
          const due = row.receivedAt.getTime() + GRIEVANCE_ANSWER_DAYS * DAY_MS;
          return {
            id: row.id,
            name: row.name,
            email: row.email,
            message: row.message,
            receivedAt: row.receivedAt.toISOString(),
            dueAt: new Date(due).toISOString(),
            overdue: row.answeredAt === null && now > due,
            answer: row.answer,
            answeredAt: row.answeredAt?.toISOString() ?? null,
          };
        }),
      };
    },

    /** The answer, recorded and mailed to the writer, once. */
    async answer(caller: SessionUser, id: string, answer: string, meta: RequestMeta) {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(grievances).where(eq(grievances.id, id)).for("update");
        if (!row) throw notFound();
        if (row.answeredAt) throw conflict("grievanceAnswered");
        await tx
          .update(grievances)
          .set({ answer, answeredByUserId: caller.id, answeredAt: new Date() })
          .where(and(eq(grievances.id, id), isNull(grievances.answeredAt)));
        await queueMail(tx, {
          to: row.email,
          subject: "Your complaint to Ganit's grievance officer / गणित के शिकायत अधिकारी को आपकी शिकायत",
          text: `Hello,\n\nThe answer to your complaint of ${row.receivedAt.toISOString().slice(0, 10)}:\n\n${answer}\n\nIf you are not satisfied, you may complain to the Data Protection Board of India.\n`,
        });
        await auditCaller(tx, caller, meta, {
          action: "grievance.answered",
          target: { type: "grievance", id },
        });
      });
      ctx.worker.kick();
      return said("grievanceAnswered");
    },
  };
}
export type Grievances = ReturnType<typeof createGrievances>;
