import { randomUUID } from "node:crypto";
import { type LearnerRegistration, LIMITS } from "@ganit/contracts";
import { recordAudit } from "../../audit/audit.ts";
import type { AppContext } from "../../context.ts";
import { students } from "../../db/schema.ts";
import { said } from "../../errors.ts";
import { enforceLimit } from "../../plugins/throttle.ts";
import { createUser } from "../users/accounts.ts";
import { queueWelcomeMail } from "../users/password-links.ts";

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
     */
    async register(input: LearnerRegistration, ip: string) {
      await enforceLimit(
        db,
        "learnerRegister",
        ip,
        LIMITS.learnerRegistrationsPerIp,
        LIMITS.registrationWindowMinutes,
      );
      await db.transaction(async (tx) => {
        const email = input.email.toLowerCase();
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
        await queueWelcomeMail(tx, ctx.config.appUrl, user);
        await recordAudit(tx, {
          action: "learner.registered",
          actor: null,
          target: { type: "student", id: student.id },
          ip,
          detail: { username: user.username, class: input.Class, guardianConsent: true },
        });
      });
      ctx.worker.kick();
      return said("studentRegistered");
    },
  };
}
export type LearnersService = ReturnType<typeof createLearnersService>;
