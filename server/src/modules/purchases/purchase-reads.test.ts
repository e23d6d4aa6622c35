import { randomUUID } from "node:crypto";
import { API, apiPath, MESSAGES } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accountListKeys } from "../../db/lists.ts";
import { auditEvents, enrolments, purchasedClasses, purchases, students } from "../../db/schema.ts";
import { createTestUser, signedInAs } from "../../test/factories.ts";
import { useTestEnv } from "../../test/session.ts";
import { receiptNumber } from "./service.ts";
import {
  boughtBy,
  insertLearnerSeat,
  insertPurchase,
  learnerWithToken,
  makeCourse,
  schoolWithToken,
} from "./test-helpers.ts";

const env = useTestEnv();
let algebra: { id: string; name: string };
let bees: { id: string; name: string };
beforeAll(async () => {
  // Names chosen so the sort by course name puts "Algebra" first whatever order they were made in.
  bees = await makeCourse(
    env.db,
    [
      { classNumber: 2, pricePerStudent: 10, pricePerSchool: 100 },
      { classNumber: 4, pricePerStudent: 10, pricePerSchool: 100 },
    ],
    `Zz Bees ${randomUUID().slice(0, 6)}`,
  );
  algebra = await makeCourse(
    env.db,
    [{ classNumber: 8, pricePerStudent: 10, pricePerSchool: 100 }],
    `Aa Algebra ${randomUUID().slice(0, 6)}`,
  );
});

const get = (url: string, token: string) => env.app.inject({ url, headers: { authorization: token } });

describe("GET /api/course/mycourses", () => {
  it("a school: its classes by kind, by course name then class, with enrolled counts", async () => {
    const school = await schoolWithToken(env.app, env.db);
    const other = await schoolWithToken(env.app, env.db);
    await insertPurchase(env.db, {
      ...boughtBy(school),
      kind: "students",
      status: "verified",
      lines: [
        { courseId: bees.id, classNumber: 4, seats: 30 },
        { courseId: bees.id, classNumber: 2, seats: 10 },
      ],
    });
    await insertPurchase(env.db, {
      ...boughtBy(school),
      kind: "students",
      status: "pending",
      classStatus: "hold",
      lines: [{ courseId: algebra.id, classNumber: 8, seats: 5 }],
    });
    await insertPurchase(env.db, {
      ...boughtBy(school),
      kind: "school",
      status: "verified",
      lines: [{ courseId: bees.id, classNumber: 2, seats: null }],
    });
    await insertPurchase(env.db, {
      ...boughtBy(other),
      kind: "students",
      status: "verified",
      lines: [{ courseId: algebra.id, classNumber: 8, seats: 99 }],
    });
    // Two enrolled pupils in class 2 of Bees.
    const klass = (
      await env.db.select().from(purchasedClasses).where(eq(purchasedClasses.schoolId, school.school.id))
    ).find((row) => row.classNumber === 2 && row.kind === "students");
    expect(klass).toBeDefined();
    for (const n of [1, 2]) {
      const pupil = await createTestUser(env.db, { role: "student" });
      const id = randomUUID();
      await env.db.insert(students).values({
        id,
        userId: pupil.user.id,
        schoolId: school.school.id,
        rollNumber: `R${n}${id.slice(0, 4)}`,
        classNumber: 2,
        fathername: "F",
        dob: null,
        ...accountListKeys(pupil.user.id),
      });
      await env.db.insert(enrolments).values({
        id: randomUUID(),
        studentId: id,
        purchasedClassId: klass?.id ?? "",
        courseId: bees.id,
        classNumber: 2,
      });
    }
    const res = await get(API.myCourses, school.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: {
        schoolCourses: [
          {
            courseId: bees.id,
            courseName: bees.name,
            purchasedClasses: [
              { classNumber: 2, status: "active", studentLimit: null, currentStudents: 0, pendingSeats: 0 },
            ],
          },
        ],
        studentCourses: [
          {
            courseId: algebra.id,
            courseName: algebra.name,
            purchasedClasses: [
              { classNumber: 8, status: "hold", studentLimit: 5, currentStudents: 0, pendingSeats: 0 },
            ],
          },
          {
            courseId: bees.id,
            courseName: bees.name,
            purchasedClasses: [
              { classNumber: 2, status: "active", studentLimit: 10, currentStudents: 2, pendingSeats: 0 },
              { classNumber: 4, status: "active", studentLimit: 30, currentStudents: 0, pendingSeats: 0 },
            ],
          },
        ],
      },
    });
  });

  it("a learner: their own classes as student courses, no school courses", async () => {
    const learner = await learnerWithToken(env.app, env.db);
    await insertLearnerSeat(env.db, learner, { courseId: algebra.id, classNumber: 8 });
    const res = await get(API.myCourses, learner.token);
    expect(res.json()).toEqual({
      data: {
        schoolCourses: [],
        studentCourses: [
          {
            courseId: algebra.id,
            courseName: algebra.name,
            purchasedClasses: [
              { classNumber: 8, status: "active", studentLimit: 1, currentStudents: 0, pendingSeats: 0 },
            ],
          },
        ],
      },
    });
  });
});

describe("payment history and receipts", () => {
  it("history: the caller's own purchases, newest first; receipts only of their verified ones", async () => {
    const school = await schoolWithToken(env.app, env.db);
    const other = await schoolWithToken(env.app, env.db);
    const verified = await insertPurchase(env.db, {
      ...boughtBy(school),
      kind: "students",
      status: "verified",
      lines: [{ courseId: algebra.id, classNumber: 8, seats: 3 }],
    });
    await env.db
      .update(purchases)
      .set({ createdAt: new Date("2026-01-05T10:00:00Z") })
      .where(eq(purchases.id, verified));
    const pending = await insertPurchase(env.db, {
      ...boughtBy(school),
      kind: "school",
      status: "pending",
      classStatus: "hold",
      lines: [{ courseId: bees.id, classNumber: 4, seats: null }],
    });
    const rejected = await insertPurchase(env.db, {
      ...boughtBy(school),
      kind: "students",
      status: "rejected",
      classStatus: null,
      lines: [{ courseId: bees.id, classNumber: 2, seats: 1 }],
    });
    const others = await insertPurchase(env.db, {
      ...boughtBy(other),
      kind: "students",
      status: "verified",
      lines: [{ courseId: bees.id, classNumber: 2, seats: 1 }],
    });

    const history = (await get(API.paymentHistory, school.token)).json();
    expect(history.purchases.map((p: { _id: string }) => p._id)).toEqual([rejected, pending, verified]);
    expect(history.purchases.find((p: { _id: string }) => p._id === rejected)).toMatchObject({
      status: "rejected",
      rejectionReason: "No such payment",
    });
    expect(history.purchases.map((p: { _id: string }) => p._id)).not.toContain(others);

    const receipt = await get(apiPath.receipt(verified), school.token);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json()).toMatchObject({
      _id: verified,
      platformName: "Ganit",
      receiptNumber: `GNT-2026-${verified.replace(/-/g, "").slice(0, 8).toUpperCase()}`,
      buyer: { type: "school", name: "Test School" },
      lines: [{ classNumber: 8, seats: 3 }],
    });
    expect(receiptNumber(verified, "2026-01-05T10:00:00Z")).toBe(receipt.json().receiptNumber);
    expect((await get(apiPath.receipt(pending), school.token)).json()).toMatchObject({
      key: "receiptNotReady",
    });
    expect((await get(apiPath.receipt(pending), school.token)).statusCode).toBe(409);
    expect((await get(apiPath.receipt(others), school.token)).statusCode).toBe(404);
    expect((await get(apiPath.receipt(randomUUID()), school.token)).statusCode).toBe(404);
    const superadmin = await signedInAs(env.app, env.db, "superadmin");
    expect((await get(apiPath.receipt(others), superadmin.token)).statusCode).toBe(200);
    const admin = await signedInAs(env.app, env.db, "admin");
    expect((await get(apiPath.receipt(others), admin.token)).statusCode).toBe(403);
  });

  it("a learner sees their own purchases and receipts, never a school's", async () => {
    const learner = await learnerWithToken(env.app, env.db);
    const school = await schoolWithToken(env.app, env.db);
    const mine = await insertLearnerSeat(env.db, learner, { courseId: bees.id, classNumber: 4 });
    const theirs = await insertPurchase(env.db, {
      ...boughtBy(school),
      kind: "students",
      status: "verified",
      lines: [{ courseId: bees.id, classNumber: 4, seats: 1 }],
    });
    expect(
      (await get(API.paymentHistory, learner.token)).json().purchases.map((p: { _id: string }) => p._id),
    ).toEqual([mine]);
    expect((await get(apiPath.receipt(mine), learner.token)).json()).toMatchObject({
      buyer: { type: "learner", name: "Test Learner" },
    });
    expect((await get(apiPath.receipt(theirs), learner.token)).statusCode).toBe(404);
    expect((await get(apiPath.receipt(mine), school.token)).statusCode).toBe(404);
  });
});

describe("the schools' discount", () => {
  it("GET answers a number; the superadmin sets it with an audit of old and new; others may not", async () => {
    const school = await schoolWithToken(env.app, env.db);
    const superadmin = await signedInAs(env.app, env.db, "superadmin");
    expect((await get(API.discount, school.token)).json()).toBe(0);
    const put = (token: string, payload: unknown) =>
      env.app.inject({
        method: "PUT",
        url: API.discount,
        headers: { authorization: token },
        payload: payload as object,
      });
    expect((await put(school.token, { discount: 50 })).statusCode).toBe(403);
    const res = await put(superadmin.token, { discount: 12.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.discountSaved, key: "discountSaved", discount: 12.5 });
    expect((await get(API.discount, school.token)).json()).toBe(12.5);
    expect((await put(superadmin.token, { discount: 7 })).statusCode).toBe(200);
    for (const bad of [-1, 91, 100, 1.234, "5"]) {
      const refused = await put(superadmin.token, { discount: bad });
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json().key).toMatch(/^discountInvalid/);
    }
    const events = await env.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "settings.discount_changed"));
    expect(events.map((e) => e.detail)).toEqual([
      { oldPercent: 0, newPercent: 12.5 },
      { oldPercent: 12.5, newPercent: 7 },
    ]);
    expect(events[0]).toMatchObject({ actorUserId: superadmin.user.id, targetType: "setting" });
  });
});
