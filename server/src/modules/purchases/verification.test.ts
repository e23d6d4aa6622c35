import { API, type AuditAction, apiPath, type PaymentsPage, type Role } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enrolments, mailOutbox, purchasedClasses, purchases } from "../../db/schema.ts";
import { auditRowsOf } from "../../test/audit.ts";
import { createTestSchool, signedInAs } from "../../test/factories.ts";
import { TEST_APP_URL } from "../../test/harness.ts";
import { callerAs, listReader, useSignedIn, useTestEnv } from "../../test/session.ts";
import {
  createPendingPurchase,
  createTestCourse,
  createTestLearner,
  enableClass,
  enrolNewStudent,
} from "../enablement/test-purchases.ts";

const env = useTestEnv();
const superadmin = useSignedIn(env, "superadmin");
const call = callerAs(env, superadmin);

const approve = (id: string, token?: string) => call("PUT", apiPath.approvePayment(id), {}, token);
const reject = (id: string, reason: unknown, token?: string) =>
  call("PUT", apiPath.rejectPayment(id), { reason }, token);

const purchaseRow = async (id: string) =>
  (await env.db.select().from(purchases).where(eq(purchases.id, id)))[0];
const classesOf = (purchaseId: string) =>
  env.db.select().from(purchasedClasses).where(eq(purchasedClasses.purchaseId, purchaseId));
const trail = (action: AuditAction, id: string) => auditRowsOf(env.db, action, id);
const outboxTo = (email: string) => env.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

/** A school with a pending purchase of two student classes of one course. */
async function schoolWithPendingPurchase(lines = [5, 6]) {
  const school = await createTestSchool(env.db);
  const course = await createTestCourse(env.db, [5, 6, 7]);
  const purchase = await createPendingPurchase(env.db, {
    buyer: { schoolId: school.school.id },
    kind: "students",
    lines: lines.map((classNumber) => ({ courseId: course.id, classNumber, seats: 20 })),
    createdByUserId: school.user.id,
    discountBasisPoints: 1000,
  });
  return { school, course, purchase };
}

/** A school with an active student class and a pending renewal adding seats to it. */
async function schoolWithPendingRenewal(classNumber: number, studentLimit: number, seats: number) {
  const school = await createTestSchool(env.db);
  const course = await createTestCourse(env.db, [classNumber]);
  const classId = await enableClass(env.db, {
    schoolId: school.school.id,
    courseId: course.id,
    classNumber,
    kind: "students",
    studentLimit,
  });
  const renewal = await createPendingPurchase(env.db, {
    buyer: { schoolId: school.school.id },
    kind: "students",
    lines: [{ courseId: course.id, classNumber, seats, renewal: true }],
    createdByUserId: school.user.id,
  });
  return { school, course, classId, renewal };
}

/** A learner with a pending purchase of one seat of class 6. */
async function learnerWithPendingPurchase() {
  const learner = await createTestLearner(env.db);
  const course = await createTestCourse(env.db, [6]);
  const purchase = await createPendingPurchase(env.db, {
    buyer: { studentId: learner.studentId },
    kind: "students",
    lines: [{ courseId: course.id, classNumber: 6, seats: 1 }],
    createdByUserId: learner.user.id,
  });
  return { learner, course, purchase };
}

describe("PUT /api/superadmin/payments/{id}/approve", () => {
  it("makes every class of the purchase active, records who and when, audits and mails the school", async () => {
    const { school, purchase, course } = await schoolWithPendingPurchase();
    const res = await approve(purchase.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: "Payment verified. The classes are active.",
      key: "paymentApproved",
    });

    const row = await purchaseRow(purchase.id);
    expect(row).toMatchObject({ status: "verified", decidedByUserId: superadmin.user.id });
    expect(Date.now() - (row?.decidedAt?.getTime() ?? 0)).toBeLessThan(60_000);
    const classes = await classesOf(purchase.id);
    expect(classes.map((c) => [c.classNumber, c.status, c.studentLimit]).sort()).toEqual([
      [5, "active", 20],
      [6, "active", 20],
    ]);

    const [event] = await trail("purchase.approved", purchase.id);
    expect(event).toMatchObject({ actorUserId: superadmin.user.id, schoolId: school.school.id });
    // 2 × 20 seats × ₹500 = ₹20,000, less 10 %.
    expect(event?.detail).toMatchObject({
      via: "payments",
      utrNumber: purchase.utrNumber,
      subtotal: 20_000,
      discountPercent: 10,
      total: 18_000,
      activatedClasses: 2,
      lines: [
        { courseId: course.id, classNumber: 5, seats: 20, amount: 10_000, renewal: false },
        { courseId: course.id, classNumber: 6, seats: 20, amount: 10_000, renewal: false },
      ],
    });

    const [mail] = await outboxTo(school.user.email);
    expect(mail?.subject).toBe("Ganit: your payment is verified");
    expect(mail?.text).toContain(purchase.utrNumber);
    expect(mail?.text).toContain("₹18,000.00");
    expect(mail?.text).toContain(`${course.name}, Class 5: 20 seats`);
    expect(mail?.text).toContain(`${TEST_APP_URL}/receipt/${purchase.id}`);
    await env.deliverMail();
    expect(env.mail.to(school.user.email).map((m) => m.subject)).toEqual(["Ganit: your payment is verified"]);
  });

  it("a renewal raises the limit of the school's class by its seats, and writes no new class", async () => {
    const { school, course, classId, renewal } = await schoolWithPendingRenewal(8, 30, 15);
    expect(renewal.classIds).toEqual([]);
    expect((await approve(renewal.id)).statusCode).toBe(200);
    const [klass] = await env.db.select().from(purchasedClasses).where(eq(purchasedClasses.id, classId));
    expect(klass).toMatchObject({ studentLimit: 45, status: "active" });
    const [event] = await trail("purchase.approved", renewal.id);
    expect(event?.detail).toMatchObject({ renewals: [{ classId, before: 30, after: 45 }] });
    const [mail] = await outboxTo(school.user.email);
    expect(mail?.text).toContain(`${course.name}, Class 8: 15 more seats (renewal)`);
  });

  it("a learner's purchase is approved the same way and mails the learner", async () => {
    const { learner, course, purchase } = await learnerWithPendingPurchase();
    expect((await approve(purchase.id)).statusCode).toBe(200);
    expect((await classesOf(purchase.id))[0]?.status).toBe("active");
    const [event] = await trail("purchase.approved", purchase.id);
    expect(event).toMatchObject({ schoolId: null });
    expect(event?.detail).toMatchObject({ buyer: { type: "learner", id: learner.studentId } });
    const [mail] = await outboxTo(learner.user.email);
    expect(mail?.text).toContain(`${course.name}, Class 6: 1 seat`);
  });

  it("a decided purchase answers 409 to a second decision, and an unknown one 404", async () => {
    const { purchase } = await schoolWithPendingPurchase();
    expect((await approve(purchase.id)).statusCode).toBe(200);
    for (const again of [await approve(purchase.id), await reject(purchase.id, "Not received")]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().key).toBe("paymentAlreadyDecided");
    }
    expect((await trail("purchase.approved", purchase.id)).length).toBe(1);
    expect((await trail("purchase.rejected", purchase.id)).length).toBe(0);
    expect((await purchaseRow(purchase.id))?.status).toBe("verified");

    const unknown = crypto.randomUUID();
    expect((await approve(unknown)).statusCode).toBe(404);
    expect((await reject(unknown, "No such payment")).statusCode).toBe(404);
    expect((await approve("not-an-id")).statusCode).toBe(400);
  });

  it("an approve and a reject racing on one purchase: exactly one wins", async () => {
    for (let round = 0; round < 3; round++) {
      const { purchase } = await schoolWithPendingPurchase();
      const results = await Promise.all([approve(purchase.id), reject(purchase.id, "Amount did not arrive")]);
      const codes = results.map((res) => res.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const row = await purchaseRow(purchase.id);
      const decisions =
        (await trail("purchase.approved", purchase.id)).length +
        (await trail("purchase.rejected", purchase.id)).length;
      expect(decisions).toBe(1);
      const classes = await classesOf(purchase.id);
      if (row?.status === "verified") expect(classes.every((c) => c.status === "active")).toBe(true);
      else expect(classes).toEqual([]);
    }
  });
});

describe("PUT /api/superadmin/payments/{id}/reject", () => {
  it("records the reason, deletes the classes under review with their enrolments, audits and mails", async () => {
    const { school, purchase } = await schoolWithPendingPurchase([5, 7]);
    // An enrolment in a class under review (the enrolment rules may allow it): it goes too.
    await enrolNewStudent(env.db, school.school.id, purchase.classIds[0] as string);
    const reason = "The UTR number does not match any payment received.\nPlease check it.";
    const res = await reject(purchase.id, `  ${reason}  `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: "Payment rejected", key: "paymentRejected" });

    expect(await purchaseRow(purchase.id)).toMatchObject({
      status: "rejected",
      rejectionReason: reason,
      decidedByUserId: superadmin.user.id,
    });
    expect(await classesOf(purchase.id)).toEqual([]);
    const left = await env.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.purchasedClassId, purchase.classIds[0] as string));
    expect(left).toEqual([]);
    const [event] = await trail("purchase.rejected", purchase.id);
    expect(event?.detail).toMatchObject({ reason, removedClasses: 2, unenrolled: 1, total: 18_000 });
    const [mail] = await outboxTo(school.user.email);
    expect(mail?.subject).toBe("Ganit: your payment could not be verified");
    expect(mail?.text).toContain(`Reason: ${reason}`);
    expect(mail?.text).toContain(purchase.utrNumber);
  });

  it("a rejected renewal leaves the class as it was", async () => {
    const { classId, renewal } = await schoolWithPendingRenewal(3, 12, 5);
    expect((await reject(renewal.id, "Not paid")).statusCode).toBe(200);
    const [klass] = await env.db.select().from(purchasedClasses).where(eq(purchasedClasses.id, classId));
    expect(klass).toMatchObject({ studentLimit: 12, status: "active" });
  });

  it("refuses a missing, blank, too long or control-character reason with 400, changing nothing", async () => {
    const { purchase } = await schoolWithPendingPurchase();
    for (const [reason, key] of [
      [undefined, "rejectionReasonRequired"],
      ["   ", "rejectionReasonRequired"],
      ["x".repeat(501), "textTooLong?max=500"],
      ["bad\u0007bell", "controlCharacters"],
      ["nul\u0000byte", "controlCharacters"],
    ] as const) {
      const res = await call(
        "PUT",
        apiPath.rejectPayment(purchase.id),
        reason === undefined ? {} : { reason },
      );
      expect(res.statusCode, String(reason)).toBe(400);
      expect(res.json().key, String(reason)).toBe(key);
    }
    expect((await purchaseRow(purchase.id))?.status).toBe("pending");
    expect((await classesOf(purchase.id)).length).toBe(2);
  });
});

describe("GET /api/superadmin/payments", () => {
  const page = listReader<PaymentsPage>(env, API.payments, superadmin);

  it("lists purchases with lines, buyer and amounts; filters, searches, sorts and counts", async () => {
    const { school, purchase, course } = await schoolWithPendingPurchase();
    const found = await page(`search=${purchase.utrNumber}`);
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({
      _id: purchase.id,
      kind: "students",
      status: "pending",
      utrNumber: purchase.utrNumber,
      subtotal: 20_000,
      discountPercent: 10,
      discount: 2_000,
      tax: 0,
      total: 18_000,
      decidedAt: null,
      rejectionReason: null,
      buyer: { type: "school", id: school.school.id, name: "Test School", email: school.user.email },
      lines: [
        {
          courseId: course.id,
          courseName: course.name,
          classNumber: 5,
          seats: 20,
          unitPrice: 500,
          amount: 10_000,
        },
        {
          courseId: course.id,
          courseName: course.name,
          classNumber: 6,
          seats: 20,
          unitPrice: 500,
          amount: 10_000,
        },
      ],
    });
    expect((await page(`search=${encodeURIComponent(school.user.email.toUpperCase())}`)).total).toBe(1);
    expect((await page(`search=${purchase.utrNumber}&status=verified`)).total).toBe(0);

    const { learner, purchase: bought } = await learnerWithPendingPurchase();
    const byName = await page(`search=${encodeURIComponent(learner.user.name)}`);
    expect(byName.items.map((p) => [p._id, p.buyer.type, p.total])).toEqual([[bought.id, "learner", 500]]);

    const all = await page("limit=100&status=pending&sort=total&order=asc");
    const totals = all.items.map((p) => p.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(all.items.every((p) => p.status === "pending")).toBe(true);
    const whole = await page("limit=100");
    const counted = await env.db.select().from(purchases);
    expect(whole.counts.pending + whole.counts.verified + whole.counts.rejected).toBe(counted.length);
    expect(whole.counts.pending).toBe(counted.filter((p) => p.status === "pending").length);
    // Newest first by default.
    const created = whole.items.map((p) => p.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const byBuyer = await page("limit=100&sort=buyer&order=asc");
    const names = byBuyer.items.map((p) => p.buyer.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it("answers a bad status, sort or page size with 400", async () => {
    await page.refuses(["status=approved", "sort=utrNumber", "limit=7", "search=a%00b"]);
  });
});

describe("only a superadmin verifies payments", () => {
  it("answers 403 to every other role on the list, approve and reject, and changes nothing", async () => {
    const { purchase, school } = await schoolWithPendingPurchase();
    const schoolToken = (await signedInAs(env.app, env.db, "school")).token;
    const { login } = await import("../../test/factories.ts");
    const ownToken = await login(env.app, school.username);
    for (const role of ["admin", "teacher", "student", "studentb2c"] as Role[]) {
      const { token } = await signedInAs(env.app, env.db, role);
      for (const res of [
        await call("GET", API.payments, undefined, token),
        await approve(purchase.id, token),
        await reject(purchase.id, "No", token),
      ]) {
        expect(res.statusCode, role).toBe(403);
      }
    }
    // A school cannot approve its own purchase.
    for (const token of [schoolToken, ownToken]) {
      expect((await approve(purchase.id, token)).statusCode).toBe(403);
      expect((await reject(purchase.id, "No", token)).statusCode).toBe(403);
    }
    expect((await purchaseRow(purchase.id))?.status).toBe("pending");
  });
});
