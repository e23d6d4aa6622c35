import { API, type IssuedParentCodes, PARENT_API, PARENT_SMS_MAX, parentApiPath } from "@ganit/contracts";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, mailOutbox, parentSummaries, users } from "../../db/schema.ts";
import { auditRowsOf } from "../../test/audit.ts";
import { login, TEST_PASSWORD, unique } from "../../test/factories.ts";
import { TEST_APP_URL, TEST_JWT_SECRET } from "../../test/harness.ts";
import { requester, type SignedInSchool, signedInSchool, useTestEnv } from "../../test/session.ts";
import { addStudentAs } from "../../test/students.ts";
import { sendDueSummaries } from "./weekly-summary.ts";

/**
 * A parent with only a mobile number (docs/adr/0734), on the real app, database and SMTP receiver:
 * they join with the number, sign in with it however typed, the number is nobody else's, they get no
 * mail (Sunday's is skipped, "mail me now" is a 400 that says why) and the school's texts include them.
 */
const env = useTestEnv();
const call = requester(env);

/** Sunday 29 November 2026, 18:30 IST. */
const SUNDAY_EVENING = new Date("2026-11-29T13:00:00Z");
const NUMBER = "9812345670";

let school: SignedInSchool;
let phoneParent: { token: string; id: string };
let emailParent: { email: string; token: string };

async function codeForNewPupil(name: string) {
  const pupil = await addStudentAs(env.app, school.token, { name, Class: 7 });
  const issued = await call("POST", parentApiPath.parentCodesStudent(pupil._id), school.token);
  expect(issued.statusCode, issued.body).toBe(201);
  return issued.json<IssuedParentCodes>().items[0]?.code ?? "";
}

const join = (payload: Record<string, unknown>) =>
  env.app.inject({
    method: "POST",
    url: PARENT_API.parentJoin,
    payload: { name: "Meena Yadav", password: TEST_PASSWORD, language: "hi", ...payload },
  });

const signIn = (username: string) =>
  env.app.inject({ method: "POST", url: API.login, payload: { username, password: TEST_PASSWORD } });

beforeAll(async () => {
  school = await signedInSchool(env);
  const joined = await join({
    code: await codeForNewPupil("Ravi Yadav"),
    phone: `+91 ${NUMBER.slice(0, 5)}-${NUMBER.slice(5)}`,
  });
  expect(joined.statusCode, joined.body).toBe(201);
  const [user] = await env.db.select().from(users).where(eq(users.username, NUMBER));
  expect(user).toMatchObject({ role: "parent", email: "", phone: NUMBER });
  phoneParent = { token: await login(env.app, NUMBER), id: user?.id ?? "" };
  const email = `${unique("parent")}@example.in`;
  const withMail = await join({ code: await codeForNewPupil("Sara Khan"), email, language: "en" });
  expect(withMail.statusCode, withMail.body).toBe(201);
  emailParent = { email, token: await login(env.app, email) };
  await env.deliverMail();
});

describe("a parent with only a mobile number", () => {
  it("joins with it: the number, as 10 digits, is the username; they see their child", async () => {
    const children = await call("GET", PARENT_API.parentChildren, phoneParent.token);
    expect(children.statusCode, children.body).toBe(200);
    expect(children.json()).toMatchObject({ items: [{ name: "Ravi Yadav" }], hasEmail: false });
    const mine = await call("GET", PARENT_API.parentChildren, emailParent.token);
    expect(mine.json().hasEmail).toBe(true);
  });

  it("signs in with the number however typed: +91, spaces, dashes, a 0, Devanagari digits", async () => {
    for (const typed of [NUMBER, `+91 ${NUMBER}`, `0${NUMBER}`, "98123-45670", "९८१२३४५६७०"]) {
      const res = await signIn(typed);
      expect(res.statusCode, `${typed}: ${res.body}`).toBe(200);
      expect(res.json().email).toBe("");
    }
    expect((await signIn("9812345671")).statusCode).toBe(401);
  });

  it("a number already taken is a 409 under Phone, however typed, and writes nothing", async () => {
    const code = await codeForNewPupil("Tara Yadav");
    for (const phone of [NUMBER, "९८१२३ ४५६७०"]) {
      const res = await join({ code, phone });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ key: "phoneTaken", fieldKeys: { phone: "phoneTaken" } });
      expect(res.json().message).toContain("mobile number already exists");
    }
    // The code was not used: it still signs another parent up.
    const other = await join({ code, phone: "7012345678" });
    expect(other.statusCode, other.body).toBe(201);
  });

  it("without a working code nobody learns whether a number or an address is an account", async () => {
    for (const contact of [{ phone: NUMBER }, { email: emailParent.email }, { phone: "7712345678" }]) {
      const res = await join({ code: "ABCDE-FGHJK", ...contact });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ key: "parentCodeInvalid" });
    }
  });

  it("neither e-mail nor number: 400 with the message; a malformed number: 400 under Phone", async () => {
    const code = await codeForNewPupil("Uma Yadav");
    for (const contact of [{}, { email: "", phone: "" }, { email: null, phone: "  " }]) {
      const res = await join({ code, ...contact });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ key: "parentContactRequired" });
      expect(res.json().message).toBe("Give your e-mail or your mobile number (at least one)");
    }
    for (const phone of ["12345", "5812345670", "9".repeat(500), "98123\u000045670"]) {
      const res = await join({ code, phone });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().fieldKeys ?? {})).toContain("phone");
    }
  });

  it("gets no Sunday mail, yet the school's texts include them", async () => {
    const sent = await sendDueSummaries(env.db, {
      appUrl: TEST_APP_URL,
      secret: TEST_JWT_SECRET,
      now: SUNDAY_EVENING,
    });
    expect(sent).toBeGreaterThanOrEqual(2);
    const [row] = await env.db
      .select()
      .from(parentSummaries)
      .where(and(eq(parentSummaries.parentUserId, phoneParent.id), eq(parentSummaries.week, "2026-11-29")));
    expect(row?.language).toBe("hi");
    expect(await env.db.select().from(mailOutbox).where(eq(mailOutbox.to, ""))).toEqual([]);
    await env.deliverMail();
    expect(env.mail.to(emailParent.email)).toHaveLength(1);
    const texts = await call("GET", `${PARENT_API.parentSummaryTexts}?class=7`, school.token);
    expect(texts.statusCode, texts.body).toBe(200);
    const items = texts.json().items as { studentName: string; language: string; text: string }[];
    const ravi = items.find((item) => item.studentName === "Ravi Yadav");
    expect(ravi?.language).toBe("hi");
    expect(ravi?.text.length).toBeLessThanOrEqual(PARENT_SMS_MAX);
    expect(items.map((item) => item.studentName)).toContain("Sara Khan");
  });

  it("'mail me now' is a 400 that says why, in English and Hindi keys, and is not counted", async () => {
    const res = await call("POST", PARENT_API.parentSummaryNow, phoneParent.token);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ key: "summaryNeedsEmail" });
    expect(res.json().message).toContain("no e-mail");
    const asked = await env.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, "parent.summary_requested"), eq(auditEvents.actorUserId, phoneParent.id)),
      );
    expect(asked).toEqual([]);
  });

  it("forgot password mails nothing (no address): the audit says so", async () => {
    const res = await env.app.inject({
      method: "POST",
      url: API.forgotPassword,
      payload: { username: `+91 ${NUMBER}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    await env.deliverMail();
    const [event] = await auditRowsOf(env.db, "auth.password.reset_requested", phoneParent.id);
    expect(event?.detail).toMatchObject({ outcome: "noEmail" });
    expect(await env.db.select().from(mailOutbox).where(eq(mailOutbox.to, ""))).toEqual([]);
  });
});
