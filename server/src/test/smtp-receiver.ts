import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One message as the receiver got it: the envelope, the raw RFC 822 text and its decoded body. */
export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  raw: string;
  /** The body with quoted-printable soft line breaks and escapes decoded. */
  text: string;
};

export type SmtpReceiver = {
  /** smtp://127.0.0.1:<port>, ready for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Messages sent to this address (case-insensitive). */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
};

/**
 * A real SMTP server on 127.0.0.1 and a random port: the app sends through nodemailer exactly as in
 * production. STARTTLS is off so nodemailer does not try to upgrade to the built-in self-signed cert.
 */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: header(raw, "subject"),
          raw,
          text: decodeBody(raw),
        });
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
    to: (address) => messages.filter((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const match = new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded);
  return match?.[1]?.trim() ?? "";
}

/** Enough MIME for our own mails: the body after the headers, quoted-printable decoded when it is. */
function decodeBody(raw: string): string {
  const start = raw.search(/\r?\n\r?\n/);
  const body = start === -1 ? "" : raw.slice(start).replace(/^\r?\n\r?\n/, "");
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(raw)) return body;
  const softBreaksRemoved = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (softBreaksRemoved[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(softBreaksRemoved[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The first http(s) link in a mail's text. */
export function linkIn(mail: ReceivedMail): URL {
  const match = /https?:\/\/[^\s<>"]+/.exec(mail.text);
  if (!match) throw new Error(`No link in mail "${mail.subject}":\n${mail.text}`);
  return new URL(match[0]);
}
