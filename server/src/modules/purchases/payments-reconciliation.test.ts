import { API, apiPath, type PaymentsPage, type Receipt } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { purchases } from "../../db/schema.ts";
import { createTestSchool, createTestUser, login } from "../../test/factories.ts";
import { callerAs, expectQueriesRefused, listReader, useTestEnv } from "../../test/session.ts";
import { insertPendingSeats, makeCourse } from "./test-helpers.ts";

/**
 * Payments for reconciliation: all statuses, a school, India days of purchase; the counts and rupee
 * sums of the whole filter (not the page); who decided each payment and when, also on its receipt.
 */
const env = useTestEnv();

/** Two seats of a class, bought by the school and waiting for the superadmin. */
const pending = (
  school: Awaited<ReturnType<typeof createTestSchool>>,
  courseId: string,
  classNumber: number,
) => insertPendingSeats(env.db, school, { courseId, classNumber, seats: 2 });

describe("GET /api/superadmin/payments for reconciliation", () => {
  it("filters by school, status and India days, with the filter's sums and who decided", async () => {
    const operator = await createTestUser(env.db, { role: "superadmin", name: "Anita Verifier" });
    const token = await login(env.app, operator.username);
    const call = callerAs(env, { token });
    const page = listReader<PaymentsPage>(env, API.payments, { token });

    const schoolA = await createTestSchool(env.db);
    const schoolB = await createTestSchool(env.db);
    const course = await makeCourse(
      env.db,
      [5, 6, 7, 8].map((n) => ({ classNumber: n, pricePerStudent: 1, pricePerSchool: 1 })),
    );
    const a = schoolA.school.id;
    const waiting = await pending(schoolA, course.id, 5);
    const approved = await pending(schoolA, course.id, 6);
    const refused = await pending(schoolA, course.id, 7);
    const other = await pending(schoolB, course.id, 5);
    expect((await call("PUT", apiPath.approvePayment(approved), {})).statusCode).toBe(200);
    expect((await call("PUT", apiPath.rejectPayment(refused), { reason: "No such UTR" })).statusCode).toBe(
      200,
    );
    expect((await call("PUT", apiPath.approvePayment(other), {})).statusCode).toBe(200);
    // The waiting one was made at 23:59:59 on 1 January in India, the approved one a second later.
    await env.db
      .update(purchases)
      .set({ createdAt: new Date("2026-01-01T18:29:59Z") })
      .where(eq(purchases.id, waiting));
    await env.db
      .update(purchases)
      .set({ createdAt: new Date("2026-01-01T18:30:00Z") })
      .where(eq(purchases.id, approved));

    // A page of one row still sums the whole filter: 100 rupees each (insertPurchase's amount).
    const all = await page(`schoolId=${a}&status=all&limit=25`);
    expect(all.total).toBe(3);
    expect(all.totals).toEqual({ verified: 100, pending: 100, rejected: 100 });
    expect(all.filteredCounts).toEqual({ verified: 1, pending: 1, rejected: 1 });
    expect(all.counts.verified).toBeGreaterThanOrEqual(2);

    const decided = all.items.find((row) => row._id === approved);
    expect(decided?.decidedBy).toEqual({ id: operator.user.id, name: "Anita Verifier" });
    expect(decided?.decidedAt).toBeTruthy();
    expect(all.items.find((row) => row._id === refused)?.decidedBy?.name).toBe("Anita Verifier");
    expect(all.items.find((row) => row._id === waiting)?.decidedBy).toBeNull();

    const verified = await page(`schoolId=${a}&status=verified`);
    expect(verified.items.map((row) => row._id)).toEqual([approved]);
    expect(verified.totals).toEqual({ verified: 100, pending: 0, rejected: 0 });

    const firstDay = await page(`schoolId=${a}&from=2026-01-01&to=2026-01-01`);
    expect(firstDay.items.map((row) => row._id)).toEqual([waiting]);
    const secondDay = await page(`schoolId=${a}&from=2026-01-02&to=2026-01-02`);
    expect(secondDay.items.map((row) => row._id)).toEqual([approved]);
    expect(secondDay.totals).toEqual({ verified: 100, pending: 0, rejected: 0 });

    const receipt = await call("GET", apiPath.receipt(approved));
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json<Receipt>().decidedBy).toEqual({ id: operator.user.id, name: "Anita Verifier" });
  });

  it("refuses a bad filter with a message", async () => {
    const operator = await createTestUser(env.db, { role: "superadmin" });
    const token = await login(env.app, operator.username);
    await expectQueriesRefused(env, API.payments, { token }, [
      "from=2026-13-01",
      "from=2026-02-02&to=2026-02-01",
      "schoolId=x",
      "status=paid",
    ]);
  });
});
