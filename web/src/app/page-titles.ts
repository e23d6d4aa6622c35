import { ROUTES, type RoutePath } from "@ganit/contracts";
import type { ParseKeys } from "i18next";
import { routeAt } from "./route-table.ts";

type TitleKey = ParseKeys<"common">;

/**
 * Each client route's page title (WCAG 2.4.2), keyed by its path in ROUTES: a path added to ROUTES
 * without a title fails the typecheck, so no screen keeps the site's generic title. One table,
 * read by the layouts for whatever route matched; no screen sets its own.
 */
export const PAGE_TITLES: Record<RoutePath, TitleKey> = {
  [ROUTES.home]: "pageTitle.home",
  [ROUTES.about]: "pageTitle.about",
  [ROUTES.courses]: "pageTitle.courses",
  [ROUTES.contact]: "pageTitle.contact",
  [ROUTES.login]: "pageTitle.login",
  [ROUTES.resetPassword]: "pageTitle.resetPassword",
  [ROUTES.schoolRegister]: "pageTitle.schoolRegister",
  [ROUTES.studentRegister]: "pageTitle.studentRegister",
  [ROUTES.privacyNotice]: "pageTitle.privacy",
  [ROUTES.parentConsent]: "pageTitle.parentConsent",
  [ROUTES.parentDashboard]: "pageTitle.parentDashboard",
  [ROUTES.parentJoin]: "pageTitle.parentJoin",
  [ROUTES.parentStopSummary]: "pageTitle.parentStop",
  [ROUTES.schoolParentCodes]: "pageTitle.parentCodes",
  [ROUTES.superadminConsents]: "pageTitle.consents",
  [ROUTES.forbidden]: "pageTitle.forbidden",
  [ROUTES.profile]: "pageTitle.profile",
  [ROUTES.viewResource]: "pageTitle.viewResource",
  [ROUTES.viewResourcePage]: "pageTitle.viewResource",
  [ROUTES.superadminDashboard]: "pageTitle.dashboard",
  [ROUTES.superadminActiveSchools]: "pageTitle.viewSchools",
  [ROUTES.superadminNoPurchase]: "pageTitle.noPurchase",
  [ROUTES.superadminStudents]: "pageTitle.students",
  [ROUTES.superadminAddAdmin]: "pageTitle.addAdmin",
  [ROUTES.superadminViewAdmin]: "pageTitle.viewAdmins",
  [ROUTES.superadminAddCourses]: "pageTitle.schoolCourses",
  [ROUTES.superadminPayments]: "pageTitle.payments",
  [ROUTES.superadminDemoOutbox]: "pageTitle.demoOutbox",
  [ROUTES.content]: "pageTitle.viewContent",
  [ROUTES.createContent]: "pageTitle.createContent",
  [ROUTES.adminDashboard]: "pageTitle.dashboard",
  [ROUTES.adminViewCourse]: "pageTitle.editCourses",
  [ROUTES.adminViewCourseInfo]: "pageTitle.courseInfo",
  [ROUTES.adminDeleteCourse]: "pageTitle.removeCourses",
  [ROUTES.adminAddCourse]: "pageTitle.addCourse",
  [ROUTES.adminEditCourse]: "pageTitle.editCourse",
  [ROUTES.adminNoPurchases]: "pageTitle.noPurchase",
  [ROUTES.schoolDashboard]: "pageTitle.dashboard",
  [ROUTES.schoolStudentCourses]: "pageTitle.studentCourses",
  [ROUTES.schoolCourseContent]: "pageTitle.courseContent",
  [ROUTES.schoolAddStudent]: "pageTitle.addStudent",
  [ROUTES.schoolViewStudents]: "pageTitle.viewStudents",
  [ROUTES.schoolRenewCourse]: "pageTitle.renewCourse",
  [ROUTES.schoolCourseAddStudent]: "pageTitle.enrolStudents",
  [ROUTES.schoolCourseViewStudents]: "pageTitle.enrolledStudents",
  [ROUTES.schoolAddTeacher]: "pageTitle.addTeacher",
  [ROUTES.schoolViewTeachers]: "pageTitle.viewTeachers",
  [ROUTES.schoolBuyCourses]: "pageTitle.buyCourses",
  [ROUTES.schoolPayments]: "pageTitle.payments",
  [ROUTES.teacherDashboard]: "pageTitle.dashboard",
  [ROUTES.teacherCourseContent]: "pageTitle.courseContent",
  [ROUTES.studentDashboard]: "pageTitle.dashboard",
  [ROUTES.studentCourseContent]: "pageTitle.courseContent",
  [ROUTES.b2cDashboard]: "pageTitle.dashboard",
  [ROUTES.b2cBuyCourses]: "pageTitle.buyCourses",
  [ROUTES.b2cPaymentHistory]: "pageTitle.paymentHistory",
  [ROUTES.b2cCourseContent]: "pageTitle.courseContent",
  [ROUTES.receiptPage]: "pageTitle.receipt",
  [ROUTES.superadminAudit]: "pageTitle.audit",
  [ROUTES.practice]: "pageTitle.practice",
  [ROUTES.practiceReview]: "pageTitle.practiceReview",
  [ROUTES.practiceTest]: "pageTitle.practiceTest",
  [ROUTES.adminPracticeSet]: "pageTitle.practiceSet",
  [ROUTES.teacherPracticeResults]: "pageTitle.practiceResults",
  [ROUTES.schoolPracticeResults]: "pageTitle.practiceResults",
  [ROUTES.studentChapters]: "pageTitle.myBook",
  [ROUTES.b2cChapters]: "pageTitle.myBook",
  [ROUTES.teacherChapters]: "pageTitle.classBook",
  [ROUTES.schoolChapters]: "pageTitle.classBook",
  [ROUTES.teacherAssign]: "pageTitle.assign",
  [ROUTES.teacherAssignments]: "pageTitle.assignments",
  [ROUTES.teacherAssignment]: "pageTitle.assignment",
  [ROUTES.teacherTests]: "pageTitle.tests",
  [ROUTES.teacherTestNew]: "pageTitle.testNew",
  [ROUTES.teacherTest]: "pageTitle.test",
  [ROUTES.teacherTestEdit]: "pageTitle.testEdit",
  [ROUTES.schoolAssign]: "pageTitle.assign",
  [ROUTES.schoolAssignments]: "pageTitle.assignments",
  [ROUTES.schoolAssignment]: "pageTitle.assignment",
  [ROUTES.schoolTests]: "pageTitle.tests",
  [ROUTES.schoolTest]: "pageTitle.test",
  // Another path under an operator area: its guard answers, then the 404 page.
  [ROUTES.superadminArea]: "pageTitle.notFound",
  [ROUTES.adminArea]: "pageTitle.notFound",
};

/**
 * The title key of the page at `pathname`: its built route's, or the 404 page's when none matches.
 */
export function pageTitleKey(pathname: string): TitleKey {
  const route = routeAt(pathname);
  return route ? PAGE_TITLES[route.path] : "pageTitle.notFound";
}
