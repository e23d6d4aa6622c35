import { practiceApi } from "@ganit/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeToken } from "@/lib/test-tokens.ts";
import { type Call, failure, networkError, on, rawReply, serveApi } from "@/test/api-handlers.ts";
import { DROPPED_EVENT, enqueueAnswer, flushAnswers, queuedAnswers } from "./practice-outbox.ts";

/**
 * The offline outbox as practice uses it: what the server stored goes, what it refused for a reason
 * that can pass stays (and is sent again), what it refused finally goes and is said.
 */
const answer = (n: number) => ({
  attemptId: "11111111-1111-4111-8111-111111111111",
  resourceId: "res-1",
  itemId: "times",
  answer: String(n),
  clientAnswerId: `00000000-0000-4000-8000-00000000000${n}`,
});

let reply: (call: Call) => unknown;
let dropped: { count: number; key?: string }[] = [];
const onDropped = (event: Event) => dropped.push((event as CustomEvent).detail);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.setItem("token", fakeToken("student"));
  dropped = [];
  window.removeEventListener(DROPPED_EVENT, onDropped);
  window.addEventListener(DROPPED_EVENT, onDropped);
  serveApi(on(practiceApi.sync, (call) => reply(call) as never));
});

const results = (list: object[]) => ({ results: list, levels: [] });
const ids = () => queuedAnswers().map((queued) => queued.answer);

describe("the offline outbox", () => {
  it("keeps an answer the server refused for a reason that can pass, drops a final refusal and says so", async () => {
    for (const n of [1, 2, 3]) enqueueAnswer(answer(n));
    reply = () =>
      results([
        { clientAnswerId: answer(1).clientAnswerId, accepted: true, correct: true },
        { clientAnswerId: answer(2).clientAnswerId, accepted: false, retry: true, key: "practiceDailyLimit" },
        { clientAnswerId: answer(3).clientAnswerId, accepted: false, key: "practiceItemNotFound" },
      ]);
    await flushAnswers();
    expect(ids()).toEqual(["2"]);
    expect(dropped).toEqual([{ count: 1, key: "practiceItemNotFound" }]);

    // Sent again next time, and gone once stored.
    const sent = vi.fn();
    reply = (call) => {
      sent(call.body);
      return results([{ clientAnswerId: answer(2).clientAnswerId, accepted: true, correct: false }]);
    };
    await flushAnswers();
    expect(sent).toHaveBeenCalledWith({ answers: [answer(2)] });
    expect(ids()).toEqual([]);
  });

  it.each([
    ["no answer", networkError],
    ["a busy server", failure(503, "serverBusy")],
    ["a failing server", rawReply(500, { message: "x" })],
    ["a conflict of the moment", failure(409, "practiceAttemptNotFound")],
    ["the day's limit", failure(429, "practiceDailyLimit")],
    ["a session that ended", failure(401, "sessionInvalid")],
  ])("keeps every answer when the whole sync meets %s", async (_why, refusal) => {
    for (const n of [1, 2]) enqueueAnswer(answer(n));
    reply = () => refusal;
    await flushAnswers();
    expect(ids()).toEqual(["1", "2"]);
    expect(dropped).toEqual([]);
  });

  it("drops a sync the server refuses finally, and says how many", async () => {
    for (const n of [1, 2]) enqueueAnswer(answer(n));
    reply = () => failure(400, "practiceAnswerInvalid");
    await flushAnswers();
    expect(ids()).toEqual([]);
    expect(dropped).toEqual([{ count: 2, key: "practiceAnswerInvalid" }]);
  });
});
