import { adminsHold, adminsList, enrolmentCandidates, learningStudentCourse } from "@ganit/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, callPage, urlOf } from "./client.ts";
import { answerFetch } from "./test-server.ts";

const id = "0b6d3c3e-2f0a-4a43-9a57-5d1c4d1b2f10";
afterEach(() => vi.unstubAllGlobals());

describe("the typed client", () => {
  it("fills the path's parameters, encoded, and writes the query", () => {
    expect(urlOf(adminsHold, { params: { id: "a/b" } })).toBe("/api/admin/hold/a%2Fb");
    expect(urlOf(enrolmentCandidates, { params: { courseId: id }, query: "page=2&limit=10" })).toBe(
      `/api/student/course-candidates/${id}?page=2&limit=10`,
    );
    expect(urlOf(learningStudentCourse, { params: { courseId: id }, query: { class: 3 } })).toBe(
      `/api/course/student/accesscourse/${id}?class=3`,
    );
  });

  it("sends the declaration's method and checks the answer with its response schema", async () => {
    const fetch = answerFetch({ status: 200, body: { message: "Held", key: "adminHeld", extra: 1 } });
    await expect(call(adminsHold, { params: { id } })).resolves.toEqual({
      message: "Held",
      key: "adminHeld",
    });
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("PUT");
    answerFetch({ status: 200, body: { message: 42 } });
    await expect(call(adminsHold, { params: { id } })).rejects.toThrow();
  });

  it("refuses a whole list where a page was asked for", async () => {
    answerFetch({ status: 200, body: [] });
    await expect(callPage(adminsList, { query: "page=1" })).rejects.toThrow(/whole list/);
  });

  it("takes the answer of a declaration whose schemas load lazily unchecked (the lesson screen)", async () => {
    answerFetch({ status: 200, body: { anything: true } });
    await expect(call(learningStudentCourse, { params: { courseId: id } })).resolves.toEqual({
      anything: true,
    });
  });
});
