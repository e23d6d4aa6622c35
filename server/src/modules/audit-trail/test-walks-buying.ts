import { API } from "@ganit/contracts";
import type { TestEnv } from "../../test/harness.ts";
import { signedInSchool } from "../../test/session.ts";
import { schoolWithSeats } from "../enrolment/test-helpers.ts";
import { learnerWithToken, makeCourse, nextUtr, PRICED_CLASSES, seatsOf } from "../purchases/test-helpers.ts";
import { ok, type Scenario, walkKit } from "./test-walks.ts";

/** The walks of buying, payments, enablement, enrolment and a school's status. */
export function buyingWalks(env: TestEnv): Record<string, Scenario> {
  const { token, enabledClass, pendingPurchase, enrolled, enrol } = walkKit(env);
  function enablementScenarios(kind: "coursesforschool" | "coursesforstudents"): Record<string, Scenario> {
    const base = `/api/enable/:schoolId/${kind}`;
    const limit = kind === "coursesforstudents" ? 20 : "";
    return {
      [`POST ${base}`]: async () => {
        const superadmin = await token("superadmin");
        const school = await signedInSchool(env);
        const course = await makeCourse(env.db, PRICED_CLASSES);
        const payload = {
          courseId: course.id,
          classDetails: [{ classNumber: 6, studentLimit: limit, status: "active" }],
        };
        return ok(
          "course enabled",
          { method: "POST", url: `/api/enable/${school.school.id}/${kind}`, token: superadmin, payload },
          ["enablement.added"],
        );
      },
      [`PUT ${base}/:courseId/class/:classNumber`]: async () => {
        const { superadmin, base: course } = await enabledClass(kind);
        const payload = { status: "hold", ...(kind === "coursesforstudents" ? { studentLimit: 12 } : {}) };
        return ok("class edited", { method: "PUT", url: `${course}/class/5`, token: superadmin, payload }, [
          "enablement.class_updated",
        ]);
      },
      [`DELETE ${base}/:courseId/class/:classNumber`]: async () => {
        const { superadmin, base: course } = await enabledClass(kind);
        return ok("class removed", { method: "DELETE", url: `${course}/class/5`, token: superadmin }, [
          "enablement.class_removed",
        ]);
      },
      [`DELETE ${base}/:courseId`]: async () => {
        const { superadmin, base: course } = await enabledClass(kind);
        return ok("course removed", { method: "DELETE", url: course, token: superadmin }, [
          "enablement.course_removed",
        ]);
      },
    };
  }
  return {
    "POST /api/school/buycourses/students": async () => {
      const school = await signedInSchool(env);
      const course = await makeCourse(env.db, PRICED_CLASSES);
      const payload = seatsOf(course.id, nextUtr(), [{ classNumber: 5, studentLimit: 3 }]);
      return ok("seats bought", { method: "POST", url: API.buyForStudents, token: school.token, payload }, [
        "purchase.created",
      ]);
    },
    "POST /api/school/buycourses/school": async () => {
      const school = await signedInSchool(env);
      const course = await makeCourse(env.db, PRICED_CLASSES);
      const payload = {
        utrNumber: nextUtr(),
        coursesForSchool: [{ courseId: course.id, classNumbers: [6] }],
      };
      return ok(
        "school access bought",
        { method: "POST", url: API.buyForSchool, token: school.token, payload },
        ["purchase.created"],
      );
    },
    "POST /api/school/renewcourse": async () => {
      const { token: schoolToken, course } = await schoolWithSeats(env.app, env.db, { seats: 5 });
      const payload = { utrNumber: nextUtr(), courseId: course.id, classNumber: 5, seats: 2 };
      return ok("renewal asked for", { method: "POST", url: API.renewCourse, token: schoolToken, payload }, [
        "purchase.renewal_requested",
      ]);
    },
    "POST /api/studentb2c/buycourse": async () => {
      const learner = await learnerWithToken(env.app, env.db);
      const course = await makeCourse(env.db, PRICED_CLASSES);
      const payload = { utrNumber: nextUtr(), courseId: course.id, classNumber: 6 };
      return ok(
        "learner bought",
        { method: "POST", url: API.learnerBuyCourse, token: learner.token, payload },
        ["purchase.created"],
      );
    },
    "PUT /api/data/schools/discount": async () =>
      ok(
        "discount set",
        { method: "PUT", url: API.discount, token: await token("superadmin"), payload: { discount: 7.5 } },
        ["settings.discount_changed"],
      ),
    ...enablementScenarios("coursesforschool"),
    ...enablementScenarios("coursesforstudents"),
    "PUT /api/superadmin/payments/:id/approve": async () => {
      const { id, superadmin } = await pendingPurchase();
      return ok(
        "payment approved",
        { method: "PUT", url: `${API.payments}/${id}/approve`, token: superadmin },
        ["purchase.approved"],
      );
    },
    "PUT /api/superadmin/payments/:id/reject": async () => {
      const { id, superadmin } = await pendingPurchase();
      return ok(
        "payment rejected",
        {
          method: "PUT",
          url: `${API.payments}/${id}/reject`,
          token: superadmin,
          payload: { reason: "No such payment" },
        },
        ["purchase.rejected"],
      );
    },
    "PUT /api/student/addtocourse/:studentId/:courseId": async () => {
      const { schoolToken, courseId, pupils } = await enrolled();
      return ok(
        "student enrolled",
        {
          method: "PUT",
          url: `/api/student/addtocourse/${pupils[0]}/${courseId}`,
          token: schoolToken,
          payload: { classNumber: 5 },
        },
        ["enrolment.added"],
      );
    },
    "PUT /api/student/removefromcourse/:studentId/:courseId": async () => {
      const { schoolToken, courseId, pupils } = await enrolled();
      await enrol(schoolToken, courseId, pupils);
      return ok(
        "student unenrolled",
        {
          method: "PUT",
          url: `/api/student/removefromcourse/${pupils[0]}/${courseId}`,
          token: schoolToken,
          payload: { classNumber: 5 },
        },
        ["enrolment.removed"],
      );
    },
    "PUT /api/student/bulkaddtocourse/:courseId": async () => {
      const { schoolToken, courseId, pupils } = await enrolled();
      return ok(
        "students enrolled",
        {
          method: "PUT",
          url: `/api/student/bulkaddtocourse/${courseId}`,
          token: schoolToken,
          payload: { studentIds: pupils, classNumber: 5 },
        },
        ["enrolment.bulk_added"],
      );
    },
    "PUT /api/student/bulkremovefromcourse/:courseId": async () => {
      const { schoolToken, courseId, pupils } = await enrolled();
      await enrol(schoolToken, courseId, pupils);
      return ok(
        "students unenrolled",
        {
          method: "PUT",
          url: `/api/student/bulkremovefromcourse/${courseId}`,
          token: schoolToken,
          payload: { studentIds: pupils, classNumber: 5 },
        },
        ["enrolment.bulk_removed"],
      );
    },
    // The school's status (hold, block, reactivate).
    "PUT /api/superadmin/schools/:schoolId/status": async () => {
      const school = await signedInSchool(env);
      return ok(
        "school held",
        {
          method: "PUT",
          url: `/api/superadmin/schools/${school.school.id}/status`,
          token: await token("superadmin"),
          payload: { status: "hold", reason: "Fees under review" },
        },
        ["school.held"],
      );
    },
  };
}
