import { describe, expect, it } from "vitest";
import { clearSession, decodeToken, guardDecision, storeSession } from "./session.ts";
import { fakeToken } from "./test-tokens.ts";

describe("guardDecision", () => {
  it("sends a visitor without a token to /login", () => {
    expect(guardDecision(null, ["school"])).toEqual({ allow: false, redirectTo: "/login" });
  });

  it("sends an undecodable token to /login", () => {
    expect(guardDecision("not-a-jwt", ["school"])).toEqual({ allow: false, redirectTo: "/login" });
    expect(guardDecision("a.%%%.c", ["school"])).toEqual({ allow: false, redirectTo: "/login" });
    expect(guardDecision(fakeToken("wizard"), ["school"])).toEqual({ allow: false, redirectTo: "/login" });
  });

  it("sends a role that may not enter to /forbidden", () => {
    expect(guardDecision(fakeToken("student"), ["school"])).toEqual({
      allow: false,
      redirectTo: "/forbidden",
    });
  });

  it("admits an allowed role", () => {
    expect(guardDecision(fakeToken("admin"), ["superadmin", "admin"])).toEqual({ allow: true });
  });

  it("decodes names written in Devanagari", () => {
    expect(decodeToken(fakeToken("teacher", "सीमा शर्मा"))?.name).toBe("सीमा शर्मा");
  });
});

describe("clearSession on a shared family phone", () => {
  it("deletes the chapter test drafts and the signed-out account's kept tests, and keeps a waiting submission", () => {
    sessionStorage.clear();
    localStorage.clear();
    storeSession(fakeToken("student"), "asha@example.com");
    sessionStorage.setItem("ganit-test-5d4c3b2a", JSON.stringify({ q0: { text: "253" } }));
    sessionStorage.setItem("ganit-test-refused-5d4c3b2a", "1");
    sessionStorage.setItem("ganit-lang", "hi");
    localStorage.setItem("ganit:test-sittings:user-1", "[]");
    localStorage.setItem("ganit:test-sittings:user-2", "[]");
    localStorage.setItem(
      "ganit:test-outbox:user-1",
      JSON.stringify([{ attemptId: "5d4c3b2a", answers: [] }]),
    );

    clearSession();

    expect(Object.keys(sessionStorage)).toEqual(["ganit-lang"]);
    expect(Object.keys(localStorage).sort()).toEqual([
      "ganit:test-outbox:user-1",
      "ganit:test-sittings:user-2",
    ]);
  });
});
