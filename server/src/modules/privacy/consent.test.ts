import { randomUUID } from "node:crypto";
import { API, apiPath, DATA_TERMS_VERSION, MESSAGES, PRIVACY_NOTICE_VERSION, ROUTES } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditEvents,
  guardianConsents,
  purchasedClasses,
  students,
  termsAcceptances,
  users,
} from "../../db/schema.ts";
import { login, signedInAs } from "../../test/factories.ts";
import { learnerForm, registrar, schoolForm } from "../../test/registration.ts";
import { setPasswordThroughLink } from "../../test/reset-link.ts";
import { madeBeforeAll, useTestEnv } from "../../test/session.ts";
import { linkIn } from "../../test/smtp-receiver.ts";
import { makeLessonCourse } from "../course-access/test-helpers.ts";
import { EVERY_KIND, practiceCalls } from "../practice/test-practice.ts";

const env = useTestEnv();
/** A lesson course of Class 6 whose worksheet holds a set of every kind of question. */
const course = madeBeforeAll("the lesson course", async () => {
  const made = await makeLessonCourse(env.db, [6]);
  const worksheet = made.resource(6, "Counting", "worksheet");
  const admin = (await signedInAs(env.app, env.db, "admin")).token;
  expect((await practiceCalls(env).putSet(admin, worksheet, EVERY_KIND)).statusCode).toBe(200);
  return { id: made.id, worksheet };
});

/** Registers a learner through the public form, sets their password through the welcome mail, signs in. */
async function registeredLearner(overrides: Record<string, unknown> = {}) {
  const register = registrar(env, API.learnerRegister, "10.60");
  const form = learnerForm(overrides);
  const res = await register(form);
  expect(res.statusCode, res.body).toBe(201);
  await env.deliverMail();
  const welcome = env.mail.to(form.email).at(-1);
  if (!welcome) throw new Error("no welcome mail");
  expect((await setPasswordThroughLink(env.app, linkIn(welcome), "Learner-Pass-2026")).statusCode).toBe(200);
  const token = await login(env.app, form.email, "Learner-Pass-2026");
  const [row] = await env.db
    .select({ id: students.id })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(users.username, form.email.toLowerCase()));
  if (!row) throw new Error("no student row");
  // The learner bought class 6 of the course (verified): only consent stands between them and it.
  await env.db.insert(purchasedClasses).values({
    id: randomUUID(),
    studentId: row.id,
    courseId: course.id,
    classNumber: 6,
    kind: "students",
    status: "active",
    studentLimit: 1,
  });
  return { form, token, studentId: row.id };
}

const consentToken = (mailText: string) => {
  const url = new URL(/https?:\/\/[^\s]+/.exec(mailText)?.[0] ?? "");
  expect(url.pathname).toBe(ROUTES.parentConsent);
  return url.searchParams.get("token") ?? "";
};

describe("a parent's verifiable consent for a learner under 18", () => {
  it("refuses the learner's own address as the parent's, and writes nothing", async () => {
    const register = registrar(env, API.learnerRegister, "10.61");
    const email = `${randomUUID().slice(0, 8)}@family.example`;
    const res = await register(learnerForm({ email, guardianEmail: email.toUpperCase() }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.guardianEmailSameAsLearner);
    expect(await env.db.select().from(users).where(eq(users.username, email))).toEqual([]);
  });

  it("mails the parent (read back from the SMTP receiver); the learner neither practises nor opens lessons until the parent confirms", async () => {
    const { form, token, studentId } = await registeredLearner();
    const practice = practiceCalls(env);

    // Before consent: the lesson tree and a practice attempt answer 403 with the message saying why.
    const lesson = await env.app.inject({
      url: `${apiPath.studentAccessCourse(course.id)}?class=6`,
      headers: { authorization: token },
    });
    expect(lesson.statusCode, lesson.body).toBe(403);
    expect(lesson.json()).toMatchObject({
      key: "guardianConsentPending",
      message: MESSAGES.guardianConsentPending,
    });
    const refused = await practice.start(token, course.worksheet);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().key).toBe("guardianConsentPending");
    const opened = await env.app.inject({
      method: "POST",
      url: API.progressOpened,
      headers: { authorization: token },
      payload: { resourceId: course.worksheet },
    });
    expect(opened.statusCode).toBe(403);

    // The mail went to the parent's own address, not the learner's, with the consent link.
    const [mail] = env.mail.to(form.guardianEmail);
    expect(mail, "the parent's consent mail").toBeDefined();
    expect(mail?.to).toEqual([form.guardianEmail]);
    expect(mail?.text).not.toContain(form.name);
    const link = consentToken(mail?.text ?? "");
    expect(env.mail.to(form.email).some((m) => m.text.includes(link))).toBe(false);

    const view = await env.app.inject({ url: apiPath.privacyConsent(link) });
    expect(view.json()).toEqual({
      learnerName: "Meera",
      status: "pending",
      noticeVersion: expect.any(String),
    });

    const confirm = await env.app.inject({ method: "POST", url: apiPath.privacyConsent(link, "confirm") });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().key).toBe("consentConfirmed");
    const [consent] = await env.db
      .select()
      .from(guardianConsents)
      .where(eq(guardianConsents.studentId, studentId));
    expect(consent?.confirmedAt).toBeInstanceOf(Date);
    expect(consent?.guardianEmail).toBe(form.guardianEmail.toLowerCase());
    const events = await env.db.select().from(auditEvents).where(eq(auditEvents.targetId, studentId));
    expect(events.map((e) => e.action)).toEqual(
      expect.arrayContaining(["learner.registered", "consent.requested", "consent.confirmed"]),
    );

    // After consent: the same calls succeed.
    const after = await env.app.inject({
      url: `${apiPath.studentAccessCourse(course.id)}?class=6`,
      headers: { authorization: token },
    });
    expect(after.statusCode, after.body).toBe(200);
    expect((await practice.start(token, course.worksheet)).statusCode).toBe(201);
  });

  it("a learner of 18 or more needs no parent's consent", async () => {
    const adult = new Date();
    adult.setFullYear(adult.getFullYear() - 19);
    const { token } = await registeredLearner({ dob: adult.toISOString().slice(0, 10), Class: 10 });
    // The class bought is 6 (a grown-up revising); no consent is asked before they practise.
    expect((await practiceCalls(env).start(token, course.worksheet)).statusCode).toBe(201);
  });

  it("withdrawing consent stops learning at once and erases the child, leaving only a pseudonymous record", async () => {
    const { form, token, studentId } = await registeredLearner();
    const [mail] = env.mail.to(form.guardianEmail);
    const link = consentToken(mail?.text ?? "");
    await env.app.inject({ method: "POST", url: apiPath.privacyConsent(link, "confirm") });
    expect((await practiceCalls(env).start(token, course.worksheet)).statusCode).toBe(201);

    const withdrawn = await env.app.inject({ method: "POST", url: apiPath.privacyConsent(link, "withdraw") });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().key).toBe("consentWithdrawn");
    await env.deliverMail(); // runs the erasure job
    expect(await env.db.select().from(students).where(eq(students.id, studentId))).toEqual([]);
    expect(await env.db.select().from(users).where(eq(users.username, form.email.toLowerCase()))).toEqual([]);
    const [erased] = await env.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "student.erased"))
      .limit(1);
    expect(erased?.targetId).toMatch(/^erased-/);
    // The link is spent with the child: it names nothing now.
    expect((await env.app.inject({ url: apiPath.privacyConsent(link) })).statusCode).toBe(404);
  });
});

describe("a school's acceptance of the data-processing terms, and the operator's consent records", () => {
  it("refuses a registration without the terms; records who accepted which version, when; the operator sees both kinds of record", async () => {
    const register = registrar(env, API.schoolRegister, "10.62");
    const udise = String(20_000_000_000 + Math.floor(Math.random() * 9_000_000_000));
    const without = await register(schoolForm(udise, { acceptTerms: undefined }));
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe(MESSAGES.termsAcceptRequired);
    const form = schoolForm(udise);
    const res = await register(form);
    expect(res.statusCode, res.body).toBe(201);
    const [accepted] = await env.db
      .select({ version: termsAcceptances.termsVersion, by: users.username, at: termsAcceptances.acceptedAt })
      .from(termsAcceptances)
      .innerJoin(users, eq(users.id, termsAcceptances.acceptedByUserId))
      .where(eq(users.username, form.email.toLowerCase()));
    expect(accepted).toMatchObject({ version: DATA_TERMS_VERSION, by: form.email.toLowerCase() });

    const learner = await registeredLearner();
    const operator = (await signedInAs(env.app, env.db, "superadmin")).token;
    const records = await env.app.inject({ url: API.privacyConsents, headers: { authorization: operator } });
    expect(records.statusCode).toBe(200);
    const items = records.json().items as {
      kind: string;
      subject: string;
      by: string;
      status: string;
      version: string;
    }[];
    expect(items).toContainEqual(
      expect.objectContaining({
        kind: "school",
        subject: form.name,
        by: form.email.toLowerCase(),
        status: "accepted",
      }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({
        kind: "guardian",
        subject: learner.form.email.toLowerCase(),
        by: learner.form.guardianEmail.toLowerCase(),
        status: "pending",
        version: PRIVACY_NOTICE_VERSION,
      }),
    );
    // Nobody else reads the records.
    const school = await env.app.inject({
      url: API.privacyConsents,
      headers: { authorization: learner.token },
    });
    expect(school.statusCode).toBe(403);
  });
});
