import { MESSAGES } from "@ganit/contracts";
import { describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch } from "./api.ts";
import { answerFetch } from "./test-server.ts";

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => error as ApiError,
  );

describe("apiFetch", () => {
  it("carries the server's message, key, fields and fieldKeys on failure", async () => {
    answerFetch({
      status: 409,
      body: {
        message: MESSAGES.emailTaken,
        key: "emailTaken",
        fields: { email: MESSAGES.emailTaken },
        fieldKeys: { email: "emailTaken" },
      },
    });
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
});
