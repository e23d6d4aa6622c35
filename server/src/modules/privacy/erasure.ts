import { randomUUID } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { pseudonymiseSubject, recordAudit } from "../../audit/audit.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { guardianConsents, students, users } from "../../db/schema.ts";
import { enqueueJob, jobPending } from "../../jobs/jobs.ts";
import { dropMailNaming, dropMailTo } from "../../mail/outbox.ts";
import { forgetNotesOfChild } from "../notes/index.ts";
import { forgetChildInParents } from "../parents/index.ts";
import { deletePurchasesOfLearner } from "../purchases/index.ts";
import { deleteAccount } from "../users/index.ts";

/**
 * Erasing a child (DPDP Act 2023, s. 12): confirmed by their school or their parent, carried out by
 * a background job (a row: any process runs it, once). The account, the students row and every row
 * that hangs on them (enrolments, progress, practice attempts, answers and levels, consents, one-time
 * codes and links, ended sessions, a learner's classes and purchases) go in one transaction; the
 * mail still queued to the child's own address goes too, and so do the parents' summaries' texts
 * about the child and the mail to a parent that names the child (nothing stored keeps the name).
 * The audit trail keeps that it happened
 * under a pseudonym: its earlier events about the child lose the child's ids and details.
 */

export type ErasurePayload = {
  studentId: string;
  /** The name the trail keeps instead of the child's ids: `erased-<uuid>`, random, linked to nothing. */
  pseudonym: string;
  /** Who confirmed: "school" or "parent". */
  confirmedBy: "school" | "parent";
  schoolId: string | null;
};

export const newPseudonym = () => `erased-${randomUUID()}`;

export async function queueErasure(tx: DbOrTx, payload: ErasurePayload) {
  await enqueueJob(tx, "childErasure", payload);
}

/**
 * Whether the child's erasure is already queued (the school's or a parent's): a second confirmation
 * then changes nothing: no second job, audit event or mail to the office. Asked after the child's
 * row is locked, so two confirmations at once see each other.
 */
export const erasurePending = (tx: DbOrTx, studentId: string) =>
  jobPending(tx, "childErasure", { studentId });

/** The job: everything about the child goes, in the job's transaction; a child already gone is done. */
export async function eraseChild(tx: Tx, payload: ErasurePayload): Promise<void> {
  const [child] = await tx
    .select({ userId: students.userId, email: users.email, name: users.name })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(students.id, payload.studentId))
    .for("update");
  if (!child) return;
  const { pseudonym } = payload;

  // The trail: what was done stays, whose it was does not.
  await pseudonymiseSubject(tx, { studentId: payload.studentId, userId: child.userId, pseudonym });

  // A learner's purchases refuse the account's deletion (the payment record); the trail keeps the
  // payment's own events (purchase.created, purchase.approved, under the pseudonym).
  await deletePurchasesOfLearner(tx, payload.studentId);

  // Mail queued to the child's address, unless another account shares it (siblings, a parent's address).
  if (child.email) {
    const [shared] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${child.email})`, ne(users.id, child.userId)))
      .limit(1);
    if (!shared) await dropMailTo(tx, child.email);
  }

  // The teachers' notes about the child (they name the child, and are the child's data).
  await forgetNotesOfChild(tx, payload.studentId);

  // The parents' summaries lose the child's text; the mail to a parent or guardian naming the child goes.
  const parents = await forgetChildInParents(tx, payload.studentId);
  const guardians = await tx
    .select({ email: guardianConsents.guardianEmail })
    .from(guardianConsents)
    .where(eq(guardianConsents.studentId, payload.studentId));
  const first = child.name.split(" ")[0] ?? "";
  await dropMailNaming(tx, {
    to: [...parents, ...guardians.map((row) => row.email)],
    names: [child.name, first.length >= 2 ? first : ""],
  });

  // The account: its students row and every row on it follow (foreign keys on delete cascade).
  await deleteAccount(tx, child.userId);
  await recordAudit(tx, {
    action: "student.erased",
    actor: null,
    target: { type: "student", id: pseudonym },
    schoolId: payload.schoolId,
    detail: { confirmedBy: payload.confirmedBy },
  });
}
