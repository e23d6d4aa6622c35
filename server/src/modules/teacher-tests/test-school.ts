import { API, type TeacherTestSave } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { students } from "../../db/schema.ts";
import { createTestSchool, login } from "../../test/factories.ts";
import type { TestEnv } from "../../test/harness.ts";
import { setUpAnswered } from "../../test/set-up.ts";
import { enableClass, enrol, pupilWithToken, teacherWithToken } from "../course-access/test-helpers.ts";
import { loadSyllabus } from "../syllabus/index.ts";
import { FIXTURE_CHAPTERS, FIXTURE_SKILLS, fixtureSyllabus } from "../syllabus/test-fixture.ts";

/**
 * A school with the fixture syllabus's Class 3 (first chapter: an adding generator and fifteen
 * hand-written sums; second: a clock generator): pupils Asha and Ravi in 3 A, Meera in 3 B; a
 * teacher of 3 A, a teacher of 3 B, a teacher of Class 4 only, the school office; another school with Class 3 and its
 * teacher.
 */
export async function testSchool(env: TestEnv) {
  const report = await loadSyllabus(env.db, { data: fixtureSyllabus() });
  const courseId = report.courseId ?? "";
  const a = await createTestSchool(env.db);
  const b = await createTestSchool(env.db);
  for (const schoolId of [a.school.id, b.school.id])
    await enableClass(env.db, { schoolId, courseId, classNumber: 3 });
  const pupil = async (name: string, section: string) => {
    const who = await pupilWithToken(env.app, env.db, a.school.id, name);
    await env.db.update(students).set({ classNumber: 3, section }).where(eq(students.id, who.studentId));
    await enrol(env.db, who.studentId, { schoolId: a.school.id, courseId, classNumber: 3 });
    return who;
  };
  const asha = await pupil("Asha Verma", "A");
  const ravi = await pupil("Ravi Kumar", "A");
  const meera = await pupil("Meera Shah", "B");
  const klass = { courseId, classNumber: 3 };
  const teacher3A = await teacherWithToken(env.app, env.db, a.school.id, [{ ...klass, section: "A" }]);
  const teacher3B = await teacherWithToken(env.app, env.db, a.school.id, [{ ...klass, section: "B" }]);
  const teacher4 = await teacherWithToken(env.app, env.db, a.school.id, [{ ...klass, classNumber: 4 }]);
  const otherTeacher = await teacherWithToken(env.app, env.db, b.school.id, [klass]);
  const skill = (id: string) => FIXTURE_SKILLS.find((s) => s.id === id)?.id ?? id;
  return {
    courseId,
    klass,
    chapters: FIXTURE_CHAPTERS,
    skills: {
      add: skill("fx-c3-add-2-digit"),
      countOn: skill("fx-c3-count-on"),
      clock: skill("fx-c3-clock"),
    },
    pupils: { asha, ravi, meera },
    tokens: {
      teacher3A: teacher3A.token,
      teacher3B: teacher3B.token,
      teacher4: teacher4.token,
      otherTeacher: otherTeacher.token,
      school: await login(env.app, a.username),
      otherSchool: await login(env.app, b.username),
    },
  };
}
export type TestSchool = Awaited<ReturnType<typeof testSchool>>;

/** Proposes a test from the first chapter and saves it as it was proposed. */
export async function savedTest(env: TestEnv, s: TestSchool, extra: Partial<TeacherTestSave> = {}) {
  const scope = { ...s.klass, chapterIds: [s.chapters.first] };
  const proposed = setUpAnswered(
    "propose",
    await env.app.inject({
      url: `${API.teacherTestsPropose}?courseId=${s.courseId}&class=3&chapters=${s.chapters.first}&count=4`,
      headers: { authorization: s.tokens.teacher3A },
    }),
  );
  const slots = (proposed.json().slots as { skillId: string; resourceId: string; step: number }[]).map(
    ({ skillId, resourceId, step }) => ({ skillId, resourceId, step }),
  );
  const res = setUpAnswered(
    "save",
    await env.app.inject({
      method: "POST",
      url: API.teacherTests,
      headers: { authorization: s.tokens.teacher3A },
      payload: { ...scope, title: "Adding check", slots, ...extra },
    }),
    201,
  );
  return res.json().test as { id: string; slots: { skillId: string; resourceId: string; step: number }[] };
}
