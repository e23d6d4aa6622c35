import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, passwordTokens, users } from "../db/schema.ts";
import { createUser } from "../modules/users/accounts.ts";
import { queueWelcomeMail } from "../modules/users/password-links.ts";
import { unique } from "../test/factories.ts";
import { useTestEnv } from "../test/session.ts";
import { createMailDispatcher, MAIL_MAX_ATTEMPTS } from "./dispatcher.ts";
import { queueMail } from "./outbox.ts";

const env = useTestEnv();

/** Creates `count` accounts, each with its welcome mail, in one transaction (as a bulk import will). */
async function importAccounts(count: number, prefix: string, fail = false) {
  const emails = Array.from({ length: count }, (_, i) => `${prefix}-${i}@example.test`);
  await env.db.transaction(async (tx) => {
    for (const email of emails) {
      const user = await createUser(tx, { role: "teacher", username: email, email, name: "New Teacher" });
      await queueWelcomeMail(tx, env.config.appUrl, user);
    }
    if (fail) throw new Error("row 51 is not valid");
  });
  return emails;
}

const outboxFor = (emails: string[]) =>
  env.db.select().from(mailOutbox).where(inArray(mailOutbox.to, emails));

/** Queues `count` mails to addresses made from `name`, in one transaction; answers the addresses. */
async function queueMails(name: string, count: number, subject: string, text: string) {
  const prefix = unique(name);
  const emails = Array.from({ length: count }, (_, i) => `${prefix}-${i}@example.test`);
  await env.db.transaction(async (tx) => {
    for (const to of emails) await queueMail(tx, { to, subject, text });
  });
  return emails;
}

/** A dispatcher of its own, as another process would have, sending to smtpUrl (the test receiver's by default). */
const dispatcherTo = (smtpUrl = env.mail.url) =>
  createMailDispatcher({ db: env.db, smtpUrl, from: "x@ganit.test", log: env.app.log });

/** One delivery round against a mail server that refuses every connection; answers how many went. */
async function deliverWhileSmtpIsDown() {
  const down = dispatcherTo("smtp://127.0.0.1:1");
  try {
    return await down.deliverDue();
  } finally {
    down.close();
  }
}

describe("the transactional outbox", () => {
  it("sends the 50 welcome mails of a committed import, once each, through one connection it then closes", async () => {
    const emails = await importAccounts(50, unique("bulk"));
    // Nothing has left yet: mail goes after the commit, through the dispatcher.
    expect(env.mail.messages.filter((m) => emails.includes(m.to[0] ?? ""))).toHaveLength(0);
    await expect.poll(() => env.mail.connections.open).toBe(0);
    const opened = env.mail.connections.opened;
    await env.deliverMail();
    expect(env.mail.connections.opened - opened).toBe(1);
    await expect.poll(() => env.mail.connections.open).toBe(0);
    for (const email of emails) {
      const mails = env.mail.to(email);
      expect(mails, email).toHaveLength(1);
      expect(mails[0]?.subject).toMatch(/welcome/i);
    }
    const rows = await outboxFor(emails);
    expect(rows.every((row) => row.status === "sent" && row.sentAt !== null && row.attempts === 1)).toBe(
      true,
    );
    // A second pass finds nothing to send.
    const before = env.mail.messages.length;
    await env.deliverMail();
    expect(env.mail.messages.length).toBe(before);
  });

  it("mails nobody, and keeps no account or link, when the import is rolled back", async () => {
    const prefix = unique("rollback");
    await expect(importAccounts(50, prefix, true)).rejects.toThrow(/not valid/);
    const emails = Array.from({ length: 50 }, (_, i) => `${prefix}-${i}@example.test`);
    await env.deliverMail();
    expect(env.mail.messages.filter((m) => emails.includes(m.to[0] ?? ""))).toHaveLength(0);
    expect(await outboxFor(emails)).toHaveLength(0);
    expect(await env.db.select().from(users).where(inArray(users.email, emails))).toHaveLength(0);
  });

  it("does not hang without SMTP: the mail stays pending in the outbox", async () => {
    const noSmtp = await env.buildAnother({ SMTP_URL: "" });
    try {
      const started = Date.now();
      const emails = await importAccounts(5, unique("nosmtp"));
      await noSmtp.context.worker.drain();
      expect(Date.now() - started).toBeLessThan(20_000);
      const rows = await outboxFor(emails);
      expect(rows).toHaveLength(5);
      // Only this app ran (the test env's own worker was not asked), and it has no dispatcher.
      expect(rows.every((row) => row.status === "pending" && row.attempts === 0)).toBe(true);
    } finally {
      await noSmtp.app.close();
    }
    await env.deliverMail(); // leave nothing pending for the tests after
  });

  it("retries with a growing wait when the mail server is down, then delivers", async () => {
    const to = `${unique("retry")}@example.test`;
    await queueMail(env.db, { to, subject: "Retry me", text: "Hello" });
    expect(await deliverWhileSmtpIsDown()).toBe(0);
    const [row] = await env.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(row?.status).toBe("pending");
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBeTruthy();
    const waitSeconds = ((row?.nextAttemptAt.getTime() ?? 0) - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(20);
    expect(waitSeconds).toBeLessThanOrEqual(30);
    // Not due yet: nothing happens.
    await env.deliverMail();
    expect(env.mail.to(to)).toHaveLength(0);
    // Due: it goes.
    await env.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.to, to));
    await env.deliverMail();
    expect(env.mail.to(to)).toHaveLength(1);
  });

  it("gives a mail up as failed after the last attempt", async () => {
    const to = `${unique("giveup")}@example.test`;
    await queueMail(env.db, { to, subject: "Never", text: "Hello" });
    await env.db
      .update(mailOutbox)
      .set({ attempts: MAIL_MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.to, to));
    await deliverWhileSmtpIsDown();
    const [row] = await env.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(row?.status).toBe("failed");
    expect(row?.attempts).toBe(MAIL_MAX_ATTEMPTS);
  });

  it("never sends one mail twice when several processes deliver at once", async () => {
    const emails = await queueMails("race", 40, "Race", "Once");
    const dispatchers = Array.from({ length: 4 }, () => dispatcherTo());
    try {
      const sent = await Promise.all(dispatchers.map((d) => d.deliverDue()));
      expect(sent.reduce((a, b) => a + b, 0)).toBe(40);
    } finally {
      for (const d of dispatchers) d.close();
    }
    for (const email of emails) expect(env.mail.to(email), email).toHaveLength(1);
  });

  it("two rounds at once on one dispatcher both finish: neither closes the connection under the other", async () => {
    const emails = await queueMails("rounds", 30, "Both", "Once");
    const dispatcher = dispatcherTo();
    try {
      const sent = await Promise.all([dispatcher.deliverDue(), dispatcher.deliverDue()]);
      expect(sent[0] + sent[1]).toBe(30);
    } finally {
      dispatcher.close();
    }
    for (const email of emails) expect(env.mail.to(email), email).toHaveLength(1);
    expect((await outboxFor(emails)).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    await expect.poll(() => env.mail.connections.open).toBe(0);
  });

  it("a process that is stopping finishes its batch, not the whole queue (a 5,000-row upload's mail)", async () => {
    const emails = await queueMails("stopping", 45, "Later", "Hello");
    const dispatcher = dispatcherTo();
    try {
      // Asked between batches: one batch goes, the rest stay pending for the next process.
      expect(await dispatcher.deliverDue(() => true)).toBe(20);
    } finally {
      dispatcher.close();
    }
    const rows = await outboxFor(emails);
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(20);
    expect(rows.filter((row) => row.status === "pending")).toHaveLength(25);
    await env.deliverMail();
    expect((await outboxFor(emails)).every((row) => row.status === "sent")).toBe(true);
  });

  it("a claim left by a process that died is taken up after it runs out", async () => {
    const to = `${unique("orphan")}@example.test`;
    await queueMail(env.db, { to, subject: "Orphan", text: "Hello" });
    // As a dead process would leave it: claimed, with its claim still running.
    await env.db
      .update(mailOutbox)
      .set({ status: "sending", attempts: 1, nextAttemptAt: sql`now() + interval '2 minutes'` })
      .where(eq(mailOutbox.to, to));
    await env.deliverMail();
    expect(env.mail.to(to)).toHaveLength(0);
    await env.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(and(eq(mailOutbox.to, to)));
    await env.deliverMail();
    expect(env.mail.to(to)).toHaveLength(1);
  });
});

describe("welcome links", () => {
  it("keeps only a hash of each link's token", async () => {
    const emails = await importAccounts(2, unique("hash"));
    await env.deliverMail();
    const [user] = await env.db
      .select()
      .from(users)
      .where(eq(users.email, emails[0] ?? ""));
    const [token] = await env.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.userId, user?.id ?? ""));
    const mail = env.mail.to(emails[0] ?? "")[0];
    const sent = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    expect(sent).toBeTruthy();
    expect(token?.tokenHash).not.toBe(sent);
  });
});
