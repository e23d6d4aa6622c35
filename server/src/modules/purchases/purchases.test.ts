import { API, MESSAGES } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, purchasedClasses, purchases } from "../../db/schema.ts";
import { signedInAs } from "../../test/factories.ts";
import { makeCourse, nextUtr, schoolWithToken } from "./test-helpers.ts";
import { usePricedCourseEnv } from "./test-session.ts";

const { env, course, post, setDiscount, forStudents, buySeats } = usePricedCourseEnv();

describe("POST /api/school/buycourses/students", () => {
  it("computes the total itself (a client's total is ignored), writes classes under review and audits", async () => {
    await setDiscount(0);
    const school = await schoolWithToken(env.app, env.db);
    const utr = nextUtr();
    const res = await post(API.buyForStudents, school.token, {
      ...forStudents(utr, [{ classNumber: 6, studentLimit: 3 }]),
      total: 1,
      subtotal: 1,
      amount: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ message: MESSAGES.purchaseSubmitted, key: "purchaseSubmitted" });
    expect(body.purchase).toMatchObject({
      status: "pending",
      kind: "students",
      utrNumber: utr,
      subtotal: 1498.5,
      total: 1498.5,
      tax: 0,
      buyer: { type: "school", id: school.school.id },
      lines: [
        { courseId: course.id, classNumber: 6, seats: 3, unitPrice: 499.5, amount: 1498.5, renewal: false },
      ],
    });
    const [row] = await env.db.select().from(purchases).where(eq(purchases.id, body.purchase._id));
    expect(row).toMatchObject({
      totalPaise: 149_850,
      subtotalPaise: 149_850,
      buyerSchoolId: school.school.id,
    });
    const classes = await env.db
      .select()
      .from(purchasedClasses)
      .where(eq(purchasedClasses.schoolId, school.school.id));
    expect(classes).toMatchObject([
      { classNumber: 6, kind: "students", status: "hold", studentLimit: 3, purchaseId: body.purchase._id },
    ]);
    const [event] = await env.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, body.purchase._id));
    expect(event).toMatchObject({
      action: "purchase.created",
      actorUserId: school.user.id,
      schoolId: school.school.id,
    });
    expect(event?.detail).toMatchObject({ totalPaise: 149_850, utrNumber: utr });
  });

  it("applies the discount, rounded to the paisa once", async () => {
    await setDiscount(1250); // 12.5 %
    const school = await schoolWithToken(env.app, env.db);
    // 100.10 × 7 = 700.70; 12.5 % of it is 87.5875 → 87.59; total 613.11
    const res = await buySeats(school.token, [{ classNumber: 5, studentLimit: 7 }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().purchase).toMatchObject({
      subtotal: 700.7,
      discountPercent: 12.5,
      discount: 87.59,
      total: 613.11,
    });
    await setDiscount(0);
  });

  it("refuses a used UTR however it is typed, under the UTR field", async () => {
    const school = await schoolWithToken(env.app, env.db);
    const bank = "hdfc0000123456789";
    const first = await post(
      API.buyForStudents,
      school.token,
      forStudents(bank, [{ classNumber: 5, studentLimit: 1 }]),
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().purchase.utrNumber).toBe("HDFC0000123456789");
    const other = await schoolWithToken(env.app, env.db);
    const again = await post(
      API.buyForStudents,
      other.token,
      forStudents(" HDFC 0000-1234 56789 ", [{ classNumber: 6, studentLimit: 1 }]),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ key: "utrTaken", fieldKeys: { utrNumber: "utrTaken" } });
    expect(
      await env.db.select().from(purchasedClasses).where(eq(purchasedClasses.schoolId, other.school.id)),
    ).toEqual([]);
  });

  it("refuses a class bought or under review, naming it", async () => {
    const school = await schoolWithToken(env.app, env.db);
    expect((await buySeats(school.token, [{ classNumber: 7, studentLimit: 2 }])).statusCode).toBe(201);
    const again = await buySeats(school.token, [{ classNumber: 7, studentLimit: 5 }]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      key: `classAlreadyPurchased?course=${encodeURIComponent(course.name)}&classNumber=7`,
    });
    await env.db
      .update(purchasedClasses)
      .set({ status: "active" })
      .where(eq(purchasedClasses.schoolId, school.school.id));
    expect((await buySeats(school.token, [{ classNumber: 7, studentLimit: 1 }])).statusCode).toBe(409);
    // The other kind is another purchase: the school's own access to class 7 is still for sale.
    const own = await post(API.buyForSchool, school.token, {
      utrNumber: nextUtr(),
      coursesForSchool: [{ courseId: course.id, classNumbers: [7] }],
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().purchase).toMatchObject({
      kind: "school",
      total: 5000,
      lines: [{ seats: null, unitPrice: 5000 }],
    });
  });

  it("two purchases of the same class at once: exactly one succeeds, the other is a 409", async () => {
    const school = await schoolWithToken(env.app, env.db);
    const results = await Promise.all([
      buySeats(school.token, [{ classNumber: 5, studentLimit: 10 }]),
      buySeats(school.token, [{ classNumber: 5, studentLimit: 20 }]),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const rows = await env.db.select().from(purchases).where(eq(purchases.buyerSchoolId, school.school.id));
    expect(rows).toHaveLength(1);
  });

  it("two purchases with one UTR at once: exactly one succeeds, the other is 409 utrTaken", async () => {
    const [one, two] = [await schoolWithToken(env.app, env.db), await schoolWithToken(env.app, env.db)];
    const utr = nextUtr();
    const results = await Promise.all([
      post(API.buyForStudents, one.token, forStudents(utr, [{ classNumber: 5, studentLimit: 1 }])),
      post(API.buyForStudents, two.token, forStudents(utr, [{ classNumber: 6, studentLimit: 1 }])),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((res) => res.statusCode === 409)?.json().key).toBe("utrTaken");
  });

  it("refuses an archived course, a class not offered, repeats, a zero total and bad input with 400s", async () => {
    const school = await schoolWithToken(env.app, env.db);
    const archived = await makeCourse(env.db, [{ classNumber: 3, pricePerStudent: 10, pricePerSchool: 10 }]);
    await env.app.inject({
      method: "DELETE",
      url: `/api/course/${archived.id}`,
      headers: { authorization: (await signedInAs(env.app, env.db, "admin")).token },
    });
    const cases: [unknown, string][] = [
      [
        {
          utrNumber: nextUtr(),
          coursesForStudents: [
            { courseId: archived.id, classDetails: [{ classNumber: 3, studentLimit: 1 }] },
          ],
        },
        "courseNotOffered",
      ],
      [forStudents(nextUtr(), [{ classNumber: 9, studentLimit: 1 }]), "classNotInCourse?classNumber=9"],
      [
        forStudents(nextUtr(), [
          { classNumber: 5, studentLimit: 1 },
          { classNumber: 5, studentLimit: 2 },
        ]),
        "classRepeated?classNumber=5",
      ],
      [
        {
          utrNumber: nextUtr(),
          coursesForStudents: [
            forStudents("x", [{ classNumber: 5, studentLimit: 1 }]).coursesForStudents[0],
            forStudents("x", [{ classNumber: 6, studentLimit: 1 }]).coursesForStudents[0],
          ],
        },
        "courseRepeated",
      ],
      [forStudents("12345", [{ classNumber: 5, studentLimit: 1 }]), "utrInvalid"],
      [forStudents("", [{ classNumber: 5, studentLimit: 1 }]), "utrRequired"],
      [forStudents("1234567\u000789012", [{ classNumber: 5, studentLimit: 1 }]), "controlCharacters"],
      [forStudents(nextUtr(), [{ classNumber: 5, studentLimit: 0 }]), "studentLimitInvalid"],
      [forStudents(nextUtr(), [{ classNumber: 5, studentLimit: 1.5 }]), "studentLimitInvalid"],
      [{ utrNumber: nextUtr(), coursesForStudents: [] }, "selectCourseAndClass"],
    ];
    for (const [payload, key] of cases) {
      const res = await post(API.buyForStudents, school.token, payload);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(400);
      expect(res.json().key, res.body).toBe(key);
    }
    const free = await makeCourse(env.db, [{ classNumber: 2, pricePerStudent: 0, pricePerSchool: 0 }]);
    const zero = await post(API.buyForStudents, school.token, {
      utrNumber: nextUtr(),
      coursesForStudents: [{ courseId: free.id, classDetails: [{ classNumber: 2, studentLimit: 4 }] }],
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().key).toBe("selectCourseAndClass");
    expect(
      await env.db.select().from(purchases).where(eq(purchases.buyerSchoolId, school.school.id)),
    ).toEqual([]);
  });
});
