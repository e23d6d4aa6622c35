import { ENDPOINTS, endpointsIn, fillPath, pathPattern } from "@ganit/contracts";
import { describe, expect, it } from "vitest";
import { useTestEnv } from "../test/session.ts";

const env = useTestEnv();

describe("endpoint declarations", () => {
  it("every declaration is a registered route with its access, and every route has a declaration", () => {
    const declared = endpointsIn(ENDPOINTS).map((e) => `${e.method} ${e.path} ${JSON.stringify(e.access)}`);
    const registered = env.routes.map((r) => `${r.method} ${r.url} ${JSON.stringify(r.access)}`);
    expect(new Set(declared).size).toBe(declared.length);
    expect([...registered].sort()).toEqual([...declared].sort());
  });

  it("fills path parameters encoded and matches them as one segment", () => {
    expect(fillPath("/api/x/:id/class/:n", { id: "a/b", n: 3 })).toBe("/api/x/a%2Fb/class/3");
    expect(() => fillPath("/api/x/:id", {})).toThrow();
    const pattern = pathPattern("/api/progress/course/:courseId");
    expect(pattern.test("/api/progress/course/abc")).toBe(true);
    expect(pattern.test("/api/progress/course/abc/def")).toBe(false);
    expect(pattern.test("/api/progress/course/")).toBe(false);
  });
});
