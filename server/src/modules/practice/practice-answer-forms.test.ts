import type { StudentItem } from "@ganit/contracts/practice/index";
import { describe, expect, it } from "vitest";
import { usePupilAtWorksheet, verdictsOf } from "./test-practice.ts";

/**
 * The server grades a mixed number (a fraction question's whole-part box, a typed 1 5/18), the
 * form a question asks for and the question's unit, through HTTP, with the function the phone uses;
 * and refuses to save a question whose own answer is not in the form it asks for.
 */

const SET = {
  mode: "practice",
  items: [
    {
      id: "mixed",
      kind: "fraction",
      prompt: "$\\frac{5}{6} + \\frac{4}{9}$",
      answer: { numerator: 23, denominator: 18 },
    },
    {
      id: "decimal",
      kind: "numeric",
      prompt: "Write $\\frac{3}{5}$ as a decimal.",
      answer: "0.6",
      equivalents: true,
      form: "decimal",
    },
    { id: "area", kind: "numeric", prompt: "Area, in cm²?", answer: "120", unit: "cm2" },
    { id: "typed", kind: "numeric", prompt: "$\\frac{23}{18}$", answer: "23/18" },
  ],
};

const { api, at } = usePupilAtWorksheet(6, "Asha Pupil", SET);

describe("answer forms, mixed numbers and units on the server", () => {
  it("grades each answer as the phone does", async () => {
    const started = (await api.start(at.pupil.token, at.resourceId)).json();
    const items = started.items as StudentItem[];
    expect(items.find((item) => item.id === "decimal")?.form).toBe("decimal");
    const verdict = verdictsOf(api, at.pupil.token, started.attemptId);
    expect(await verdict("mixed", { whole: "1", numerator: "5", denominator: "18" })).toBe(true);
    expect(await verdict("mixed", { whole: 1, numerator: 23, denominator: 18 })).toBe(false);
    expect(await verdict("mixed", { numerator: 23, denominator: 18 })).toBe(true);
    expect(await verdict("decimal", "3/5")).toBe(false);
    expect(await verdict("decimal", "०.६")).toBe(true);
    expect(await verdict("area", "120 sq cm")).toBe(true);
    expect(await verdict("area", "120 cm")).toBe(false);
    expect(await verdict("typed", "1 5/18")).toBe(true);
    expect(await verdict("typed", "15/18")).toBe(false);
  });

  it("refuses to save a question whose answer is not in the form it asks for", async () => {
    const bad = {
      mode: "practice",
      items: [{ kind: "numeric", prompt: "Write 3/5 as a decimal.", answer: "3/5", form: "decimal" }],
    };
    const refused = await api.putSet(at.admin, at.resourceId, bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      key: "practiceAnswerFormMismatch",
      message: expect.stringContaining("form the question asks for"),
    });
  });
});
