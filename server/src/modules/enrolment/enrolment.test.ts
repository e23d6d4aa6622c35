import { API, type AuditAction, apiPath, LIMITS, type Student } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enrolments, purchasedClasses } from "../../db/schema.ts";
import { auditRowsOf } from "../../test/audit.ts";
import { useTestEnv } from "../../test/session.ts";
import { makeCourse } from "../purchases/test-helpers.ts";
import { enableClass, insertPupils, schoolWithSeats } from "./test-helpers.ts";

const env = useTestEnv();

const put = (url: string, token: string, payload?: unknown) =>
  env.app.inject({
    method: "PUT",
    url,
    headers: { authorization: token },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const get = (url: string, token: string) => env.app.inject({ url, headers: { authorization: token } });

const auditOf = (action: AuditAction, targetId: string) => auditRowsOf(env.db, action, targetId);

describe("enrolling one student", () => {
  it("adds a student to a class, once, and records who did it", async () => {
    const s = await schoolWithSeats(env.app, env.db, { seats: 5 });
    const [pupil = ""] = await insertPupils(env.db, s.schoolId, 1);
    const res = await put(apiPath.addToCourse(pupil, s.course.id), s.token, { classNumber: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: "Student added to course successfully",
      key: "studentAddedToCourse",
    });
    const again = await put(apiPath.addToCourse(pupil, s.course.id), s.token, { classNumber: "5" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: "This student is already enrolled in Class 5" });
    const [event] = await auditOf("enrolment.added", pupil);
    expect(event).toMatchObject({ actorUserId: s.school.user.id, schoolId: s.schoolId });
    expect(event?.detail).toEqual({ courseId: s.course.id, classNumber: 5 });
  });

  it("never passes the seat limit: the next one is told how many seats are left", async () => {
    const s = await schoolWithSeats(env.app, env.db, { seats: 2 });
    const pupils = await insertPupils(env.db, s.schoolId, 3);
    for (const pupil of pupils.slice(0, 2)) {
      expect(
        (await put(apiPath.addToCourse(pupil, s.course.id), s.token, { classNumber: 5 })).statusCode,
      ).toBe(200);
    }
    const full = await put(apiPath.addToCourse(pupils[2] ?? "", s.course.id), s.token, { classNumber: 5 });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      message: "Only 0 seats left in Class 5",
      key: "seatsLeft?remaining=0&classNumber=5",
    });
  });

  it("a student may hold two classes of a course; an unlimited class takes anyone", async () => {
    const s = await schoolWithSeats(env.app, env.db, { seats: 5 });
    await enableClass(env.db, s.schoolId, s.course.id, 6, { seats: null, status: "active" });
    const [pupil = ""] = await insertPupils(env.db, s.schoolId, 1);
    for (const classNumber of [5, 6]) {
      const res = await put(apiPath.addToCourse(pupil, s.course.id), s.token, { classNumber });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it("a class on hold (under review) refuses enrolments with the reason; a blocked class takes none", async () => {
    const s = await schoolWithSeats(env.app, env.db, { seats: 5, classStatus: "hold" });
    await enableClass(env.db, s.schoolId, s.course.id, 6, { seats: 5, status: "blocked" });
    const pupils = await insertPupils(env.db, s.schoolId, 2);
    const [pupil = ""] = pupils;
    const onHold = await put(apiPath.addToCourse(pupil, s.course.id), s.token, { classNumber: 5 });
    expect(onHold.statusCode).toBe(409);
    expect(onHold.json()).toEqual({
      message:
        "Class 5 is under review: students can be enrolled once the payment is verified and the class is active",
      key: "classOnHold?classNumber=5",
    });
    const bulk = await put(apiPath.bulkAddToCourse(s.course.id), s.token, {
      studentIds: pupils,
      classNumber: 5,
    });
    expect(bulk.statusCode).toBe(409);
    expect(bulk.json().key).toBe("classOnHold?classNumber=5");
    const blocked = await put(apiPath.addToCourse(pupil, s.course.id), s.token, { classNumber: 6 });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe("Class 6 is blocked: students cannot be enrolled in it");
    expect(await env.db.select().from(enrolments).where(eq(enrolments.courseId, s.course.id))).toEqual([]);
    expect(await auditOf("enrolment.added", pupil)).toEqual([]);
  });

  it("students enrolled before a hold keep their seats without access", async () => {
    const s = await schoolWithSeats(env.app, env.db, { seats: 5 });
    const [pupil = ""] = await insertPupils(env.db, s.schoolId, 1);
    expect((await put(apiPath.addToCourse(pupil, s.course.id), s.token, { classNumber: 5 })).statusCode).toBe(
      200,
    );
    await env.db
      .update(purchasedClasses)
      .set({ status: "hold" })
      .where(eq(purchasedClasses.courseId, s.course.id));
    const list = await get(API.students, s.token);
    const student = list.json<Student[]>().find((row) => row._id === pupil);
    expect(student?.coursesEnrolled).toEqual([
      {
        courseId: s.course.id,
        courseName: s.course.name,
        enrolledClass: 5,
        accessGranted: false,
        enrollmentDate: expect.any(String),
      },
    ]);
    const enrolled = await get(apiPath.studentsEnrolled(s.course.id), s.token);
    expect(enrolled.json().students).toEqual([
      expect.objectContaining({
        studentId: pupil,
        enrollmentStatus: false,
        courseEnrollments: [{ classNumber: 5, accessGranted: false, enrollmentDate: expect.any(String) }],
      }),
    ]);
  });

  it("another school's student, a course not bought, a class not bought: 404", async () => {
    const a = await schoolWithSeats(env.app, env.db, { seats: 5 });
    const b = await schoolWithSeats(env.app, env.db, { seats: 5 });
    const [aPupil = ""] = await insertPupils(env.db, a.schoolId, 1);
    const [bPupil = ""] = await insertPupils(env.db, b.schoolId, 1);
    const other = await makeCourse(env.db, [{ classNumber: 5, pricePerStudent: 1, pricePerSchool: 1 }]);
    // The school's own access to a course (kind school) gives no seats.
    await enableClass(env.db, a.schoolId, other.id, 5, { seats: null, status: "active", kind: "school" });
    const cases = [
      put(apiPath.addToCourse(bPupil, a.course.id), a.token, { classNumber: 5 }),
      put(apiPath.addToCourse(aPupil, b.course.id), a.token, { classNumber: 5 }),
      put(apiPath.addToCourse(aPupil, other.id), a.token, { classNumber: 5 }),
      put(apiPath.removeFromCourse(bPupil, b.course.id), a.token),
      put(apiPath.bulkAddToCourse(a.course.id), a.token, { studentIds: [aPupil, bPupil], classNumber: 5 }),
      put(apiPath.bulkRemoveFromCourse(b.course.id), a.token, { studentIds: [aPupil], classNumber: 5 }),
      get(apiPath.courseStats(b.course.id), a.token),
      get(apiPath.studentsEnrolled(other.id), a.token),
      get(`${apiPath.courseCandidates(b.course.id)}?classNumber=5`, a.token),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().key).toBe("notFound");
    }
    const classSeven = await put(apiPath.addToCourse(aPupil, a.course.id), a.token, { classNumber: 7 });
    expect(classSeven.statusCode).toBe(404);
    expect(classSeven.json().message).toBe("Class 7 of this course has not been bought by your school");
    // Nothing was written by the refused bulk call.
    expect(await env.db.select().from(enrolments).where(eq(enrolments.studentId, aPupil))).toEqual([]);
  });
});

describe("removing one student", () => {
  it("removes a class, or with an empty body every class of the course", async () => {
    const s = await schoolWithSeats(env.app, env.db, { seats: 5 });
    await enableClass(env.db, s.schoolId, s.course.id, 6, { seats: 5, status: "active" });
    const [pupil = ""] = await insertPupils(env.db, s.schoolId, 1);
    for (const classNumber of [5, 6])
      await put(apiPath.addToCourse(pupil, s.course.id), s.token, { classNumber });

    const one = await put(apiPath.removeFromCourse(pupil, s.course.id), s.token, { classNumber: 5 });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().message).toBe("Student removed from course successfully");
    const again = await put(apiPath.removeFromCourse(pupil, s.course.id), s.token, { classNumber: 5 });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("This student is not enrolled in Class 5");

    // The enrolled-students screen sends no body at all.
    const all = await put(apiPath.removeFromCourse(pupil, s.course.id), s.token);
    expect(all.statusCode, all.body).toBe(200);
    const none = await put(apiPath.removeFromCourse(pupil, s.course.id), s.token, {});
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("This student is not enrolled in this course");
    const events = await auditOf("enrolment.removed", pupil);
    expect(events.map((e) => e.detail)).toEqual(
      expect.arrayContaining([
        { courseId: s.course.id, classNumbers: [5] },
        { courseId: s.course.id, classNumbers: [6] },
      ]),
    );
  });
});

describe("bulk enrolment", () => {
  it("enrols everyone or no one: 'Only 3 seats left in Class 5'", async () => {
    const s = await schoolWithSeats(env.app, env.db, { seats: 5 });
    const pupils = await insertPupils(env.db, s.schoolId, 6);
    const first = await put(apiPath.bulkAddToCourse(s.course.id), s.token, {
      studentIds: pupils.slice(0, 2),
      classNumber: 5,
    });
    expect(first.json()).toMatchObject({ message: "Successfully enrolled 2 students", totalEnrolled: 2 });
    const short = await put(apiPath.bulkAddToCourse(s.course.id), s.token, {
      studentIds: pupils.slice(2),
      classNumber: 5,
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe("Only 3 seats left in Class 5");
    const stats = await get(apiPath.courseStats(s.course.id), s.token);
    expect(stats.json().classDetails[0]).toMatchObject({ currentStudents: 2, remainingSeats: 3 });
  });

  it("skips students already in the class, counts each id once, and audits the batch", async () => {
    const s = await schoolWithSeats(env.app, env.db, { seats: 4 });
    const pupils = await insertPupils(env.db, s.schoolId, 4);
    await put(apiPath.addToCourse(pupils[0] ?? "", s.course.id), s.token, { classNumber: 5 });
    const res = await put(apiPath.bulkAddToCourse(s.course.id), s.token, {
      studentIds: [...pupils, ...pupils],
      classNumber: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: "Successfully enrolled 3 students",
      key: "studentsEnrolled?count=3",
      totalEnrolled: 3,
      alreadyEnrolled: 1,
    });
    const [pc] = await env.db
      .select({ id: enrolments.purchasedClassId })
      .from(enrolments)
      .where(eq(enrolments.courseId, s.course.id))
      .limit(1);
    const [event] = await auditOf("enrolment.bulk_added", pc?.id ?? "");
    expect(event?.detail).toEqual({ courseId: s.course.id, classNumber: 5, count: 3, skipped: 1 });

    const removed = await put(apiPath.bulkRemoveFromCourse(s.course.id), s.token, {
      studentIds: pupils.slice(0, 3),
      classNumber: 5,
    });
    expect(removed.json()).toMatchObject({ message: "Successfully removed 3 students", totalRemoved: 3 });
    const [removal] = await auditOf("enrolment.bulk_removed", pc?.id ?? "");
    expect(removal?.detail).toEqual({ courseId: s.course.id, classNumber: 5, count: 3 });
  });

  it("refuses what is not a request: 400 with the screen's own messages", async () => {
    const s = await schoolWithSeats(env.app, env.db, { seats: 4 });
    const [pupil = ""] = await insertPupils(env.db, s.schoolId, 1);
    const tooMany = Array.from({ length: LIMITS.enrolBulkMax + 1 }, () => pupil);
    const cases: [string, unknown, string][] = [
      [apiPath.bulkAddToCourse(s.course.id), { studentIds: [pupil] }, "selectClassFirst"],
      [apiPath.bulkAddToCourse(s.course.id), { studentIds: [], classNumber: 5 }, "selectAtLeastOneStudent"],
      [apiPath.bulkAddToCourse(s.course.id), { classNumber: 5 }, "selectAtLeastOneStudent"],
      [apiPath.bulkAddToCourse(s.course.id), { studentIds: tooMany, classNumber: 5 }, "enrolBulkTooMany"],
      [apiPath.bulkRemoveFromCourse(s.course.id), { studentIds: ["x"], classNumber: 5 }, "invalidId"],
      [apiPath.addToCourse(pupil, s.course.id), {}, "selectClassFirst"],
      [apiPath.addToCourse(pupil, s.course.id), { classNumber: 11 }, "classNumberInvalid"],
      [apiPath.addToCourse(pupil, s.course.id), { classNumber: "five" }, "classNumberInvalid"],
      [apiPath.addToCourse("not-an-id", s.course.id), { classNumber: 5 }, "invalidId"],
      [apiPath.removeFromCourse(pupil, s.course.id), { classNumber: 0 }, "classNumberInvalid"],
    ];
    for (const [url, payload, key] of cases) {
      const res = await put(url, s.token, payload);
      expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(400);
      expect(res.json().key ?? "", url).toContain(key);
    }
    expect(await env.db.select().from(enrolments).where(eq(enrolments.studentId, pupil))).toEqual([]);
  });
});

describe("seats and students", () => {
  it("deleting a student frees their seat", async () => {
    const s = await schoolWithSeats(env.app, env.db, { seats: 1 });
    const [pupil = "", next = ""] = await insertPupils(env.db, s.schoolId, 2);
    await put(apiPath.addToCourse(pupil, s.course.id), s.token, { classNumber: 5 });
    expect((await get(apiPath.courseStats(s.course.id), s.token)).json().totals.currentStudents).toBe(1);
    const removed = await env.app.inject({
      method: "DELETE",
      url: apiPath.student(pupil),
      headers: { authorization: s.token },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await get(apiPath.courseStats(s.course.id), s.token)).json().totals.currentStudents).toBe(0);
    expect((await put(apiPath.addToCourse(next, s.course.id), s.token, { classNumber: 5 })).statusCode).toBe(
      200,
    );
  });
});
