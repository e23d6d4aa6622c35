import { API, type AuditAction } from "@ganit/contracts";
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
          { url: `/api/enable/${school.school.id}/${kind}`, token: superadmin, payload },
          ["enablement.added"],
        );
      },
      [`PUT ${base}/:courseId/class/:classNumber`]: async () => {
        const { superadmin, base: course } = await enabledClass(kind);
        const payload = { status: "hold", ...(kind === "coursesforstudents" ? { studentLimit: 12 } : {}) };
        return ok("class edited", { url: `${course}/class/5`, token: superadmin, payload }, [
          "enablement.class_updated",
        ]);
      },
      [`DELETE ${base}/:courseId/class/:classNumber`]: async () => {
        const { superadmin, base: course } = await enabledClass(kind);
        return ok("class removed", { url: `${course}/class/5`, token: superadmin }, [
          "enablement.class_removed",
        ]);
      },
      [`DELETE ${base}/:courseId`]: async () => {
        const { superadmin, base: course } = await enabledClass(kind);
        return ok("course removed", { url: course, token: superadmin }, ["enablement.course_removed"]);
      },
    };
  }
  /**
   * A walk of an enrolment route: a PUT of class 5 by the office of a school with seats of it and two
   * pupils, the first pupil's or (`bulk`) both; for a removal, both enrolled first.
   */
  function enrolmentScenario(
    label: string,
    action: AuditAction,
    url: (courseId: string, pupil: string) => string,
    options: { bulk?: boolean; enrolledFirst?: boolean } = {},
  ): Scenario {
    return async () => {
      const { schoolToken, courseId, pupils } = await enrolled();
      if (options.enrolledFirst) await enrol(schoolToken, courseId, pupils);
      const payload = options.bulk ? { studentIds: pupils, classNumber: 5 } : { classNumber: 5 };
      return ok(label, { url: url(courseId, pupils[0] ?? ""), token: schoolToken, payload }, [action]);
    };
  }
  return {
    "POST /api/school/buycourses/students": async () => {
      const school = await signedInSchool(env);
      const course = await makeCourse(env.db, PRICED_CLASSES);
      const payload = seatsOf(course.id, nextUtr(), [{ classNumber: 5, studentLimit: 3 }]);
      return ok("seats bought", { url: API.buyForStudents, token: school.token, payload }, [
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
      return ok("school access bought", { url: API.buyForSchool, token: school.token, payload }, [
        "purchase.created",
      ]);
    },
    "POST /api/school/renewcourse": async () => {
      const { token: schoolToken, course } = await schoolWithSeats(env.app, env.db, { seats: 5 });
      const payload = { utrNumber: nextUtr(), courseId: course.id, classNumber: 5, seats: 2 };
      return ok("renewal asked for", { url: API.renewCourse, token: schoolToken, payload }, [
        "purchase.renewal_requested",
      ]);
    },
    "POST /api/studentb2c/buycourse": async () => {
      const learner = await learnerWithToken(env.app, env.db);
      const course = await makeCourse(env.db, PRICED_CLASSES);
      const payload = { utrNumber: nextUtr(), courseId: course.id, classNumber: 6 };
      return ok("learner bought", { url: API.learnerBuyCourse, token: learner.token, payload }, [
        "purchase.created",
      ]);
    },
    "PUT /api/data/schools/discount": async () =>
      ok(
        "discount set",
        { url: API.discount, token: await token("superadmin"), payload: { discount: 7.5 } },
        ["settings.discount_changed"],
      ),
    ...enablementScenarios("coursesforschool"),
    ...enablementScenarios("coursesforstudents"),
    "PUT /api/superadmin/payments/:id/approve": async () => {
      const { id, superadmin } = await pendingPurchase();
      return ok("payment approved", { url: `${API.payments}/${id}/approve`, token: superadmin }, [
        "purchase.approved",
      ]);
    },
    "PUT /api/superadmin/payments/:id/reject": async () => {
      const { id, superadmin } = await pendingPurchase();
      return ok(
        "payment rejected",
        {
          url: `${API.payments}/${id}/reject`,
          token: superadmin,
          payload: { reason: "No such payment" },
        },
        ["purchase.rejected"],
      );
    },
    "PUT /api/student/addtocourse/:studentId/:courseId": enrolmentScenario(
      "student enrolled",
      "enrolment.added",
      (courseId, pupil) => `/api/student/addtocourse/${pupil}/${courseId}`,
    ),
    "PUT /api/student/removefromcourse/:studentId/:courseId": enrolmentScenario(
      "student unenrolled",
      "enrolment.removed",
      (courseId, pupil) => `/api/student/removefromcourse/${pupil}/${courseId}`,
      { enrolledFirst: true },
    ),
    "PUT /api/student/bulkaddtocourse/:courseId": enrolmentScenario(
      "students enrolled",
      "enrolment.bulk_added",
      (courseId) => `/api/student/bulkaddtocourse/${courseId}`,
      { bulk: true },
    ),
    "PUT /api/student/bulkremovefromcourse/:courseId": enrolmentScenario(
      "students unenrolled",
      "enrolment.bulk_removed",
      (courseId) => `/api/student/bulkremovefromcourse/${courseId}`,
      { bulk: true, enrolledFirst: true },
    ),
    // The school's status (hold, block, reactivate).
    "PUT /api/superadmin/schools/:schoolId/status": async () => {
      const school = await signedInSchool(env);
      return ok(
        "school held",
        {
          url: `/api/superadmin/schools/${school.school.id}/status`,
          token: await token("superadmin"),
          payload: { status: "hold", reason: "Fees under review" },
        },
        ["school.held"],
      );
    },
  };
}
