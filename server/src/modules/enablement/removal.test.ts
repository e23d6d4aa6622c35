import { randomUUID } from "node:crypto";
import { API, apiPath } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enrolments, purchases, students } from "../../db/schema.ts";
import { createTestSchool, signedInAs } from "../../test/factories.ts";
import { createPendingPurchase, createTestCourse, enableClass, enrolNewStudent } from "./test-purchases.ts";
import { useEnablementSession } from "./test-session.ts";

const { env, call, listed, auditOf, rowOf } = useEnablementSession();

/** A new school and a course of classes 5 and 6. */
async function schoolWithCourse() {
  const school = await createTestSchool(env.db);
  const course = await createTestCourse(env.db, [5, 6]);
  return { school, schoolId: school.school.id, course };
}
const enableStudentClass = (schoolId: string, courseId: string, classNumber: number) =>
  enableClass(env.db, { schoolId, courseId, classNumber, kind: "students" });

describe("removing classes and courses", () => {
  it("removes a class and un-enrols its students in one transaction, counted in the audit", async () => {
    const { schoolId, course } = await schoolWithCourse();
    const five = await enableStudentClass(schoolId, course.id, 5);
    await enableClass(env.db, { schoolId, courseId: course.id, classNumber: 6, kind: "students" });
    const pupils = [
      await enrolNewStudent(env.db, schoolId, five),
      await enrolNewStudent(env.db, schoolId, five),
    ];
    const res = await call("DELETE", apiPath.enabledClass(schoolId, "students", course.id, 5));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: "Class removed", key: "classRemoved" });
    expect(await env.db.select().from(enrolments).where(eq(enrolments.purchasedClassId, five))).toEqual([]);
    // The students themselves stay; only their seats go.
    expect(
      (
        await env.db
          .select()
          .from(students)
          .where(eq(students.id, pupils[0] as string))
      ).length,
    ).toBe(1);
    const [entry] = await listed(schoolId, "students");
    expect(entry?.classDetails.map((c) => c.classNumber)).toEqual([6]);
    const [event] = await auditOf("enablement.class_removed", schoolId);
    expect(event?.detail).toMatchObject({ classNumber: 5, unenrolled: 2, courseId: course.id });
    expect((await call("DELETE", apiPath.enabledClass(schoolId, "students", course.id, 5))).statusCode).toBe(
      404,
    );
  });

  it("removes a course's classes of one kind with their enrolments; the other kind stays", async () => {
    const { schoolId, course } = await schoolWithCourse();
    const five = await enableStudentClass(schoolId, course.id, 5);
    const six = await enableStudentClass(schoolId, course.id, 6);
    await enableClass(env.db, { schoolId, courseId: course.id, classNumber: 5, kind: "school" });
    await enrolNewStudent(env.db, schoolId, five);
    await enrolNewStudent(env.db, schoolId, six);
    const res = await call("DELETE", apiPath.enabledCourse(schoolId, "students", course.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: "Course removed", key: "courseRemoved" });
    expect(await listed(schoolId, "students")).toEqual([]);
    expect((await listed(schoolId, "school"))[0]?.classDetails.map((c) => c.classNumber)).toEqual([5]);
    const [event] = await auditOf("enablement.course_removed", schoolId);
    expect(event?.detail).toMatchObject({ kind: "students", classNumbers: [5, 6], unenrolled: 2 });
    expect((await call("DELETE", apiPath.enabledCourse(schoolId, "students", course.id))).statusCode).toBe(
      404,
    );
    expect((await call("DELETE", apiPath.enabledCourse(randomUUID(), "school", course.id))).statusCode).toBe(
      404,
    );
  });

  it("refuses to remove a class (or its course) under review: the payment is decided instead", async () => {
    const { school, schoolId, course } = await schoolWithCourse();
    await enableClass(env.db, { schoolId, courseId: course.id, classNumber: 6, kind: "school" });
    const purchase = await createPendingPurchase(env.db, {
      buyer: { schoolId },
      kind: "school",
      lines: [{ courseId: course.id, classNumber: 5 }],
      createdByUserId: school.user.id,
    });
    for (const url of [
      apiPath.enabledClass(schoolId, "school", course.id, 5),
      apiPath.enabledCourse(schoolId, "school", course.id),
    ]) {
      const res = await call("DELETE", url);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().key).toBe("classUnderReviewHold");
    }
    expect((await listed(schoolId, "school"))[0]?.classDetails).toHaveLength(2);
    expect((await env.db.select().from(purchases).where(eq(purchases.id, purchase.id)))[0]?.status).toBe(
      "pending",
    );
  });
});

describe("only a superadmin enables courses", () => {
  it("answers 403 to a school (its own id included), an admin and every other role, changing nothing", async () => {
    const school = await createTestSchool(env.db);
    const schoolId = school.school.id;
    const course = await createTestCourse(env.db, [5]);
    await enableClass(env.db, { schoolId, courseId: course.id, classNumber: 5, kind: "students" });
    const { login } = await import("../../test/factories.ts");
    const tokens = [await login(env.app, school.username)];
    for (const role of ["admin", "school", "teacher", "student", "studentb2c"] as const) {
      tokens.push((await signedInAs(env.app, env.db, role)).token);
    }
    for (const token of tokens) {
      for (const kind of ["students", "school"] as const) {
        const body = {
          courseId: course.id,
          classDetails: [{ classNumber: 5, studentLimit: 1, status: "active" }],
        };
        for (const res of [
          await call("GET", apiPath.enabledCourses(schoolId, kind), undefined, token),
          await call("POST", apiPath.enabledCourses(schoolId, kind), body, token),
          await call("PUT", apiPath.enabledClass(schoolId, kind, course.id, 5), { status: "hold" }, token),
          await call("DELETE", apiPath.enabledClass(schoolId, kind, course.id, 5), undefined, token),
          await call("DELETE", apiPath.enabledCourse(schoolId, kind, course.id), undefined, token),
          await call("GET", apiPath.enablementSchool(schoolId), undefined, token),
          await call("GET", API.enablementSchools, undefined, token),
        ]) {
          expect(res.statusCode, res.body).toBe(403);
        }
      }
    }
    expect(await rowOf(schoolId, "students", course.id, 5)).toMatchObject({ status: "active" });
  });
});
