import { SESSION_EXPIRED_EVENT, SESSION_KEYS } from "./session.ts";

/** An API failure with the server's `{ message }` (already in English; translate for display). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * fetch for /api: JSON in and out, the stored token in the Authorization header with no scheme
 * prefix (as the spec's client sends it), and an ApiError carrying the server's message on failure.
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
    throw new ApiError(0, "Network error. Please check your connection.");
  }
  const data = (await response.json().catch(() => null)) as {
    message?: string;
    key?: string;
    fields?: Record<string, string>;
  } | null;
  if (!response.ok) {
    // A token that stopped working (expired, user on hold or deleted) signs the browser out; the
    // guards then send the user to /login. Only when a token was sent: a failed login is also 401.
    // A held account's token gets 403 accountOnHold (not 401): it ends the session just the same.
    const sessionOver = response.status === 401 || (response.status === 403 && data?.key === "accountOnHold");
    if (sessionOver && token) window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
    throw new ApiError(response.status, data?.message || response.statusText || "", data?.fields);
  }
  return data as T;
}
