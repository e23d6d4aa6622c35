import { type ErrorResponse, MESSAGES } from "@ganit/contracts";
import { SESSION_EXPIRED_EVENT, SESSION_KEYS } from "./session.ts";

/** What a refusal says: the server's English message and its key (as lib/messages.ts translates it). */
type ServerReply = { message: string; key?: string | undefined };

/** 403 answers that mean the session is over: the account, or its school, is on hold or blocked. */
const SESSION_OVER_KEYS = new Set(["accountOnHold", "schoolOnHold", "schoolBlocked"]);

/**
 * An API failure with the server's `{message, key, fields?, fieldKeys?}`: `message` is English (the
 * spec's colour rule reads it), `key` and `fieldKeys` are message references to translate
 * (translateMessage, apiErrorMessage, useApiForm). A request that never got an answer has status 0
 * and key `networkError`.
 */
export class ApiError extends Error {
  readonly key: string | undefined;
  /** Field path → English message. */
  readonly fields: Record<string, string> | undefined;
  /** Field path → message reference. */
  readonly fieldKeys: Record<string, string> | undefined;
  /** A refused upload's problems, one per row and field (`{message, errors: [{row, field, message}]}`). */
  readonly rowErrors: RowError[] | undefined;

  constructor(
    readonly status: number,
    body: ErrorResponse & { errors?: RowError[] | undefined },
    /** How long the server asked to wait (its `Retry-After`, in seconds), when it said. */
    readonly retryAfterSeconds?: number | undefined,
  ) {
    super(body.message);
    this.key = body.key;
    this.fields = body.fields;
    this.fieldKeys = body.fieldKeys;
    this.rowErrors = body.errors;
  }
}

/** One problem of a bulk upload the server refused: the row (as the server numbers it), the field, the message. */
export type RowError = { row: number; field: string; message: string; key?: string | undefined };

/**
 * fetch for /api: JSON in and out, the stored token in the Authorization header with no scheme
 * prefix (as the spec's client sends it), and an ApiError carrying the server's reply on failure.
 */
export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = sessionStorage.getItem(SESSION_KEYS.token);
  if (token) headers.Authorization = token;
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(0, { message: MESSAGES.networkError, key: "networkError" });
  }
  const data = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    // The API always answers errors in its shape; anything else (a proxy's HTML page) keeps a status text.
    const error = new ApiError(
      response.status,
      isErrorResponse(data) ? data : { message: response.statusText },
      retryAfterOf(response),
    );
    // A token that stopped working (expired, user on hold or deleted) signs the browser out; the
    // guards then send the user to /login. Only when a token was sent: a failed login is also 401.
    // A held account's token gets 403 accountOnHold (not 401), and so does a token of a school on
    // hold or blocked (schoolOnHold, schoolBlocked): it ends the session just the same.
    const sessionOver =
      error.status === 401 || (error.status === 403 && SESSION_OVER_KEYS.has(error.key ?? ""));
    // A 403 says why (the account or its school is on hold): the event carries it, for a toast.
    const why: ServerReply | null = error.status === 403 ? { message: error.message, key: error.key } : null;
    if (sessionOver && token) window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT, { detail: why }));
    throw error;
  }
  return data as T;
}

/** `Retry-After` in seconds (the API sends seconds, never a date); undefined when absent or unreadable. */
function retryAfterOf(response: Response): number | undefined {
  const header = response.headers?.get("Retry-After");
  const seconds = header && /^\d+$/.test(header.trim()) ? Number(header) : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === "string");

/**
 * The API's error shape, checked by hand: zod would put its whole library into the first visit of
 * every page (apiFetch loads with the app), for four fields.
 */
function isErrorResponse(data: unknown): data is ErrorResponse & { errors?: RowError[] } {
  if (typeof data !== "object" || data === null) return false;
  const body = data as Record<string, unknown>;
  if (body.errors !== undefined && !isRowErrorList(body.errors)) return false;
  return (
    typeof body.message === "string" &&
    (body.key === undefined || typeof body.key === "string") &&
    (body.fields === undefined || isStringRecord(body.fields)) &&
    (body.fieldKeys === undefined || isStringRecord(body.fieldKeys))
  );
}

const isRowErrorList = (value: unknown): value is RowError[] =>
  Array.isArray(value) &&
  value.every(
    (entry) =>
      typeof entry === "object" &&
      entry !== null &&
      typeof (entry as RowError).row === "number" &&
      typeof (entry as RowError).field === "string" &&
      typeof (entry as RowError).message === "string",
  );

/**
 * A file the API builds (a worksheet's PDF), saved by the browser under the name the server gives
 * it (else `fallbackName`; always `fallbackName` with `ownName`, when the screen knows a better
 * one): fetched with the session's token like every call, then handed to the browser as a download.
 */
export async function apiDownload(
  path: string,
  fallbackName: string,
  options: { ownName?: boolean } = {},
): Promise<void> {
  const headers: Record<string, string> = {};
  const token = sessionStorage.getItem(SESSION_KEYS.token);
  if (token) headers.Authorization = token;
  let response: Response;
  try {
    response = await fetch(path, { headers });
  } catch {
    throw new ApiError(0, { message: MESSAGES.networkError, key: "networkError" });
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as unknown;
    throw new ApiError(response.status, isErrorResponse(data) ? data : { message: response.statusText });
  }
  const disposition = (response.headers.get("Content-Disposition") ?? "").slice(0, 300);
  const named = options.ownName ? undefined : /filename="([^"]{1,120})"/.exec(disposition)?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = named ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the blob's memory goes back.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
