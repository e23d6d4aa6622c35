import { vi } from "vitest";

/**
 * Answers the next fetch calls of apiFetch with the given status and JSON body, in order (the last
 * one repeats). Returns the mock, so a test can read the requests it got.
 */
export function answerFetch(...answers: { status: number; body: unknown }[]) {
  const queue = [...answers];
  const mock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    if (!answer) throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", mock);
  return mock;
}

/** The JSON body of the n-th request the mock got. */
export const requestBody = (mock: ReturnType<typeof answerFetch>, n = 0) =>
  JSON.parse(String(mock.mock.calls[n]?.[1]?.body ?? "null")) as unknown;
