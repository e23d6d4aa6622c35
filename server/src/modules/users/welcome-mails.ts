import { sql } from "drizzle-orm";
import { rowsOf, textArray } from "../../bulk/sql.ts";
import type { Tx } from "../../db/client.ts";
import type { JobPayloads } from "../../jobs/jobs.ts";
import { queueMailsSetWise } from "../../mail/outbox.ts";
import { passwordLink } from "./password-links.ts";

/**
 * The welcome mails of an upload, as one background job: the request writes the accounts and their
 * tokens and queues this job (one row, in its transaction); the worker renders a mail per account and
 * queues them all in the outbox, in the job's own transaction, after the upload committed. The mails
 * still leave one per person through the outbox; the request no longer builds 5,000 texts.
 *
 * The payload holds each account's link token, as the queued mail's text would: the job row lives
 * only until the worker has run it (minutes), and a failed job's error never holds its payload.
 */
export async function queueWelcomeMails(tx: Tx, job: JobPayloads["welcomeMails"]): Promise<void> {
  const accounts = rowsOf<{ id: string; username: string; email: string; name: string }>(
    await tx.execute(sql`
      select id, username, email, name from users where id = any(${textArray(job.userIds)})`),
  );
  const tokenOf = new Map(job.userIds.map((id, i) => [id, job.tokens[i] ?? ""]));
  // An account removed before the job ran (a pupil deleted at once) gets no mail.
  await queueMailsSetWise(
    tx,
    accounts.map((account) => ({
      to: account.email,
      subject: "Welcome to Ganit: set your password",
      text:
        `Hello ${account.name},\n\nAn account has been created for you on Ganit. Your username is "${account.username}".\n` +
        `Open this link within ${job.days} days to set your password:\n\n` +
        `${passwordLink(job.appUrl, tokenOf.get(account.id) ?? "", account, "set")}\n`,
    })),
  );
}
