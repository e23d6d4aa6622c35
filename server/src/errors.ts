import { MESSAGES, type MessageKey, type MessageParams, messageText, msg } from "@ganit/contracts";

/**
 * An error a service throws on purpose: its status, message and key go to the client as they are.
 * `fields` puts messages under the form fields they belong to (path → message reference).
 */
export class HttpError extends Error {
  readonly key: string;
  constructor(
    readonly statusCode: number,
    key: MessageKey,
    options: {
      params?: MessageParams;
      headers?: Record<string, string>;
      fields?: Record<string, string>;
    } = {},
  ) {
    const ref = msg(key, options.params);
    super(messageText(ref));
    this.key = ref;
    this.headers = options.headers ?? {};
    this.fields = options.fields;
  }
  readonly headers: Record<string, string>;
  readonly fields: Record<string, string> | undefined;

  /** The `{message, key, fields?, fieldKeys?}` body every error answers with. */
  body() {
    if (!this.fields) return { message: this.message, key: this.key };
    const fields: Record<string, string> = {};
    for (const [path, ref] of Object.entries(this.fields)) fields[path] = messageText(ref);
    return { message: this.message, key: this.key, fields, fieldKeys: { ...this.fields } };
  }
}

export const badRequest = (key: MessageKey, params?: MessageParams) => new HttpError(400, key, { params });
export const unauthorized = (key: MessageKey) => new HttpError(401, key);
export const forbidden = (key: MessageKey = "forbidden") => new HttpError(403, key);
export const notFound = (key: MessageKey = "notFound") => new HttpError(404, key);
/** A conflict that belongs to one field of the form ("e-mail already registered" under E-mail). */
export const conflict = (key: MessageKey, field?: string) =>
  new HttpError(409, key, field ? { fields: { [field]: key } } : {});
export const tooManyRequests = (key: MessageKey, retryAfterSeconds: number) =>
  new HttpError(429, key, { headers: { "Retry-After": String(retryAfterSeconds) } });

/** A `{message, key}` success body. */
export const said = (key: MessageKey) => ({ message: MESSAGES[key], key });
