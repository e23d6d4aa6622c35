import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { parseMail } from "./mime.ts";

/** One message as the receiver got it: the envelope, the raw RFC 822 text and its decoded body. */
export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  raw: string;
  /** The plain-text part, decoded (quoted-printable, base64). */
  text: string;
  html?: string;
};

export type SmtpReceiver = {
  /** smtp://127.0.0.1:<port>, ready for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** How many SMTP connections were opened so far, and how many are open now. */
  connections: { opened: number; open: number };
  /** Messages sent to this address (case-insensitive). */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
};

/**
 * A real SMTP server on 127.0.0.1 and a random port: the app sends through nodemailer exactly as in
 * production. STARTTLS is off so nodemailer does not try to upgrade to the built-in self-signed cert.
 * The server suite reads `messages`; the browser suite (another process) passes `onMail` to keep
 * each mail in a file.
 */
export async function startSmtpReceiver(
  options: { onMail?: (mail: ReceivedMail) => void } = {},
): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  const connections = { opened: 0, open: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onConnect(_session, callback) {
      connections.opened += 1;
      connections.open += 1;
      callback();
    },
    onClose() {
      connections.open -= 1;
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMail(raw),
        };
        messages.push(mail);
        options.onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    connections,
    to: (address) => messages.filter((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first http(s) link in a mail's text. */
export function linkIn(mail: ReceivedMail): URL {
  const match = /https?:\/\/[^\s<>"]+/.exec(mail.text);
  if (!match) throw new Error(`No link in mail "${mail.subject}":\n${mail.text}`);
  return new URL(match[0]);
}
