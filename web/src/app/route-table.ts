import type { Role, RoutePath } from "@ganit/contracts";
import { ROLES, ROUTES } from "@ganit/contracts";
import type { ComponentType } from "react";
import { matchRoutes } from "react-router";

/** A screen's module: the screen, and what it may ask for before the app's first render. */
type Lazy = () => Promise<{ default: ComponentType; prefetch?: () => void }>;

/**
 * Every client route in one table: its path, the screen (loaded lazily, so a visitor downloads only
 * the public site), who may enter (the roles admitted, or "public") and the layout it sits in.
 * Menus are built from this table too, so a menu can never link to a screen that does not exist.
 */
export type AppRoute = {
  /** From ROUTES, the one table of client paths. */
  path: RoutePath;
  load: Lazy;
  /** "public" routes need no session (the server's word for its open routes); otherwise the roles admitted. */
  access: "public" | readonly Role[];
  /** "bare" hides header and footer (the resource viewer). */
  layout?: "main" | "bare";
};

const publicPages = {
  home: () => import("../features/public/home-page.tsx"),
  about: () => import("../features/public/about-page.tsx"),
  courses: () => import("../features/public/courses-page.tsx"),
  contact: () => import("../features/public/contact-page.tsx"),
};
// Schools and individual learners
/** Children's data: the short notice, the parent's consent page, the operator's consent records. */
const privacy = {
  notice: () => import("../features/privacy/privacy-page.tsx"),
  consent: () => import("../features/privacy/parent-consent-page.tsx"),
  records: () => import("../features/privacy/consents-page.tsx"),
};
/** A teacher's own tests: the list, the builder, the results. */
const teacherTests = {
  list: () => import("../features/teacher-tests/tests-page.tsx"),
  builder: () => import("../features/teacher-tests/builder-page.tsx"),
  results: () => import("../features/teacher-tests/results-page.tsx"),
};
/** Teachers' tests as the school office reads them: the list and a test's results. */
const schoolTests = {
  list: () => import("../features/school-tests/tests-page.tsx"),
  results: () => import("../features/school-tests/results-page.tsx"),
};
/** The three screens share one chunk (one import() site in the shell). */
const assignmentScreens = () => import("../features/assignments/screens.ts");
const assignments = {
  assign: () => assignmentScreens().then((m) => ({ default: m.AssignPage })),
  list: () => assignmentScreens().then((m) => ({ default: m.AssignmentsPage })),
  one: () => assignmentScreens().then((m) => ({ default: m.AssignmentPage })),
};
const parent = {
  dashboard: () => import("../features/parent/parent-dashboard-page.tsx"),
  join: () => import("../features/parent/parent-join-page.tsx"),
  stop: () => import("../features/parent/stop-summary-page.tsx"),
  codes: () => import("../features/school-parents/parent-codes-page.tsx"),
};
const registration = {
  school: () => import("../features/registration/school-register-page.tsx"),
  learner: () => import("../features/registration/student-register-page.tsx"),
};
const schoolDashboard = () => import("../features/school-dashboard/school-dashboard-page.tsx");
const adminUsers = {
  list: () => import("../features/admin-users/view-admins-page.tsx"),
  add: () => import("../features/admin-users/add-admin-page.tsx"),
};

// Course catalogue (admin course screens)
const adminCourses = {
  dashboard: () => import("../features/admin-courses/admin-dashboard-page.tsx"),
  view: () => import("../features/admin-courses/view-course-page.tsx"),
  manage: () => import("../features/admin-courses/manage-courses-page.tsx"),
  add: () => import("../features/admin-courses/add-course-page.tsx"),
  edit: () => import("../features/admin-courses/edit-course-page.tsx"),
};
// Content library and the admin's course viewer
const contentLibrary = {
  list: () => import("../features/content-library/content-list-page.tsx"),
  create: () => import("../features/content-library/create-content-page.tsx"),
  viewResource: () => import("../features/content-library/view-resource-page.tsx"),
  courseInfo: () => import("../features/admin-course-info/view-course-info-page.tsx"),
};
// School students and teachers (school screens).
const schoolStudents = {
  add: () => import("../features/school-students/add-student-page.tsx"),
  list: () => import("../features/school-students/view-students-page.tsx"),
};
const schoolTeachers = {
  add: () => import("../features/school-teachers/add-teacher-page.tsx"),
  list: () => import("../features/school-teachers/view-teachers-page.tsx"),
};
// Buying seats (school purchase screens)
const schoolPurchase = {
  buy: () => import("../features/school-purchase/buy-courses-page.tsx"),
  renew: () => import("../features/school-purchase/renew-course-page.tsx"),
  payments: () => import("../features/school-purchase/payments-page.tsx"),
};
// Buying seats: the individual learner's screens and the receipt of a verified payment
// The chapter view: a child's book with their levels; a class's book with its summary
const chapters = {
  mine: () => import("../features/chapters/my-chapters-page.tsx"),
  class: () => import("../features/chapters/class-chapters-page.tsx"),
};
const learner = {
  dashboard: () => import("../features/learner/learner-dashboard-page.tsx"),
  buy: () => import("../features/learner/buy-courses-page.tsx"),
  history: () => import("../features/learner/payment-history-page.tsx"),
  content: () => import("../features/learner/course-content-page.tsx"),
};
const receipt = () => import("../features/receipts/receipt-page.tsx");
// Buying seats (superadmin screens): course enablement, payments, the superadmin dashboard
const superadminScreens = {
  addCourses: () => import("../features/course-enablement/course-enablement-page.tsx"),
  payments: () => import("../features/purchase-verification/payments-page.tsx"),
  dashboard: () => import("../features/superadmin-dashboard/superadmin-dashboard-page.tsx"),
  // Operator schools: every school, its courses and people, and its status
  activeSchools: () => import("../features/operator-schools/active-schools-page.tsx"),
  audit: () => import("../features/audit-trail/audit-page.tsx"),
};
// Operators' lists across schools: no purchases (superadmin and admin), students (superadmin)
const operatorLists = {
  noPurchases: () => import("../features/no-purchase-schools/no-purchase-schools-page.tsx"),
  students: () => import("../features/student-directory/student-directory-page.tsx"),
};
// Enrolment (the school's enrolment screens)
const schoolEnrolment = {
  courses: () => import("../features/school-enrolment/student-courses-page.tsx"),
  enrol: () => import("../features/school-enrolment/course-add-student-page.tsx"),
  enrolled: () => import("../features/school-enrolment/course-view-students-page.tsx"),
};

// Enrolment and learning: the student's and teacher's dashboards, the content
// viewers of students, teachers and the school, progress
const learning = {
  studentDashboard: () => import("../features/learning/student-dashboard-page.tsx"),
  studentContent: () => import("../features/learning/student-content-page.tsx"),
  teacherDashboard: () => import("../features/learning/teacher-dashboard-page.tsx"),
  teacherContent: () => import("../features/learning/teacher-content-page.tsx"),
  schoolContent: () => import("../features/learning/school-content-page.tsx"),
};

// Native practice: the student's set, the class's results, the admin's set editor
const practice = {
  answer: () => import("../features/practice/practice-page.tsx"),
  review: () => import("../features/practice/review-page.tsx"),
  test: () => import("../features/practice/chapter-test-page.tsx"),
  results: () => import("../features/practice/results-page.tsx"),
  editor: () => import("../features/practice/set-editor-page.tsx"),
};
// An unknown path under an operator area, behind the area's guard
const operatorNotFound = () => import("../features/not-found/operator-not-found-page.tsx");

export const APP_ROUTES: AppRoute[] = [
  { path: ROUTES.home, load: publicPages.home, access: "public" },
  { path: ROUTES.about, load: publicPages.about, access: "public" },
  { path: ROUTES.courses, load: publicPages.courses, access: "public" },
  { path: ROUTES.contact, load: publicPages.contact, access: "public" },
  { path: ROUTES.login, load: () => import("../features/auth/login-page.tsx"), access: "public" },
  {
    path: ROUTES.resetPassword,
    load: () => import("../features/auth/reset-password-page.tsx"),
    access: "public",
  },
  { path: ROUTES.forbidden, load: () => import("../features/auth/forbidden-page.tsx"), access: "public" },
  { path: ROUTES.profile, load: () => import("../features/profile/profile-page.tsx"), access: ROLES },
  { path: ROUTES.superadminViewAdmin, load: adminUsers.list, access: ["superadmin"] },
  { path: ROUTES.superadminAddAdmin, load: adminUsers.add, access: ["superadmin"] },
  // Course catalogue (admin course screens)
  { path: ROUTES.adminDashboard, load: adminCourses.dashboard, access: ["admin"] },
  { path: ROUTES.adminViewCourse, load: adminCourses.view, access: ["admin"] },
  { path: ROUTES.adminDeleteCourse, load: adminCourses.manage, access: ["admin"] },
  { path: ROUTES.adminAddCourse, load: adminCourses.add, access: ["admin"] },
  { path: ROUTES.adminEditCourse, load: adminCourses.edit, access: ["admin"] },
  // Content library and the admin's course viewer
  { path: ROUTES.content, load: contentLibrary.list, access: ["superadmin", "admin"] },
  { path: ROUTES.createContent, load: contentLibrary.create, access: ["superadmin", "admin"] },
  { path: ROUTES.viewResourcePage, load: contentLibrary.viewResource, access: "public", layout: "bare" },
  { path: ROUTES.adminViewCourseInfo, load: contentLibrary.courseInfo, access: ["admin"] },
  // Schools and individual learners
  { path: ROUTES.schoolRegister, load: registration.school, access: "public" },
  { path: ROUTES.studentRegister, load: registration.learner, access: "public" },
  // Children's data
  { path: ROUTES.privacyNotice, load: privacy.notice, access: "public" },
  { path: ROUTES.parentConsent, load: privacy.consent, access: "public" },
  { path: ROUTES.superadminConsents, load: privacy.records, access: ["superadmin"] },
  { path: ROUTES.schoolDashboard, load: schoolDashboard, access: ["school"] },
  // Parents: joining with a code, each child's week, the summary's stop link; the office's code sheet
  { path: ROUTES.parentJoin, load: parent.join, access: "public" },
  { path: ROUTES.parentStopSummary, load: parent.stop, access: "public" },
  { path: ROUTES.parentDashboard, load: parent.dashboard, access: ["parent"] },
  { path: ROUTES.schoolParentCodes, load: parent.codes, access: ["school"] },
  // School students and teachers (school screens).
  { path: ROUTES.schoolAddStudent, load: schoolStudents.add, access: ["school"] },
  { path: ROUTES.schoolViewStudents, load: schoolStudents.list, access: ["school"] },
  { path: ROUTES.schoolAddTeacher, load: schoolTeachers.add, access: ["school"] },
  { path: ROUTES.schoolViewTeachers, load: schoolTeachers.list, access: ["school"] },
  // Buying seats (school purchase screens)
  { path: ROUTES.schoolBuyCourses, load: schoolPurchase.buy, access: ["school"] },
  { path: ROUTES.schoolRenewCourse, load: schoolPurchase.renew, access: ["school"] },
  { path: ROUTES.schoolPayments, load: schoolPurchase.payments, access: ["school"] },
  // Buying seats: the individual learner's screens and the receipt of a verified payment
  { path: ROUTES.b2cDashboard, load: learner.dashboard, access: ["studentb2c"] },
  { path: ROUTES.b2cBuyCourses, load: learner.buy, access: ["studentb2c"] },
  { path: ROUTES.b2cPaymentHistory, load: learner.history, access: ["studentb2c"] },
  { path: ROUTES.b2cCourseContent, load: learner.content, access: ["studentb2c"] },
  { path: ROUTES.receiptPage, load: receipt, access: ["school", "studentb2c", "superadmin"] },
  // Buying seats (superadmin screens)
  { path: ROUTES.superadminDashboard, load: superadminScreens.dashboard, access: ["superadmin"] },
  { path: ROUTES.superadminAddCourses, load: superadminScreens.addCourses, access: ["superadmin"] },
  { path: ROUTES.superadminPayments, load: superadminScreens.payments, access: ["superadmin"] },
  // The audit trail
  { path: ROUTES.superadminAudit, load: superadminScreens.audit, access: ["superadmin"] },
  // Operators' lists across schools
  { path: ROUTES.superadminNoPurchase, load: operatorLists.noPurchases, access: ["superadmin"] },
  { path: ROUTES.adminNoPurchases, load: operatorLists.noPurchases, access: ["admin"] },
  { path: ROUTES.superadminStudents, load: operatorLists.students, access: ["superadmin"] },
  { path: ROUTES.superadminActiveSchools, load: superadminScreens.activeSchools, access: ["superadmin"] },
  // The demo's outbox: the page says so when the server is no demo (its API is absent there)
  {
    path: ROUTES.superadminDemoOutbox,
    load: () => import("../features/demo-outbox/demo-outbox-page.tsx"),
    access: ["superadmin"],
  },
  // Enrolment (the school's enrolment screens)
  { path: ROUTES.schoolStudentCourses, load: schoolEnrolment.courses, access: ["school"] },
  { path: ROUTES.schoolCourseAddStudent, load: schoolEnrolment.enrol, access: ["school"] },
  { path: ROUTES.schoolCourseViewStudents, load: schoolEnrolment.enrolled, access: ["school"] },
  // Enrolment and learning
  { path: ROUTES.studentDashboard, load: learning.studentDashboard, access: ["student"] },
  { path: ROUTES.studentCourseContent, load: learning.studentContent, access: ["student"] },
  { path: ROUTES.teacherDashboard, load: learning.teacherDashboard, access: ["teacher"] },
  { path: ROUTES.teacherCourseContent, load: learning.teacherContent, access: ["teacher"] },
  { path: ROUTES.schoolCourseContent, load: learning.schoolContent, access: ["school"] },
  // Native practice
  { path: ROUTES.practice, load: practice.answer, access: ["student", "studentb2c"] },
  { path: ROUTES.practiceReview, load: practice.review, access: ["student", "studentb2c"] },
  { path: ROUTES.practiceTest, load: practice.test, access: ["student", "studentb2c"] },
  { path: ROUTES.teacherPracticeResults, load: practice.results, access: ["teacher"] },
  // The classroom's assignments
  { path: ROUTES.teacherAssign, load: assignments.assign, access: ["teacher"] },
  { path: ROUTES.teacherAssignments, load: assignments.list, access: ["teacher"] },
  { path: ROUTES.teacherAssignment, load: assignments.one, access: ["teacher"] },
  // A teacher's own tests (docs/adr/0693)
  { path: ROUTES.teacherTests, load: teacherTests.list, access: ["teacher"] },
  { path: ROUTES.teacherTestNew, load: teacherTests.builder, access: ["teacher"] },
  { path: ROUTES.teacherTest, load: teacherTests.results, access: ["teacher"] },
  { path: ROUTES.teacherTestEdit, load: teacherTests.builder, access: ["teacher"] },
  // The school office's: the same screens (docs/adr/0703)
  { path: ROUTES.schoolAssign, load: assignments.assign, access: ["school"] },
  { path: ROUTES.schoolAssignments, load: assignments.list, access: ["school"] },
  { path: ROUTES.schoolAssignment, load: assignments.one, access: ["school"] },
  { path: ROUTES.schoolTests, load: schoolTests.list, access: ["school"] },
  { path: ROUTES.schoolTest, load: schoolTests.results, access: ["school"] },
  { path: ROUTES.schoolPracticeResults, load: practice.results, access: ["school"] },
  { path: ROUTES.adminPracticeSet, load: practice.editor, access: ["admin", "superadmin"] },
  // The chapter view: the class's book with its skills
  { path: ROUTES.studentChapters, load: chapters.mine, access: ["student"] },
  { path: ROUTES.b2cChapters, load: chapters.mine, access: ["studentb2c"] },
  { path: ROUTES.teacherChapters, load: chapters.class, access: ["teacher"] },
  { path: ROUTES.schoolChapters, load: chapters.class, access: ["school"] },
  // The rest of the operator areas: the guard first (no token → /login, another role → /forbidden)
  { path: ROUTES.superadminArea, load: operatorNotFound, access: ["superadmin"] },
  { path: ROUTES.adminArea, load: operatorNotFound, access: ["admin"] },
];

export const NOT_FOUND: Lazy = () => import("../features/not-found/not-found-page.tsx");

export const hasRoute = (path: string) => APP_ROUTES.some((route) => route.path === path);

/**
 * The built route at `pathname`, ranked as the router ranks them: a path named exactly
 * (/practice/review) before a pattern it also matches (/practice/:resourceId), and a screen's own
 * path before its area's catch-all (`/admin/*`), wherever the table lists them.
 */
export function routeAt(pathname: string): AppRoute | undefined {
  const best = matchRoutes(
    APP_ROUTES.map((route, index) => ({ id: String(index), path: route.path })),
    pathname,
  )?.[0];
  return best ? APP_ROUTES[Number(best.route.id)] : undefined;
}
