import { ROUTES, type SchoolStatus, type SchoolStatusChange } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { type AuditActor, type RequestMeta, recordAudit } from "../../audit/audit.ts";
import type { Tx } from "../../db/client.ts";
import { schools, users } from "../../db/schema.ts";
import { notFound } from "../../errors.ts";
import { queueMail } from "../../mail/outbox.ts";
import { endSessionsOfSchool } from "../users/index.ts";
import { schoolsWithAccounts } from "./school-accounts.ts";

/**
 * The superadmin sets a school's status: a command of the schools module, because the rule is the
 * school's, though it also changes its people's accounts (the users module's rows, through its
 * function). In the caller's transaction, all of it or nothing:
 * - the school row (status, reason, when), locked first, so two changes of one school queue;
 * - on hold or blocked, every session of the school's account, teachers and students ends at once
 *   (their session versions rise). While the school is closed their sign-ins and any older token are
 *   refused with `schoolOnHold` / `schoolBlocked` (users/school-standing.ts); reactivation opens the
 *   door again and touches nothing else: every row of the school stays as it was;
 * - the mail to the school (outbox) and the audit event.
 * Returns whether anything changed (setting the status a school already has changes nothing).
 */
export async function setSchoolStatus(
  tx: Tx,
  schoolId: string,
  change: SchoolStatusChange,
  by: { actor: AuditActor; meta: RequestMeta; appUrl: string },
): Promise<boolean> {
  const [school] = await schoolsWithAccounts(tx, {
    status: schools.status,
    udiscCode: schools.udiscCode,
    name: users.name,
    email: users.email,
  })
    .where(eq(schools.id, schoolId))
    .limit(1)
    .for("update", { of: schools });
  if (!school) throw notFound();
  if (school.status === change.status) return false;
  const reason = change.status === "active" ? null : change.reason;
  await tx
    .update(schools)
    .set({ status: change.status, statusReason: reason, statusChangedAt: new Date() })
    .where(eq(schools.id, schoolId));
  const signedOut = change.status === "active" ? 0 : await endSessionsOfSchool(tx, schoolId);
  await queueMail(tx, statusMail(school, change.status, reason, by.appUrl));
  await recordAudit(tx, {
    action: AUDIT_ACTION[change.status],
    actor: by.actor,
    target: { type: "school", id: schoolId },
    schoolId,
    ip: by.meta.ip,
    detail: { udiscCode: school.udiscCode, from: school.status, to: change.status, reason, signedOut },
  });
  return true;
}

const AUDIT_ACTION = {
  active: "school.activated",
  hold: "school.held",
  blocked: "school.blocked",
} as const satisfies Record<SchoolStatus, string>;

/**
 * The mail the school gets on each change. English only, like every mail Ganit sends (see
 * docs/adr/0162-decision-mail-english.md).
 */
function statusMail(
  school: { name: string; email: string },
  status: SchoolStatus,
  reason: string | null,
  appUrl: string,
) {
  const signIn = new URL(ROUTES.login, `${appUrl}/`).toString();
  if (status === "active") {
    return {
      to: school.email,
      subject: "Ganit: your school's account is active again",
      text:
        `Hello ${school.name},\n\n` +
        "Your school's Ganit account is active again. The school, its teachers and its students can " +
        "sign in as before; every student, teacher, course and enrolment is as it was.\n\n" +
        `Sign in:\n${signIn}\n`,
    };
  }
  const what = status === "hold" ? "put on hold" : "blocked";
  return {
    to: school.email,
    subject: `Ganit: your school's account has been ${what}`,
    text:
      `Hello ${school.name},\n\n` +
      `Your school's Ganit account has been ${what}. Until it is active again, the school, its ` +
      "teachers and its students cannot sign in, and everyone who was signed in has been signed out. " +
      "No data has been removed.\n\n" +
      `Reason: ${reason ?? ""}\n\n` +
      "Please reply to this e-mail or contact the Ganit team to resolve it.\n",
  };
}
