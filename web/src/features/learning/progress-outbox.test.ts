import { learningApi } from "@ganit/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeToken } from "@/lib/test-tokens.ts";
import { type Call, failure, networkError, on, serveApi } from "@/test/api-handlers.ts";
import { flushOutbox, pendingDone, sendProgress } from "./progress-outbox.ts";

/** A token whose subject is `sub` (the fake token's is always user-1). */
function tokenOf(sub: string) {
  const [header, claims, signature] = fakeToken("student").split(".");
  const decoded = JSON.parse(atob((claims ?? "").replace(/-/g, "+").replace(/_/g, "/"))) as object;
  const encoded = btoa(JSON.stringify({ ...decoded, sub })).replace(/=+$/, "");
  return `${header}.${encoded}.${signature}`;
}

let online = false;
let received: unknown[] = [];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  online = false;
  received = [];
  // The server's record of a write, once the phone is online; no answer at all before.
  const answer = (call: Call) => {
    if (!online) return networkError;
    received.push(call.body);
    return {
      progress: {
        resourceId: (call.body as { resourceId: string }).resourceId,
        courseId: "course-vedic",
        classNumber: 5,
        firstOpenedAt: "2026-03-01T10:00:00.000Z",
        lastOpenedAt: "2026-03-01T10:00:00.000Z",
        completedAt: null,
      },
    };
  };
  serveApi(on(learningApi.opened, answer), on(learningApi.done, answer));
});

describe("the progress outbox", () => {
  it("keeps only the latest 'done' of a resource and one 'opened', and sends them in order once online", async () => {
    sessionStorage.setItem("token", tokenOf("child-a"));
    expect(await sendProgress({ kind: "opened", body: { resourceId: "r1" } })).toBe("queued");
    expect(await sendProgress({ kind: "opened", body: { resourceId: "r1" } })).toBe("queued");
    expect(await sendProgress({ kind: "done", body: { resourceId: "r1", done: true } })).toBe("queued");
    expect(await sendProgress({ kind: "done", body: { resourceId: "r1", done: false } })).toBe("queued");
    expect(pendingDone()).toEqual(new Map([["r1", false]]));

    expect(await flushOutbox()).toBe(0); // still offline: nothing lost
    online = true;
    expect(await flushOutbox()).toBe(2);
    expect(received).toEqual([{ resourceId: "r1" }, { resourceId: "r1", done: false }]);
    expect(pendingDone().size).toBe(0);
  });

  it("never sends one child's progress in another child's session on a shared phone", async () => {
    sessionStorage.setItem("token", tokenOf("child-a"));
    await sendProgress({ kind: "done", body: { resourceId: "r1", done: true } });
    sessionStorage.setItem("token", tokenOf("child-b"));
    online = true;
    expect(pendingDone().size).toBe(0);
    expect(await flushOutbox()).toBe(0);
    expect(received).toEqual([]);
    sessionStorage.setItem("token", tokenOf("child-a"));
    expect(await flushOutbox()).toBe(1);
    expect(received).toEqual([{ resourceId: "r1", done: true }]);
  });

  it("drops a write the server refuses, as it would be refused again", async () => {
    sessionStorage.setItem("token", tokenOf("child-a"));
    await sendProgress({ kind: "done", body: { resourceId: "gone", done: true } });
    serveApi(
      on(learningApi.done, failure(404, "notFound")),
      on(learningApi.opened, failure(404, "notFound")),
    );
    expect(await flushOutbox()).toBe(0);
    expect(pendingDone().size).toBe(0);
  });
});
