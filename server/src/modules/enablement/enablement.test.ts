import { randomUUID } from "node:crypto";
import { apiPath, type EnablementKind } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, mailOutbox, purchasedClasses, purchases } from "../../db/schema.ts";
import { auditRowsOf } from "../../test/audit.ts";
import { createTestSchool } from "../../test/factories.ts";
import { createPendingPurchase, createTestCourse, enableClass, enrolNewStudent } from "./test-purchases.ts";
import { useEnablementSession } from "./test-session.ts";

const { env, superadmin, call, listed, auditOf, rowOf } = useEnablementSession();
const add = (schoolId: string, kind: EnablementKind, body: unknown) =>
  call("POST", apiPath.enabledCourses(schoolId, kind), body);
const put = (schoolId: string, kind: EnablementKind, courseId: string, classNumber: number, body: unknown) =>
  call("PUT", apiPath.enabledClass(schoolId, kind, courseId, classNumber), body);

describe("adding and listing enabled courses", () => {
  it("enables student classes with limits and school classes without, and lists them by kind", async () => {
    const { school } = await createTestSchool(env.db);
    const course = await createTestCourse(env.db, [4, 5, 6]);
    const res = await add(school.id, "students", {
      courseId: course.id,
      classDetails: [
        { classNumber: 5, studentLimit: 40, currentStudents: 0, status: "active" },
        { classNumber: 4, studentLimit: 10, currentStudents: 0, status: "hold" },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: "Course added successfully", key: "courseAdded" });
    const forSchool = await add(school.id, "school", {
      courseId: course.id,
      classDetails: [{ classNumber: 5, studentLimit: "", status: "active" }],
    });
    expect(forSchool.statusCode, forSchool.body).toBe(201);

    expect(await listed(school.id, "students")).toEqual([
      {
        courseId: { _id: course.id, name: course.name },
        classDetails: [
          {
            classNumber: 4,
            status: "hold",
            studentLimit: 10,
            currentStudents: 0,
            underReview: false,
            pendingPurchaseId: null,
          },
          {
            classNumber: 5,
            status: "active",
            studentLimit: 40,
            currentStudents: 0,
            underReview: false,
            pendingPurchaseId: null,
          },
        ],
      },
    ]);
    const schoolCourses = await listed(school.id, "school");
    expect(schoolCourses[0]?.classDetails).toEqual([
      {
        classNumber: 5,
        status: "active",
        studentLimit: null,
        currentStudents: 0,
        underReview: false,
        pendingPurchaseId: null,
      },
    ]);
    const rows = await env.db.select().from(purchasedClasses).where(eq(purchasedClasses.schoolId, school.id));
    expect(rows.every((row) => row.purchaseId === null)).toBe(true);
    const [event] = await auditOf("enablement.added", school.id);
    expect(event).toMatchObject({
      actorUserId: superadmin.user.id,
      targetType: "school",
      targetId: school.id,
    });
    expect(event?.detail).toMatchObject({
      kind: "students",
      courseId: course.id,
      classes: [
        { classNumber: 5, status: "active", studentLimit: 40 },
        { classNumber: 4, status: "hold", studentLimit: 10 },
      ],
    });
  });

  it("shows currentStudents as the count of enrolments and a pending purchase's classes as under review", async () => {
    const school = await createTestSchool(env.db);
    const course = await createTestCourse(env.db, [2, 3]);
    const enabled = await enableClass(env.db, {
      schoolId: school.school.id,
      courseId: course.id,
      classNumber: 2,
      kind: "students",
    });
    await enrolNewStudent(env.db, school.school.id, enabled);
    await enrolNewStudent(env.db, school.school.id, enabled);
    const purchase = await createPendingPurchase(env.db, {
      buyer: { schoolId: school.school.id },
      kind: "students",
      lines: [{ courseId: course.id, classNumber: 3, seats: 25 }],
      createdByUserId: school.user.id,
    });
    const [entry] = await listed(school.school.id, "students");
    expect(entry?.classDetails).toEqual([
      {
        classNumber: 2,
        status: "active",
        studentLimit: 30,
        currentStudents: 2,
        underReview: false,
        pendingPurchaseId: null,
      },
      {
        classNumber: 3,
        status: "hold",
        studentLimit: 25,
        currentStudents: 0,
        underReview: true,
        pendingPurchaseId: purchase.id,
      },
    ]);
    expect(await listed(school.school.id, "school")).toEqual([]);
  });

  it("refuses bad additions with the right status and key, writing nothing", async () => {
    const { school } = await createTestSchool(env.db);
    const course = await createTestCourse(env.db, [5, 6]);
    const archived = await createTestCourse(env.db, [5], { archived: true });
    await enableClass(env.db, { schoolId: school.id, courseId: course.id, classNumber: 6, kind: "students" });
    const detail = (classNumber: number, more: object = {}) => ({
      classNumber,
      studentLimit: 5,
      status: "active",
      ...more,
    });
    const cases: [EnablementKind, unknown, number, string][] = [
      ["students", { courseId: course.id, classDetails: [detail(7)] }, 400, "classNotInCourse?classNumber=7"],
      [
        "students",
        { courseId: course.id, classDetails: [detail(5), detail(5)] },
        400,
        "classRepeated?classNumber=5",
      ],
      [
        "students",
        { courseId: course.id, classDetails: [detail(6)] },
        409,
        "classAlreadyEnabled?classNumber=6",
      ],
      [
        "students",
        { courseId: course.id, classDetails: [detail(5, { studentLimit: 0 })] },
        400,
        "studentLimitInvalid",
      ],
      [
        "students",
        { courseId: course.id, classDetails: [detail(5, { studentLimit: "" })] },
        400,
        "studentLimitInvalid",
      ],
      [
        "students",
        { courseId: course.id, classDetails: [detail(5, { studentLimit: null })] },
        400,
        "studentLimitInvalid",
      ],
      [
        "students",
        { courseId: course.id, classDetails: [detail(5, { studentLimit: 2.5 })] },
        400,
        "studentLimitInvalid",
      ],
      [
        "students",
        { courseId: course.id, classDetails: [detail(5, { status: "blocked" })] },
        400,
        "classStatusInvalid",
      ],
      ["students", { courseId: course.id, classDetails: [] }, 400, "selectCourseAndClass"],
      ["students", { courseId: course.id, classDetails: [detail(11)] }, 400, ""],
      ["students", { courseId: randomUUID(), classDetails: [detail(5)] }, 404, "notFound"],
      ["students", { courseId: "nope", classDetails: [detail(5)] }, 400, "invalidId"],
      [
        "school",
        { courseId: archived.id, classDetails: [detail(5, { studentLimit: "" })] },
        409,
        "courseNotOffered",
      ],
      // A limit for a school course was dropped without a word and shown as Unlimited: refused.
      ["school", { courseId: course.id, classDetails: [detail(5)] }, 400, "schoolCourseHasNoLimit"],
    ];
    for (const [kind, body, status, key] of cases) {
      const res = await add(school.id, kind, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (key) expect(res.json().key, JSON.stringify(body)).toBe(key);
    }
    expect(
      (await add(randomUUID(), "students", { courseId: course.id, classDetails: [detail(5)] })).statusCode,
    ).toBe(404);
    const rows = await env.db.select().from(purchasedClasses).where(eq(purchasedClasses.schoolId, school.id));
    expect(rows.map((row) => row.classNumber)).toEqual([6]);
    expect(await auditOf("enablement.added", school.id)).toEqual([]);
  });
});

describe("PUT …/{courseId}/class/{classNumber}", () => {
  it("changes status and limit, audits before and after", async () => {
    const { school } = await createTestSchool(env.db);
    const course = await createTestCourse(env.db, [5]);
    await enableClass(env.db, {
      schoolId: school.id,
      courseId: course.id,
      classNumber: 5,
      kind: "students",
      studentLimit: 30,
    });
    const res = await put(school.id, "students", course.id, 5, { status: "hold", studentLimit: 50 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: "Class updated", key: "classUpdated" });
    expect(await rowOf(school.id, "students", course.id, 5)).toMatchObject({
      status: "hold",
      studentLimit: 50,
    });
    // Without a limit, the limit stays.
    expect((await put(school.id, "students", course.id, 5, { status: "active" })).statusCode).toBe(200);
    expect(await rowOf(school.id, "students", course.id, 5)).toMatchObject({
      status: "active",
      studentLimit: 50,
    });
    const events = await auditOf("enablement.class_updated", school.id);
    expect(events.map((e) => e.detail)).toEqual([
      expect.objectContaining({
        before: { status: "active", studentLimit: 30 },
        after: { status: "hold", studentLimit: 50 },
      }),
      expect.objectContaining({
        before: { status: "hold", studentLimit: 50 },
        after: { status: "active", studentLimit: 50 },
      }),
    ]);
  });

  it("refuses a limit below the enrolled students (409 with the count), 0, blank, blocked, unknown class", async () => {
    const school = await createTestSchool(env.db);
    const schoolId = school.school.id;
    const course = await createTestCourse(env.db, [5, 6]);
    const classId = await enableClass(env.db, {
      schoolId,
      courseId: course.id,
      classNumber: 5,
      kind: "students",
      studentLimit: 5,
    });
    for (let i = 0; i < 3; i++) await enrolNewStudent(env.db, schoolId, classId);
    const below = await put(schoolId, "students", course.id, 5, { status: "active", studentLimit: 2 });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({
      key: "limitBelowEnrolled?current=3",
      message: "The student limit cannot be below the 3 students already enrolled",
    });
    expect(
      (await put(schoolId, "students", course.id, 5, { status: "active", studentLimit: 3 })).statusCode,
    ).toBe(200);
    for (const [body, key] of [
      [{ status: "active", studentLimit: 0 }, "studentLimitInvalid"],
      [{ status: "active", studentLimit: "" }, "studentLimitInvalid"],
      [{ status: "active", studentLimit: null }, "studentLimitInvalid"],
      [{ status: "blocked" }, "classStatusInvalid"],
      [{}, "classStatusInvalid"],
    ] as const) {
      const res = await put(schoolId, "students", course.id, 5, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().key, JSON.stringify(body)).toBe(key);
    }
    expect(await rowOf(schoolId, "students", course.id, 5)).toMatchObject({
      studentLimit: 3,
      status: "active",
    });
    expect((await put(schoolId, "students", course.id, 6, { status: "active" })).statusCode).toBe(404);
    expect((await put(schoolId, "school", course.id, 5, { status: "active" })).statusCode).toBe(404);
    expect((await put(schoolId, "students", randomUUID(), 5, { status: "active" })).statusCode).toBe(404);
    expect((await put(randomUUID(), "students", course.id, 5, { status: "active" })).statusCode).toBe(404);
    const bad = await call("PUT", `${apiPath.enabledCourse(schoolId, "students", course.id)}/class/12`, {
      status: "active",
    });
    expect(bad.statusCode).toBe(400);
    // A class number that is no number: the same message as one out of range, not zod's English.
    for (const path of ["abc", "5abc"]) {
      const res = await call(
        "PUT",
        `${apiPath.enabledCourse(schoolId, "students", course.id)}/class/${path}`,
        {
          status: "active",
        },
      );
      expect(res.statusCode, path).toBe(400);
      expect(res.json().key, path).toBe("classNumberInvalid");
      const removal = await call(
        "DELETE",
        `${apiPath.enabledCourse(schoolId, "students", course.id)}/class/${path}`,
      );
      expect(removal.json().key, path).toBe("classNumberInvalid");
    }
  });

  it("a school class has no limit: a blank one leaves it unlimited, a given one is refused", async () => {
    const { school } = await createTestSchool(env.db);
    const course = await createTestCourse(env.db, [9]);
    await enableClass(env.db, { schoolId: school.id, courseId: course.id, classNumber: 9, kind: "school" });
    expect(
      (await put(school.id, "school", course.id, 9, { status: "hold", studentLimit: "" })).statusCode,
    ).toBe(200);
    const limited = await put(school.id, "school", course.id, 9, { status: "active", studentLimit: 12 });
    expect(limited.statusCode).toBe(400);
    expect(limited.json()).toMatchObject({
      key: "schoolCourseHasNoLimit",
      message:
        "A course for the school has no student limit (it is unlimited): leave the student limit blank",
    });
    expect(await rowOf(school.id, "school", course.id, 9)).toMatchObject({
      status: "hold",
      studentLimit: null,
    });
  });

  it("setting active on a class under review approves its whole purchase, recorded like any approval", async () => {
    const school = await createTestSchool(env.db);
    const schoolId = school.school.id;
    const course = await createTestCourse(env.db, [5, 6]);
    const purchase = await createPendingPurchase(env.db, {
      buyer: { schoolId },
      kind: "students",
      lines: [5, 6].map((classNumber) => ({ courseId: course.id, classNumber, seats: 10 })),
      createdByUserId: school.user.id,
    });
    const hold = await put(schoolId, "students", course.id, 5, { status: "hold", studentLimit: 10 });
    expect(hold.statusCode).toBe(409);
    expect(hold.json().key).toBe("classUnderReviewHold");

    const res = await put(schoolId, "students", course.id, 5, { status: "active" });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await env.db.select().from(purchases).where(eq(purchases.id, purchase.id));
    expect(row).toMatchObject({ status: "verified", decidedByUserId: superadmin.user.id });
    expect(row?.decidedAt).toBeInstanceOf(Date);
    // One UTR paid for both classes: both are active now.
    const [entry] = await listed(schoolId, "students");
    expect(entry?.classDetails.map((c) => [c.classNumber, c.status, c.underReview])).toEqual([
      [5, "active", false],
      [6, "active", false],
    ]);
    const [approved] = await auditRowsOf(env.db, "purchase.approved", purchase.id);
    expect(approved).toMatchObject({ actorUserId: superadmin.user.id, schoolId });
    expect(approved?.detail).toMatchObject({
      via: "enablement",
      utrNumber: purchase.utrNumber,
      activatedClasses: 2,
    });
    const [updated] = await auditOf("enablement.class_updated", schoolId);
    expect(updated?.detail).toMatchObject({ approvedPurchaseId: purchase.id, before: { status: "hold" } });
    const mails = await env.db.select().from(mailOutbox).where(eq(mailOutbox.to, school.user.email));
    expect(mails.map((m) => m.subject)).toEqual(["Ganit: your payment is verified"]);
    // Decided now: the payments screen cannot decide it again.
    expect((await call("PUT", apiPath.rejectPayment(purchase.id), { reason: "late" })).statusCode).toBe(409);
  });

  it("the enablement screen's approval racing the payments screen's decision: exactly one wins", async () => {
    for (const other of ["approve", "reject"] as const) {
      for (let round = 0; round < 2; round++) {
        const school = await createTestSchool(env.db);
        const schoolId = school.school.id;
        const course = await createTestCourse(env.db, [5]);
        const purchase = await createPendingPurchase(env.db, {
          buyer: { schoolId },
          kind: "school",
          lines: [{ courseId: course.id, classNumber: 5 }],
          createdByUserId: school.user.id,
        });
        const [viaClass, viaPayments] = await Promise.all([
          put(schoolId, "school", course.id, 5, { status: "active" }),
          other === "approve"
            ? call("PUT", apiPath.approvePayment(purchase.id), {})
            : call("PUT", apiPath.rejectPayment(purchase.id), { reason: "Not received" }),
        ]);
        const codes = [viaClass.statusCode, viaPayments.statusCode];
        const winners = codes.filter((code) => code === 200);
        if (other === "approve" && winners.length === 2) {
          // The payments screen approved first, so the class was already active when the enablement
          // screen set it active: a plain edit of an active class (no second approval), which the
          // one decision event and the one mail below prove. Which request runs first is the
          // database's choice (PGlite has one connection and takes them in either order).
          const [updated] = await auditOf("enablement.class_updated", schoolId);
          expect(updated?.detail).toMatchObject({ approvedPurchaseId: null, before: { status: "active" } });
        } else {
          expect(winners, `${other}: ${codes}`).toHaveLength(1);
          // The loser is told the payment was decided (or, after a rejection, that its class is gone).
          expect([404, 409]).toContain(codes.find((code) => code !== 200));
        }
        const decisions = await env.db
          .select()
          .from(auditEvents)
          .where(eq(auditEvents.targetId, purchase.id));
        expect(decisions.map((event) => event.action)).toHaveLength(1);
        const mails = await env.db.select().from(mailOutbox).where(eq(mailOutbox.to, school.user.email));
        expect(mails).toHaveLength(1);
      }
    }
  });
});
