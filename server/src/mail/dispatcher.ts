import { and, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";

/** Attempts before a mail is given up as failed; the waits between them grow from 30 s to an hour. */
export const MAIL_MAX_ATTEMPTS = 8;
const CLAIM_SECONDS = 120;
const BATCH = 20;
/** Sent mail is kept this long (an operator may want to see what left), then pruned. */
const KEEP_SENT_DAYS = 7;

export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 3600);

export type MailDispatcher = {
  /** `stopping` is asked between batches: a process shutting down finishes its batch, not the queue. */
  deliverDue(stopping?: () => boolean): Promise<number>;
  close(): void;
};

/**
 * Delivers committed outbox rows through SMTP. A batch is claimed in one short statement
 * (`FOR UPDATE SKIP LOCKED`), so several Ganit processes on one PostgreSQL never take the same row;
 * the SMTP conversation happens outside any transaction, so PGlite's single connection is never
 * held while a mail server thinks. A claim lasts two minutes: a process that dies mid-send leaves
 * its rows to the next one.
 */
export function createMailDispatcher(options: {
  db: Db;
  smtpUrl: string;
  from: string;
  log: FastifyBaseLogger;
}): MailDispatcher {
  const { db, from, log } = options;
  // nodemailer on the first mail sent, not at start: a restart need not load it (docs/adr/0743).
  // A round's mails go through one SMTP connection at a time, kept open from one mail to the next
  // (nodemailer's pool) and closed when the round ends: a connection of its own for each mail (TCP,
  // greeting, STARTTLS, login, QUIT) was most of a mail's time, and a round may hold a 5,000-row
  // upload's welcome mails. The pool's default of 100 mails a connection stays, for mail servers cap
  // what one connection may send; pool settings in SMTP_URL (`?maxMessages=`, `?pool=false`) win.
  let transport: Promise<Transporter> | undefined;
  // Rounds under way: the background worker runs one at a time, but a caller may start another, and
  // the connection closes only when the last one ends.
  let rounds = 0;
  const transportOf = () =>
    (transport ??= import("nodemailer")
      .then(({ default: nodemailer }) =>
        nodemailer.createTransport({ url: options.smtpUrl, pool: true, maxConnections: 1 }),
      )
      .catch((error: unknown) => {
        // Not kept: the next batch tries again, as a mail server that did not answer is.
        transport = undefined;
        throw error;
      }));

  async function claimDue() {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(inArray(mailOutbox.status, ["pending", "sending"]), lte(mailOutbox.nextAttemptAt, sql`now()`)),
      )
      .orderBy(mailOutbox.createdAt)
      .limit(BATCH)
      .for("update", { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        status: "sending",
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  return {
    /** Sends what is due now, batch after batch; returns how many left. */
    async deliverDue(stopping = () => false) {
      let sent = 0;
      rounds += 1;
      try {
        for (;;) {
          const claimed = await claimDue();
          sent += await sendClaimed(claimed);
          if (claimed.length < BATCH || stopping()) break;
        }
      } finally {
        rounds -= 1;
        if (rounds === 0) closeTransport();
      }
      await db
        .delete(mailOutbox)
        .where(
          and(
            eq(mailOutbox.status, "sent"),
            lt(mailOutbox.sentAt, sql`now() - make_interval(days => ${KEEP_SENT_DAYS})`),
          ),
        );
      return sent;
    },
    close: closeTransport,
  };

  /** Closes the round's connection; the next mail opens another. */
  function closeTransport() {
    const opened = transport;
    transport = undefined;
    void opened?.then(
      (it) => it.close(),
      () => {},
    );
  }

  async function sendClaimed(claimed: Awaited<ReturnType<typeof claimDue>>): Promise<number> {
    let sent = 0;
    for (const mail of claimed) {
      try {
        await (await transportOf()).sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
        });
        await db
          .update(mailOutbox)
          .set({ status: "sent", sentAt: new Date(), lastError: null })
          .where(eq(mailOutbox.id, mail.id));
        sent += 1;
        log.debug({ mailId: mail.id, subject: mail.subject }, "mail sent");
      } catch (error) {
        const gaveUp = mail.attempts >= MAIL_MAX_ATTEMPTS;
        const reason = error instanceof Error ? error.message.slice(0, 500) : "unknown error";
        await db
          .update(mailOutbox)
          .set({
            status: gaveUp ? "failed" : "pending",
            lastError: reason,
            nextAttemptAt: new Date(Date.now() + retryDelaySeconds(mail.attempts) * 1000),
          })
          .where(eq(mailOutbox.id, mail.id));
        log.warn({ mailId: mail.id, attempts: mail.attempts, gaveUp, reason }, "mail not delivered");
      }
    }
    return sent;
  }
}
