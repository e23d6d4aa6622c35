import { API, apiPath, LIMITS, MESSAGES } from "@ganit/contracts";
import { INDIAN_STATES } from "@ganit/contracts/india";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, mailOutbox, schools, throttleHits, users } from "../../db/schema.ts";
import { createTestSchool, login, signedInAs } from "../../test/factories.ts";
import { TEST_APP_URL } from "../../test/harness.ts";
import {
  countRows,
  expectFieldRefusals,
  type FieldRefusal,
  registrar,
  schoolForm,
} from "../../test/registration.ts";
import { setPasswordThroughLink } from "../../test/reset-link.ts";
import { useTestEnv } from "../../test/session.ts";
import { linkIn } from "../../test/smtp-receiver.ts";
import { newPupil, newTeacher } from "../course-access/test-helpers.ts";

const env = useTestEnv();

const register = registrar(env, API.schoolRegister, "10.60");

let udise = 10_000_000_000;
const school = (overrides: Record<string, unknown> = {}) => schoolForm(String(++udise), overrides);

const counts = () => countRows(env.db, { users, schools, mail: mailOutbox });

describe("reference data", () => {
  it("holds all 36 states and union territories, each with its districts, none twice", () => {
    expect(INDIAN_STATES).toHaveLength(36);
    const names = new Set(INDIAN_STATES.map((s) => s.name));
    expect(names.size).toBe(36);
    for (const state of INDIAN_STATES) {
      expect(state.districts.length, state.name).toBeGreaterThan(0);
      expect(new Set(state.districts).size, state.name).toBe(state.districts.length);
    }
    const total = INDIAN_STATES.reduce((sum, s) => sum + s.districts.length, 0);
    expect(total).toBeGreaterThan(770);
    expect(INDIAN_STATES.find((s) => s.name === "Uttar Pradesh")?.districts).toHaveLength(75);
  });

  it("a pincode answers its state and district; an unknown one 404, a malformed one 400", async () => {
    const ok = await env.app.inject({ method: "GET", url: apiPath.pincode("110001") });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ pincode: "110001", state: "Delhi" });
    const mysuru = await env.app.inject({ method: "GET", url: apiPath.pincode("570009") });
    expect(mysuru.json()).toEqual({ pincode: "570009", state: "Karnataka", district: "Mysuru" });
    const unknown = await env.app.inject({ method: "GET", url: apiPath.pincode("999999") });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().key).toBe("pincodeUnknown");
    const bad = await env.app.inject({ method: "GET", url: apiPath.pincode("012345") });
    expect(bad.statusCode).toBe(400);
  });
});

describe("POST /api/school/register", () => {
  it("creates the active school and its account, mails the set-password link, audits it; the link leads to a sign-in", async () => {
    const input = school({ email: "Office.Sunrise@Example.com", phone: "+91 98765-43210" });
    const res = await register(input);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.schoolRegistered, key: "schoolRegistered" });

    const [user] = await env.db.select().from(users).where(eq(users.username, "office.sunrise@example.com"));
    expect(user).toMatchObject({ role: "school", name: input.name, phone: "9876543210", passwordHash: null });
    const [row] = await env.db
      .select()
      .from(schools)
      .where(eq(schools.userId, user?.id ?? ""));
    expect(row).toMatchObject({
      udiscCode: input.udiscCode,
      state: "Karnataka",
      district: "Mysuru",
      city: "Mysuru",
      pincode: "570009",
      status: "active",
    });
    const events = await env.db.select().from(auditEvents).where(eq(auditEvents.action, "school.registered"));
    expect(events.at(-1)).toMatchObject({ targetId: row?.id, schoolId: row?.id });

    // The account has no password yet: signing in is refused like any wrong password.
    const early = await env.app.inject({
      method: "POST",
      url: API.login,
      payload: { username: "office.sunrise@example.com", password: "anything-at-all" },
      remoteAddress: "10.61.0.1",
    });
    expect(early.statusCode).toBe(401);

    await env.deliverMail();
    const mails = env.mail.to("office.sunrise@example.com");
    expect(mails).toHaveLength(1);
    const link = linkIn(mails[0] as (typeof mails)[number]);
    expect(link.origin + link.pathname).toBe(`${TEST_APP_URL}/resetpassword`);
    const set = await setPasswordThroughLink(env.app, link, "Sunrise-School-2026");
    expect(set.statusCode).toBe(200);
    await login(env.app, "office.sunrise@example.com", "Sunrise-School-2026");
  });

  it("takes a name in any script with . ' - & and stores it trimmed", async () => {
    const names = [
      ["  St. Mary's Convent & High-School  ", "St. Mary's Convent & High-School"],
      ["श्री सरस्वती विद्या मंदिर", "श्री सरस्वती विद्या मंदिर"],
      ["ಸರ್ಕಾರಿ ಪ್ರೌಢ ಶಾಲೆ", "ಸರ್ಕಾರಿ ಪ್ರೌಢ ಶಾಲೆ"],
    ];
    for (const [typed, stored] of names) {
      const input = school({ name: typed });
      expect((await register(input)).statusCode, typed).toBe(201);
      const [row] = await env.db
        .select({ name: users.name })
        .from(schools)
        .innerJoin(users, eq(users.id, schools.userId))
        .where(eq(schools.udiscCode, input.udiscCode));
      expect(row?.name).toBe(stored);
    }
  });

  it("stores state and district as the list spells them, whatever the case sent", async () => {
    const input = school({ state: "tamil nadu", district: "THE NILGIRIS", city: "Ooty", pincode: "643001" });
    expect((await register(input)).statusCode).toBe(201);
    const [row] = await env.db.select().from(schools).where(eq(schools.udiscCode, input.udiscCode));
    expect(row).toMatchObject({ state: "Tamil Nadu", district: "The Nilgiris" });
  });

  it("refuses each invalid field with 400 under that field, and writes nothing", async () => {
    const before = await counts();
    const cases: FieldRefusal[] = [
      [{ name: "Sunrise 2" }, "name", "schoolNameLetters"],
      [{ name: "Sunrise (Main) School" }, "name", "schoolNameLetters"],
      [{ name: "Sunrise <b>School</b>" }, "name", "schoolNameLetters"],
      [{ name: ". - &" }, "name", "schoolNameLetters"],
      [{ name: "   " }, "name", "schoolNameRequired"],
      [{ udiscCode: "1234567890" }, "udiscCode", "udiseInvalid"],
      [{ udiscCode: "123456789012" }, "udiscCode", "udiseInvalid"],
      [{ udiscCode: "2910A206301" }, "udiscCode", "udiseInvalid"],
      [{ state: "" }, "state", "stateRequired"],
      [{ state: "Atlantis" }, "state", "stateInvalid"],
      [{ district: "" }, "district", "districtRequired"],
      [{ district: "Pune" }, "district", "districtNotInState"],
      [{ city: "" }, "city", "cityRequired"],
      [{ address: "" }, "address", "addressRequired"],
      [{ address: "Line\u0000two" }, "address", "controlCharacters"],
      [{ pincode: "057000" }, "pincode", "pincodeInvalid"],
      [{ pincode: "57000" }, "pincode", "pincodeInvalid"],
      [{ pincode: "" }, "pincode", "pincodeRequired"],
      [{ phone: "12345" }, "phone", "schoolPhoneInvalid"],
      [{ phone: "0000000000" }, "phone", "schoolPhoneInvalid"],
      [{ phone: "" }, "phone", "phoneRequired"],
      [{ email: "not-an-email" }, "email", "emailInvalid"],
      [{ acceptTerms: false }, "acceptTerms", "termsAcceptRequired"],
      [{ email: "" }, "email", "emailRequired"],
    ];
    await expectFieldRefusals(register, school, cases);
    const missing = await register({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual(
      [
        "acceptTerms",
        "address",
        "city",
        "district",
        "email",
        "name",
        "phone",
        "pincode",
        "state",
        "udiscCode",
      ].sort(),
    );
    expect(await counts()).toEqual(before);
  });

  it("accepts a landline with its STD code and stores its 10 digits", async () => {
    const input = school({ phone: "0824-2412345" });
    expect((await register(input)).statusCode).toBe(201);
    const [row] = await env.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.username, input.email.toLowerCase()));
    expect(row?.phone).toBe("8242412345");
  });

  it("a UDISE code or an e-mail already registered answers 409 under its field, and nothing is half-written", async () => {
    const first = school();
    expect((await register(first)).statusCode).toBe(201);
    const before = await counts();

    const sameUdise = await register(school({ udiscCode: first.udiscCode }));
    expect(sameUdise.statusCode).toBe(409);
    expect(sameUdise.json()).toMatchObject({ key: "udiseTaken", fieldKeys: { udiscCode: "udiseTaken" } });

    const sameEmail = await register(school({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ key: "emailTaken", fieldKeys: { email: "emailTaken" } });

    expect(await counts()).toEqual(before);
  });

  it("every refusal carries the spec's `error` field (the form shows it, else 'An error occurred')", async () => {
    const first = school();
    expect((await register(first)).statusCode).toBe(201);
    const refusals = [
      await register(school({ pincode: "012345" })),
      await register(school({ udiscCode: first.udiscCode })),
      await register(school({ district: "Pune" })),
      await env.app.inject({
        method: "POST",
        url: API.schoolRegister,
        headers: { "content-type": "application/json" },
        payload: "{not json",
      }),
    ];
    for (const res of refusals) {
      const body = res.json<{ message: string; error?: string }>();
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(body.error, res.body).toBe(body.message);
    }
  });

  it("two registrations of one UDISE code at once: one school, one 409", async () => {
    const code = String(++udise);
    const results = await Promise.all([
      register(school({ udiscCode: code })),
      register(school({ udiscCode: code })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await env.db.select().from(schools).where(eq(schools.udiscCode, code))).toHaveLength(1);
  });

  it("limits registrations per IP, counting refused attempts too; another address is not affected", async () => {
    await env.db.delete(throttleHits);
    const ip = "10.70.0.1";
    const taken = school();
    expect((await register(taken, ip)).statusCode).toBe(201);
    for (let i = 1; i < LIMITS.schoolRegistrationsPerIp; i++) {
      // Conflicts count: the form cannot be used to probe registered UDISE codes without limit.
      expect((await register(school({ udiscCode: taken.udiscCode }), ip)).statusCode).toBe(409);
    }
    const refused = await register(school(), ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      message: MESSAGES.tooManyRequests,
      error: MESSAGES.tooManyRequests,
    });
    expect((await register(school(), "10.70.0.2")).statusCode).toBe(201);
  });
});

describe("GET /api/school/dashboard", () => {
  it("counts the caller's students by class and its teachers, and nothing of another school", async () => {
    const mine = await createTestSchool(env.db);
    const other = await createTestSchool(env.db);
    const addStudent = (schoolId: string, classNumber: number) =>
      newPupil(env.db, schoolId, undefined, { classNumber });
    for (const c of [1, 1, 4, 10]) await addStudent(mine.school.id, c);
    for (const c of [1, 2, 3]) await addStudent(other.school.id, c);
    await newTeacher(env.db, mine.school.id);
    const held = await newTeacher(env.db, mine.school.id);
    await env.db.update(users).set({ status: "hold" }).where(eq(users.id, held.user.id));

    const res = await env.app.inject({
      method: "GET",
      url: API.schoolDashboard,
      headers: { authorization: await login(env.app, mine.username) },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ name: "Test School", students: 4, teachers: 2, activeTeachers: 1 });
    expect(body.studentsByClass).toHaveLength(10);
    expect(body.studentsByClass[0]).toEqual({ class: 1, count: 2 });
    expect(body.studentsByClass[1]).toEqual({ class: 2, count: 0 });
    expect(body.studentsByClass[9]).toEqual({ class: 10, count: 1 });
  });

  it("admits the school role only", async () => {
    for (const role of ["teacher", "student", "admin", "studentb2c"] as const) {
      const { token } = await signedInAs(env.app, env.db, role);
      const res = await env.app.inject({
        method: "GET",
        url: API.schoolDashboard,
        headers: { authorization: token },
      });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await env.app.inject({ method: "GET", url: API.schoolDashboard })).statusCode).toBe(401);
  });
});
