import { API, apiPath, type MySyllabus, type TestResult, type TestSitting } from "@ganit/contracts";
import type { StudentItem } from "@ganit/contracts/practice/index";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { practiceLevels } from "../../db/schema.ts";
import { login } from "../../test/factories.ts";
import { startTestEnv, type TestEnv } from "../../test/harness.ts";
import { pupilWithToken } from "../course-access/test-helpers.ts";
import { FIXTURE_CHAPTERS, fixtureCourseBought } from "../syllabus/test-fixture.ts";

/**
 * A chapter test over HTTP on the fixture syllabus (Class 3, first chapter: an adding generator
 * and fifteen hand-written sums): no key leaves the server before the sitting is submitted; the
 * server grades each answer; the levels move (a test of right answers counts as a mixed review, a
 * wrong one lowers Mastered to Proficient); a second submit, another child's sitting and bad input
 * are refused. The right answers are worked out here from the prompt a child reads, never taken
 * from the engine.
 */
let env: TestEnv;
const tokens: Record<string, string> = {};
let pupilId: string;
let courseId: string;
let resourceOf: (skillId: string) => string;
const chapter = FIXTURE_CHAPTERS.first;

const call = (method: "GET" | "POST", url: string, token: string, payload?: object) =>
  env.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

/** The sum a question asks ("66 − 10 = ?", "What is 2 + 3?", "2 + 3 कितना है?"), worked out here. */
function sumOf(item: Pick<StudentItem, "text">): number {
  const found = /(\d+)\s*([+−-])\s*(\d+)/.exec(item.text);
  if (!found) throw new Error(`not a sum: ${item.text}`);
  const [a, b] = [Number(found[1]), Number(found[3])];
  return found[2] === "+" ? a + b : a - b;
}

beforeAll(async () => {
  env = await startTestEnv();
  const bought = await fixtureCourseBought(env.db);
  courseId = bought.courseId;
  const { school } = bought;
  /** A pupil of section A of Class 3 with this roll number. */
  const pupilOfThreeA = (name: string, rollNumber: string) =>
    pupilWithToken(env.app, env.db, school.school.id, name, {
      rollNumber,
      classNumber: 3,
      section: "A",
      fathername: "A Father",
    });
  const pupils: { id: string; token: string }[] = [];
  for (const [name, roll] of [
    ["Test Pupil", "3A-01"],
    ["Other Pupil", "3A-02"],
  ] as const) {
    const pupil = await pupilOfThreeA(name, roll);
    const res = await env.app.inject({
      method: "PUT",
      url: apiPath.addToCourse(pupil.studentId, courseId),
      headers: { authorization: await login(env.app, school.username) },
      payload: { classNumber: 3 },
    });
    expect(res.statusCode).toBe(200);
    pupils.push({ id: pupil.studentId, token: pupil.token });
  }
  const unenrolled = await pupilOfThreeA("New Pupil", "3A-03");
  pupilId = pupils[0]?.id ?? "";
  Object.assign(tokens, {
    pupil: pupils[0]?.token,
    other: pupils[1]?.token,
    unenrolled: unenrolled.token,
  });
  const mine = (await call("GET", API.syllabusMine, tokens.pupil ?? "")).json() as MySyllabus;
  resourceOf = (skillId) =>
    mine.chapters.find((c) => c.id === chapter)?.skills.find((s) => s.id === skillId)?.resourceId ?? "";
});

afterAll(async () => {
  await env.close();
});

const start = async (token = tokens.pupil ?? "") => {
  const res = await call("POST", apiPath.practiceChapterTest(chapter), token);
  expect(res.statusCode, res.body).toBe(201);
  return { body: res.json() as Extract<TestSitting, { state: "open" }>, raw: res.body };
};
const submit = (
  attemptId: string,
  answers: { itemId: string; answer: unknown }[],
  token = tokens.pupil ?? "",
) => call("POST", apiPath.practiceTestSubmit(attemptId), token, { answers });
/** A sum's value, or 0 for a hand-written question that is not a sum. */
const sumOrZero = (item: Pick<StudentItem, "text">) => {
  try {
    return sumOf(item);
  } catch {
    return 0;
  }
};
const levelOf = async (skillId: string) => {
  const [row] = await env.db
    .select()
    .from(practiceLevels)
    .where(and(eq(practiceLevels.studentId, pupilId), eq(practiceLevels.resourceId, resourceOf(skillId))));
  return row;
};

describe("a chapter test", () => {
  it("sends 15 questions across the chapter's skills with no key, hint, solution or seed", async () => {
    const { body, raw } = await start();
    expect(body.items).toHaveLength(15);
    expect(body.chapter.id).toBe(chapter);
    for (const item of body.items) {
      expect(item).not.toHaveProperty("key");
      expect(item).not.toHaveProperty("hint");
      expect(item).not.toHaveProperty("solution");
      expect(item).not.toHaveProperty("seed");
      expect(item.id).toMatch(/^q\d+$/);
    }
    expect(raw).not.toMatch(/"(key|hint|solution|seed|answer|accept)"/);
    // Spread evenly: the generator's sums (7 or 8) and the hand-written ones (8 or 7).
    const handwritten = body.items.filter((item) => item.text.startsWith("What is")).length;
    expect([7, 8]).toContain(handwritten);
    // The same sitting read again: the same questions, still without keys.
    const again = await call("GET", apiPath.practiceTest(body.attemptId), tokens.pupil ?? "");
    expect(again.statusCode).toBe(200);
    expect((again.json() as TestSitting).state).toBe("open");
    expect(again.body).not.toMatch(/"(key|hint|solution|seed)"/);
  });

  it("grades each answer, moves the levels, and answers the keys and solutions only after submitting", async () => {
    const old = (hours: number) => sql`now() - make_interval(hours => ${hours})`;
    // Adding: Mastered; counting on: Proficient for more than a day.
    await seedLevel("fx-c3-add-2-digit", "mastered", old(72), old(30));
    await seedLevel("fx-c3-count-on", "proficient", old(30), null);
    const { body } = await start();
    const sums = body.items.filter((item) => !item.text.startsWith("What is"));
    const wrongOne = sums[0]?.id;
    const answers = body.items.map((item) => ({
      itemId: item.id,
      answer: String(item.id === wrongOne ? sumOf(item) + 1 : sumOf(item)),
    }));
    const res = await submit(body.attemptId, answers);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as TestResult;
    expect(result.score).toEqual({ right: 14, total: 15 });
    for (const question of result.questions) {
      const right = sumOf(question.item);
      expect(Number(question.rightAnswer)).toBe(right);
      expect(question.correct).toBe(question.item.id !== wrongOne);
      expect(Number(question.answer)).toBe(question.item.id === wrongOne ? right + 1 : right);
    }
    expect(result.questions.some((q) => q.solution)).toBe(true);
    expect((await levelOf("fx-c3-add-2-digit"))?.level).toBe("proficient");
    expect((await levelOf("fx-c3-add-2-digit"))?.masteredAt).toBeNull();
    expect((await levelOf("fx-c3-count-on"))?.level).toBe("mastered");
    expect(result.skills.find((s) => s.skillId === "fx-c3-count-on")?.level).toBe("mastered");
    // Read back later: the same result.
    const read = (await call("GET", apiPath.practiceTest(body.attemptId), tokens.pupil ?? "")).json();
    expect(read).toEqual(result);
    // A second submit is refused and changes nothing.
    const second = await submit(body.attemptId, answers);
    expect(second.statusCode).toBe(409);
  });

  it("counts an unanswered question as wrong", async () => {
    const { body } = await start();
    const res = await submit(body.attemptId, []);
    expect(res.statusCode).toBe(200);
    const result = res.json() as TestResult;
    expect(result.score).toEqual({ right: 0, total: 15 });
    expect(result.questions.every((q) => q.answer === null && !q.correct)).toBe(true);
  });

  it("keeps another child's sitting as absent as a made-up one, and a child without the class out", async () => {
    const { body } = await start();
    expect((await call("GET", apiPath.practiceTest(body.attemptId), tokens.other ?? "")).statusCode).toBe(
      404,
    );
    expect((await submit(body.attemptId, [], tokens.other)).statusCode).toBe(404);
    expect(
      (await call("POST", apiPath.practiceChapterTest(chapter), tokens.unenrolled ?? "")).statusCode,
    ).toBe(404);
  });

  it("grades nothing of a test before its submit: the practice answer route and the sync refuse it", async () => {
    const { body } = await start();
    const first = body.items[0];
    if (!first) throw new Error("no question");
    const answer = { itemId: first.id, answer: "1", clientAnswerId: crypto.randomUUID() };
    const live = await call(
      "POST",
      `${API.practice}/attempts/${body.attemptId}/answers`,
      tokens.pupil ?? "",
      answer,
    );
    expect(live.statusCode).toBe(404);
    expect(live.body).not.toMatch(/"(correct|hint|solution|rightAnswer)"/);
    const synced = await call("POST", API.practiceSync, tokens.pupil ?? "", {
      answers: [{ ...answer, attemptId: body.attemptId }],
    });
    expect(synced.statusCode).toBe(200);
    expect(synced.json().results).toEqual([expect.objectContaining({ accepted: false })]);
    expect(synced.body).not.toMatch(/"correct"/);
    // After the submit too: the result stays what was submitted.
    const submitted = await submit(body.attemptId, [{ itemId: first.id, answer: String(sumOrZero(first)) }]);
    expect(submitted.statusCode).toBe(200);
    const late = await call(
      "POST",
      `${API.practice}/attempts/${body.attemptId}/answers`,
      tokens.pupil ?? "",
      {
        ...answer,
        clientAnswerId: crypto.randomUUID(),
        answer: "0",
      },
    );
    expect(late.statusCode).toBe(404);
    const read = (await call("GET", apiPath.practiceTest(body.attemptId), tokens.pupil ?? "")).json();
    expect(read).toEqual(submitted.json());
  });

  it("refuses bad input with a message, never a 500", async () => {
    const { body } = await start();
    const id = body.attemptId;
    const cases: [string, Promise<{ statusCode: number; body: string }>, number][] = [
      ["a question not in the test", submit(id, [{ itemId: "q99", answer: "1" }]), 404],
      ["a question id out of pattern", submit(id, [{ itemId: "../q1", answer: "1" }]), 400],
      [
        "the same question twice",
        submit(id, [
          { itemId: "q0", answer: "1" },
          { itemId: "q0", answer: "2" },
        ]),
        400,
      ],
      [
        "too many answers",
        submit(
          id,
          Array.from({ length: 101 }, (_, i) => ({ itemId: `q${i}`, answer: "1" })),
        ),
        400,
      ],
      ["an answer too long", submit(id, [{ itemId: "q0", answer: "9".repeat(500) }]), 400],
      [
        "a chapter id too long",
        call("POST", apiPath.practiceChapterTest("c".repeat(60)), tokens.pupil ?? ""),
        400,
      ],
      [
        "an unknown chapter",
        call("POST", apiPath.practiceChapterTest("ncert-c3-ch99"), tokens.pupil ?? ""),
        404,
      ],
      ["a sitting id that is no id", call("GET", apiPath.practiceTest("nope"), tokens.pupil ?? ""), 400],
      ["a made-up sitting", call("GET", apiPath.practiceTest(crypto.randomUUID()), tokens.pupil ?? ""), 404],
    ];
    for (const [what, pending, status] of cases) {
      const res = await pending;
      expect(res.statusCode, what).toBe(status);
      expect(JSON.parse(res.body), what).toHaveProperty("message");
    }
    // None of the refused submits closed the sitting.
    expect((await submit(id, [])).statusCode).toBe(200);
  });

  it("never takes a wrong answer for a right one, over many sittings", async () => {
    let asked = 0;
    for (let sitting = 0; sitting < 12; sitting++) {
      const { body } = await start();
      const offsets = [1, -1, 10, -10, 100];
      const answers = body.items.map((item, i) => ({
        itemId: item.id,
        answer: String(sumOf(item) + (offsets[i % offsets.length] ?? 1)),
      }));
      const result = (await submit(body.attemptId, answers)).json() as TestResult;
      expect(result.score.right).toBe(0);
      for (const question of result.questions)
        expect(Number(question.rightAnswer)).toBe(sumOf(question.item));
      asked += result.questions.length;
    }
    expect(asked).toBe(180);
  });
});

async function seedLevel(
  skillId: string,
  level: string,
  proficientAt: ReturnType<typeof sql>,
  masteredAt: ReturnType<typeof sql> | null,
) {
  const marks = { level, proficientAt: proficientAt as never, masteredAt: masteredAt as never };
  await env.db
    .insert(practiceLevels)
    .values({ studentId: pupilId, resourceId: resourceOf(skillId), courseId, classNumber: 3, ...marks })
    .onConflictDoUpdate({ target: [practiceLevels.studentId, practiceLevels.resourceId], set: marks });
}
