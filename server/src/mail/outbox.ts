import { randomUUID } from "node:crypto";
import { desc, sql } from "drizzle-orm";
import { textArray } from "../bulk/sql.ts";
import type { DbOrTx } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";

export type Mail = { to: string; subject: string; text: string; html?: string };

/**
 * Queues a mail in the caller's transaction (the transactional outbox). It leaves only after that
 * transaction commits, through the dispatcher; a rolled-back transaction mails nobody. Nothing is
 * logged here: the body may hold a password link.
 */
export async function queueMail(db: DbOrTx, mail: Mail): Promise<void> {
  await db.insert(mailOutbox).values({
    id: randomUUID(),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
  });
}

/**
 * Queues many plain-text mails in one statement (an upload's welcome mails), in the caller's
 * transaction: one INSERT … SELECT FROM unnest(…) whatever the number of mails.
 */
export async function queueMailsSetWise(tx: DbOrTx, mails: readonly Mail[]): Promise<void> {
  if (mails.length === 0) return;
  await tx.execute(sql`
    insert into mail_outbox (id, "to", subject, text)
    select * from unnest(${textArray(mails.map(() => randomUUID()))}, ${textArray(mails.map((m) => m.to))},
                         ${textArray(mails.map((m) => m.subject))}, ${textArray(mails.map((m) => m.text))})`);
}

/** The latest mail written, newest first, whatever its state (the demo's outbox page reads it). */
export async function latestMail(db: DbOrTx, limit: number) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

/**
 * Drops the mail to one address, sent or not (erasing a child whose address no other account
 * shares): the outbox holds links and greetings addressed to them.
 */
export async function dropMailTo(db: DbOrTx, address: string): Promise<void> {
  await db.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${address})`);
}

/**
 * Drops the mail to these addresses that names someone (an erased child's name, full or first, as a
 * whole word in its subject or body), sent or not: a parent's reminders and summaries about the
 * child. A whole word, so a first name such as "Om" leaves "from" and "home" alone, and with them a
 * parent's pending password reset.
 */
export async function dropMailNaming(
  db: DbOrTx,
  mail: { to: readonly string[]; names: readonly string[] },
): Promise<void> {
  const names = [...new Set(mail.names.map((name) => name.trim().toLowerCase()).filter(Boolean))];
  if (mail.to.length === 0 || names.length === 0) return;
  const to = textArray([...new Set(mail.to.map((address) => address.toLowerCase()))]);
  // A parent's mail is a few a week; the words are matched here, with Unicode's letters and marks
  // (a Devanagari name's vowel signs are marks), which PostgreSQL's word boundaries do not know.
  const sent = await db
    .select({ id: mailOutbox.id, subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html })
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = any(${to})`);
  const naming = names.map((name) => wholeWord(name));
  const ids = sent
    .filter((row) => naming.some((word) => [row.subject, row.text, row.html ?? ""].some((t) => word.test(t))))
    .map((row) => row.id);
  if (ids.length > 0) await db.delete(mailOutbox).where(sql`${mailOutbox.id} = any(${textArray(ids)})`);
}

/** A name as a whole word, any case: not inside a longer word of letters, marks or digits. */
function wholeWord(name: string): RegExp {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escaped}(?![\\p{L}\\p{M}\\p{N}])`, "iu");
}
