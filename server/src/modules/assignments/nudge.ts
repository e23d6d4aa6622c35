import { randomUUID } from "node:crypto";
import type { AssignmentNudge } from "@ganit/contracts";
import { and, desc, inArray, isNotNull, isNull } from "drizzle-orm";
import { requireAccess } from "../../access/index.ts";
import { auditCaller, type RequestMeta } from "../../audit/audit.ts";
import type { Db } from "../../db/client.ts";
import { assignmentNudges, guardianConsents } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { type Mail, queueMailsSetWise } from "../../mail/outbox.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { isWithdrawn } from "./change.ts";
import { indiaToday } from "./children.ts";
import { oneAssignment } from "./list.ts";
import { allChildren } from "./table.ts";

/** DD-MM-YYYY, as every screen writes a day (docs/adr/0130). */
const onScreen = (day: string) => day.split("-").reverse().join("-");

/**
 * The parent's mail: the child's parent consented with this address (an individual learner's, or a
 * school's pupil whose parent gave one), so it is on record and verified. Ganit keeps no language
 * of the parent's, so the mail says it in English and Hindi, as the consent mail does.
 */
function parentMail(to: string, child: string, title: string, dueOn: string): Mail {
  const due = onScreen(dueOn);
  return {
    to,
    subject: `Reminder: ${title} is due on ${due} / याद दिलाना: ${title} ${due} तक करना है`,
    text:
      `Hello,\n\n${child}'s teacher on Ganit reminds ${child} of "${title}", due on ${due}. ` +
      "It has not been done yet. It can be done on the phone or computer where your child signs in to Ganit.\n\n" +
      `नमस्ते,\n\nगणित पर ${child} के शिक्षक याद दिला रहे हैं कि "${title}" ${due} तक करना है। ` +
      "यह अभी तक नहीं किया गया है। आपका बच्चा जिस फ़ोन या कंप्यूटर पर गणित में साइन इन करता है, वहाँ इसे कर सकता है।\n",
  };
}

/**
 * POST /api/assignments/{id}/nudge: a notice to each child named (or, naming none, to every child
 * not yet done), and a mail to each one's parent on record, with the audit event, in one
 * transaction. A child the caller does not reach in this assignment: 404 for the whole request.
 */
export async function nudgeChildren(
  db: Db,
  caller: SessionUser,
  id: string,
  body: AssignmentNudge,
  meta: RequestMeta,
  today = indiaToday(),
) {
  await requireAccess(db, { caller, permission: "assignment.nudge", ids: [id] });
  const { assignment } = await oneAssignment(db, caller, id, today);
  if (assignment.withdrawnAt) throw isWithdrawn();
  const children = await allChildren(db, caller, id, today, { sort: "name", order: "asc" });
  const named = body.studentIds ? new Set(body.studentIds) : null;
  const chosen = named
    ? children.filter((child) => named.has(child.studentId))
    : children.filter((child) => child.state !== "done");
  if (named && chosen.length !== named.size) throw notFound();
  if (chosen.length === 0) return { count: 0 };
  const consents = await db
    .select({ studentId: guardianConsents.studentId, email: guardianConsents.guardianEmail })
    .from(guardianConsents)
    .where(
      and(
        inArray(
          guardianConsents.studentId,
          chosen.map((child) => child.studentId),
        ),
        isNotNull(guardianConsents.confirmedAt),
        isNull(guardianConsents.withdrawnAt),
      ),
    )
    .orderBy(desc(guardianConsents.requestedAt));
  const parentOf = new Map<string, string>();
  for (const row of consents) if (!parentOf.has(row.studentId)) parentOf.set(row.studentId, row.email);
  const mails = chosen.flatMap((child) => {
    const to = parentOf.get(child.studentId);
    return to ? [parentMail(to, child.name, assignment.title, assignment.dueOn)] : [];
  });
  await db.transaction(async (tx) => {
    await tx.insert(assignmentNudges).values(
      chosen.map((child) => ({
        id: randomUUID(),
        assignmentId: id,
        studentId: child.studentId,
        nudgedByUserId: caller.id,
      })),
    );
    if (mails.length) await queueMailsSetWise(tx, mails);
    await auditCaller(tx, caller, meta, {
      action: "assignment.nudged",
      target: { type: "assignment", id },
      detail: { children: chosen.length, mails: mails.length },
    });
  });
  return { count: chosen.length };
}
