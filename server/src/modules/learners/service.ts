import { type LearnerRegistration, LIMITS, PRIVACY_NOTICE_VERSION } from "@ganit/contracts";
import { recordAudit } from "../../audit/audit.ts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { HttpError, said } from "../../errors.ts";
import { enforceLimit, hit } from "../../plugins/throttle.ts";
import { requestGuardianConsent } from "../privacy/index.ts";
import { insertStudent } from "../students/index.ts";
import { createRegisteredAccount, queueAccountExistsMail, queueWelcomeMail } from "../users/index.ts";

/**
 * The account (username = e-mail; the users module's), the learner's student row (no school; the
 * students module's) with the guardian's consent and its time, the welcome mail and the audit event,
 * in the caller's transaction.
 */
export async function registerLearner(
  tx: Tx,
  input: LearnerRegistration,
  meta: { ip: string; appUrl: string },
) {
  const user = await createRegisteredAccount(tx, input, "studentb2c", meta.ip);
  // A learner's row has no school and no roll number.
  const student = await insertStudent(tx, user.id, {
    schoolId: null,
    rollNumber: null,
    classNumber: input.Class,
    fathername: input.fathername,
    dob: input.dob,
    guardianName: input.guardianName,
    // When the form's consent box was ticked; the parent's verified consent is the link mailed to
    // them (guardian_consents, privacy module), which the lessons and practice wait for.
    guardianConsentAt: new Date(),
  });
  await requestGuardianConsent(tx, {
    studentId: student.id,
    guardianEmail: input.guardianEmail,
    appUrl: meta.appUrl,
  });
  // No name typed into a public form goes into mail to an address nobody has verified yet.
  await queueWelcomeMail(tx, meta.appUrl, user, { greetByName: false });
  await recordAudit(tx, {
    action: "learner.registered",
    actor: null,
    target: { type: "student", id: student.id },
    ip: meta.ip,
    detail: { username: user.username, class: input.Class, guardianConsent: true },
  });
  await recordAudit(tx, {
    action: "consent.requested",
    actor: null,
    target: { type: "student", id: student.id },
    ip: meta.ip,
    detail: { noticeVersion: PRIVACY_NOTICE_VERSION },
  });
}

/**
 * Individual learners (role studentb2c) registering themselves. The account has no password until
 * the mailed link is used, so nobody can sign in with it before the owner of the e-mail does.
 */
export function createLearnersService(ctx: AppContext) {
  const { db } = ctx.database;

  return {
    /**
     * The account (username = e-mail), the learner's student row (no school) with the guardian's
     * consent and its time, the welcome mail and the audit event, in one transaction. Every attempt
     * that passes validation counts against the per-IP limit.
     *
     * An address that already has an account (any role) gets the same answer, so the form does not
     * tell who is registered; its owner gets a "you already have an account" mail instead, at most
     * one an hour, so the form cannot be used to flood someone's inbox.
     */
    async register(input: LearnerRegistration, ip: string) {
      await enforceLimit(
        db,
        "learnerRegister",
        ip,
        LIMITS.learnerRegistrationsPerIp,
        LIMITS.registrationWindowMinutes,
      );
      const created = await db
        .transaction((tx) => registerLearner(tx, input, { ip, appUrl: ctx.config.appUrl }))
        .then(() => true)
        .catch((error: unknown) => {
          if (error instanceof HttpError && error.key === "emailTaken") return false;
          throw error;
        });
      const email = input.email.toLowerCase();
      if (!created && (await hit(db, "accountExistsMail", email, 1, 60)) === 0) {
        await queueAccountExistsMail(db, ctx.config.appUrl, email);
      }
      ctx.worker.kick();
      return said("studentRegistered");
    },
  };
}
export type LearnersService = ReturnType<typeof createLearnersService>;
