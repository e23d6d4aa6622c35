import { API, LIMITS, MESSAGES } from "@ganit/contracts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { students, throttleHits, users } from "../../db/schema.ts";
import { createTestUser } from "../../test/factories.ts";
import { learnerForm, registrar } from "../../test/registration.ts";
import { useTestEnv } from "../../test/session.ts";

/**
 * The public learner form tells nobody who is registered, puts no typed name into mail to an
 * address nobody has verified, refuses web addresses in names, and counts every attempt.
 */
const env = useTestEnv();

const register = registrar(env, API.learnerRegister, "10.81");
const learner = learnerForm;
const userCount = async () => (await env.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;

describe("learner registration and existing addresses", () => {
  it("answers a new address, a learner's and a staff member's alike; the owner of a taken one is told by mail", async () => {
    const fresh = await register(learner());
    const learnerTaken = learner();
    expect((await register(learnerTaken)).statusCode).toBe(201);
    const staff = await createTestUser(env.db, { role: "admin" });
    const before = await userCount();
    const answers = [
      await register(learner({ email: learnerTaken.email })),
      await register(learner({ email: staff.user.email.toUpperCase(), name: "Someone Else" })),
    ];
    for (const res of [fresh, ...answers]) {
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: MESSAGES.studentRegistered, key: "studentRegistered" });
    }
    expect(await userCount()).toBe(before);
    await env.deliverMail();
    for (const email of [learnerTaken.email, staff.user.email]) {
      const mails = env.mail.to(email);
      const notice = mails.find((m) => m.subject === "You already have a Ganit account");
      expect(notice, email).toBeDefined();
      expect(notice?.text).toMatch(/^Hello,\n/);
      expect(notice?.text).toContain(`${"http://ganit.test"}/login`);
    }
    // The same address again within the hour: the same answer, no second notice.
    expect((await register(learner({ email: staff.user.email }))).statusCode).toBe(201);
    await env.deliverMail();
    expect(
      env.mail.to(staff.user.email).filter((m) => m.subject === "You already have a Ganit account"),
    ).toHaveLength(1);
  });

  it("greets a new address without the typed name", async () => {
    const input = learner({ name: "Meera Iyer Prizewinner" });
    expect((await register(input)).statusCode).toBe(201);
    await env.deliverMail();
    const welcome = env.mail.to(input.email).at(-1);
    expect(welcome?.text).toMatch(/^Hello,\n/);
    expect(welcome?.text).not.toContain("Prizewinner");
    const [user] = await env.db.select().from(users).where(eq(users.email, input.email));
    expect(user?.name).toBe("Meera Iyer Prizewinner");
  });

  it("refuses a web address in any name, and keeps initials", async () => {
    for (const field of ["name", "fathername", "guardianName"]) {
      for (const name of [
        "http://win.example",
        "Meera www.prize.example",
        "Claim at prize.in now",
        "HTTPS://x.y",
      ]) {
        const res = await register(learner({ [field]: name }));
        expect(res.statusCode, `${field}: ${name}`).toBe(400);
        expect(res.json().fieldKeys, `${field}: ${name}`).toEqual({ [field]: "nameHasLink" });
      }
    }
    expect((await register(learner({ name: "A. K. Sharma", fathername: "R.K. Sharma" }))).statusCode).toBe(
      201,
    );
  });

  it("counts attempts with an existing address under the registration limit", async () => {
    await env.db.delete(throttleHits);
    const taken = learner();
    expect((await register(taken)).statusCode).toBe(201);
    const studentsBefore = (await env.db.select().from(students)).length;
    const ip = "10.82.0.1";
    for (let i = 0; i < LIMITS.learnerRegistrationsPerIp; i++) {
      expect((await register(learner({ email: taken.email }), ip)).statusCode).toBe(201);
    }
    const refused = await register(learner(), ip);
    expect(refused.statusCode).toBe(429);
    expect((await env.db.select().from(students)).length).toBe(studentsBefore);
  });
});
