import { PARENT_API, PARENT_SMS_MAX } from "@ganit/contracts";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, parentSummaries } from "../../db/schema.ts";
import { createJobRunner, type JobHandlers } from "../../jobs/jobs.ts";
import { TEST_APP_URL, TEST_JWT_SECRET } from "../../test/harness.ts";
import { parentOfNewPupil, stopWeeklySummary } from "../../test/parents.ts";
import { requester, type SignedInSchool, signedInSchool, useTestEnv } from "../../test/session.ts";
import { sendDueSummaries, summaryWeek } from "./weekly-summary.ts";

/**
 * The weekly summary on the real app, database and SMTP receiver: due on Sunday at 18:00 India time,
 * sent once per parent and week however many processes run it, in the parent's language, with one
 * link that stops it.
 */
const env = useTestEnv();
const call = requester(env);

/** Sunday 29 November 2026, 18:30 IST. */
const SUNDAY_EVENING = new Date("2026-11-29T13:00:00Z");

let school: SignedInSchool;
const parents = {} as Record<"hindi" | "english" | "stopped", { email: string; token: string }>;

const parentOfPupil = (name: string, language: "en" | "hi") =>
  parentOfNewPupil(env.app, school.token, { name, classNumber: 6 }, language);

const runner = (now: Date) =>
  createJobRunner({
    db: env.db,
    handlers: {} as JobHandlers,
    log: env.app.log,
    recurring: [() => sendDueSummaries(env.db, { appUrl: TEST_APP_URL, secret: TEST_JWT_SECRET, now })],
  });

beforeAll(async () => {
  school = await signedInSchool(env);
  parents.hindi = await parentOfPupil("Ira Kulkarni", "hi");
  parents.english = await parentOfPupil("Kabir Menon", "en");
  parents.stopped = await parentOfPupil("Lata Pillai", "en");
  await stopWeeklySummary(env.app, parents.stopped.token);
  await env.deliverMail(); // anything the set-up queued is out of the way
});

describe("the weekly summary", () => {
  it("falls due on Sunday at 18:00 India time and tells of the 7 days before", () => {
    expect(summaryWeek(SUNDAY_EVENING)).toMatchObject({
      week: "2026-11-29",
      due: new Date("2026-11-29T12:30:00Z"),
      from: new Date("2026-11-22T12:30:00Z"),
    });
    // A minute before: still the week before.
    expect(summaryWeek(new Date("2026-11-29T12:29:00Z")).week).toBe("2026-11-22");
    // Monday morning in India is Sunday night in UTC: the same week.
    expect(summaryWeek(new Date("2026-11-29T20:00:00Z")).week).toBe("2026-11-29");
  });

  it("two runners at once send each parent one summary, in their language, read back from SMTP", async () => {
    await Promise.all([runner(SUNDAY_EVENING).runDue(), runner(SUNDAY_EVENING).runDue()]);
    const rows = await env.db.select().from(parentSummaries).where(eq(parentSummaries.week, "2026-11-29"));
    expect(rows).toHaveLength(2);
    await env.deliverMail();
    const hindi = env.mail.to(parents.hindi.email);
    const english = env.mail.to(parents.english.email);
    expect(hindi).toHaveLength(1);
    expect(english).toHaveLength(1);
    expect(env.mail.to(parents.stopped.email)).toHaveLength(0);
    expect(hindi[0]?.subject).toBe("गणित: आपके बच्चे का यह हफ़्ता");
    expect(hindi[0]?.text).toContain("Ira ने इस हफ़्ते 0 अभ्यास किए");
    expect(hindi[0]?.text).toContain("साथ में करो:");
    expect(english[0]?.text).toContain("Kabir did 0 practice sets this week");
    expect(english[0]?.text).toContain("Try together:");
    // Again, and by a third runner: nothing more.
    await runner(SUNDAY_EVENING).runDue();
    await env.deliverMail();
    expect(env.mail.to(parents.hindi.email)).toHaveLength(1);
  });

  it("is not sent late: a week later than its day it is skipped", async () => {
    expect(
      await sendDueSummaries(env.db, {
        appUrl: TEST_APP_URL,
        secret: TEST_JWT_SECRET,
        now: new Date("2026-12-01T13:00:00Z"),
      }),
    ).toBe(0);
  });

  it("the school reads each summary's text, at most 300 characters, to send by SMS or WhatsApp", async () => {
    const res = await call("GET", `${PARENT_API.parentSummaryTexts}?class=6`, school.token);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { week: string; studentName: string; language: string; text: string }[];
    expect(items.map((item) => [item.studentName, item.language]).sort()).toEqual([
      ["Ira Kulkarni", "hi"],
      ["Kabir Menon", "en"],
    ]);
    for (const item of items) {
      expect(item.week).toBe("2026-11-29");
      expect(item.text.length).toBeLessThanOrEqual(PARENT_SMS_MAX);
      expect(item.text).toMatch(/^Ganit: (Ira|Kabir) /);
    }
    // Another school's office reads none of them.
    const other = await signedInSchool(env);
    const none = await call("GET", `${PARENT_API.parentSummaryTexts}?class=6`, other.token);
    expect(none.json().items).toEqual([]);
  });

  it("the mail's one link stops it (audited); next Sunday that parent gets none", async () => {
    const mail = env.mail.to(parents.hindi.email)[0];
    const link = /https?:\/\/\S+parentstop#(\S+)/.exec(mail?.text ?? "");
    expect(link, mail?.text).not.toBeNull();
    const token = link?.[1] ?? "";
    const stop = await env.app.inject({
      method: "POST",
      url: PARENT_API.parentSummaryStop,
      payload: { token },
    });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json().key).toBe("summaryStopped");
    const forged = await env.app.inject({
      method: "POST",
      url: PARENT_API.parentSummaryStop,
      payload: { token: `${token.split(".")[0]}.not-the-signature` },
    });
    expect(forged.statusCode).toBe(400);
    const stopped = await env.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "parent.summary_stopped")));
    expect(stopped).toHaveLength(1);
    const settings = await call("GET", PARENT_API.parentChildren, parents.hindi.token);
    expect(settings.json().settings.weeklySummary).toBe(false);

    await runner(new Date("2026-12-06T13:00:00Z")).runDue();
    await env.deliverMail();
    expect(env.mail.to(parents.hindi.email)).toHaveLength(1);
    expect(env.mail.to(parents.english.email)).toHaveLength(2);
  });
});
