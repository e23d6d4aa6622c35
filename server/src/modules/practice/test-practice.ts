import { randomUUID } from "node:crypto";
import { API } from "@ganit/contracts";
import { expect } from "vitest";
import { signedInAs } from "../../test/factories.ts";
import type { TestEnv } from "../../test/harness.ts";
import { madeBeforeAll, useTestEnv } from "../../test/session.ts";
import { makeLessonCourse, schoolWithClasses } from "../course-access/test-helpers.ts";

/** Requests of the practice tests. */
export function practiceCalls(env: TestEnv) {
  const call = (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    env.app.inject({
      method,
      url,
      headers: { authorization: token },
      ...(payload ? { payload: payload as object } : {}),
    });
  return {
    call,
    putSet: (token: string, resourceId: string, set: unknown) =>
      call(token, "PUT", `${API.practice}/${resourceId}`, set),
    getSet: (token: string, resourceId: string) => call(token, "GET", `${API.practice}/${resourceId}`),
    start: (token: string, resourceId: string) =>
      call(token, "POST", `${API.practice}/${resourceId}/attempts`),
    answer: (
      token: string,
      attemptId: string,
      itemId: string,
      answer: unknown,
      clientAnswerId = randomUUID(),
    ) =>
      call(token, "POST", `${API.practice}/attempts/${attemptId}/answers`, {
        itemId,
        answer,
        clientAnswerId,
      }),
    sync: (token: string, answers: unknown[]) => call(token, "POST", API.practiceSync, { answers }),
    review: (token: string, courseId: string, classNumber: number) =>
      call(token, "POST", API.practiceReview, { courseId, class: classNumber }),
    results: (token: string, courseId: string, classNumber: number) =>
      call(token, "GET", `${API.practiceResults}?courseId=${courseId}&class=${classNumber}`),
  };
}

/**
 * The practice tests' usual start: a lesson course of one class, enabled for a new school, a pupil of
 * that school (`pupilName`) enrolled in it, the admin's token, and the class's "Counting" worksheet,
 * with `set` saved on it when one is given (the save must succeed).
 */
export async function pupilAtWorksheet(env: TestEnv, classNumber: number, pupilName: string, set?: unknown) {
  const course = await makeLessonCourse(env.db, [classNumber]);
  const pupil = await (await schoolWithClasses(env, course.id, [classNumber])).pupil(pupilName);
  const admin = (await signedInAs(env.app, env.db, "admin")).token;
  const resourceId = course.resource(classNumber, "Counting", "worksheet");
  if (set !== undefined) {
    const saved = await practiceCalls(env).putSet(admin, resourceId, set);
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return { course, pupil, admin, resourceId };
}

/**
 * `pupilAtWorksheet`, made once before the file's tests in the file's own app and database
 * (`useTestEnv`), with the practice requests.
 */
export function usePupilAtWorksheet(classNumber: number, pupilName: string, set?: unknown) {
  const env = useTestEnv();
  const at = madeBeforeAll(`${pupilName} at the worksheet`, () =>
    pupilAtWorksheet(env, classNumber, pupilName, set),
  );
  return { env, api: practiceCalls(env), at };
}

/** Whether each answer of one sitting was right (an answer the server refuses fails the test). */
export const verdictsOf =
  (api: ReturnType<typeof practiceCalls>, token: string, attemptId: string) =>
  async (itemId: string, answer: unknown) => {
    const response = await api.answer(token, attemptId, itemId, answer);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().correct as boolean;
  };

/** A single-choice question whose right answer is the first option: which of 1/2 and 2/1 is half. */
export const WHICH_IS_HALF = {
  id: "pick",
  kind: "single",
  prompt: "Which is half?",
  options: ["1/2", "2/1"],
  answer: 0,
};

/** A practice set with one item of each kind and foreseen misconceptions. */
export const EVERY_KIND = {
  mode: "practice",
  mastery: { rule: "recent", n: 5, m: 4 },
  items: [
    {
      id: "times",
      kind: "numeric",
      prompt: "$23 \\times 11$ = ?",
      answer: "253",
      accept: ["253.0"],
      hint: "Add the digits",
      solution: "$2\\,(2+3)\\,3 = 253$",
    },
    {
      id: "pick",
      kind: "single",
      prompt: "आधा: $\\frac{1}{2} = \\text{आधा}$?",
      options: ["0.5", "0.2"],
      answer: 0,
      misconceptions: [null, "Read the denominator as the decimal"],
      hint: "Divide 1 by 2",
      solution: "1 ÷ 2 = 0.5",
    },
    { id: "evens", kind: "multiple", prompt: "Even numbers", options: ["2", "3", "4"], answer: [0, 2] },
    { id: "half", kind: "blanks", prompt: "Half is ___", blanks: [{ answer: "0.5", equivalents: true }] },
    {
      id: "pairs",
      kind: "matching",
      prompt: "Match",
      pairs: [
        { left: "1/2", right: "0.5" },
        { left: "1/4", right: "0.25" },
      ],
    },
    { id: "order", kind: "ordering", prompt: "Smallest first", items: ["1", "5", "9"] },
    {
      id: "frac",
      kind: "fraction",
      prompt: "$\\frac{1}{4} + \\frac{1}{4}$",
      answer: { numerator: 1, denominator: 2 },
      wrongAnswers: [{ answer: "2/8", misconception: "Added the denominators" }],
    },
  ],
  generators: [{ generator: "times11", count: 2 }],
};
