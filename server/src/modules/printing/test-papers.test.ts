import { randomUUID } from "node:crypto";
import { apiPath, type MySyllabus } from "@ganit/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { practiceAttempts, practiceTests } from "../../db/schema.ts";
import { createTestSchool, login } from "../../test/factories.ts";
import { useTestEnv } from "../../test/session.ts";
import { enrol, pupilWithToken, schoolWithClasses } from "../course-access/test-helpers.ts";
import { loadSyllabus } from "../syllabus/index.ts";
import { FIXTURE_CHAPTERS, fixtureSyllabus } from "../syllabus/test-fixture.ts";
import { pagesOf } from "./test-pdf.ts";

/**
 * Test papers as staff print them, on the fixture syllabus (Class 3's first chapter: an adding
 * generator and fifteen hand-written sums): the cover line, fifteen numbered questions, the key on
 * pages of its own with every sum worked out again here from the question's words, Hindi in
 * Devanagari, fresh numbers per print unless a slot fixes its seed, and 404 for whoever does not
 * teach the class.
 */
const env = useTestEnv();
let courseId = "";
let schoolName = "";
let schoolId = "";
let resourceOf: (skillId: string) => string;
const tokens = { school: "", teacher: "", otherClassTeacher: "", otherSchool: "", pupil: "" };
const chapter = FIXTURE_CHAPTERS.first;

beforeAll(async () => {
  courseId = (await loadSyllabus(env.db, { data: fixtureSyllabus() })).courseId ?? "";
  const school = await schoolWithClasses(env, courseId, [3]);
  const other = await createTestSchool(env.db);
  schoolName = school.user.name;
  schoolId = school.schoolId;
  tokens.school = await login(env.app, school.username);
  tokens.teacher = await school.teacher([3]);
  tokens.otherClassTeacher = await school.teacher([4]);
  tokens.otherSchool = await login(env.app, other.username);
  const pupil = await pupilWithToken(env.app, env.db, school.school.id, "Paper Pupil", {
    rollNumber: "3A-01",
    classNumber: 3,
    section: "A",
    fathername: "A Father",
  });
  await enrol(env.db, pupil.studentId, { schoolId: school.school.id, courseId, classNumber: 3 });
  tokens.pupil = pupil.token;
  const mine = (
    await env.app.inject({ url: "/api/syllabus/mine", headers: { authorization: tokens.pupil } })
  ).json() as MySyllabus;
  resourceOf = (skillId) =>
    mine.chapters.find((c) => c.id === chapter)?.skills.find((s) => s.id === skillId)?.resourceId ?? "";
});

const get = (token: string, url: string) => env.app.inject({ url, headers: { authorization: token } });

/** Each sum the paper asks ("12. 66 − 10 = ?", "3. What is 2 + 3?"), by its number, worked out here. */
function sumsAsked(questions: string): Map<number, number> {
  const sums = new Map<number, number>();
  for (const [, n, a, sign, b] of questions.matchAll(/(\d+)\.\s+(?:What is )?(\d+) ([+−]) (\d+)/g))
    sums.set(Number(n), sign === "+" ? Number(a) + Number(b) : Number(a) - Number(b));
  for (const [, n, a, b] of questions.matchAll(/(\d+)\.\s+(\d+) \+ (\d+) कितना है/g))
    sums.set(Number(n), Number(a) + Number(b));
  return sums;
}

describe("a chapter's test paper", () => {
  it("has the cover line, fifteen numbered questions and the worked key on its own page", async () => {
    const res = await get(tokens.teacher, apiPath.chapterTestPaper(chapter));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="Test-Chapter-1-.*-en\.pdf"$/);
    expect(res.rawPayload.toString("latin1")).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const pages = pagesOf(res.rawPayload);
    const keyAt = pages.findIndex((page) => page.includes("Answer key"));
    expect(keyAt).toBeGreaterThan(0);
    const questions = pages.slice(0, keyAt).join("\n");
    const key = pages.slice(keyAt).join("\n");
    expect(questions).toContain(schoolName);
    expect(questions).toMatch(/Test paper · Chapter 1: /);
    expect(questions).toContain("Class 3 · Mathematics");
    expect(questions).toMatch(/Time: 30 minutes\s+Marks: 15/);
    expect(questions).toMatch(/Name: _+\s+Roll no\.: _+/);
    const sums = sumsAsked(questions);
    expect([...sums.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    for (const [n, value] of sums)
      expect(key, `question ${n}`).toMatch(new RegExp(`(^|\\n)\\s*${n}\\.\\s+${value}\\b`));
  });

  it("draws fresh numbers for each print and saves no sitting", async () => {
    const before = await env.db.$count(practiceAttempts);
    const tests = await env.db.$count(practiceTests);
    const first = pagesOf((await get(tokens.school, apiPath.chapterTestPaper(chapter))).rawPayload)[0];
    const second = pagesOf((await get(tokens.school, apiPath.chapterTestPaper(chapter))).rawPayload)[0];
    expect(second).not.toBe(first);
    expect(await env.db.$count(practiceAttempts)).toBe(before);
    expect(await env.db.$count(practiceTests)).toBe(tests);
  });

  it("in Hindi: the cover, the questions and the key in Devanagari, in the font (no empty boxes)", async () => {
    const res = await get(tokens.teacher, apiPath.chapterTestPaper(chapter, "hi"));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString("latin1")).toMatch(/NotoSansDevanagari/);
    const pages = pagesOf(res.rawPayload);
    const text = pages.join("\n");
    expect(text).toContain("परीक्षा पत्र · अध्याय 1");
    expect(text).toContain("कक्षा 3");
    // pdftotext gives a short i (ि) in the order it is drawn, before its consonant: "मिनट" reads "िमनट".
    expect(text).toMatch(/समय: 30 \S+\s+अंक: 15/);
    expect(text).toContain("अनुक्रमांक");
    // The key's heading ("उत्तर कुंजी": pdftotext splits the vowel sign of कुं) on the last page, in Hindi.
    expect(pages.at(-1)).toMatch(/^\s*उत्तर क/);
    expect(text).not.toContain("Answer key");
    expect(text).not.toContain("\ufffd");
  });

  it("is 404 for a teacher of another class, another school, a pupil's role and an unknown chapter", async () => {
    expect((await get(tokens.otherClassTeacher, apiPath.chapterTestPaper(chapter))).statusCode).toBe(404);
    expect((await get(tokens.otherSchool, apiPath.chapterTestPaper(chapter))).statusCode).toBe(404);
    expect((await get(tokens.pupil, apiPath.chapterTestPaper(chapter))).statusCode).toBe(403);
    expect((await get(tokens.school, apiPath.chapterTestPaper("ncert-c3-ch99"))).statusCode).toBe(404);
    expect((await get(tokens.school, apiPath.chapterTestPaper("Bad Id!"))).statusCode).toBe(400);
  });
});

describe("a stored test's paper", () => {
  let fixed = "";
  beforeAll(async () => {
    fixed = randomUUID();
    const add = resourceOf("fx-c3-add-2-digit");
    await env.db.insert(practiceTests).values({
      id: fixed,
      kind: "chapter",
      chapterId: FIXTURE_CHAPTERS.second,
      courseId,
      classNumber: 3,
      slots: [
        { skillId: "fx-c3-add-2-digit", resourceId: add, step: 0, seed: 1234 },
        { skillId: "fx-c3-add-2-digit", resourceId: add, step: 2, seed: 99 },
        { skillId: "fx-c3-add-2-digit", resourceId: add, step: 1 },
      ],
    });
  });

  it("prints its slots in order; a fixed seed gives the same question every print", async () => {
    const read = async () => {
      const res = await get(tokens.teacher, apiPath.testPaper(fixed));
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      return pagesOf(res.rawPayload);
    };
    const [a, b] = [await read(), await read()];
    const line = (pages: string[], n: number) =>
      new RegExp(`${n}\\.\\s+(\\d+ [+−] \\d+ = \\?)`).exec(pages[0] ?? "")?.[1];
    expect(line(a, 1)).toBeTruthy();
    expect(line(a, 1)).toBe(line(b, 1));
    expect(line(a, 2)).toBe(line(b, 2));
    expect(a[0]).toMatch(/Time: 6 minutes\s+Marks: 3/);
    expect(a[0]).not.toMatch(/\b4\.\s/);
    const sums = sumsAsked(a.slice(0, -1).join("\n"));
    expect(sums.size).toBe(3);
    for (const [n, value] of sums)
      expect(a.at(-1), `question ${n}`).toMatch(new RegExp(`${n}\\.\\s+${value}\\b`));
  });

  it("a teacher's test is named on its cover by its own title, in English and in Hindi", async () => {
    const own = randomUUID();
    await env.db.insert(practiceTests).values({
      id: own,
      kind: "teacher",
      schoolId,
      chapterIds: [FIXTURE_CHAPTERS.first],
      title: "Friday check",
      courseId,
      classNumber: 3,
      slots: [
        { skillId: "fx-c3-add-2-digit", resourceId: resourceOf("fx-c3-add-2-digit"), step: 0, seed: 7 },
      ],
    });
    for (const [language, words] of [
      ["en", "Test paper · Friday check"],
      ["hi", "परीक्षा पत्र · Friday check"],
    ] as const) {
      const res = await get(tokens.teacher, apiPath.testPaper(own, language));
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers["content-disposition"]).toContain(`Test-Friday-check-${language}.pdf`);
      expect((pagesOf(res.rawPayload)[0] ?? "").replace(/\s+/g, " ")).toContain(words);
    }
  });

  it("is 404 for a teacher of another class, another school and an unknown test", async () => {
    expect((await get(tokens.school, apiPath.testPaper(fixed))).statusCode).toBe(200);
    expect((await get(tokens.otherClassTeacher, apiPath.testPaper(fixed))).statusCode).toBe(404);
    expect((await get(tokens.otherSchool, apiPath.testPaper(fixed))).statusCode).toBe(404);
    expect((await get(tokens.school, apiPath.testPaper(randomUUID()))).statusCode).toBe(404);
  });
});
