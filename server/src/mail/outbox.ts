import { randomUUID } from "node:crypto";
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
