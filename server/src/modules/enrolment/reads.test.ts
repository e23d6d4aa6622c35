import {
  API,
  apiPath,
  type CourseCandidateIds,
  type CourseCandidatesPage,
  type CourseStats,
  type EnrolledStudentsPage,
  type SchoolStudentCoursesResponse,
} from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { purchasedClasses } from "../../db/schema.ts";
import { useTestEnv } from "../../test/session.ts";
import { insertPurchase, makeCourse } from "../purchases/test-helpers.ts";
import { enableClass, insertPupils, schoolWithSeats } from "./test-helpers.ts";

const env = useTestEnv();
let s: Awaited<ReturnType<typeof schoolWithSeats>>;
let classFive: string[];
let classSix: string[];

/**
 * One school with class 5 (10 seats, bought and verified, then 2 more bought), class 6 (unlimited,
 * on hold) and class 7 (blocked) of one course; 12 pupils of class 5 and 3 of class 6.
 */
beforeAll(async () => {
  s = await schoolWithSeats(env.app, env.db, { seats: 10 });
  const classSixId = await enableClass(env.db, s.schoolId, s.course.id, 6, { seats: null, status: "active" });
  await enableClass(env.db, s.schoolId, s.course.id, 7, { seats: 3, status: "blocked" });
  await insertPurchase(env.db, {
    buyer: { schoolId: s.schoolId },
    kind: "students",
    status: "verified",
    createdBy: s.school.user.id,
    lines: [{ courseId: s.course.id, classNumber: 5, seats: 2, renewal: true }],
    classStatus: null,
  });
  classFive = await insertPupils(env.db, s.schoolId, 12, 5);
  classSix = await insertPupils(env.db, s.schoolId, 3, 6);
  const enrol = (studentIds: string[], classNumber: number) =>
    env.app.inject({
      method: "PUT",
      url: apiPath.bulkAddToCourse(s.course.id),
      headers: { authorization: s.token },
      payload: { studentIds, classNumber },
    });
  expect((await enrol(classFive.slice(0, 8), 5)).statusCode).toBe(200);
  expect((await enrol([...classSix, classFive[0] ?? ""], 6)).statusCode).toBe(200);
  // Class 6 goes on hold after its students were enrolled (a hold class takes no new ones).
  await env.db.update(purchasedClasses).set({ status: "hold" }).where(eq(purchasedClasses.id, classSixId));
});

const get = (url: string) => env.app.inject({ url, headers: { authorization: s.token } });

describe("course stats", () => {
  it("answers each class's seats; an unlimited class makes the capacity unlimited", async () => {
    const res = await get(apiPath.courseStats(s.course.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CourseStats>()).toEqual({
      totals: { currentStudents: 12, studentLimit: null },
      classDetails: [
        { classNumber: 5, currentStudents: 8, studentLimit: 10, remainingSeats: 2, status: "active" },
        { classNumber: 6, currentStudents: 4, studentLimit: null, remainingSeats: null, status: "hold" },
        { classNumber: 7, currentStudents: 0, studentLimit: 3, remainingSeats: 3, status: "blocked" },
      ],
      courseName: s.course.name,
      totalPurchases: 2,
    });
  });
});

describe("enrolled students", () => {
  it("the spec's whole list: one row per student, with their classes of the course", async () => {
    const res = await get(apiPath.studentsEnrolled(s.course.id));
    expect(res.statusCode, res.body).toBe(200);
    const { students } = res.json<{ students: EnrolledStudentsPage["items"] }>();
    expect(students).toHaveLength(11);
    const both = students.find((row) => row.studentId === classFive[0]);
    expect(both).toMatchObject({
      class: 5,
      enrollmentStatus: true,
      courseEnrollments: [
        { classNumber: 5, accessGranted: true },
        { classNumber: 6, accessGranted: false },
      ],
    });
    expect(Object.keys(both ?? {}).sort()).toEqual(
      [
        "class",
        "courseEnrollments",
        "email",
        "enrollmentStatus",
        "name",
        "phone",
        "rollNumber",
        "studentId",
      ].sort(),
    );
  });

  it("a page, filtered by class: the hold class shows Inactive", async () => {
    const res = await get(
      `${apiPath.studentsEnrolled(s.course.id)}?classNumber=6&limit=25&sort=class&order=desc`,
    );
    const page = res.json<EnrolledStudentsPage>();
    expect(page).toMatchObject({ total: 4, page: 1, limit: 25 });
    expect(page.items.map((row) => row.class)).toEqual([6, 6, 6, 5]);
    expect(page.items.every((row) => row.enrollmentStatus === false)).toBe(true);
    expect(page.items.every((row) => row.courseEnrollments.length === 1)).toBe(true);
    expect((await get(`${apiPath.studentsEnrolled(s.course.id)}?limit=10`)).statusCode).toBe(400);
  });
});

describe("the enrolment screen's students", () => {
  it("every student, paged, with `enrolled` for the target class", async () => {
    const res = await get(`${apiPath.courseCandidates(s.course.id)}?classNumber=5&limit=10`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<CourseCandidatesPage>();
    expect(page).toMatchObject({ total: 15, page: 1, limit: 10 });
    expect(page.items).toHaveLength(10);
    const second = await get(`${apiPath.courseCandidates(s.course.id)}?classNumber=5&limit=10&page=2`);
    const all = [...page.items, ...second.json<CourseCandidatesPage>().items];
    expect(
      all
        .filter((row) => row.enrolled)
        .map((row) => row._id)
        .sort(),
    ).toEqual(classFive.slice(0, 8).sort());
    const enrolled = all.find((row) => row.enrolled);
    expect(enrolled).toMatchObject({ accessGranted: true, enrollmentDate: expect.any(String) });
    expect(all.find((row) => !row.enrolled)).toMatchObject({ accessGranted: null, enrollmentDate: null });
  });

  it("filters by the students' class, and answers every matching id for Select All Filtered", async () => {
    const page = (
      await get(`${apiPath.courseCandidates(s.course.id)}?classNumber=6&studentClass=6`)
    ).json<CourseCandidatesPage>();
    expect(page.items.map((row) => [row.class, row.enrolled, row.accessGranted])).toEqual([
      [6, true, false],
      [6, true, false],
      [6, true, false],
    ]);
    const ids = (
      await get(`${apiPath.courseCandidates(s.course.id)}?classNumber=5&studentClass=5&idsOnly=1`)
    ).json<CourseCandidateIds>();
    expect(ids.total).toBe(12);
    expect([...ids.ids].sort()).toEqual([...classFive].sort());
  });

  it("needs a target class the school has", async () => {
    const none = await get(apiPath.courseCandidates(s.course.id));
    expect(none.statusCode).toBe(400);
    expect(none.json().key).toBe("selectClassFirst");
    expect((await get(`${apiPath.courseCandidates(s.course.id)}?classNumber=9`)).statusCode).toBe(404);
  });
});

describe("the school's student courses", () => {
  it("lists the classes that take enrolments, with their seats and the catalogue's classes", async () => {
    const other = await schoolWithSeats(env.app, env.db, { seats: 3 });
    const res = await get(API.schoolStudentCourses);
    expect(res.statusCode, res.body).toBe(200);
    const { activeStudentCourses } = res.json<SchoolStudentCoursesResponse>();
    expect(activeStudentCourses).toHaveLength(1);
    expect(activeStudentCourses[0]?.courseId).toMatchObject({ _id: s.course.id, name: s.course.name });
    expect(activeStudentCourses[0]?.courseId.classLevels.map((c) => c.classNumber)).toEqual([5, 6, 7]);
    expect(activeStudentCourses[0]?.classDetails).toEqual([
      { classNumber: 5, currentStudents: 8, studentLimit: 10, status: "active", kind: "students" },
      { classNumber: 6, currentStudents: 4, studentLimit: null, status: "hold", kind: "students" },
    ]);
    expect(res.body).not.toContain(other.course.id);
  });

  it("lists a school-wide purchase too: its classes without seats ('N/A'), content open while active", async () => {
    const school = await schoolWithSeats(env.app, env.db, { seats: 4 });
    const puzzles = await makeCourse(env.db, [
      { classNumber: 4, pricePerStudent: 10, pricePerSchool: 100 },
      { classNumber: 5, pricePerStudent: 10, pricePerSchool: 100 },
    ]);
    // Bought for the school and verified (the purchase writes the row active), and class 5 under review.
    await insertPurchase(env.db, {
      buyer: { schoolId: school.schoolId },
      kind: "school",
      status: "verified",
      createdBy: school.school.user.id,
      lines: [{ courseId: puzzles.id, classNumber: 4, seats: null }],
      classStatus: "active",
    });
    await enableClass(env.db, school.schoolId, puzzles.id, 5, {
      seats: null,
      status: "hold",
      kind: "school",
    });
    // The same class of the student course bought for the school as well: listed once per kind.
    await enableClass(env.db, school.schoolId, school.course.id, 5, {
      seats: null,
      status: "active",
      kind: "school",
    });
    const res = await env.app.inject({
      url: API.schoolStudentCourses,
      headers: { authorization: school.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { activeStudentCourses } = res.json<SchoolStudentCoursesResponse>();
    const byId = new Map(activeStudentCourses.map((course) => [course.courseId._id, course]));
    expect(byId.get(puzzles.id)?.classDetails).toEqual([
      { classNumber: 4, currentStudents: 0, studentLimit: null, status: "active", kind: "school" },
      { classNumber: 5, currentStudents: 0, studentLimit: null, status: "hold", kind: "school" },
    ]);
    expect(byId.get(school.course.id)?.classDetails).toEqual([
      { classNumber: 5, currentStudents: 0, studentLimit: 4, status: "active", kind: "students" },
      { classNumber: 5, currentStudents: 0, studentLimit: null, status: "active", kind: "school" },
    ]);
    // What the card offers opens: the school's content viewer takes the school-wide class.
    const content = await env.app.inject({
      url: `${apiPath.schoolAccessCourse(puzzles.id)}?class=4`,
      headers: { authorization: school.token },
    });
    expect(content.statusCode, content.body).toBe(200);
  });
});
