/**
 * What the log may say about an error or a request. The log is read by operators, copied into
 * tickets and shipped to log services, so it never holds what a request carried in: no query
 * parameters of a failed statement (drizzle puts them in its message: a password hash, an e-mail, a
 * mail with a reset link), no row a constraint refused (PostgreSQL's `detail`), no secret in a URL.
 */

/** Fields of a database error that say what went wrong without saying with which values. */
const SAFE_ERROR_FIELDS = [
  "code",
  "statusCode",
  "severity",
  "constraint",
  "table",
  "column",
  "schema",
  "routine",
] as const;

/** drizzle's `Failed query: <sql>\nparams: <values>`: the SQL stays (it has placeholders), the values go. */
const PARAMS_TAIL = /\nparams: [\s\S]*$/;

/** An error's message with any query parameters cut off. */
export function safeErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(PARAMS_TAIL, "\nparams: [not logged]");
}

type SerializedError = { type: string; message: string; stack: string; cause?: SerializedError } & Record<
  string,
  unknown
>;

/**
 * The logger's `err` serializer. An allow-list: type, the scrubbed message and stack, the harmless
 * fields above, and the cause chain the same way. Everything else an error carries (`params`,
 * `query` values, `detail`, `where`, `internalQuery`, `hint`…) is left out.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: safeErrorText(error), stack: "" };
  const message = safeErrorText(error);
  const out: SerializedError = {
    type: error.constructor?.name || error.name || "Error",
    message,
    stack: typeof error.stack === "string" ? safeStack(error, message) : "",
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === "string" || typeof value === "number") out[field] = value;
  }
  if (error.cause !== undefined && depth < 5) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** The stack with the message it starts with replaced by the scrubbed one; only frames after it. */
function safeStack(error: Error, message: string): string {
  const stack = error.stack ?? "";
  const header = `${error.name}: ${error.message}`;
  const frames = stack.startsWith(header)
    ? stack.slice(header.length)
    : `\n${stack
        .split("\n")
        .filter((line) => /^\s+at /.test(line))
        .join("\n")}`;
  return `${error.name}: ${message}${frames}`;
}

/** Query parameters whose values never reach the log (a reset link's token, anything secret). */
const SECRET_PARAM = /token|password|secret/i;

/** A URL with the values of secret-looking query parameters replaced. */
export function safeUrl(url: string): string {
  const question = url.indexOf("?");
  if (question === -1) return url;
  const query = url
    .slice(question + 1)
    .split("&")
    .map((pair) => {
      const [name = ""] = pair.split("=", 1);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {}
      return SECRET_PARAM.test(decoded) ? `${name}=[not logged]` : pair;
    })
    .join("&");
  return `${url.slice(0, question)}?${query}`;
}

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** The logger's `req` serializer: Fastify's fields, with secrets taken out of the URL. */
export function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: safeUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export const logSerializers = { err: serializeError, req: serializeRequest };
