import { API, apiPath, type SchoolDashboard, type StudentAddResponse } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordTokens, purchasedClasses, purchases, users } from "../../db/schema.ts";
import { createTestUser, unique } from "../../test/factories.ts";
import { callerAs, signedInSchool, useTestEnv } from "../../test/session.ts";
import { insertPendingSeats, makeCourse } from "../purchases/test-helpers.ts";
import { insertTeacher } from "../teachers/service.ts";

/**
 * The school dashboard's getting-started path, step by step from the data: buy seats → verification
 * → add students → enrol → sign-in sheets → teachers. Another school's rows never count.
 */
const env = useTestEnv();

describe("the getting-started path of GET /api/school/dashboard", () => {
  it("follows a new school from nothing to enrolled students, each step from the data", async () => {
    const school = await signedInSchool(env);
    const other = await signedInSchool(env);
    const as = callerAs(env, school);
    const steps = async () => {
      const res = await as("GET", API.schoolDashboard);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<SchoolDashboard>().gettingStarted;
    };
    expect(await steps()).toEqual({
      seatClasses: { active: 0, hold: 0 },
      schoolClasses: 0,
      pendingPurchases: [],
      pendingPurchaseCount: 0,
      studentsEnrolled: 0,
      studentsWithoutSignIn: 0,
    });

    // Seats bought: the purchase waits for verification and its class is on hold.
    const course = await makeCourse(env.db, [{ classNumber: 5, pricePerStudent: 10, pricePerSchool: 100 }]);
    const purchaseId = await insertPendingSeats(env.db, school, {
      courseId: course.id,
      classNumber: 5,
      seats: 3,
    });
    // Another school's purchase is not ours.
    await insertPendingSeats(env.db, other, { courseId: course.id, classNumber: 5, seats: 3 });
    const waiting = await steps();
    expect(waiting.seatClasses).toEqual({ active: 0, hold: 1 });
    expect(waiting.pendingPurchaseCount).toBe(1);
    expect(waiting.pendingPurchases).toEqual([
      {
        _id: purchaseId,
        kind: "students",
        utrNumber: expect.any(String),
        total: 100,
        classes: 1,
        createdAt: expect.any(String),
      },
    ]);

    // Verified: the class is active, nothing waits.
    await env.db.update(purchases).set({ status: "verified" }).where(eq(purchases.id, purchaseId));
    await env.db
      .update(purchasedClasses)
      .set({ status: "active" })
      .where(eq(purchasedClasses.purchaseId, purchaseId));
    expect(await steps()).toMatchObject({ seatClasses: { active: 1, hold: 0 }, pendingPurchaseCount: 0 });

    // Students added: their sheet's codes are live, so every one of them has a way in.
    const added = await as("POST", API.addStudentsBulk, {
      students: [1, 2].map((i) => ({
        name: `Child ${i}`,
        email: `${unique("kid")}@example.in`,
        dob: "2014-02-03",
        Class: 5,
        fathername: unique("Father"),
      })),
    });
    expect(added.statusCode, added.body).toBe(200);
    const [first, second] = added.json<StudentAddResponse>().credentials;
    expect(await steps()).toMatchObject({ studentsEnrolled: 0, studentsWithoutSignIn: 0 });

    // One enrolled; the other's code has expired unused: their class's sheet must be printed again.
    const enrol = await as("PUT", apiPath.addToCourse(first?._id ?? "", course.id), { classNumber: 5 });
    expect(enrol.statusCode, enrol.body).toBe(200);
    const [account] = await env.db
      .select()
      .from(users)
      .where(eq(users.username, second?.username ?? ""));
    await env.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.userId, account?.id ?? ""));
    expect(await steps()).toMatchObject({ studentsEnrolled: 1, studentsWithoutSignIn: 1 });
    const reprint = await as("POST", API.studentNewCodes, { classNumber: 5 });
    expect(reprint.statusCode, reprint.body).toBe(200);
    expect(await steps()).toMatchObject({ studentsWithoutSignIn: 0 });

    // A teacher: the dashboard's teacher count is the last step.
    const teacher = await createTestUser(env.db, { role: "teacher" });
    await insertTeacher(env.db, teacher.user.id, { schoolId: school.school.id, dob: null });
    const dashboard = (await as("GET", API.schoolDashboard)).json<SchoolDashboard>();
    expect(dashboard.teachers).toBe(1);
    // The other school sees only its own purchase.
    const theirs = (await callerAs(env, other)("GET", API.schoolDashboard)).json<SchoolDashboard>();
    expect(theirs.gettingStarted).toMatchObject({ pendingPurchaseCount: 1, studentsEnrolled: 0 });
  });
});
