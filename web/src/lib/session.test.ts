import { describe, expect, it } from "vitest";
import { decodeToken, guardDecision } from "./session.ts";
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
