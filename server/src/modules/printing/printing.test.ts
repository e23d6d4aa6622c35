import { apiPath, WORKSHEET_QUESTIONS } from "@ganit/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestSchool, login, signedInAs } from "../../test/factories.ts";
import { useTestEnv } from "../../test/session.ts";
import { enableClass, makeLessonCourse, schoolWithClasses } from "../course-access/test-helpers.ts";
import { practiceCalls, WHICH_IS_HALF } from "../practice/test-practice.ts";
import { pagesOf } from "./test-pdf.ts";

/**
 * Worksheets as a teacher prints them: the PDF's text read back with poppler's pdftotext (Debian's
 * poppler-utils, which .ci/run installs), so a sheet is checked by what is on the paper: its title,
 * its twenty questions, the answer key on its own page, and Hindi as Hindi, never empty boxes.
 */
const env = useTestEnv();
let course: Awaited<ReturnType<typeof makeLessonCourse>>;
let set = "";
let clocks = "";
let lesson = "";
let tangents = "";
let shapes = "";
let plots = "";
const tokens = { school: "", teacher: "", otherClassTeacher: "", otherSchool: "" };

const ADD = {
  id: "add",
  kind: "numeric",
  prompt: "$345 + 278$ = ?",
  answer: "623",
  hint: "Add the ones first",
  hi: { prompt: "$345 + 278$ = ? जोड़ो" },
};
const PICK = { ...WHICH_IS_HALF, hi: { prompt: "आधा कौन-सा है?", options: ["1/2", "2/1"] } };

beforeAll(async () => {
  course = await makeLessonCourse(env.db, [4, 5]);
  const school = await schoolWithClasses(env, course.id, [4, 5]);
  const other = await createTestSchool(env.db);
  tokens.school = await login(env.app, school.username);
  tokens.teacher = await school.teacher([5]);
  tokens.otherClassTeacher = await school.teacher([4]);
  tokens.otherSchool = await login(env.app, other.username);
  const admin = (await signedInAs(env.app, env.db, "admin")).token;
  /** Saves a practice set on the resource (the save must succeed); answers the resource. */
  const withSet = async (resourceId: string, practiceSet: unknown) => {
    const saved = await practiceCalls(env).putSet(admin, resourceId, practiceSet);
    expect(saved.statusCode, saved.body).toBe(200);
    return resourceId;
  };
  /** A set of three questions of one generator, in this range. */
  const generated = (generator: string, min: number, max: number) => ({
    mode: "practice",
    generators: [{ generator, min, max, count: 3 }],
  });
  set = await withSet(course.resource(5, "Counting", "worksheet"), {
    mode: "practice",
    items: [ADD, PICK],
    generators: [{ generator: "addSubtract", min: 10, max: 99, count: 3 }],
  });
  lesson = course.resource(5, "Shapes", "quiz");
  clocks = await withSet(course.resource(4, "Counting", "worksheet"), generated("clock", 1, 3));
  tangents = await withSet(course.resource(4, "Shapes", "quiz"), generated("circleTangents", 1, 1));
  // A second course of the school's, whose quiz holds rhombuses and parallelograms.
  const shapesCourse = await makeLessonCourse(env.db, [4]);
  await enableClass(env.db, { schoolId: school.schoolId, courseId: shapesCourse.id, classNumber: 4 });
  shapes = await withSet(shapesCourse.resource(4, "Shapes", "quiz"), generated("quadrilaterals", 3, 3));
  plots = await withSet(shapesCourse.resource(4, "Counting", "worksheet"), generated("plotPoint", 1, 2));
});

const print = (token: string, resourceId: string, lang: "en" | "hi" = "en") =>
  env.app.inject({ url: apiPath.worksheet(resourceId, lang), headers: { authorization: token } });

describe("a practice set's worksheet", () => {
  it("is an A4 PDF with the set's title, twenty numbered questions and the key on a page of its own", async () => {
    const res = await print(tokens.teacher, set);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="Counting-en\.pdf"$/);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const pages = pagesOf(pdf);
    const key = pages.at(-1) ?? "";
    const questions = pages.slice(0, -1).join("\n");
    expect(questions).toContain("Counting");
    expect(questions).toContain("Class 5");
    expect(questions).toContain("345 + 278 = ?");
    expect(questions).toContain("(a) 1/2");
    for (let n = 1; n <= WORKSHEET_QUESTIONS; n++)
      expect(questions, `question ${n}`).toMatch(new RegExp(`\\b${n}\\.`));
    expect(questions).not.toContain("Answer key");
    expect(key).toContain("Answer key");
    expect(key).toMatch(/1\.\s+623/);
    expect(key).toMatch(/2\.\s+\(a\) 1\/2/);
  });

  it("asks fresh generated questions, and the key holds each one's sum worked out again here", async () => {
    const pages = pagesOf((await print(tokens.school, set)).rawPayload);
    const questions = pages.slice(0, -1).join("\n");
    const key = pages.at(-1) ?? "";
    // The generator's questions read "a + b = ?" or "a − b = ?"; each key line is checked by this test's arithmetic.
    const asked = [...questions.matchAll(/(\d+)\.\s+(\d+) ([+−]) (\d+) = \?/g)].filter(
      ([, n]) => Number(n) > 2,
    );
    expect(asked.length).toBeGreaterThanOrEqual(10);
    for (const [, n, a, sign, b] of asked) {
      const value = sign === "+" ? Number(a) + Number(b) : Number(a) - Number(b);
      expect(key, `question ${n}`).toMatch(new RegExp(`\\b${n}\\.\\s+${value}\\b`));
    }
    const again = pagesOf((await print(tokens.school, set)).rawPayload)
      .slice(0, -1)
      .join("\n");
    expect(again).not.toBe(questions);
  });

  it("paints each question's figure on the paper: every clock's face with its twelve numerals", async () => {
    const res = await print(tokens.school, clocks);
    expect(res.statusCode).toBe(200);
    const pages = pagesOf(res.rawPayload);
    const questions = pages.slice(0, -1).join("\n");
    const asked = questions.match(/What time does the clock show\?|How long|clock/g) ?? [];
    expect(asked.length).toBeGreaterThanOrEqual(WORKSHEET_QUESTIONS);
    // A face's numerals are painted as text: as many 12s and 6s as there are clocks on the sheet.
    expect((questions.match(/\b12\b/g) ?? []).length).toBeGreaterThanOrEqual(WORKSHEET_QUESTIONS);
    expect((questions.match(/\b6\b/g) ?? []).length).toBeGreaterThanOrEqual(WORKSHEET_QUESTIONS);
    // The figure is painted, so its description is not printed in its place.
    expect(questions).not.toContain("Picture:");
  });

  it("paints a circle drawn to scale: its points named and its lengths written, the one asked marked ?", async () => {
    const res = await print(tokens.school, tangents);
    expect(res.statusCode).toBe(200);
    const questions = pagesOf(res.rawPayload).slice(0, -1).join("\n");
    const asked = (questions.replace(/\s+/g, " ").match(/Find the length of the tangent/g) ?? []).length;
    expect(asked).toBeGreaterThanOrEqual(WORKSHEET_QUESTIONS);
    // Each question's words say "cm" three times; its drawing adds two lengths and a "?".
    expect((questions.match(/\bcm\b/g) ?? []).length).toBeGreaterThanOrEqual(5 * asked);
    expect((questions.match(/\?/g) ?? []).length).toBeGreaterThanOrEqual(asked);
    expect(questions).not.toContain("Picture:");
  });

  it("paints a rhombus with its corners named, its diagonals' lengths written and the side asked marked ?", async () => {
    const res = await print(tokens.school, shapes);
    expect(res.statusCode).toBe(200);
    const questions = pagesOf(res.rawPayload).slice(0, -1).join("\n");
    // Six pairs of diagonals make six different questions: the sheet asks each once.
    const asked = (questions.replace(/\s+/g, " ").match(/The diagonals of a rhombus/g) ?? []).length;
    expect(asked).toBeGreaterThanOrEqual(5);
    // Each question's words say "cm" three times; its drawing adds the two diagonals' lengths.
    expect((questions.match(/\bcm\b/g) ?? []).length).toBeGreaterThanOrEqual(5 * asked);
    // The side asked marked "?" (the words ask in a sentence), and the centre O named on each drawing.
    expect((questions.match(/\?/g) ?? []).length).toBeGreaterThanOrEqual(asked);
    expect((questions.match(/^\s*O\s*$|\bO\b/gm) ?? []).length).toBeGreaterThanOrEqual(asked);
    expect(questions).not.toContain("Picture:");
  });

  it("gives a point to plot a blank plane of the question's range, its axes numbered, to plot it on", async () => {
    const res = await print(tokens.school, plots);
    expect(res.statusCode).toBe(200);
    const [questions = "", key = ""] = [
      pagesOf(res.rawPayload).slice(0, -1).join("\n"),
      pagesOf(res.rawPayload).at(-1),
    ];
    const asked = (questions.replace(/\s+/g, " ").match(/Plot the point/g) ?? []).length;
    expect(asked).toBeGreaterThanOrEqual(5);
    // Each plane's origin O is painted (the screen's plane is the answer's widget, which paper lacks).
    expect((questions.match(/^\s*O\s*$|\bO\b/gm) ?? []).length).toBeGreaterThanOrEqual(asked);
    expect(questions).not.toContain("Picture:");
    // The key prints the point as a child writes it.
    expect(key).toMatch(/\(−?\d+, ?−?\d+\)|\(-?\d+, ?-?\d+\)/);
  });

  it("in Hindi: the words and the questions in Devanagari, written in the font (not empty boxes)", async () => {
    const res = await print(tokens.teacher, set, "hi");
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString("latin1")).toMatch(/NotoSansDevanagari/);
    const text = pagesOf(res.rawPayload).join("\n");
    expect(text).toContain("कक्षा 5");
    expect(text).toMatch(/उत्तर/);
    expect(text).toMatch(/जोड़ो/);
    expect(text).not.toContain("\ufffd");
  });

  it("is for the school and the teachers of the set's class: another class's teacher and another school get 404", async () => {
    expect((await print(tokens.school, set)).statusCode).toBe(200);
    expect((await print(tokens.otherClassTeacher, set)).statusCode).toBe(404);
    expect((await print(tokens.otherSchool, set)).statusCode).toBe(404);
    const missing = await print(tokens.school, "6f1d2a4e-3c55-4f7e-9d55-9e1d2b3c4d5e");
    expect(missing.statusCode).toBe(404);
    // A resource without an exercise set has nothing to print.
    const empty = await print(tokens.school, lesson);
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toMatchObject({ message: "This exercise set was not found" });
    const wrongLanguage = await env.app.inject({
      url: `${apiPath.worksheet(set)}`.replace("lang=en", "lang=fr"),
      headers: { authorization: tokens.school },
    });
    expect(wrongLanguage.statusCode).toBe(400);
  });
});
