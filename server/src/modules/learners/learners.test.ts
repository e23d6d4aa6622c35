import { API, LIMITS, MESSAGES } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, mailOutbox, students, throttleHits, users } from "../../db/schema.ts";
import { login } from "../../test/factories.ts";
import {
  countRows,
  expectFieldRefusals,
  type FieldRefusal,
  learnerForm,
  registrar,
} from "../../test/registration.ts";
import { setPasswordThroughLink } from "../../test/reset-link.ts";
import { useTestEnv } from "../../test/session.ts";
import { linkIn } from "../../test/smtp-receiver.ts";

const env = useTestEnv();

const register = registrar(env, API.learnerRegister, "10.80");

const learner = (overrides: Record<string, unknown> = {}) => learnerForm({ Class: "6", ...overrides });

const counts = () => countRows(env.db, { users, students, mail: mailOutbox });

describe("POST /api/studentb2c/register", () => {
  it("creates the learner without a school, the guardian's consent waiting for the parent's link; signs in only after the mailed link", async () => {
    const input = learner({ email: "Meera.Iyer@Family.example", Class: 6 });
    const res = await register(input);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.studentRegistered, key: "studentRegistered" });
    expect(MESSAGES.studentRegistered).toBe("Student registered successfully");

    const [user] = await env.db.select().from(users).where(eq(users.username, "meera.iyer@family.example"));
    expect(user).toMatchObject({
      role: "studentb2c",
      name: "Meera Iyer",
      phone: "9812345678",
      passwordHash: null,
    });
    const [row] = await env.db
      .select()
      .from(students)
      .where(eq(students.userId, user?.id ?? ""));
    expect(row).toMatchObject({
      schoolId: null,
      rollNumber: null,
      classNumber: 6,
      fathername: "Ravi Iyer",
      dob: "2014-08-15",
      guardianName: "Ravi Iyer",
    });
    // The form's consent box is recorded as ticked; the parent's verified consent is their own
    // confirmation through the link mailed to them (privacy module), which the lessons wait for.
    expect(row?.guardianConsentAt).toBeInstanceOf(Date);
    const [event] = await env.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "learner.registered"));
    expect(event).toMatchObject({ targetType: "student", targetId: row?.id });

    // No password yet: a sign-in is refused cleanly (401, the same as any wrong password), never a 500.
    const early = await env.app.inject({
      method: "POST",
      url: API.login,
      payload: { username: "meera.iyer@family.example", password: "guessing-a-password" },
      remoteAddress: "10.81.0.1",
    });
    expect(early.statusCode).toBe(401);
    expect(early.json().key).toBe("loginFailed");

    await env.deliverMail();
    const [mail] = env.mail.to("meera.iyer@family.example");
    expect(mail).toBeDefined();
    const link = linkIn(mail as NonNullable<typeof mail>);
    const set = await setPasswordThroughLink(env.app, link, "Meera-Learns-Maths");
    expect(set.statusCode).toBe(200);
    const token = await login(env.app, "meera.iyer@family.example", "Meera-Learns-Maths");
    const profile = await env.app.inject({
      method: "GET",
      url: API.profile,
      headers: { authorization: token },
    });
    expect(profile.json().student).toEqual({ rollNumber: null, class: 6, fathername: "Ravi Iyer" });
  });

  it("refuses each invalid field with 400 under it, consent above all, and writes nothing", async () => {
    const before = await counts();
    const cases: FieldRefusal[] = [
      [{ guardianConsent: false }, "guardianConsent", "guardianConsentRequired"],
      [{ guardianConsent: undefined }, "guardianConsent", "guardianConsentRequired"],
      [{ guardianConsent: "true" }, "guardianConsent", "guardianConsentRequired"],
      [{ guardianName: " " }, "guardianName", "guardianNameRequired"],
      [{ guardianEmail: undefined }, "guardianEmail", "emailRequired"],
      [{ guardianEmail: "ravi" }, "guardianEmail", "emailInvalid"],
      [{ name: "" }, "name", "nameRequired"],
      [{ email: "meera" }, "email", "emailInvalid"],
      [{ phone: "12345" }, "phone", "phoneInvalid"],
      [{ phone: "" }, "phone", "phoneRequired"],
      [{ Class: "11" }, "Class", "classInvalid"],
      [{ Class: 0 }, "Class", "classInvalid"],
      [{ Class: "six" }, "Class", "classInvalid"],
      [{ Class: 4.5 }, "Class", "classInvalid"],
      [{ Class: undefined }, "Class", "classRequired"],
      [{ fathername: "" }, "fathername", "fathernameRequired"],
      [{ dob: "" }, "dob", "dobRequired"],
      [{ dob: "15-08-2014" }, "dob", "dobInvalid"],
      [{ dob: "2014-02-30" }, "dob", "dobInvalid"],
      [{ dob: "2999-01-01" }, "dob", "dobInvalid"],
    ];
    await expectFieldRefusals(register, learner, cases);
    expect(await counts()).toEqual(before);
  });

  it("an e-mail already used as a username gets the same answer, and nothing is half-written", async () => {
    const first = learner();
    expect((await register(first)).statusCode).toBe(201);
    const before = await counts();
    const again = await register(learner({ email: first.email.toUpperCase(), name: "Someone Else" }));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: MESSAGES.studentRegistered, key: "studentRegistered" });
    // No account or student more; one mail more: "you already have an account", to the owner.
    expect(await counts()).toEqual({ ...before, mail: before.mail + 1 });
  });

  it("lets a computer lab of 40 children behind one address register, each after one refused attempt", async () => {
    await env.db.delete(throttleHits);
    const ip = "10.91.0.1";
    const taken = learner();
    expect((await register(taken, "10.91.0.2")).statusCode).toBe(201);
    for (let child = 0; child < 40; child++) {
      const typo = await register(learner({ email: taken.email }), ip);
      expect(typo.statusCode, `child ${child + 1}'s first try`).toBe(201);
      expect((await register(learner(), ip)).statusCode, `child ${child + 1}`).toBe(201);
    }
  });

  it("limits registrations per IP", async () => {
    await env.db.delete(throttleHits);
    const ip = "10.90.0.1";
    for (let i = 0; i < LIMITS.learnerRegistrationsPerIp; i++) {
      expect((await register(learner(), ip)).statusCode).toBe(201);
    }
    const refused = await register(learner(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});
