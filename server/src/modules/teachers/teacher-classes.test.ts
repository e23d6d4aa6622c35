import { API, apiPath, type MyClassesResponse, type StudentsPage, type Teacher } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, practiceLevels, students, teacherClasses } from "../../db/schema.ts";
import { createTestSchool, login, signedInAs, unique } from "../../test/factories.ts";
import { useTestEnv } from "../../test/session.ts";
import {
  enableClass,
  enrol,
  makeLessonCourse,
  newPupil,
  newTeacher,
  teacherWithToken,
} from "../course-access/test-helpers.ts";
import { EVERY_KIND } from "../practice/test-practice.ts";

/**
 * Sections and teachers' classes through HTTP on a real database: the office puts pupils in
 * sections and gives a teacher Class 6 B; the teacher then reads 6 B alone, and My classes counts
 * 6 B's pupils from the practice levels.
 */
const env = useTestEnv();
let course: Awaited<ReturnType<typeof makeLessonCourse>>;
let schoolId: string;
let officeToken: string;
let teacher: { userId: string; token: string };
const pupils: Record<string, string> = {};

const call = (method: "GET" | "PUT" | "POST", url: string, token: string, payload?: unknown) =>
  env.app.inject({
    method,
    url,
    headers: { authorization: token },
    ...(payload ? { payload: payload as object } : {}),
  });

beforeAll(async () => {
  course = await makeLessonCourse(env.db, [6]);
  const school = await createTestSchool(env.db);
  schoolId = school.school.id;
  officeToken = await login(env.app, school.username);
  await enableClass(env.db, { schoolId, courseId: course.id, classNumber: 6 });
  // 6 A: Asha; 6 B: Bina (proficient), Chetan (needs help), Dev (not started); Esha has no section.
  for (const [name, section] of [
    ["Asha", "A"],
    ["Bina", "B"],
    ["Chetan", "B"],
    ["Dev", "B"],
    ["Esha", null],
  ] as const) {
    const { studentId } = await newPupil(env.db, schoolId, `${name} Pupil`, { classNumber: 6, section });
    pupils[name] = studentId;
    await enrol(env.db, studentId, { schoolId, courseId: course.id, classNumber: 6 });
  }
  const meera = await teacherWithToken(env.app, env.db, schoolId, [], "Meera Teacher");
  teacher = { userId: meera.user.id, token: meera.token };

  // One practice set in Class 6, and the levels the pupils have reached in it.
  const admin = (await signedInAs(env.app, env.db, "admin")).token;
  const drill = course.resource(6, "Counting", "worksheet");
  const saved = await call("PUT", `${API.practice}/${drill}`, admin, EVERY_KIND);
  expect(saved.statusCode, saved.body).toBe(200);
  const at = new Date();
  const levels = [
    { studentId: pupils.Asha, level: "proficient", attempts: 5 },
    { studentId: pupils.Bina, level: "mastered", attempts: 8 },
    { studentId: pupils.Chetan, level: "attempted", attempts: 6, needsHelpSince: at },
  ];
  for (const level of levels)
    await env.db.insert(practiceLevels).values({
      resourceId: drill,
      courseId: course.id,
      classNumber: 6,
      lastActivityAt: at,
      bestScore: 40,
      ...level,
      studentId: level.studentId ?? "",
    });
});

describe("sections", () => {
  it("the add form takes a section, normalised; the list filters by class and section in the URL", async () => {
    const added = await call("POST", API.addStudent, officeToken, {
      name: "Farid Khan",
      email: `${unique("p")}@example.in`,
      dob: "2014-02-01",
      Class: 6,
      section: "  b ",
      fathername: "Imran Khan",
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().credentials[0].section).toBe("B");
    const page = (
      await call("GET", `${API.students}?class=6&section=B&sort=name`, officeToken)
    ).json<StudentsPage>();
    expect(page.items.map((s) => s.name)).toEqual(["Bina Pupil", "Chetan Pupil", "Dev Pupil", "Farid Khan"]);
    expect(page.items.every((s) => s.section === "B")).toBe(true);
    const none = (
      await call("GET", `${API.students}?class=6&section=none`, officeToken)
    ).json<StudentsPage>();
    expect(none.items.map((s) => s.name)).toEqual(["Esha Pupil"]);
    // Without a section filter the list is as before.
    const all = (await call("GET", `${API.students}?class=6`, officeToken)).json<StudentsPage>();
    expect(all.total).toBe(6);
  });

  it("refuses a bad section with a clear 400 and writes nothing", async () => {
    for (const section of ["B!", "x".repeat(21), "<script>", "y".repeat(5000)]) {
      const res = await call("POST", API.addStudent, officeToken, {
        name: "Bad Section",
        email: `${unique("p")}@example.in`,
        dob: "2014-02-01",
        Class: 6,
        section,
        fathername: "Some Father",
      });
      expect(res.statusCode, section.slice(0, 10)).toBe(400);
      expect(res.json().key).toBe("sectionInvalid");
    }
    const filter = await call("GET", `${API.students}?section=${"z".repeat(30)}`, officeToken);
    expect(filter.statusCode).toBe(400);
  });

  it("the upload and the inline edit learn the section; an edit without one keeps it, an empty one clears it", async () => {
    const upload = await call("POST", API.addStudentsBulk, officeToken, {
      students: [
        {
          name: "Gita Rao",
          email: `${unique("p")}@example.in`,
          dob: "2014-03-01",
          Class: 6,
          section: "Rose",
          fathername: "R Rao",
          row: 2,
        },
        {
          name: "Hari Rao",
          email: `${unique("p")}@example.in`,
          dob: "2014-04-01",
          Class: 6,
          fathername: "R Rao",
          row: 3,
        },
      ],
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const [gita, hari] = upload.json().credentials;
    expect([gita.section, hari.section]).toEqual(["Rose", null]);
    const sectionOf = async (id: string) =>
      (await env.db.select({ section: students.section }).from(students).where(eq(students.id, id)))[0]
        ?.section;
    const kept = await call("PUT", apiPath.updateStudent(gita._id), officeToken, {
      name: "Gita Rao",
      class: 6,
    });
    expect(kept.json().student.section).toBe("Rose");
    const moved = await call("PUT", apiPath.updateStudent(gita._id), officeToken, {
      name: "Gita Rao",
      section: "c",
    });
    expect(moved.json().student.section).toBe("C");
    await call("PUT", apiPath.updateStudent(gita._id), officeToken, { name: "Gita Rao", section: "" });
    expect(await sectionOf(gita._id)).toBeNull();
    const sections = (await call("GET", API.studentSections, officeToken)).json();
    expect(sections.sections).toEqual([
      { classNumber: 6, section: "A", students: 1 },
      { classNumber: 6, section: "B", students: 4 },
    ]);
  });
});

describe("teachers' classes", () => {
  it("a teacher with no classes sees no course, no class and no pupil", async () => {
    const mine = await call("GET", API.myClasses, teacher.token);
    expect(mine.json()).toEqual({ classes: [] });
    const courses = await call("GET", API.teacherAccessCourses, teacher.token);
    expect(courses.json()).toEqual({ activeSchoolCourses: [] });
    const results = await call("GET", `${API.practiceResults}?courseId=${course.id}&class=6`, teacher.token);
    expect(results.statusCode).toBe(404);
  });

  it("the office gives a teacher 6 B on their row; the list shows it; an unknown class is refused whole", async () => {
    const wrong = await call("PUT", apiPath.teacherClasses(teacher.userId), officeToken, {
      classes: [
        { courseId: course.id, classNumber: 6, section: "B" },
        { courseId: course.id, classNumber: 7 },
      ],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().key).toBe("teacherClassUnknown");
    expect(await env.db.select().from(teacherClasses)).toEqual([]);
    const res = await call("PUT", apiPath.teacherClasses(teacher.userId), officeToken, {
      classes: [{ courseId: course.id, classNumber: 6, section: "b" }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = (await call("GET", API.teachers, officeToken)).json<Teacher[]>();
    expect(list.find((t) => t.userId === teacher.userId)?.classes).toEqual([
      { courseId: course.id, courseName: course.name, classNumber: 6, section: "B" },
    ]);
    const [audit] = await env.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "teacher.classes_set"));
    expect(audit?.targetId).toBe(teacher.userId);
  });

  it("My classes: 6 B with its summary line from the practice levels; 6 A's pupil answers 404", async () => {
    const mine = (await call("GET", API.myClasses, teacher.token)).json<MyClassesResponse>();
    expect(mine.classes).toEqual([
      {
        courseId: course.id,
        courseName: course.name,
        classNumber: 6,
        section: "B",
        sets: 1,
        students: 3, // Bina, Chetan and Dev: Farid (added above) is in 6 B but not enrolled in the course
        proficient: 1,
        needHelp: 1,
        notStarted: 1,
        // No work assigned to 6 B: nothing due, nobody late (docs/adr/0661).
        dueSoon: 0,
        overdue: 0,
      },
    ]);
    const results = (
      await call("GET", `${API.practiceResults}?courseId=${course.id}&class=6`, teacher.token)
    ).json();
    const names = results.students.map((s: { name: string }) => s.name);
    expect(names).toEqual(["Bina Pupil", "Chetan Pupil", "Dev Pupil"]);
    expect(JSON.stringify(results)).not.toContain(pupils.Asha);
    // One pupil by id: 6 B's answers, 6 A's is 404 as another school's would be.
    const bina = await call("GET", apiPath.student(pupils.Bina ?? ""), teacher.token);
    expect(bina.statusCode).toBe(200);
    expect(bina.json()).toMatchObject({ name: "Bina Pupil", class: 6, section: "B" });
    const asha = await call("GET", apiPath.student(pupils.Asha ?? ""), teacher.token);
    expect(asha.statusCode).toBe(404);
    expect(asha.json().key).toBe("notFound");
  });

  it("gives several teachers the same classes at once, keeping what each had", async () => {
    const second = await newTeacher(env.db, schoolId, "Second Teacher");
    const res = await call("POST", API.teacherClassesBulk, officeToken, {
      userIds: [teacher.userId, second.user.id],
      classes: [{ courseId: course.id, classNumber: 6, section: "A" }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = (await call("GET", API.teachers, officeToken)).json<Teacher[]>();
    expect(list.find((t) => t.userId === teacher.userId)?.classes.map((c) => c.section)).toEqual(["A", "B"]);
    expect(list.find((t) => t.userId === second.user.id)?.classes.map((c) => c.section)).toEqual(["A"]);
    // Another school's teacher id in the batch: 404, and nothing is added.
    const stranger = await createTestSchool(env.db);
    const theirs = await newTeacher(env.db, stranger.school.id);
    const refused = await call("POST", API.teacherClassesBulk, officeToken, {
      userIds: [second.user.id, theirs.user.id],
      classes: [{ courseId: course.id, classNumber: 6, section: "B" }],
    });
    expect(refused.statusCode).toBe(404);
    const rows = await env.db.select().from(teacherClasses);
    expect(rows.filter((r) => r.section === "B")).toHaveLength(1);
  });
});
