import { MESSAGES, type MessageKey } from "@ganit/contracts";
import { HttpResponse, http } from "msw";
import { vi } from "vitest";
import { apiServer, watchRequests } from "@/test/api-handlers.ts";

/**
 * Answers the next requests with the given status and JSON body, in order (the last one repeats;
 * none: the request never gets an answer), whatever the path: for a test of how the client or a
 * form treats an answer, not of one endpoint. Returns a mock called with each request as it was
 * passed to fetch, so a test can read what was sent.
 */
export function answerFetch(...answers: { status: number; body: unknown }[]) {
  const queue = [...answers];
  const sent = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => {});
  watchRequests(sent);
  apiServer.use(
    http.all("*", () => {
      const answer = queue.length > 1 ? queue.shift() : queue[0];
      if (!answer) return HttpResponse.error();
      return HttpResponse.json(answer.body as never, { status: answer.status });
    }),
  );
  return sent;
}

/** The server's message reply: `status` with the message's English text and its key, as the API writes them. */
export const messageReply = (status: number, key: MessageKey) => ({
  status,
  body: { message: MESSAGES[key], key },
});

/** The JSON body of the n-th request the mock got. */
export const requestBody = (mock: ReturnType<typeof answerFetch>, n = 0) =>
  JSON.parse(String(mock.mock.calls[n]?.[1]?.body ?? "null")) as unknown;
