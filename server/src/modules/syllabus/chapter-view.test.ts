import { API, apiPath, type ClassSyllabus, type MySyllabus } from "@ganit/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { practiceLevels } from "../../db/schema.ts";
import { createTestSchool, login } from "../../test/factories.ts";
import { useTestEnv } from "../../test/session.ts";
import { newTeacher, pupilWithToken } from "../course-access/test-helpers.ts";
import { newLearner } from "../purchases/test-helpers.ts";
import { FIXTURE_CHAPTERS, fixtureCourseBought } from "./test-fixture.ts";

/**
 * The chapter view over HTTP, on the fixture syllabus (Class 3): a pupil's own book with their
 * levels and this week's chapter; the school's and its class teacher's class summary; and 404 for
 * another school's class and for a teacher of another class.
 */
const env = useTestEnv();
let courseId: string;
const tokens: Record<string, string> = {};
let pupilId: string;
let resourceOf: (chapterId: string, skillId: string) => string;

const get = (url: string, token: string | undefined) =>
  env.app.inject({ url, headers: { authorization: token ?? "" } });

beforeAll(async () => {
  const bought = await fixtureCourseBought(env.db);
  courseId = bought.courseId;
  const { school } = bought;
  const other = await createTestSchool(env.db);
  const pupil = await pupilWithToken(env.app, env.db, school.school.id, "Chapter Pupil", {
    rollNumber: "3A-01",
    classNumber: 3,
    section: "A",
    fathername: "Pupil Father",
  });
  pupilId = pupil.studentId;
  const classTeacher = await newTeacher(env.db, school.school.id, "Class Teacher");
  const otherTeacher = await newTeacher(env.db, school.school.id, "Other Class Teacher");
  const learner = await newLearner(env.db, "Chapter Learner", 3);
  Object.assign(tokens, {
    school: await login(env.app, school.username),
    otherSchool: await login(env.app, other.username),
    pupil: pupil.token,
    classTeacher: await login(env.app, classTeacher.username),
    otherTeacher: await login(env.app, otherTeacher.username),
    learner: await login(env.app, learner.username),
  });
  const put = async (url: string, payload: object) => {
    const res = await env.app.inject({
      method: "PUT",
      url,
      headers: { authorization: tokens.school },
      payload,
    });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };
  await put(apiPath.addToCourse(pupilId, courseId), { classNumber: 3 });
  await put(apiPath.teacherClasses(classTeacher.user.id), {
    classes: [{ courseId, classNumber: 3, section: "A" }],
  });

  const mine = (await get(API.syllabusMine, tokens.pupil)).json() as MySyllabus;
  resourceOf = (chapterId, skillId) =>
    mine.chapters.find((c) => c.id === chapterId)?.skills.find((s) => s.id === skillId)?.resourceId ?? "";
  // The pupil is Proficient in adding and needs help with the clock, practised later.
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  await env.db.insert(practiceLevels).values([
    {
      studentId: pupilId,
      resourceId: resourceOf(FIXTURE_CHAPTERS.first, "fx-c3-add-2-digit"),
      courseId,
      classNumber: 3,
      level: "proficient",
      attempts: 2,
      lastActivityAt: at(60),
      proficientAt: at(60),
    },
    {
      studentId: pupilId,
      resourceId: resourceOf(FIXTURE_CHAPTERS.second, "fx-c3-clock"),
      courseId,
      classNumber: 3,
      level: "attempted",
      attempts: 1,
      wrongInARow: 3,
      needsHelpSince: at(5),
      lastActivityAt: at(5),
    },
  ]);
});

describe("the child's chapter view", () => {
  it("shows the class's book in order, each chapter's skills with the child's level, and this week's chapter", async () => {
    const res = await get(API.syllabusMine, tokens.pupil);
    expect(res.statusCode).toBe(200);
    const view = res.json() as MySyllabus;
    expect(view).toMatchObject({ classNumber: 3, courseId, open: true, book: { id: "ncert-c3" } });
    expect(view.chapters.map((c) => c.number)).toEqual(view.chapters.map((_, i) => i + 1));
    const [first, second, third] = view.chapters;
    expect(first?.lessonPageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.skills.map((s) => [s.id, s.level])).toEqual([
      ["fx-c3-add-2-digit", "proficient"],
      ["fx-c3-count-on", "notStarted"],
    ]);
    expect(first?.skills[0]?.name).toEqual({ en: "Add two 2-digit numbers", hi: "दो अंकों की दो संख्याएँ जोड़ो" });
    expect(second?.skills.map((s) => [s.id, s.level])).toEqual([["fx-c3-clock", "attempted"]]);
    expect(third?.skills).toEqual([]);
    // The clock was practised last.
    expect(view.thisWeekChapterId).toBe(FIXTURE_CHAPTERS.second);
  });

  it("shows a learner their class's book too, closed until the class is theirs", async () => {
    const view = (await get(API.syllabusMine, tokens.learner)).json() as MySyllabus;
    expect(view).toMatchObject({ classNumber: 3, open: false, thisWeekChapterId: null });
    expect(view.chapters[0]?.skills.every((s) => s.level === "notStarted")).toBe(true);
  });

  it("is the students' own: staff are refused", async () => {
    expect((await get(API.syllabusMine, tokens.school)).statusCode).toBe(403);
  });
});

describe("the class's chapter view", () => {
  it("gives the school and the class's teacher each skill's summary: proficient, needs help, not started", async () => {
    for (const who of ["school", "classTeacher"]) {
      const res = await get(`${API.syllabusClass}?class=3`, tokens[who]);
      expect(res.statusCode, who).toBe(200);
      const view = res.json() as ClassSyllabus;
      expect(view.students, who).toBe(1);
      const [first, second] = view.chapters;
      expect(first?.skills.map((s) => [s.id, s.proficient, s.needsHelp, s.notStarted])).toEqual([
        ["fx-c3-add-2-digit", 1, 0, 0],
        ["fx-c3-count-on", 0, 0, 1],
      ]);
      expect(second?.skills.map((s) => [s.id, s.proficient, s.needsHelp, s.notStarted])).toEqual([
        ["fx-c3-clock", 0, 1, 0],
      ]);
    }
  });

  it("answers 404 for another school's class, a teacher of another class, and a class the school has not got", async () => {
    expect((await get(`${API.syllabusClass}?class=3`, tokens.otherSchool)).statusCode).toBe(404);
    expect((await get(`${API.syllabusClass}?class=3`, tokens.otherTeacher)).statusCode).toBe(404);
    expect((await get(`${API.syllabusClass}?class=4`, tokens.school)).statusCode).toBe(404);
    const bad = await get(`${API.syllabusClass}?class=11`, tokens.school);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty("message");
    expect((await get(`${API.syllabusClass}?class=3`, tokens.pupil)).statusCode).toBe(403);
  });
});
