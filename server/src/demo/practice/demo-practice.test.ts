import type { GeneratorSpec, PracticeItem } from "@ganit/contracts";
import { practiceSetInputSchema } from "@ganit/contracts";
import {
  correctAnswer,
  generateItem,
  grade,
  type Rational,
  sameValue,
} from "@ganit/contracts/practice/index";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  courseClasses,
  courseResources,
  courses,
  courseTitles,
  practiceLevels,
  practiceSets,
} from "../../db/schema.ts";
import { joinClassOfResource } from "../../modules/courses/index.ts";
import { SYLLABUS_COURSE } from "../../modules/syllabus/data.ts";
import { login } from "../../test/factories.ts";
import { useSeededDemo } from "../test-demo.ts";
import { asSetInput, DEMO_PRACTICE } from "./catalogue.ts";
import { aboveClass, LESSON_TOPICS } from "./lesson-fit.ts";
import { angleType, evaluate, LINES_OF_SYMMETRY, namedValue, readValue } from "./solve.ts";
import type { DemoItem } from "./types.ts";

/** The demo's exercise sets: every author's answer worked out independently; the seeded sets and levels. */
const SIDES: Record<string, number> = { Triangle: 3, Quadrilateral: 4, Pentagon: 5, Hexagon: 6 };
const equal = (a: Rational, b: Rational) => sameValue(a, b);
const workedOut = (solve: string, prompt: string) => namedValue(solve, prompt) ?? evaluate(solve);
const isWhole = (text: string) => /^\d+$/.test(text);
const degreesIn = (text: string) => Number(/(\d+)°/.exec(text)?.[1] ?? Number.NaN);

/** A chosen option checked by a rule rather than a value: the largest, an angle's kind, the only non-multiple. */
function rightChoice(solve: string, item: DemoItem & { kind: "single" }): boolean {
  const values = item.options.map((option) => (/\d/.test(option) ? readValue(option) : null));
  const chosen = item.options[item.answer] ?? "";
  if (solve === "largest") {
    const best = values[item.answer];
    const below = (a: Rational, b: Rational) => a.n * b.d < b.n * a.d;
    return values.every((v, i) => i === item.answer || (v !== null && best != null && below(v, best)));
  }
  if (solve === "angle-type") return angleType(degreesIn(item.prompt)) === chosen.toLowerCase();
  const multiple = /^not-multiple:(\d+)$/.exec(solve);
  if (multiple) {
    const of = Number(multiple[1]);
    return item.options.every((option, i) => (Number(option) % of !== 0) === (i === item.answer));
  }
  return equal(workedOut(solve, item.prompt), readValue(chosen));
}

function solves(item: DemoItem): boolean {
  const solve = item.solve;
  switch (item.kind) {
    case "numeric":
      return equal(workedOut(solve as string, item.prompt), readValue(item.answer));
    case "fraction": {
      const value = evaluate(solve as string);
      // The answer in lowest terms, as the demo's questions ask.
      return value.n === BigInt(item.answer.numerator) && value.d === BigInt(item.answer.denominator);
    }
    case "single":
      return rightChoice(solve as string, item);
    case "multiple": {
      // Every option that is even (or odd) chosen, and no other.
      const wanted = (option: string) => isWhole(option) && Number(option) % 2 === (solve === "even" ? 0 : 1);
      return item.options.every((option, i) => wanted(option) === item.answer.includes(i));
    }
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
      return item.pairs.every((pair) => {
        if (solve === "sides") return SIDES[pair.left] === Number(pair.right);
        if (solve === "sum-10") return Number(pair.left) + Number(pair.right) === 10;
        if (solve === "angle-type") return angleType(degreesIn(pair.left)) === pair.right.toLowerCase();
        if (solve === "symmetry") return LINES_OF_SYMMETRY[pair.left.toLowerCase()] === Number(pair.right);
        return equal(readValue(pair.left), readValue(pair.right));
      });
    default:
      return false;
  }
}

/** The digits of a text in order of size: a translation keeps every number and adds none. */
const numbersOf = (text: string) => (text.match(/\d+/g) ?? []).sort();
/** Words outside TeX and numbers: a text with any needs Devanagari in its Hindi. */
const hasWords = (text: string) =>
  /[A-Za-z]{2,}/.test(text.replace(/\$[^$]*\$/g, "").replace(/\b(cm|km|h)\b/g, ""));
const DEVANAGARI = /[\u0900-\u097F]/;

/** Each English text of a hand-written question beside its Hindi one. */
function hindiPairs(item: DemoItem): [string, string | undefined][] {
  const pairs: [string, string | undefined][] = [[item.prompt, item.hi.prompt]];
  if (item.hint) pairs.push([item.hint, item.hi.hint]);
  if (item.solution) pairs.push([item.solution, item.hi.solution]);
  if (item.kind === "single" || item.kind === "multiple")
    item.options.forEach((option, i) => {
      pairs.push([option, hasWords(option) ? item.hi.options?.[i] : (item.hi.options?.[i] ?? option)]);
    });
  if (item.kind === "matching")
    item.pairs.forEach((pair, i) => {
      const hi = item.hi.pairs?.[i];
      pairs.push([pair.left, hasWords(pair.left) ? hi?.left : (hi?.left ?? pair.left)]);
      pairs.push([pair.right, hasWords(pair.right) ? hi?.right : (hi?.right ?? pair.right)]);
    });
  return pairs;
}

describe("the demo's sets", () => {
  const sets = DEMO_PRACTICE.flatMap(({ family, sets }) => sets.map((set) => ({ family, set })));

  it("cover every course family but Mathematics (its sets are the syllabus's): at least 30 sets, a third of them generated", () => {
    expect(new Set(sets.map((s) => s.family)).size).toBe(9);
    expect(sets.map((s) => s.family)).not.toContain("Mathematics");
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
        expect(equal(workedOut(item.solve, item.prompt), readValue(wrong.answer)), wrong.misconception).toBe(
          false,
        );
    });
    const { solve: _solve, solveWrong: _wrong, ...question } = item;
    expect(grade(question as PracticeItem, correctAnswer(question as PracticeItem, 7), 7)?.correct).toBe(
      true,
    );
  });

  it.each(
    sets.flatMap(({ family, set }) => (set.items ?? []).map((item) => [family, item.prompt, item] as const)),
  )("%s: %s — reads in Hindi too, with the same numbers", (_family, _prompt, item) => {
    for (const [english, hindi] of hindiPairs(item)) {
      expect(hindi, english).toBeDefined();
      expect(numbersOf(hindi ?? ""), `${english} → ${hindi}`).toEqual(numbersOf(english));
      if (hasWords(english)) expect(hindi, english).toMatch(DEVANAGARI);
    }
  });

  it("are each valid sets", () => {
    for (const { set } of sets) expect(practiceSetInputSchema.safeParse(asSetInput(set)).success).toBe(true);
  });
});

describe("the seeded demo", () => {
  const env = useSeededDemo();

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
    // One child flagged by a practice rule; the demo's overdue assignments add the third rule's entries.
    const flagged = res.json().needsHelp as { reason: string }[];
    expect(flagged.filter((entry) => entry.reason !== "notStartedByDue")).toHaveLength(1);
    expect(res.json().difficult.length).toBeGreaterThan(0);
  });

  /**
   * Every stored set of the demo's own course families, with the course, class and lesson title of
   * the resource it sits on. The Mathematics course is the shipped syllabus: its skills are held to
   * their chapters by the curriculum's own tests (server/src/test/curriculum-coverage.test.ts).
   */
  const storedSets = async () =>
    (await storedSetsOfEveryCourse()).filter((row) => row.course !== SYLLABUS_COURSE.name);
  const storedSetsOfEveryCourse = () =>
    joinClassOfResource(
      env.db
        .select({
          course: courses.name,
          classNumber: courseClasses.classNumber,
          title: courseTitles.title,
          items: practiceSets.items,
          generators: practiceSets.generators,
        })
        .from(practiceSets)
        .innerJoin(courseResources, eq(courseResources.id, practiceSets.resourceId))
        .$dynamic(),
    ).innerJoin(courses, eq(courses.id, courseClasses.courseId));

  it("puts every set on a lesson it practises: its generators and its questions on the lesson's topic", async () => {
    const rows = await storedSets();
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const mismatches: string[] = [];
    for (const row of rows) {
      const lesson = `${row.course} · ${row.classNumber} · ${row.title}`;
      const topic = LESSON_TOPICS[lesson];
      if (!topic) {
        mismatches.push(`${lesson}: no topic known for this lesson`);
        continue;
      }
      for (const spec of row.generators as GeneratorSpec[])
        if (!topic.generators.includes(spec.generator))
          mismatches.push(`${lesson}: generator ${spec.generator}`);
      for (const item of row.items as PracticeItem[])
        if (!topic.words.test(item.prompt)) mismatches.push(`${lesson}: "${item.prompt}"`);
    }
    expect(mismatches).toEqual([]);
  });

  it("keeps every set's numbers to its class: its size of numbers, and fractions, decimals, negatives and percentages only from their class on", async () => {
    const texts = (item: PracticeItem): string[] => {
      const own = [item.prompt, item.hint ?? "", item.solution ?? ""];
      switch (item.kind) {
        case "numeric":
          return [...own, item.answer];
        case "fraction":
          return [...own, `${item.answer.numerator}/${item.answer.denominator}`];
        case "single":
        case "multiple":
        case "ordering":
          return [...own, ...(item.kind === "ordering" ? item.items : item.options)];
        case "blanks":
          return [...own, ...item.blanks.map((blank) => blank.answer)];
        case "matching":
          return [...own, ...item.pairs.flatMap((pair) => [pair.left, pair.right])];
        case "expression":
          return [...own, item.answer];
        case "solution":
          return [...own, ...item.values];
        case "time":
        case "plot":
          return [...own, item.answer];
      }
    };
    const problems = new Set<string>();
    for (const row of await storedSets()) {
      const where = `${row.course} · ${row.classNumber} · ${row.title}`;
      for (const item of row.items as PracticeItem[])
        for (const problem of aboveClass(texts(item), row.classNumber)) problems.add(`${where}: ${problem}`);
      // Each generator over many draws: the largest numbers its range can make are reached.
      (row.generators as GeneratorSpec[]).forEach((spec, index) => {
        for (let seed = 1; seed <= 400; seed++)
          for (const problem of aboveClass(texts(generateItem(spec, index, seed)), row.classNumber))
            problems.add(`${where} (${spec.generator}): ${problem}`);
      });
    }
    expect([...problems].slice(0, 20)).toEqual([]);
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
