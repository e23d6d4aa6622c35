import { API, type DirectoryStudent, type StudentDirectoryPage } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { schools } from "../../db/schema.ts";
import { createTestSchool, createTestUser, unique } from "../../test/factories.ts";
import { enableClass, enrol, makeLessonCourse } from "../course-access/test-helpers.ts";
import { insertStudent } from "../students/service.ts";
import { useOperatorList } from "./test-operator-list.ts";

const {
  env,
  admin,
  school: ownSchool,
  asSuperadmin,
  send,
  page,
} = useOperatorList<StudentDirectoryPage>(API.studentDirectory);
const names = (list: { items: DirectoryStudent[] }) => list.items.map((s) => s.name);
/**
 * A unique name without digits (each digit becomes a letter that is not a hex digit): the searches
 * below find a phone by its digits, so no name, roll number or e-mail of these pupils may hold a run
 * of digits by chance (the run-wide counter in unique() reaches 111 well within a run).
 */
const uniqueLetters = (prefix: string) =>
  unique(prefix).replace(/\d/g, (digit) => "ghijklmnop"[Number(digit)] ?? "");

async function pupil(schoolId: string | null, name: string, classNumber: number, phone = "9000000000") {
  const account = await createTestUser(env.db, {
    role: schoolId ? "student" : "studentb2c",
    name,
    phone,
    email: `${uniqueLetters("pupil")}@example.test`,
  });
  const row = await insertStudent(env.db, account.user.id, {
    schoolId,
    rollNumber: schoolId ? uniqueLetters("R") : null,
    classNumber,
    fathername: `Father of ${name}`,
    dob: "2014-06-05",
  });
  return { ...account, id: row.id, rollNumber: row.rollNumber };
}

describe("GET /api/superadmin/students", () => {
  const m = uniqueLetters("sdq");
  const ids: Record<string, string> = {};
  let courseA = "";
  let courseB = "";
  let kerala = "";
  let rollOfMeera = "";
  beforeAll(async () => {
    courseA = (await makeLessonCourse(env.db, [5, 6], `${m} Algebra`)).id;
    courseB = (await makeLessonCourse(env.db, [5], `${m} Geometry`)).id;
    const one = await createTestSchool(env.db);
    const two = await createTestSchool(env.db);
    kerala = one.school.id;
    await env.db.update(schools).set({ state: "Kerala", city: "Kochi" }).where(eq(schools.id, kerala));
    await env.db.update(schools).set({ state: "Bihar", city: "Patna" }).where(eq(schools.id, two.school.id));
    await enableClass(env.db, { schoolId: kerala, courseId: courseA, classNumber: 5 });
    await enableClass(env.db, { schoolId: kerala, courseId: courseB, classNumber: 5, status: "hold" });
    await enableClass(env.db, { schoolId: two.school.id, courseId: courseA, classNumber: 5 });

    const aarav = await pupil(kerala, `${m} Aarav`, 5, "9811111111");
    await enrol(env.db, aarav.id, { schoolId: kerala, courseId: courseA, classNumber: 5 });
    ids.aarav = aarav.id;
    ids.bina = (await pupil(kerala, `${m} Bina`, 6)).id;
    const chetan = await pupil(kerala, `${m} Chetan`, 5);
    await enrol(env.db, chetan.id, { schoolId: kerala, courseId: courseB, classNumber: 5 });
    ids.chetan = chetan.id;
    const meera = await pupil(two.school.id, `${m} Meera`, 5);
    await enrol(env.db, meera.id, { schoolId: two.school.id, courseId: courseA, classNumber: 5 });
    rollOfMeera = meera.rollNumber ?? "";
    ids.meera = meera.id;
    ids.neel = (await pupil(two.school.id, `${m} Neel`, 7)).id;
    ids.learner = (await pupil(null, `${m} Learner`, 5)).id;
  });

  it("without parameters answers the spec's {students}: the schools' pupils with the §3 row", async () => {
    const res = await asSuperadmin("GET", API.studentDirectory);
    expect(res.statusCode, res.body).toBe(200);
    const { students } = res.json<{ students: DirectoryStudent[] }>();
    const mine = students.filter((s) => s.name.startsWith(m));
    expect(mine.map((s) => s.name)).toEqual(
      ["Aarav", "Bina", "Chetan", "Meera", "Neel"].map((n) => `${m} ${n}`),
    );
    const aarav = mine[0];
    expect(aarav).toMatchObject({
      studentId: ids.aarav,
      fatherName: `Father of ${m} Aarav`,
      dob: "2014-06-05",
      class: 5,
      phone: "9811111111",
      school: { _id: kerala, city: "Kochi", state: "Kerala", pincode: "411001", name: "Test School" },
      coursesEnrolled: [{ courseName: `${m} Algebra`, classNumber: 5, accessGranted: true }],
    });
    expect(aarav?.email).toMatch(/@example\.test$/);
    // A class on hold is listed without access.
    expect(mine[2]?.coursesEnrolled).toEqual([
      { courseName: `${m} Geometry`, classNumber: 5, accessGranted: false },
    ]);
    expect(JSON.stringify(students)).not.toMatch(/password|hash|userId/i);
  });

  it("lists individual learners only when asked, with no school", async () => {
    const learners = await page("school=individual");
    expect(names(learners)).toContain(`${m} Learner`);
    expect(learners.items.every((s) => s.school === null)).toBe(true);
    expect((await page(`search=${m}`)).items.some((s) => s.studentId === ids.learner)).toBe(false);
  });

  it("filters by school, class, state, course and enrolment, with counts of the filtered rows", async () => {
    const byClass = await page(`search=${m}&class=5`);
    expect(names(byClass)).toEqual([`${m} Aarav`, `${m} Chetan`, `${m} Meera`]);
    expect(byClass.total).toBe(3);
    const bySchool = await page(`school=${kerala}`);
    expect(bySchool.total).toBe(3);
    expect(bySchool.items.map((s) => s.studentId).sort()).toEqual([ids.aarav, ids.bina, ids.chetan].sort());
    const byState = await page("state=Bihar");
    expect(names(byState)).toEqual([`${m} Meera`, `${m} Neel`]);
    expect((await page("state=bihar")).total).toBe(2);
    const byCourse = await page(`course=${courseA}`);
    expect(byCourse.total).toBe(2);
    expect(names(byCourse)).toEqual([`${m} Aarav`, `${m} Meera`]);
    const notEnrolled = await page("enrolled=no");
    expect(names(notEnrolled)).toEqual([`${m} Bina`, `${m} Neel`]);
    expect((await page("enrolled=yes")).total).toBe(3);
    // Two filters together: the superadmin's search across schools.
    const two = await page(`state=Kerala&class=5&course=${courseA}`);
    expect(two.items.map((s) => s.studentId)).toEqual([ids.aarav]);
    expect(two.total).toBe(1);
    expect((await page("state=Goa")).total).toBe(0);
  });

  it("searches name, roll number, e-mail and phone", async () => {
    expect(names(await page(`search=${encodeURIComponent(`${m} bina`)}`))).toEqual([`${m} Bina`]);
    expect(names(await page(`search=${rollOfMeera}`))).toEqual([`${m} Meera`]);
    expect(names(await page("search=9811111111"))).toEqual([`${m} Aarav`]);
    const [aarav] = (await page(`search=${m}%20Aarav`)).items;
    expect(names(await page(`search=${encodeURIComponent(aarav?.email.toUpperCase() ?? "")}`))).toEqual([
      `${m} Aarav`,
    ]);
    expect((await page("search=%25")).total).toBe(0);
    const searchedInSchool = await page(`search=${m}&school=${kerala}&class=6`);
    expect(searchedInSchool.total).toBe(1);
  });

  it("finds three characters or more anywhere; one or two from the start of a name, roll, e-mail or phone", async () => {
    const ids_ = (list: StudentDirectoryPage) => list.items.map((s) => s.studentId);
    // "eer" is inside "Meera": found anywhere; "ee" only starts what it finds.
    expect(ids_(await page("search=eer"))).toContain(ids.meera);
    const twoLetters = await page("search=ee");
    expect(ids_(twoLetters)).not.toContain(ids.meera);
    expect(ids_(twoLetters)).not.toContain(ids.neel);
    // The same two letters at the start of the name find every pupil named so.
    const start = await page(`search=${m.slice(0, 2).toUpperCase()}`);
    expect(ids_(start)).toEqual(
      expect.arrayContaining([ids.aarav, ids.bina, ids.chetan, ids.meera, ids.neel]),
    );
    // A phone's first digits, and the middle of a phone from three digits.
    expect(names(await page("search=98")).filter((n) => n.startsWith(m))).toEqual([`${m} Aarav`]);
    expect(names(await page("search=111")).filter((n) => n.startsWith(m))).toEqual([`${m} Aarav`]);
    expect(names(await page("search=11")).filter((n) => n.startsWith(m))).toEqual([]);
    // The count is of the same rows.
    const anywhere = await page(`search=${encodeURIComponent(m.slice(1))}`);
    expect(anywhere.total).toBe(5);
  });

  it("pages (25/50/75/100, default 25) and sorts by class on the server", async () => {
    const byClass = await page(`search=${m}&sort=class&order=desc`);
    expect(byClass.items.map((s) => s.class)).toEqual([7, 6, 5, 5, 5]);
    expect(byClass.limit).toBe(25);
    for (let i = 0; i < 26; i++) await pupil(kerala, `${m} Z${String(i).padStart(2, "0")}`, 9);
    const p1 = await page(`school=${kerala}&class=9`);
    const p2 = await page(`school=${kerala}&class=9&page=2`);
    expect([p1.total, p1.items.length, p2.items.length]).toEqual([26, 25, 1]);
    expect(p2.items[0]?.name).toBe(`${m} Z25`);
    expect((await page(`school=${kerala}&class=9&limit=50`)).items).toHaveLength(26);
  });

  it("refuses bad filters with 400, never a 500", async () => {
    await page.refuses(["limit=10", "school=nope", "class=11", "course=x", "enrolled=maybe", "sort=email"]);
  });

  it("refuses an admin, a school and a visitor", async () => {
    expect((await send("GET", API.studentDirectory, admin.token)).statusCode).toBe(403);
    expect((await send("GET", API.studentDirectory, ownSchool.token)).statusCode).toBe(403);
    expect((await env.app.inject({ method: "GET", url: API.studentDirectory })).statusCode).toBe(401);
  });
});
