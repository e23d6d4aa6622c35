import { LIMITS, PARENT_API } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, parentSummaries, users } from "../../db/schema.ts";
import { TEST_APP_URL, TEST_JWT_SECRET } from "../../test/harness.ts";
import { parentOfNewPupil, stopWeeklySummary } from "../../test/parents.ts";
import { requester, type SignedInSchool, signedInSchool, useTestEnv } from "../../test/session.ts";
import { parentOfStopToken } from "./stop-token.ts";
import { sendDueSummaries, summaryWeek } from "./weekly-summary.ts";

/**
 * The summary a parent asks for now, on the real app, database and SMTP receiver: the Sunday mail's
 * words in the parent's language with its stop link, a few a day, parents only, and Sunday's still goes.
 */
const env = useTestEnv();
const call = requester(env);

let school: SignedInSchool;
const parents = {} as Record<"hindi" | "stopped", { email: string; token: string; id: string }>;

async function parentOfPupil(name: string, language: "en" | "hi") {
  const parent = await parentOfNewPupil(env.app, school.token, { name, classNumber: 4 }, language);
  const [user] = await env.db.select({ id: users.id }).from(users).where(eq(users.email, parent.email));
  return { ...parent, id: user?.id ?? "" };
}

const askNow = (token = "") => call("POST", PARENT_API.parentSummaryNow, token);

beforeAll(async () => {
  school = await signedInSchool(env);
  parents.hindi = await parentOfPupil("Ira Kulkarni", "hi");
  parents.stopped = await parentOfPupil("Lata Pillai", "en");
  await stopWeeklySummary(env.app, parents.stopped.token);
  await env.deliverMail(); // anything the set-up queued is out of the way
});

describe("the summary asked for now", () => {
  it("arrives at the SMTP receiver in the parent's language, with the link that stops the weekly one", async () => {
    const res = await askNow(parents.hindi.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().key).toBe("summaryRequested");
    await env.deliverMail();
    const mails = env.mail.to(parents.hindi.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe("गणित: आपके बच्चे का यह हफ़्ता");
    expect(mail?.text).toContain("Ira Kulkarni");
    expect(mail?.text).toContain("Ira ने इस हफ़्ते 0 अभ्यास किए");
    expect(mail?.text).toContain("साथ में करो:");
    const link = /(https?:\/\/\S+)\/parentstop#(\S+)/.exec(mail?.text ?? "");
    expect(link, mail?.text).not.toBeNull();
    expect(link?.[1]).toBe(new URL(TEST_APP_URL).origin);
    expect(parentOfStopToken(TEST_JWT_SECRET, link?.[2] ?? "")).toBe(parents.hindi.id);
    const audited = await env.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "parent.summary_requested"));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorUserId: parents.hindi.id });
  });

  it("is not Sunday's summary: that one still goes", async () => {
    expect(await env.db.select().from(parentSummaries)).toHaveLength(0);
    const sunday = new Date(summaryWeek(new Date()).due.getTime() + 7 * 86_400_000 + 60_000);
    const sent = await sendDueSummaries(env.db, {
      appUrl: TEST_APP_URL,
      secret: TEST_JWT_SECRET,
      now: sunday,
    });
    expect(sent).toBe(1);
    await env.deliverMail();
    expect(env.mail.to(parents.hindi.email)).toHaveLength(2);
  });

  it("comes to a parent who stopped the weekly summary, since they asked for it", async () => {
    const res = await askNow(parents.stopped.token);
    expect(res.statusCode, res.body).toBe(200);
    await env.deliverMail();
    const mails = env.mail.to(parents.stopped.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Ganit: your child's week");
    expect(mails[0]?.text).toContain("Lata did 0 practice sets this week");
  });

  it(`answers 429 with a message after ${LIMITS.parentSummariesPerDay} in a day, and sends nothing more`, async () => {
    for (let i = 1; i < LIMITS.parentSummariesPerDay; i += 1) {
      const res = await askNow(parents.hindi.token);
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await askNow(parents.hindi.token);
    expect(over.statusCode, over.body).toBe(429);
    expect(over.json()).toMatchObject({
      key: "summaryRequestLimit",
      message: `You have asked for the summary ${LIMITS.parentSummariesPerDay} times today. Please try again tomorrow.`,
    });
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    await env.deliverMail();
    // One asked for above, Sunday's, and the rest of the day's allowance.
    expect(env.mail.to(parents.hindi.email)).toHaveLength(1 + LIMITS.parentSummariesPerDay);
    // Another parent's allowance is their own.
    expect((await askNow(parents.stopped.token)).statusCode).toBe(200);
  });

  it("is a parent's alone: the school office gets 403, no one signed in 401", async () => {
    expect((await askNow(school.token)).statusCode).toBe(403);
    expect((await askNow()).statusCode).toBe(401);
  });
});
