import { randomUUID } from "node:crypto";
import { type LearnerRegistration, LIMITS } from "@ganit/contracts";
import { recordAudit } from "../../audit/audit.ts";
import type { AppContext } from "../../context.ts";
import { students } from "../../db/schema.ts";
import { HttpError, said } from "../../errors.ts";
import { enforceLimit, hit } from "../../plugins/throttle.ts";
import { createUser } from "../users/accounts.ts";
import { queueAccountExistsMail, queueWelcomeMail } from "../users/password-links.ts";

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
      const email = input.email.toLowerCase();
      const created = await createLearner(input, email, ip).catch((error: unknown) => {
        if (error instanceof HttpError && error.key === "emailTaken") return false;
        throw error;
      });
      if (!created && (await hit(db, "accountExistsMail", email, 1, 60)) === 0) {
        await queueAccountExistsMail(db, ctx.config.appUrl, email);
      }
      ctx.worker.kick();
      return said("studentRegistered");
    },
  };

  async function createLearner(input: LearnerRegistration, email: string, ip: string): Promise<true> {
    await db.transaction(async (tx) => {
      const user = await createUser(
        tx,
        { username: email, email, name: input.name, phone: input.phone, role: "studentb2c" },
        { actor: null, ip },
      );
      // A learner's row has no school and no roll number; only this module writes such rows.
      const [student] = await tx
        .insert(students)
        .values({
          id: randomUUID(),
          userId: user.id,
          schoolId: null,
          rollNumber: null,
          classNumber: input.Class,
          fathername: input.fathername,
          dob: input.dob,
          guardianName: input.guardianName,
          guardianConsentAt: new Date(),
        })
        .returning({ id: students.id });
      if (!student) throw new Error("insert returned no row");
      await queueWelcomeMail(tx, ctx.config.appUrl, user, { greetByName: false });
      await recordAudit(tx, {
        action: "learner.registered",
        actor: null,
        target: { type: "student", id: student.id },
        ip,
        detail: { username: user.username, class: input.Class, guardianConsent: true },
      });
    });
    return true;
  }
}
export type LearnersService = ReturnType<typeof createLearnersService>;
