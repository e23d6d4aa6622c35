import { vi } from "vitest";

export { newestToast, renderSignedIn } from "@/test/render.tsx";

/**
 * The shared plumbing of the features' fake APIs (each feature's test-server.tsx): the fetch stub that
 * records calls and lets a test's `override` fail one, JSON answers, server-style paging, and a screen
 * rendered inside the app's providers. Each feature keeps only its own routes and rows.
 */

/** An answer; "network-error" never arrives, "bad-gateway" is a proxy's page (no message of ours). */
export type Reply = { status: number; body?: unknown } | "network-error" | "bad-gateway";
/** Answers first when it returns a reply (to make a call fail). */
export type Override = (method: string, url: URL, body: unknown) => Reply | undefined;
export type Call = { method: string; url: URL; body?: unknown };
/** The parsed JSON body of a request, as loose as JSON.parse leaves it. */
type RequestBody = ReturnType<typeof JSON.parse>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Stubs the global fetch with `answer`; every call is recorded in `calls`, and `override` answers first. */
export function stubFetch(
  answer: (method: string, url: URL, body: RequestBody) => Response | Promise<Response>,
  override?: Override,
) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const special = override?.(method, url, body);
    if (special === "network-error") throw new TypeError("Failed to fetch");
    if (special === "bad-gateway") return new Response("<html>", { status: 502, statusText: "Bad Gateway" });
    if (special) return json(special.status, special.body ?? {});
    return answer(method, url, body);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

/** One page of `rows` as the server's paged lists answer it (`page` and `limit` from the query, 1 and 25 by default). */
export function pageOfRows<T>(rows: T[], query: URLSearchParams) {
  const page = Number(query.get("page") ?? 1);
  const limit = Number(query.get("limit") ?? 25);
  return { items: rows.slice((page - 1) * limit, page * limit), total: rows.length, page, limit };
}
