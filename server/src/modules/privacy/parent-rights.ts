import { ERASURE_DAYS } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { requireAccess } from "../../access/index.ts";
import { auditCaller, type RequestMeta } from "../../audit/audit.ts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { schools, students, users } from "../../db/schema.ts";
import { notFound, said } from "../../errors.ts";
import { type Mail, queueMail } from "../../mail/outbox.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { copyOf } from "./copy.ts";
import { erasurePending, newPseudonym, queueErasure } from "./erasure.ts";

/**
 * A signed-in parent's rights over a linked child's data (DPDP Act 2023, ss. 11-12; docs/adr/0681):
 * the same copy the school and the learner take, and an erasure the parent confirms alone. The
 * school office is told by mail, in the request's transaction. The mail names the pupil by class,
 * section and roll number, never by name: the erasure that follows at once must leave no stored
 * text with the child's name, and the office finds the pupil in its own register by roll number.
 */

function officeMail(
  to: string,
  pupil: { classNumber: number; section: string | null; rollNumber: string | null },
  pseudonym: string,
): Mail {
  const cls = `${pupil.classNumber}${pupil.section ? ` ${pupil.section}` : ""}`;
  const roll = pupil.rollNumber ?? "-";
  return {
    to,
    subject: `Ganit: a parent asked to erase a pupil's data (Class ${cls}, roll number ${roll}) / गणित: एक अभिभावक ने छात्र का डेटा मिटाने को कहा (कक्षा ${cls}, रोल नंबर ${roll})`,
    text:
      `Hello,\n\nA parent linked on Ganit to your pupil of Class ${cls}, roll number ${roll}, confirmed the ` +
      `erasure of the child's data. Ganit erases the child's account, answers, progress and codes within ` +
      `${ERASURE_DAYS} days (it starts at once); the pupil leaves your students list. The audit trail keeps ` +
      `that it happened under the reference ${pseudonym}. Nothing is needed from you.\n\n` +
      `नमस्ते,\n\nगणित पर कक्षा ${cls}, रोल नंबर ${roll} के आपके छात्र से जुड़े एक अभिभावक ने बच्चे का डेटा ` +
      `मिटाने की पुष्टि की है। गणित ${ERASURE_DAYS} दिनों के भीतर बच्चे का खाता, उत्तर, प्रगति और कोड मिटा देता है ` +
      `(यह तुरंत शुरू होता है); छात्र आपकी छात्र सूची से हट जाता है। ऑडिट रिकॉर्ड यह बात संदर्भ ${pseudonym} के ` +
      "नाम से रखता है। आपको कुछ करने की ज़रूरत नहीं है।\n",
  };
}

/** The child's class, roll number and school, and the school office's address. */
async function pupilOf(db: DbOrTx, studentId: string) {
  const [pupil] = await db
    .select({
      classNumber: students.classNumber,
      section: students.section,
      rollNumber: students.rollNumber,
      schoolId: students.schoolId,
      officeEmail: users.email,
    })
    .from(students)
    .leftJoin(schools, eq(schools.id, students.schoolId))
    .leftJoin(users, eq(users.id, schools.userId))
    .where(eq(students.id, studentId));
  if (!pupil) throw notFound();
  return pupil;
}

export function createParentRights(ctx: AppContext) {
  const { db } = ctx.database;
  return {
    /** GET /api/parents/children/{id}/export: a linked child's copy (another child: 404). */
    async childExport(caller: SessionUser, id: string, format: "json" | "xlsx", meta: RequestMeta) {
      await requireAccess(db, { caller, permission: "child.export", ids: [id] });
      const { schoolId } = await pupilOf(db, id);
      await auditCaller(db, caller, meta, {
        action: "student.exported",
        target: { type: "student", id },
        schoolId,
        detail: { format, by: "parent" },
      });
      return copyOf(db, id, format, { userId: caller.id, email: caller.email });
    },

    /**
     * POST /api/parents/children/{id}/erase: the parent confirms; the erasure job is queued and the
     * office's mail written, with the audit event, in one transaction (another child: 404).
     */
    async childErase(caller: SessionUser, id: string, meta: RequestMeta) {
      await db.transaction(async (tx) => {
        await requireAccess(tx, { caller, permission: "child.erase", ids: [id], lock: "update" });
        if (await erasurePending(tx, id)) return;
        const pupil = await pupilOf(tx, id);
        const pseudonym = newPseudonym();
        await auditCaller(tx, caller, meta, {
          action: "student.erasure_requested",
          target: { type: "student", id },
          schoolId: pupil.schoolId,
          detail: { withinDays: ERASURE_DAYS, by: "parent" },
        });
        await queueErasure(tx, { studentId: id, pseudonym, confirmedBy: "parent", schoolId: pupil.schoolId });
        if (pupil.officeEmail) await queueMail(tx, officeMail(pupil.officeEmail, pupil, pseudonym));
      });
      ctx.worker.kick();
      return said("erasureQueued");
    },
  };
}
