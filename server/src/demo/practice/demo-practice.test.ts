import type { PracticeItem } from "@ganit/contracts";
import { practiceSetInputSchema } from "@ganit/contracts";
import { correctAnswer, grade, type Rational, sameValue } from "@ganit/contracts/practice/index";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { practiceLevels, practiceSets } from "../../db/schema.ts";
import { login } from "../../test/factories.ts";
import { startTestEnv, type TestEnv } from "../../test/harness.ts";
import { seedDemo } from "../seed.ts";
import { asSetInput, DEMO_PRACTICE } from "./catalogue.ts";
import { evaluate, readValue } from "./solve.ts";
import type { DemoItem } from "./types.ts";

/** The demo's exercise sets: every author's answer worked out independently; the seeded sets and levels. */
const SIDES: Record<string, number> = { Triangle: 3, Quadrilateral: 4, Pentagon: 5, Hexagon: 6 };
const equal = (a: Rational, b: Rational) => sameValue(a, b);

function solves(item: DemoItem): boolean {
  const solve = item.solve;
  switch (item.kind) {
    case "numeric":
      return equal(evaluate(solve as string), readValue(item.answer));
    case "fraction": {
      const value = evaluate(solve as string);
      // The answer in lowest terms, as the demo's questions ask.
      return value.n === BigInt(item.answer.numerator) && value.d === BigInt(item.answer.denominator);
    }
    case "single":
      return equal(evaluate(solve as string), readValue(item.options[item.answer] ?? "x"));
    case "blanks":
      return item.blanks.every((blank, i) =>
        equal(evaluate((solve as string[])[i] ?? "x"), readValue(blank.answer)),
      );
    case "ordering":
      return item.items.every(
        (text, i) =>
          i === 0 ||
          readValue(item.items[i - 1] ?? "0").n * readValue(text).d <
            readValue(text).n * readValue(item.items[i - 1] ?? "0").d,
      );
    case "matching":
      return item.pairs.every((pair) =>
        solve === "sides"
          ? SIDES[pair.left] === Number(pair.right)
          : equal(readValue(pair.left), readValue(pair.right)),
      );
    default:
      return false;
  }
}

describe("the demo's sets", () => {
  const sets = DEMO_PRACTICE.flatMap(({ family, sets }) => sets.map((set) => ({ family, set })));

  it("cover every course family: at least 30 sets, a third of them generated", () => {
    expect(new Set(sets.map((s) => s.family)).size).toBe(10);
    expect(sets.length).toBeGreaterThanOrEqual(30);
    expect(sets.filter((s) => (s.set.generators?.length ?? 0) > 0).length * 3).toBeGreaterThanOrEqual(
      sets.length,
    );
  });

  it.each(
    sets.flatMap(({ family, set }) => (set.items ?? []).map((item) => [family, item.prompt, item] as const)),
  )("%s: %s — its answer is what a test works out, and grades right", (_family, _prompt, item) => {
    expect(solves(item)).toBe(true);
    // A named mistake's wrong answer is what that mistake gives, and never the right answer.
    const wrongAnswers = "wrongAnswers" in item ? (item.wrongAnswers ?? []) : [];
    wrongAnswers.forEach((wrong, i) => {
      const rule = item.solveWrong?.[i];
      if (rule !== undefined)
        expect(equal(evaluate(rule), readValue(wrong.answer)), wrong.misconception).toBe(true);
      if (typeof item.solve === "string" && !["ascending", "equal", "sides"].includes(item.solve))
        expect(equal(evaluate(item.solve), readValue(wrong.answer)), wrong.misconception).toBe(false);
    });
    const { solve: _solve, solveWrong: _wrong, ...question } = item;
    expect(grade(question as PracticeItem, correctAnswer(question as PracticeItem, 7), 7)?.correct).toBe(
      true,
    );
  });

  it("are each valid sets", () => {
    for (const { set } of sets) expect(practiceSetInputSchema.safeParse(asSetInput(set)).success).toBe(true);
  });
});

describe("the seeded demo", () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startTestEnv();
    await seedDemo(env.db);
  });
  afterAll(() => env?.close());

  it("puts the sets on the catalogue's resources and gives the teacher's class every level, and one child needing help", async () => {
    const [stored] = await env.db.select({ n: sql<number>`count(*)::int` }).from(practiceSets);
    expect(stored?.n).toBeGreaterThanOrEqual(30);
    const levels = await env.db
      .select({
        level: practiceLevels.level,
        help: sql<number>`count(${practiceLevels.needsHelpSince})::int`,
      })
      .from(practiceLevels)
      .groupBy(practiceLevels.level);
    for (const level of ["attempted", "familiar", "proficient", "mastered"])
      expect(levels.map((r) => r.level)).toContain(level);
    expect(levels.reduce((sum, row) => sum + row.help, 0)).toBe(1);

    // The demo teacher sees them through the API.
    const token = await login(env.app, "teacher@ganit.demo", "GanitDemo2025");
    const [row] = await env.db
      .select({ courseId: practiceLevels.courseId, classNumber: practiceLevels.classNumber })
      .from(practiceLevels)
      .where(sql`${practiceLevels.needsHelpSince} is not null`);
    const res = await env.app.inject({
      url: `/api/practice/results?courseId=${row?.courseId}&class=${row?.classNumber}`,
      headers: { authorization: token },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().needsHelp).toHaveLength(1);
    expect(res.json().difficult.length).toBeGreaterThan(0);
  });

  it("gives the demo's own student a set due for the mixed review, which the server starts", async () => {
    const token = await login(env.app, "asha1001", "GanitDemo2025");
    const access = await env.app.inject({
      url: "/api/course/student/accesscourses",
      headers: { authorization: token },
    });
    const course = access.json().courses[0];
    const classNumber = course.enrolledClass[0].classNumber;
    const mine = await env.app.inject({
      url: `/api/practice/mine?courseId=${course._id}&class=${classNumber}`,
      headers: { authorization: token },
    });
    expect(mine.json().sets).toContainEqual(
      expect.objectContaining({ level: "proficient", reviewDue: true }),
    );
    const review = await env.app.inject({
      method: "POST",
      url: "/api/practice/review",
      headers: { authorization: token },
      payload: { courseId: course._id, class: classNumber },
    });
    expect(review.statusCode, review.body).toBe(201);
    expect(review.json().items.length).toBeGreaterThan(0);
  });
});
