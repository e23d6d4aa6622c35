import { endpoint } from "@ganit/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { failure, on, serveApi } from "@/test/api-handlers.ts";
import { ApiError } from "./api.ts";
import { apiFetchOrEarly, startEarlyFetch } from "./early-fetch.ts";

/** Any GET under /api: the early requests are about the path, not about one endpoint. */
const anyGet = endpoint({
  method: "GET",
  path: "/api/*",
  access: "public",
  tags: [],
  summary: "Any read under /api",
  schemas: { response: z.object({ served: z.number() }) },
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("early requests", () => {
  it("are taken once: the first query gets the early answer, the next asks again", async () => {
    let served = 0;
    const { calls } = serveApi(on(anyGet, () => ({ served: ++served })));
    startEarlyFetch("/api/x?class=1");
    startEarlyFetch("/api/x?class=1");
    expect(calls).toHaveLength(1);
    expect(await apiFetchOrEarly("/api/x?class=1")).toEqual({ served: 1 });
    expect(calls).toHaveLength(1);
    expect(await apiFetchOrEarly("/api/x?class=1")).toEqual({ served: 2 });
    expect(calls).toHaveLength(2);
  });

  it("are not taken for another path, nor once stale", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    let served = 0;
    const { calls } = serveApi(on(anyGet, () => ({ served: ++served })));
    startEarlyFetch("/api/y");
    expect(await apiFetchOrEarly("/api/z")).toEqual({ served: 2 });
    vi.setSystemTime(Date.now() + 11_000);
    expect(await apiFetchOrEarly("/api/y")).toEqual({ served: 3 });
    expect(calls.map((c) => c.url.pathname)).toEqual(["/api/y", "/api/z", "/api/y"]);
  });

  it("hand a refusal to whoever takes them, and leave none unhandled when nobody does", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    serveApi(on(anyGet, failure(404, "notFound")));
    startEarlyFetch("/api/refused");
    startEarlyFetch("/api/never-taken");
    await expect(apiFetchOrEarly("/api/refused")).rejects.toBeInstanceOf(ApiError);
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off("unhandledRejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
