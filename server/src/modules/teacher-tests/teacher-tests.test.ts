import {
  API,
  apiPath,
  type DueAssignments,
  type TeacherTest,
  type TeacherTestProposal,
  type TeacherTestResults,
  type TeacherTestSlot,
  type TestResult,
  type TestSitting,
} from "@ganit/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEnv, type TestEnv } from "../../test/harness.ts";
import { dayFromToday } from "../assignments/test-classroom.ts";
import { savedTest, type TestSchool, testSchool } from "./test-school.ts";

/**
 * A teacher's own test over HTTP on the fixture syllabus: proposed across the chapters' skills,
 * edited (a question replaced by another of its skill only, reordered), saved within its limits,
 * scoped to the school and to the teacher's classes, assigned to a section, sat by its children with
 * no key sent ahead, and its results counted by question with the misconceptions the wrong answers
 * reveal. Right answers and the column mistakes are worked out here from the text a child reads.
 */
let env: TestEnv;
let s: TestSchool;

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, token: string, payload?: object) =>
  env.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

/** A sum as a child reads it ("66 − 10 = ?", "What is 2 + 3?"), worked out here. */
function sumOf(text: string) {
  const found = /(\d+)\s*([+−-])\s*(\d+)/.exec(text.replace(/<[^>]*>/g, ""));
  if (!found) throw new Error(`not a sum: ${text}`);
  const [a, b] = [Number(found[1]), Number(found[3])];
  const plus = found[2] === "+";
  return { a, b, plus, right: plus ? a + b : a - b };
}

/**
 * The column mistake of a sum: adding without carrying (each column's ones digit written, the last
 * column's sum in full, as a child writes it), or taking the smaller digit from the bigger.
 */
function columnMistake({ a, b, plus }: ReturnType<typeof sumOf>) {
  const [x, y] = [String(a).split("").reverse(), String(b).split("").reverse()];
  const columns = Math.max(x.length, y.length);
  const digits = Array.from({ length: columns }, (_, i) => {
    const [p, q] = [Number(x[i] ?? 0), Number(y[i] ?? 0)];
    if (!plus) return Math.abs(p - q);
    return i === columns - 1 ? p + q : (p + q) % 10;
  });
  return Number(digits.reverse().join(""));
}

const scope = () => ({ ...s.klass, chapterIds: [s.chapters.first] });
/** The builder's query string: the course class, its chapters, and more. */
const queryOf = (
  body: { courseId: string; classNumber: number; chapterIds: string[] } & Record<string, unknown>,
) => {
  const { courseId, classNumber, chapterIds, ...more } = body;
  const rest = Object.entries(more).map(([key, value]) => `&${key}=${encodeURIComponent(String(value))}`);
  return `?courseId=${courseId}&class=${classNumber}&chapters=${chapterIds.join(",")}${rest.join("")}`;
};
const propose = (token: string, body: Parameters<typeof queryOf>[0]) =>
  call("GET", `${API.teacherTestsPropose}${queryOf(body)}`, token);
const alternatives = (token: string, slot: { skillId: string; resourceId?: string; step: number }) =>
  call("GET", `${API.teacherTestsAlternatives}${queryOf({ ...scope(), ...slot })}`, token);
const inputOf = ({ skillId, resourceId, step, seed }: TeacherTestSlot) => ({
  skillId,
  resourceId,
  step,
  ...(seed === undefined ? {} : { seed }),
});

beforeAll(async () => {
  env = await startTestEnv();
  s = await testSchool(env);
});

afterAll(async () => {
  await env.close();
});

describe("building a test", () => {
  it("proposes questions spread across the chapters' skills, each shown with its answer", async () => {
    const res = await propose(s.tokens.teacher3A, { ...scope(), count: 15 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TeacherTestProposal;
    expect(body.slots).toHaveLength(15);
    const perSkill = (id: string) => body.slots.filter((slot) => slot.skillId === id).length;
    expect([7, 8]).toContain(perSkill(s.skills.add));
    expect([7, 8]).toContain(perSkill(s.skills.countOn));
    for (const slot of body.slots) {
      // The teacher sees the key: recomputed here from the question's words.
      expect(Number(slot.preview.rightAnswer)).toBe(sumOf(slot.preview.prompt.en).right);
      expect(slot.preview.prompt.hi).not.toBe("");
      expect(slot.seed).toBeUndefined();
    }
    // Two chapters: the second chapter's skill is asked too.
    const both = await propose(s.tokens.school, {
      ...scope(),
      chapterIds: [s.chapters.first, s.chapters.second],
      count: 9,
    });
    expect(both.statusCode, both.body).toBe(200);
    const skills = new Set((both.json() as TeacherTestProposal).slots.map((slot) => slot.skillId));
    expect(skills).toEqual(new Set([s.skills.add, s.skills.countOn, s.skills.clock]));
  });

  it("keeps a teacher to their classes and a school to its own", async () => {
    expect((await propose(s.tokens.teacher4, scope())).statusCode).toBe(404);
    // Another school's teacher of Class 3 builds in their own school, never reads this one's tests.
    expect((await propose(s.tokens.otherTeacher, scope())).statusCode).toBe(200);
    const test = await savedTest(env, s);
    for (const token of [s.tokens.teacher4, s.tokens.otherTeacher, s.tokens.otherSchool]) {
      expect((await call("GET", apiPath.teacherTest(test.id), token)).statusCode).toBe(404);
      expect((await call("GET", apiPath.teacherTestResults(test.id), token)).statusCode).toBe(404);
      expect((await call("DELETE", apiPath.teacherTest(test.id), token)).statusCode).toBe(404);
      const list = (await call("GET", API.teacherTests, token)).json() as { items: { id: string }[] };
      expect(list.items.map((item) => item.id)).not.toContain(test.id);
    }
    expect((await call("GET", apiPath.teacherTest(test.id), s.tokens.school)).statusCode).toBe(200);
    // 3 B's teacher reads 3 A's teacher's test of their class, but does not change or delete it.
    const coTeacher = await call("GET", apiPath.teacherTest(test.id), s.tokens.teacher3B);
    expect(coTeacher.statusCode).toBe(200);
    expect((coTeacher.json() as TeacherTest).editable).toBe(false);
    const change = { ...scope(), title: "Mine now", slots: test.slots };
    expect((await call("PUT", apiPath.teacherTest(test.id), s.tokens.teacher3B, change)).statusCode).toBe(
      404,
    );
    expect((await call("DELETE", apiPath.teacherTest(test.id), s.tokens.teacher3B)).statusCode).toBe(404);
    expect(
      ((await call("GET", apiPath.teacherTest(test.id), s.tokens.teacher3A)).json() as TeacherTest).editable,
    ).toBe(true);
    const mine = (await call("GET", `${API.teacherTests}?limit=50`, s.tokens.teacher3A)).json();
    expect(mine.items.map((item: { id: string }) => item.id)).toContain(test.id);
  });

  it("replaces a question only with another of its own skill", async () => {
    const proposed = (
      await propose(s.tokens.teacher3A, { ...scope(), count: 4 })
    ).json() as TeacherTestProposal;
    const add = proposed.slots.find((slot) => slot.skillId === s.skills.add) as TeacherTestSlot;
    const res = await alternatives(s.tokens.teacher3A, inputOf(add));
    expect(res.statusCode, res.body).toBe(200);
    const { slots } = res.json() as { slots: TeacherTestSlot[] };
    expect(slots.length).toBe(6);
    expect(slots.every((slot) => slot.skillId === add.skillId && slot.resourceId === add.resourceId)).toBe(
      true,
    );
    expect(new Set(slots.map((slot) => slot.step))).toEqual(new Set([0, 1, 2]));
    // A slot claiming one skill with another skill's set, or a step the set lacks: nothing to
    // offer (404), and saved it is a 400.
    const countOn = proposed.slots.find((slot) => slot.skillId === s.skills.countOn) as TeacherTestSlot;
    for (const slot of [
      { ...inputOf(add), resourceId: countOn.resourceId },
      { ...inputOf(add), step: 3 },
    ]) {
      const bad = await alternatives(s.tokens.teacher3A, slot);
      expect(bad.statusCode, bad.body).toBe(404);
      const save = await call("POST", API.teacherTests, s.tokens.teacher3A, {
        ...scope(),
        title: "Bad",
        slots: [slot],
      });
      expect(save.statusCode).toBe(400);
      expect(save.json().message).toMatch(/not one of the chosen chapters' skills/);
    }
  });

  it("saves up to 100 questions, bounds the title and time limit, and a chapter of another class is a 400", async () => {
    const proposed = (
      await propose(s.tokens.teacher3A, { ...scope(), count: 100 })
    ).json() as TeacherTestProposal;
    expect(proposed.slots).toHaveLength(100);
    const slots = proposed.slots.map(inputOf);
    const save = (body: object) =>
      call("POST", API.teacherTests, s.tokens.teacher3A, { ...scope(), title: "Long test", slots, ...body });
    const hundred = await save({ timeLimitMinutes: 40 });
    expect(hundred.statusCode, hundred.body).toBe(201);
    expect((hundred.json().test as TeacherTest).questions).toBe(100);
    expect((hundred.json().test as TeacherTest).timeLimitMinutes).toBe(40);
    const tooMany = await save({ slots: [...slots, slots[0]] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/at most 100 questions/);
    expect((await save({ slots: [] })).statusCode).toBe(400);
    expect((await save({ title: "x".repeat(121) })).statusCode).toBe(400);
    expect((await save({ title: "   " })).statusCode).toBe(400);
    expect((await save({ timeLimitMinutes: 181 })).statusCode).toBe(400);
    expect((await save({ timeLimitMinutes: 0 })).statusCode).toBe(400);
    expect((await save({ chapterIds: ["ncert-c9-ch01"] })).statusCode).toBe(400);
    expect((await save({ chapterIds: ["../../x"] })).statusCode).toBe(400);
  });

  it("fixes the numbers of every question when asked", async () => {
    const test = await savedTest(env, s, { fixAll: true });
    const read = (await call("GET", apiPath.teacherTest(test.id), s.tokens.teacher3A)).json() as TeacherTest;
    expect(read.fixed).toBe(true);
    expect(read.slots.every((slot) => typeof slot.seed === "number")).toBe(true);
  });
});

/** Assigns the test to 3 A from today; the assignment's id. */
async function assign(testId: string, token = s.tokens.teacher3A) {
  return call("POST", API.assignments, token, {
    ...s.klass,
    section: "A",
    testId,
    startsOn: dayFromToday(0),
    dueOn: dayFromToday(3),
  });
}
const sit = (testId: string, token: string) => call("POST", apiPath.practiceTeacherTest(testId), token);
type Open = Extract<TestSitting, { state: "open" }>;

describe("sitting a teacher's test", () => {
  it("is assigned to a section and sat by its children only, with fresh numbers for each unless fixed", async () => {
    const fresh = await savedTest(env, s);
    expect((await sit(fresh.id, s.pupils.asha.token)).statusCode).toBe(404);
    expect((await assign(fresh.id, s.tokens.teacher4)).statusCode).toBe(404);
    expect((await assign(fresh.id, s.tokens.otherTeacher)).statusCode).toBe(404);
    const assigned = await assign(fresh.id);
    expect(assigned.statusCode, assigned.body).toBe(201);
    expect(assigned.json().assignment.testId).toBe(fresh.id);
    expect(assigned.json().assignment.title).toBe("Adding check");
    // Meera is in 3 B: not given it.
    expect((await sit(fresh.id, s.pupils.meera.token)).statusCode).toBe(404);
    const asha = await sit(fresh.id, s.pupils.asha.token);
    expect(asha.statusCode, asha.body).toBe(201);
    expect(asha.body).not.toMatch(/"(key|hint|solution|seed|answer|accept|misconceptions?)"/);
    const ravi = (await sit(fresh.id, s.pupils.ravi.token)).json() as Open;
    const ashaOpen = asha.json() as Open;
    expect(ashaOpen.title).toBe("Adding check");
    expect(ashaOpen.items).toHaveLength(4);
    // Going back to it gives the same sitting, not a second one.
    expect(((await sit(fresh.id, s.pupils.asha.token)).json() as Open).attemptId).toBe(ashaOpen.attemptId);
    const generated = (open: Open) =>
      open.items.filter((item) => !item.text.startsWith("What is")).map((item) => item.text);
    if (generated(ashaOpen).length > 0) expect(generated(ashaOpen)).not.toEqual(generated(ravi));

    const fixed = await savedTest(env, s, { fixAll: true });
    expect((await assign(fixed.id)).statusCode).toBe(201);
    const one = (await sit(fixed.id, s.pupils.asha.token)).json() as Open;
    const two = (await sit(fixed.id, s.pupils.ravi.token)).json() as Open;
    expect(one.items.map((item) => item.text)).toEqual(two.items.map((item) => item.text));
  });

  it("grades on submit, makes the assignment done, and counts wrong answers by the misconception they reveal", async () => {
    // A generated question whose column mistake differs from its answer, fixed for everyone.
    let revealing: TeacherTestSlot | undefined;
    const first = (await propose(s.tokens.teacher3A, { ...scope(), count: 2 })).json() as TeacherTestProposal;
    const add = first.slots.find((slot) => slot.skillId === s.skills.add) ?? first.skills[0];
    for (let tries = 0; !revealing && tries < 20; tries++) {
      const res = await alternatives(s.tokens.teacher3A, {
        skillId: s.skills.add,
        resourceId: add?.resourceId,
        step: 0,
      });
      revealing = (res.json() as { slots: TeacherTestSlot[] }).slots.find((slot) => {
        const sum = sumOf(slot.preview.prompt.en);
        return columnMistake(sum) !== sum.right;
      });
    }
    if (!revealing) throw new Error("no sum with a carry or a borrow in 120 draws");
    const countOn = first.skills.find((skill) => skill.skillId === s.skills.countOn);
    const slots = [
      { ...inputOf(revealing), seed: revealing.preview.seed },
      { skillId: s.skills.countOn, resourceId: countOn?.resourceId, step: 2 },
    ];
    const saved = await call("POST", API.teacherTests, s.tokens.teacher3A, {
      ...scope(),
      title: "Carrying",
      timeLimitMinutes: 10,
      slots,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const testId = saved.json().test.id as string;
    const assignment = (await assign(testId)).json().assignment.id as string;

    const answerAll = async (token: string, wrongOn: "sum" | "none" | "words") => {
      const open = (await sit(testId, token)).json() as Open;
      expect(open.timeLimitMinutes).toBe(10);
      const answers = open.items.map((item) => {
        const sum = sumOf(item.text);
        const isSum = !item.text.startsWith("What is");
        const answer =
          wrongOn === "sum" && isSum
            ? columnMistake(sum)
            : wrongOn === "words" && !isSum
              ? sum.right + 7
              : sum.right;
        return { itemId: item.id, answer: String(answer) };
      });
      const res = await call("POST", apiPath.practiceTestSubmit(open.attemptId), token, { answers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as TestResult;
    };
    const due = async (token: string) =>
      ((await call("GET", API.assignmentsDue, token)).json() as DueAssignments).items.find(
        (item) => item.id === assignment,
      );
    expect((await due(s.pupils.asha.token))?.state).toBe("notStarted");
    expect((await due(s.pupils.asha.token))?.testId).toBe(testId);
    const asha = await answerAll(s.pupils.asha.token, "sum");
    expect(asha.score).toEqual({ right: 1, total: 2 });
    expect(asha.title).toBe("Carrying");
    expect((await due(s.pupils.asha.token))?.state).toBe("done");
    await answerAll(s.pupils.ravi.token, "words");

    const res = await call("GET", apiPath.teacherTestResults(testId), s.tokens.teacher3A);
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json() as TeacherTestResults;
    expect(results.sittings).toBe(2);
    const [sumRow, wordsRow] = results.items;
    expect(sumRow).toMatchObject({ place: 0, asked: 2, answered: 2, right: 1, wrong: 1, unexplained: 0 });
    const plus = sumOf(revealing.preview.prompt.en).plus;
    expect(sumRow?.misconceptions).toEqual([
      {
        text: plus
          ? {
              en: "Did not carry: wrote only the ones digit of a column that made 10 or more",
              hi: "हासिल नहीं लिया: जिस स्तंभ का योग 10 या अधिक था, उसका केवल इकाई का अंक लिखा",
            }
          : {
              en: "Took the smaller digit from the bigger in each column instead of borrowing",
              hi: "उधार लेने की जगह हर स्तंभ में बड़े अंक में से छोटा अंक घटा दिया",
            },
        count: 1,
      },
    ]);
    // A wrong answer no rule foresaw is counted, unnamed.
    expect(wordsRow).toMatchObject({ place: 1, answered: 2, right: 1, wrong: 1, unexplained: 1 });
    expect(wordsRow?.misconceptions).toEqual([]);
    // Paged by question.
    const paged = (
      await call("GET", `${apiPath.teacherTestResults(testId)}?limit=25&page=2`, s.tokens.school)
    ).json() as TeacherTestResults;
    expect(paged).toMatchObject({ total: 2, items: [] });

    // Sat: its questions stay, its title may change; it cannot be deleted.
    const put = (body: object) =>
      call("PUT", apiPath.teacherTest(testId), s.tokens.teacher3A, {
        ...scope(),
        title: "Carrying again",
        slots,
        ...body,
      });
    expect((await put({})).statusCode).toBe(200);
    const reordered = await put({ slots: [slots[1], slots[0]] });
    expect(reordered.statusCode).toBe(409);
    expect((await call("DELETE", apiPath.teacherTest(testId), s.tokens.teacher3A)).statusCode).toBe(409);
  });

  it("edits and deletes a test nobody has sat; an assigned one stays", async () => {
    const test = await savedTest(env, s);
    const [a, b, ...rest] = test.slots.map(({ skillId, resourceId, step }) => ({
      skillId,
      resourceId,
      step,
    }));
    const reordered = [b, a, ...rest];
    const put = await call("PUT", apiPath.teacherTest(test.id), s.tokens.teacher3A, {
      ...scope(),
      title: "Reordered",
      slots: reordered,
    });
    expect(put.statusCode, put.body).toBe(200);
    const read = put.json().test as TeacherTest;
    expect(read.slots.map(({ skillId, step }) => [skillId, step])).toEqual(
      reordered.map((slot) => [slot?.skillId, slot?.step]),
    );
    expect((await call("DELETE", apiPath.teacherTest(test.id), s.tokens.school)).statusCode).toBe(200);
    expect((await call("GET", apiPath.teacherTest(test.id), s.tokens.school)).statusCode).toBe(404);
    const assigned = await savedTest(env, s);
    expect((await assign(assigned.id)).statusCode).toBe(201);
    const refused = await call("DELETE", apiPath.teacherTest(assigned.id), s.tokens.teacher3A);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/withdraw the assignment/);
  });
});
