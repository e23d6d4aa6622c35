import { MESSAGES } from "@ganit/contracts";
import { describe, expect, it, vi } from "vitest";
import { fieldRefusalBody } from "@/test/api-handlers.ts";
import { ApiError, apiFetch } from "./api.ts";
import { SESSION_EXPIRED_EVENT } from "./session.ts";
import { answerFetch, messageReply } from "./test-server.ts";

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => error as ApiError,
  );

describe("apiFetch", () => {
  it("carries the server's message, key, fields and fieldKeys on failure", async () => {
    answerFetch({ status: 409, body: fieldRefusalBody("emailTaken", "email") });
    const error = await failure(apiFetch("/api/user/register", { body: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: MESSAGES.emailTaken,
      key: "emailTaken",
      fields: { email: MESSAGES.emailTaken },
      fieldKeys: { email: "emailTaken" },
    });
  });

  it("turns a request that got no answer into the networkError message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const error = await failure(apiFetch("/api/user/profile"));
    expect(error).toMatchObject({ status: 0, key: "networkError", message: MESSAGES.networkError });
  });

  it("keeps only the status text of an answer that is not the API's (a proxy's page)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>", { status: 502, statusText: "Bad Gateway" })),
    );
    const error = await failure(apiFetch("/api/user/profile"));
    expect(error).toMatchObject({ status: 502, message: "Bad Gateway", key: undefined });
  });

  it("ends the browser's session on 401 and on 403 accountOnHold, schoolOnHold and schoolBlocked, not on other 403s", async () => {
    sessionStorage.setItem("token", "a.b.c");
    const ended = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, ended);
    try {
      answerFetch(messageReply(403, "forbidden"));
      await failure(apiFetch("/api/admin"));
      expect(ended).not.toHaveBeenCalled();
      answerFetch(messageReply(403, "accountOnHold"));
      await failure(apiFetch("/api/user/profile"));
      expect(ended).toHaveBeenCalledTimes(1);
      answerFetch(messageReply(401, "sessionInvalid"));
      await failure(apiFetch("/api/user/profile"));
      expect(ended).toHaveBeenCalledTimes(2);
      // The school of a teacher, student or school account is on hold or blocked.
      answerFetch(messageReply(403, "schoolOnHold"));
      await failure(apiFetch("/api/teacher/accesscourses"));
      answerFetch(messageReply(403, "schoolBlocked"));
      await failure(apiFetch("/api/teacher/accesscourses"));
      expect(ended).toHaveBeenCalledTimes(4);
    } finally {
      window.removeEventListener(SESSION_EXPIRED_EVENT, ended);
    }
  });
});
