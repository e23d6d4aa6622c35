/**
 * Just enough MIME to read what nodemailer sends: headers, multipart bodies, quoted-printable and
 * base64. The journeys need the subject and the plain text (the reset link sits in it).
 */
export type ParsedMail = { subject: string; text: string; html?: string };

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, "\n");
  const end = normalised.indexOf("\n\n");
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? "" : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines start with white space and continue the previous header.
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(part.body);
  return part.body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), as in a non-ASCII subject. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function leaves(part: Part): Part[] {
  const type = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith("multipart/") || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith("--"))
    .flatMap((chunk) => leaves(splitPart(chunk.replace(/^\n/, ""))));
}

export function parseMail(raw: string): ParsedMail {
  const message = splitPart(raw);
  const parts = leaves(message);
  const ofType = (type: string) =>
    parts.find((p) => (p.headers.get("content-type") ?? "text/plain").toLowerCase().startsWith(type));
  const textPart = ofType("text/plain");
  const htmlPart = ofType("text/html");
  return {
    subject: decodeHeader(message.headers.get("subject") ?? ""),
    text: textPart ? decodeBody(textPart) : "",
    html: htmlPart ? decodeBody(htmlPart) : undefined,
  };
}
