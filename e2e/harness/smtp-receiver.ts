import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { parseMail } from "./mime.ts";

/** One received mail, as the receiver writes it (one JSON file per mail) and the fixtures read it. */
export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  receivedAt: string;
};

export type SmtpReceiver = { port: number; close(): Promise<void> };

/**
 * A real SMTP server on 127.0.0.1 (no TLS, no auth): Ganit's nodemailer talks to it exactly as to a
 * mail relay. Every accepted mail lands in `mailDir` as `<time>-<n>.json`, which tests in other
 * processes read.
 */
export async function startSmtpReceiver(mailDir: string): Promise<SmtpReceiver> {
  mkdirSync(mailDir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const parsed = parseMail(Buffer.concat(chunks).toString("utf8"));
        const from = session.envelope.mailFrom;
        const mail: ReceivedMail = {
          from: from ? from.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          ...parsed,
          receivedAt: new Date().toISOString(),
        };
        count += 1;
        const name = `${Date.now()}-${String(count).padStart(4, "0")}.json`;
        // Written aside, then renamed: a reader never sees half a mail.
        const partial = path.join(mailDir, `.${name}.partial`);
        writeFileSync(partial, JSON.stringify(mail, null, 2));
        renameSync(partial, path.join(mailDir, name));
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
