import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startSmtpReceiver as startReceiver } from "../../server/src/test/smtp-receiver.ts";

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
 * The server suite's real SMTP receiver (127.0.0.1, no TLS, no auth), run in Playwright's main
 * process. Every accepted mail lands in `mailDir` as `<time>-<n>.json`, which the journeys, in
 * worker processes, read.
 */
export async function startSmtpReceiver(mailDir: string): Promise<SmtpReceiver> {
  mkdirSync(mailDir, { recursive: true });
  let count = 0;
  const receiver = await startReceiver({
    onMail({ from, to, subject, text, html }) {
      const mail: ReceivedMail = {
        from,
        to: to.map((address) => address.toLowerCase()),
        subject,
        text,
        html,
        receivedAt: new Date().toISOString(),
      };
      count += 1;
      const name = `${Date.now()}-${String(count).padStart(4, "0")}.json`;
      // Written aside, then renamed: a reader never sees half a mail.
      const partial = path.join(mailDir, `.${name}.partial`);
      writeFileSync(partial, JSON.stringify(mail, null, 2));
      renameSync(partial, path.join(mailDir, name));
    },
  });
  return { port: Number(new URL(receiver.url).port), close: receiver.close };
}
