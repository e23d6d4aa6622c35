import type { StudentItem } from "@ganit/contracts/practice/index";
import { describe, expect, it } from "vitest";
import { usePupilAtWorksheet, verdictsOf } from "./test-practice.ts";

/**
 * The server grades expression, equation and solution answers through HTTP with the function the
 * phone uses (a quiz: no key is sent ahead), and refuses to save a key it cannot read or one not in
 * the form its question asks for.
 */

const SET = {
  mode: "quiz",
  items: [
    {
      id: "factorise",
      kind: "expression",
      prompt: "Factorise $x^2 - 9$",
      answer: "(x-3)(x+3)",
      form: "factorised",
    },
    { id: "simplify", kind: "expression", prompt: "Simplify $2(x+1) + 3(x-1)$", answer: "5x - 1" },
    { id: "equation", kind: "expression", prompt: "Twice a number and 3 make 11", answer: "2x + 3 = 11" },
    { id: "roots", kind: "solution", prompt: "Solve $x^2 = 9$", solution: "roots", values: ["-3", "3"] },
    {
      id: "pair",
      kind: "solution",
      prompt: "Solve $x + y = 1$, $x - y = 3$",
      solution: "pair",
      values: ["2", "-1"],
    },
    { id: "none", kind: "solution", prompt: "Solve $x + 1 = x + 2$", solution: "none", values: [] },
  ],
};

const { api, at } = usePupilAtWorksheet(8, "Asha Pupil", SET);

describe("expression and solution answers on the server", () => {
  it("sends no key, reads the maths aloud, and grades each answer by value", async () => {
    const started = (await api.start(at.pupil.token, at.resourceId)).json();
    const items = started.items as StudentItem[];
    const factorise = items.find((item) => item.id === "factorise");
    expect(factorise?.key).toBeUndefined();
    expect(factorise?.form).toBe("factorised");
    expect(factorise?.text).toBe("Factorise x squared minus 9");
    expect(JSON.stringify(items)).not.toContain("(x-3)(x+3)");
    const verdict = verdictsOf(api, at.pupil.token, started.attemptId);
    expect(await verdict("factorise", "x^2 - 9")).toBe(false);
    expect(await verdict("factorise", "(x+3)(x−3)")).toBe(true);
    expect(await verdict("simplify", "-1 + 5x")).toBe(true);
    expect(await verdict("simplify", "5x + 1")).toBe(false);
    expect(await verdict("equation", "2x = 8")).toBe(true);
    expect(await verdict("equation", "x = 5")).toBe(false);
    expect(await verdict("roots", "3 and -3")).toBe(true);
    expect(await verdict("pair", "x=2, y=-1")).toBe(true);
    expect(await verdict("pair", "(-1, 2)")).toBe(false);
    expect(await verdict("none", "कोई हल नहीं")).toBe(true);
    // Not text at all: the answer does not fit the question.
    const odd = await api.answer(at.pupil.token, started.attemptId, "roots", { numerator: 3 });
    expect(odd.statusCode).toBe(400);
  });

  it("refuses a key that is no expression, or not in the form asked, or the wrong number of values", async () => {
    const refusals: [unknown, string][] = [
      [{ kind: "expression", prompt: "?", answer: "x2 + 1" }, "practiceExpressionInvalid"],
      [
        { kind: "expression", prompt: "?", answer: "x^2 - 9", form: "factorised" },
        "practiceAnswerFormMismatch",
      ],
      [{ kind: "solution", prompt: "?", solution: "pair", values: ["1"] }, "practiceSolutionInvalid"],
    ];
    for (const [item, key] of refusals) {
      const refused = await api.putSet(at.admin, at.resourceId, { mode: "quiz", items: [item] });
      expect(refused.statusCode, JSON.stringify(item)).toBe(400);
      expect(refused.json()).toMatchObject({ key });
    }
  });
});
