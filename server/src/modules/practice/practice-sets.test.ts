import { randomUUID } from "node:crypto";
import { practiceSetInputSchema } from "@ganit/contracts/practice";
import { correctAnswer, type StudentItem } from "@ganit/contracts/practice/index";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../db/schema.ts";
import { createTestSchool, signedInAs } from "../../test/factories.ts";
import { useTestEnv } from "../../test/session.ts";
import { enableClass, enrol, makeLessonCourse, pupilWithToken } from "../course-access/test-helpers.ts";
import { putSets } from "./index.ts";
import { EVERY_KIND, practiceCalls } from "./test-practice.ts";

/** The admin's sets (TeX rendered when saved) and a student's attempts and answers, through HTTP. */
const env = useTestEnv();
let api: ReturnType<typeof practiceCalls>;
let course: Awaited<ReturnType<typeof makeLessonCourse>>;
let admin = "";
let asha: Awaited<ReturnType<typeof pupilWithToken>>;
let stranger: Awaited<ReturnType<typeof pupilWithToken>>;
let worksheet = "";
let quiz = "";
let onHold = "";

beforeAll(async () => {
  api = practiceCalls(env);
  course = await makeLessonCourse(env.db, [5, 7]);
  const school = await createTestSchool(env.db);
  const other = await createTestSchool(env.db);
  await enableClass(env.db, { schoolId: school.school.id, courseId: course.id, classNumber: 5 });
  await enableClass(env.db, {
    schoolId: school.school.id,
    courseId: course.id,
    classNumber: 7,
    status: "hold",
  });
  asha = await pupilWithToken(env.app, env.db, school.school.id, "Asha Pupil");
  stranger = await pupilWithToken(env.app, env.db, other.school.id, "Other Pupil");
  await enrol(env.db, asha.studentId, { schoolId: school.school.id, courseId: course.id, classNumber: 5 });
  await enrol(env.db, asha.studentId, { schoolId: school.school.id, courseId: course.id, classNumber: 7 });
  admin = (await signedInAs(env.app, env.db, "admin")).token;
  worksheet = course.resource(5, "Counting", "worksheet");
  quiz = course.resource(5, "Shapes", "quiz");
  onHold = course.resource(7, "Counting", "worksheet");
});

describe("the admin's exercise set", () => {
  it("saves a set with every kind, renders its TeX (Devanagari inside) to HTML, and reads it back with its answers", async () => {
    const saved = await api.putSet(admin, worksheet, EVERY_KIND);
    expect(saved.statusCode, saved.body).toBe(200);
    const set = (await api.getSet(admin, worksheet)).json();
    expect(set).toMatchObject({
      resourceId: worksheet,
      courseId: course.id,
      classNumber: 5,
      mode: "practice",
    });
    expect(set.items).toHaveLength(7);
    const pick = set.items.find((item: { id: string }) => item.id === "pick");
    expect(pick.answer).toBe(0);
    expect(pick.html.prompt).toContain('class="katex"');
    expect(pick.html.prompt).toContain("आधा");
    expect(set.items[0].html.prompt).not.toContain("$");
    expect(set.sizeBytes).toBeGreaterThan(0);
  });

  it("refuses TeX it cannot read, a set on a video, a student, and keeps nothing half-written", async () => {
    const bad = await api.putSet(admin, worksheet, {
      mode: "quiz",
      items: [{ kind: "numeric", prompt: "$\\frac{1$", answer: "1" }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().key).toMatch(/^practiceTexInvalid/);
    expect((await api.getSet(admin, worksheet)).json().mode).toBe("practice");
    const video = await api.putSet(admin, course.resource(5, "Counting", "video"), EVERY_KIND);
    expect(video.statusCode).toBe(400);
    expect((await api.putSet(asha.token, worksheet, EVERY_KIND)).statusCode).toBe(403);
    expect((await api.getSet(admin, randomUUID())).statusCode).toBe(404);
    const empty = await api.putSet(admin, worksheet, { mode: "practice", items: [] });
    expect(empty.statusCode).toBe(400);
  });
});

describe("many sets at once (the syllabus loader, the demo)", () => {
  it("stores each as one set would be stored, with its audit event, or none when one cannot be stored", async () => {
    const own = await makeLessonCourse(env.db, [3]);
    const [second, third] = [own.resource(3, "Counting", "worksheet"), own.resource(3, "Shapes", "quiz")];
    const actor = { id: randomUUID(), role: "admin" as const, schoolId: null };
    const input = practiceSetInputSchema.parse(EVERY_KIND);
    const refused = putSets(
      env.db,
      [
        { resourceId: second, input },
        { resourceId: own.resource(3, "Counting", "video"), input },
      ],
      actor,
      {},
    );
    await expect(refused).rejects.toMatchObject({ statusCode: 400 });
    expect((await api.getSet(admin, second)).statusCode).toBe(404);
    const twice = [
      { resourceId: second, input },
      { resourceId: second, input },
    ];
    await expect(putSets(env.db, twice, actor, {})).rejects.toThrow(/given twice/);
    expect((await api.getSet(admin, second)).statusCode).toBe(404);

    await putSets(
      env.db,
      [
        { resourceId: second, input },
        { resourceId: third, input: { ...input, mode: "quiz" } },
      ],
      actor,
      {},
    );
    const [one, two] = [(await api.getSet(admin, second)).json(), (await api.getSet(admin, third)).json()];
    expect(one).toMatchObject({ resourceId: second, courseId: own.id, classNumber: 3, mode: "practice" });
    expect(two).toMatchObject({ resourceId: third, courseId: own.id, classNumber: 3, mode: "quiz" });
    expect(one.items.find((item: { id: string }) => item.id === "pick").html.prompt).toContain(
      'class="katex"',
    );
    const events = await env.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "practice.saved"), inArray(auditEvents.targetId, [second, third])));
    expect(events).toHaveLength(2);
  });
});

describe("removing a set", () => {
  it("removes it (the resource opens its url again) and answers 404 when there is none", async () => {
    const pdfLike = course.resource(7, "Shapes", "quiz");
    expect((await api.putSet(admin, pdfLike, EVERY_KIND)).statusCode).toBe(200);
    const removed = await api.call(admin, "DELETE", `/api/practice/${pdfLike}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().key).toBe("practiceRemoved");
    expect((await api.getSet(admin, pdfLike)).statusCode).toBe(404);
    expect((await api.call(admin, "DELETE", `/api/practice/${pdfLike}`)).statusCode).toBe(404);
    expect((await api.call(asha.token, "DELETE", `/api/practice/${pdfLike}`)).statusCode).toBe(403);
  });
});

describe("a student's attempt", () => {
  it("gives a practice set's keys to the phone and grades every kind on the server", async () => {
    const started = await api.start(asha.token, worksheet);
    expect(started.statusCode, started.body).toBe(201);
    const attempt = started.json();
    expect(attempt.items).toHaveLength(9);
    expect(attempt.generators).toHaveLength(1);
    expect(attempt.level).toBe("notStarted");
    for (const item of attempt.items as StudentItem[]) {
      expect(item.key, item.id).toBeDefined();
      const right = await api.answer(
        asha.token,
        attempt.attemptId,
        item.id,
        correctAnswer(item.key as never, item.seed ?? 0),
      );
      expect(right.statusCode, right.body).toBe(200);
      expect(right.json().correct, item.id).toBe(true);
    }
    const last = await api.start(asha.token, worksheet);
    expect(last.json().level).toBe("proficient");
  });

  it("gives the hint after the first wrong answer and the solution after the second", async () => {
    const { attemptId } = (await api.start(asha.token, worksheet)).json();
    const first = (await api.answer(asha.token, attemptId, "times", "252")).json();
    expect(first).toMatchObject({ correct: false, hint: expect.stringContaining("Add the digits") });
    expect(first.solution).toBeUndefined();
    const second = (await api.answer(asha.token, attemptId, "times", "252")).json();
    expect(second.solution).toContain("katex");
    const equivalentRefused = (await api.answer(asha.token, attemptId, "times", "253.00")).json();
    expect(equivalentRefused.correct).toBe(false);
    expect((await api.answer(asha.token, attemptId, "times", "२५३")).json().correct).toBe(true);
  });

  it("counts the same clientAnswerId once", async () => {
    const { attemptId } = (await api.start(asha.token, worksheet)).json();
    const id = randomUUID();
    const first = (await api.answer(asha.token, attemptId, "pick", 1, id)).json();
    const again = (await api.answer(asha.token, attemptId, "pick", 1, id)).json();
    expect(first).toMatchObject({ correct: false, duplicate: false, hint: expect.any(String) });
    expect(again).toMatchObject({ correct: false, duplicate: true });
    // Had the repeat counted, this would be the second wrong try and bring the solution.
    const next = (await api.answer(asha.token, attemptId, "pick", 1)).json();
    expect(next.solution).toBeDefined();
    const bad = await api.answer(asha.token, attemptId, "pick", "zero");
    expect(bad.statusCode).toBe(400);
    // A NUL or half a surrogate pair is a 400, never a database error.
    const nul = await api.answer(asha.token, attemptId, "times", "25\u0000");
    expect(nul.statusCode, nul.body).toBe(400);
    expect((await api.answer(asha.token, attemptId, "half", ["\ud800"])).statusCode).toBe(400);
  });

  it("sends a quiz's answers in no JSON a student receives, except each question's own after its second miss", async () => {
    expect((await api.putSet(admin, quiz, { ...EVERY_KIND, mode: "quiz" })).statusCode).toBe(200);
    const started = await api.start(asha.token, quiz);
    expect(started.statusCode).toBe(201);
    const bodies = [started.body];
    const { attemptId, items } = started.json();
    const wrong: Record<string, unknown> = {
      numeric: "9",
      blanks: ["9"],
      single: 1,
      multiple: [1],
      matching: [0, 1],
      ordering: [0, 1, 2],
      fraction: { numerator: 2, denominator: 8 },
    };
    for (const item of items as StudentItem[]) {
      expect(item.key).toBeUndefined();
      expect(item.seed).toBeUndefined();
      for (let i = 0; i < 2; i++) {
        const res = await api.answer(asha.token, attemptId, item.id, wrong[item.kind]);
        expect(res.statusCode, res.body).toBe(200);
        const { rightAnswer, ...rest } = res.json();
        // The first miss gets the hint and another go; the second shows what was right, and only that.
        if (i === 0) expect(rightAnswer).toBeUndefined();
        else expect(rightAnswer).toBeDefined();
        bodies.push(JSON.stringify(rest));
      }
    }
    const json = bodies.join("\n");
    expect(json).not.toMatch(/"g\d+-\d+"/);
    for (const secret of [
      '"answer"',
      '"accept"',
      '"key"',
      '"seed"',
      '"equivalents"',
      "wrongAnswers",
      "misconception",
      '"253"',
      "Added the denominators",
    ]) {
      expect(json, secret).not.toContain(secret);
    }
    // A question not issued in a quiz attempt is refused, even a generator's.
    expect((await api.answer(asha.token, attemptId, "g0-12345", "1")).statusCode).toBe(404);
  });

  it("answers 404 to another school's pupil, a class on hold, and someone else's attempt", async () => {
    expect((await api.start(stranger.token, worksheet)).statusCode).toBe(404);
    await api.putSet(admin, onHold, EVERY_KIND);
    expect((await api.start(asha.token, onHold)).statusCode).toBe(404);
    const { attemptId } = (await api.start(asha.token, worksheet)).json();
    expect((await api.answer(stranger.token, attemptId, "times", "253")).statusCode).toBe(404);
  });
});
