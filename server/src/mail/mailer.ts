import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";

export type Mail = { to: string; subject: string; text: string; html?: string; link?: string };

export type Mailer = {
  /** "smtp" sends through SMTP_URL; "outbox" keeps mail in the mail_outbox table and the log. */
  mode: "smtp" | "outbox";
  send(mail: Mail): Promise<void>;
  close(): void;
};

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, db, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      mode: "smtp",
      async send(mail) {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        log.info({ to: mail.to, subject: mail.subject }, "mail sent");
      },
      close: () => transport.close(),
    };
  }
  return {
    mode: "outbox",
    async send(mail) {
      await db
        .insert(mailOutbox)
        .values({ id: randomUUID(), to: mail.to, subject: mail.subject, text: mail.text });
      // The operator of an embedded install reads links from the log: there is no mail server.
      log.info({ to: mail.to, subject: mail.subject, link: mail.link }, "mail kept in outbox (no SMTP_URL)");
    },
    close() {},
  };
}
