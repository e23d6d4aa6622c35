import { API, LIMITS, MESSAGES } from "@ganit/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, purchasedClasses, purchaseLines, purchases } from "../../db/schema.ts";
import { learnerWithToken, nextUtr, schoolWithToken } from "./test-helpers.ts";
import { usePricedCourseEnv } from "./test-session.ts";

const { env, course, post, setDiscount, buySeats } = usePricedCourseEnv();

describe("POST /api/school/renewcourse", () => {
  it("refuses seats that would take the class above the most a class may have (its limit could not be edited)", async () => {
    const school = await schoolWithToken(env.app, env.db);
    const bought = await buySeats(school.token, [{ classNumber: 7, studentLimit: LIMITS.seatsMax - 1 }]);
    expect(bought.statusCode, bought.body).toBe(201);
    const mine = and(eq(purchasedClasses.schoolId, school.school.id), eq(purchasedClasses.classNumber, 7));
    await env.db.update(purchasedClasses).set({ status: "active" }).where(mine);
    const renewal = { courseId: course.id, classNumber: 7, seats: 2 };
    const refused = await post(API.renewCourse, school.token, { utrNumber: nextUtr(), ...renewal });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().key).toMatch(/^studentLimitTooHigh/);
    const quote = await post(API.paymentQuote, school.token, { kind: "renewal", ...renewal });
    expect(quote.statusCode, quote.body).toBe(400);
    const ok = await post(API.renewCourse, school.token, { utrNumber: nextUtr(), ...renewal, seats: 1 });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it("adds seats to an active class only, one renewal under review at a time, without touching the class", async () => {
    const school = await schoolWithToken(env.app, env.db);
    const renew = (seats: number) =>
      post(API.renewCourse, school.token, {
        utrNumber: nextUtr(),
        courseId: course.id,
        classNumber: 6,
        seats,
      });
    expect((await renew(5)).json()).toMatchObject({ key: "renewalNotActive" });
    expect((await buySeats(school.token, [{ classNumber: 6, studentLimit: 2 }])).statusCode).toBe(201);
    const underReview = await renew(5);
    expect(underReview.statusCode).toBe(409);
    expect(underReview.json().key).toBe("renewalNotActive");
    const mine = and(eq(purchasedClasses.schoolId, school.school.id), eq(purchasedClasses.classNumber, 6));
    await env.db.update(purchasedClasses).set({ status: "active" }).where(mine);
    const ok = await renew(5);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().purchase).toMatchObject({
      total: 2497.5,
      lines: [{ classNumber: 6, seats: 5, unitPrice: 499.5, amount: 2497.5, renewal: true }],
    });
    const [lineRow] = await env.db
      .select()
      .from(purchaseLines)
      .where(eq(purchaseLines.purchaseId, ok.json().purchase._id));
    expect(lineRow?.renewal).toBe(true);
    const second = await renew(1);
    expect(second.statusCode).toBe(409);
    expect(second.json().key).toBe("renewalPending");
    const [klass] = await env.db.select().from(purchasedClasses).where(mine);
    expect(klass).toMatchObject({ status: "active", studentLimit: 2 });
    const events = await env.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, ok.json().purchase._id));
    expect(events.map((e) => e.action)).toEqual(["purchase.renewal_requested"]);
    const mycourses = await env.app.inject({ url: API.myCourses, headers: { authorization: school.token } });
    expect(mycourses.json().data.studentCourses[0].purchasedClasses[0]).toMatchObject({
      classNumber: 6,
      studentLimit: 2,
      pendingSeats: 5,
    });
  });
});

describe("POST /api/studentb2c/buycourse", () => {
  it("buys one seat for the learner, discounted, under review", async () => {
    await setDiscount(1000);
    const learner = await learnerWithToken(env.app, env.db);
    const res = await post(API.learnerBuyCourse, learner.token, {
      utrNumber: nextUtr(),
      courseId: course.id,
      classNumber: 6,
      total: 0,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: MESSAGES.learnerPurchaseSubmitted,
      purchase: {
        subtotal: 499.5,
        discount: 49.95,
        total: 449.55,
        buyer: { type: "learner", id: learner.studentId },
        lines: [{ seats: 1 }],
      },
    });
    const classes = await env.db
      .select()
      .from(purchasedClasses)
      .where(eq(purchasedClasses.studentId, learner.studentId));
    expect(classes).toMatchObject([{ kind: "students", status: "hold", studentLimit: 1, schoolId: null }]);
    const again = await post(API.learnerBuyCourse, learner.token, {
      utrNumber: nextUtr(),
      courseId: course.id,
      classNumber: 6,
    });
    expect(again.statusCode).toBe(409);
    await setDiscount(0);
  });

  it("a school cannot use the learner's route, nor a learner the school's", async () => {
    const school = await schoolWithToken(env.app, env.db);
    const learner = await learnerWithToken(env.app, env.db);
    expect(
      (
        await post(API.learnerBuyCourse, school.token, {
          utrNumber: nextUtr(),
          courseId: course.id,
          classNumber: 6,
        })
      ).statusCode,
    ).toBe(403);
    expect((await buySeats(learner.token, [{ classNumber: 5, studentLimit: 1 }])).statusCode).toBe(403);
  });
});

describe("POST /api/payments/quote", () => {
  it("prices the selection and gives the UPI intent and a server-drawn QR code for exactly the total", async () => {
    const school = await schoolWithToken(env.app, env.db);
    const res = await post(API.paymentQuote, school.token, {
      kind: "students",
      coursesForStudents: [{ courseId: course.id, classDetails: [{ classNumber: 5, studentLimit: 3 }] }],
      total: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json();
    expect(quote).toMatchObject({
      subtotal: 300.3,
      total: 300.3,
      tax: 0,
      payment: { configured: true, payeeId: "ganit.test@okbank" },
    });
    const uri = new URL(quote.payment.upiUri);
    expect(uri.protocol).toBe("upi:");
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      pa: "ganit.test@okbank",
      pn: "Ganit Test Payee",
      am: "300.30",
      cu: "INR",
      tn: "Ganit Test School",
    });
    expect(quote.payment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(quote.payment.qrCode.split(",")[1], "base64").toString()).toContain("<svg");
    // Quotes write nothing.
    expect(
      await env.db.select().from(purchases).where(eq(purchases.buyerSchoolId, school.school.id)),
    ).toEqual([]);
  });

  it("admits each buyer's own kinds only, and says when no payee is configured", async () => {
    const school = await schoolWithToken(env.app, env.db);
    const learner = await learnerWithToken(env.app, env.db);
    const asLearner = { kind: "learner", courseId: course.id, classNumber: 7 };
    expect((await post(API.paymentQuote, school.token, asLearner)).statusCode).toBe(403);
    expect(
      (
        await post(API.paymentQuote, learner.token, {
          kind: "school",
          coursesForSchool: [{ courseId: course.id, classNumbers: [7] }],
        })
      ).statusCode,
    ).toBe(403);
    const ok = await post(API.paymentQuote, learner.token, asLearner);
    expect(ok.json()).toMatchObject({ total: 250, payment: { configured: true } });
    const other = await env.buildAnother({ UPI_PAYEE_ID: "", UPI_PAYEE_NAME: "" });
    try {
      const res = await other.app.inject({
        method: "POST",
        url: API.paymentQuote,
        headers: { authorization: learner.token },
        payload: asLearner,
      });
      expect(res.json().payment).toEqual({ configured: false });
    } finally {
      await other.app.close();
    }
  });
});
