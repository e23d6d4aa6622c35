import { ROUTES, type Role, type RoutePath } from "@ganit/contracts";
import type { ParseKeys } from "i18next";
import { hasRoute } from "./route-table.ts";

/** A menu entry: where it goes and the key of its label in the common namespace (typed, so no typo). */
export type NavItem = { path: RoutePath; labelKey: ParseKeys<"common"> };

/** Public header links: Home, About, Courses, Contact; the mobile menu shows the same four. */
export const PUBLIC_LINKS: readonly NavItem[] = [
  { path: ROUTES.home, labelKey: "nav.home" },
  { path: ROUTES.about, labelKey: "nav.about" },
  { path: ROUTES.courses, labelKey: "nav.courses" },
  { path: ROUTES.contact, labelKey: "nav.contact" },
];

export const LOGIN_LINK: NavItem = { path: ROUTES.login, labelKey: "nav.login" };
export const REGISTER_SCHOOL_LINK: NavItem = { path: ROUTES.schoolRegister, labelKey: "nav.registerSchool" };
/** An individual learner signs up here (role studentb2c): the header offers it beside the school's. */
export const REGISTER_STUDENT_LINK: NavItem = {
  path: ROUTES.studentRegister,
  labelKey: "nav.registerStudent",
};
export const PROFILE_LINK: NavItem = { path: ROUTES.profile, labelKey: "nav.profile" };

/** The content library's two items, in both operator menus (superadmin and admin). */
const CONTENT_LINKS: readonly NavItem[] = [
  { path: ROUTES.content, labelKey: "nav.viewContent" },
  { path: ROUTES.createContent, labelKey: "nav.createContent" },
];

/**
 * Each role's full top navigation, in the order the product defines it.
 * Every path comes from ROUTES; items whose screen is not built yet stay hidden until its route exists.
 */
export const ROLE_MENUS: Record<Role, readonly NavItem[]> = {
  superadmin: [
    { path: ROUTES.superadminDashboard, labelKey: "nav.dashboard" },
    { path: ROUTES.superadminActiveSchools, labelKey: "nav.viewSchools" },
    { path: ROUTES.superadminStudents, labelKey: "nav.students" },
    { path: ROUTES.superadminAddAdmin, labelKey: "nav.addAdmin" },
    { path: ROUTES.superadminViewAdmin, labelKey: "nav.viewAdmins" },
    ...CONTENT_LINKS,
    // Our additions to the spec's menu: payments (docs/adr/0159-superadmin-menu-items.md) and the
    // audit trail. Course enablement is reached from View Schools' Add Courses (docs/adr/0273-operator-menus.md).
    { path: ROUTES.superadminPayments, labelKey: "nav.payments" },
    { path: ROUTES.superadminAudit, labelKey: "nav.audit" },
    PROFILE_LINK,
  ],
  admin: [
    { path: ROUTES.adminDashboard, labelKey: "nav.dashboard" },
    { path: ROUTES.adminViewCourse, labelKey: "nav.editCourses" },
    { path: ROUTES.adminAddCourse, labelKey: "nav.addCourse" },
    { path: ROUTES.adminDeleteCourse, labelKey: "nav.removeCourses" },
    ...CONTENT_LINKS,
    { path: ROUTES.adminNoPurchases, labelKey: "nav.noPurchases" },
    PROFILE_LINK,
  ],
  school: [
    { path: ROUTES.schoolDashboard, labelKey: "nav.dashboard" },
    { path: ROUTES.schoolStudentCourses, labelKey: "nav.studentCourses" },
    // Buying seats is the first thing a new school does: our addition to the spec's menu (docs/adr/0313).
    { path: ROUTES.schoolBuyCourses, labelKey: "nav.buyCourses" },
    { path: ROUTES.schoolAddStudent, labelKey: "nav.addStudent" },
    { path: ROUTES.schoolViewStudents, labelKey: "nav.viewStudents" },
    { path: ROUTES.schoolAddTeacher, labelKey: "nav.addTeacher" },
    { path: ROUTES.schoolViewTeachers, labelKey: "nav.viewTeachers" },
    { path: ROUTES.schoolChapters, labelKey: "nav.classBook" },
    { path: ROUTES.schoolAssignments, labelKey: "nav.assignments" },
    { path: ROUTES.schoolTests, labelKey: "nav.tests" },
    PROFILE_LINK,
  ],
  teacher: [
    { path: ROUTES.teacherDashboard, labelKey: "nav.dashboard" },
    { path: ROUTES.teacherChapters, labelKey: "nav.classBook" },
    { path: ROUTES.teacherTests, labelKey: "nav.tests" },
    PROFILE_LINK,
  ],
  student: [
    { path: ROUTES.studentDashboard, labelKey: "nav.dashboard" },
    { path: ROUTES.studentChapters, labelKey: "nav.myBook" },
    PROFILE_LINK,
  ],
  parent: [{ path: ROUTES.parentDashboard, labelKey: "nav.dashboard" }, PROFILE_LINK],
  studentb2c: [
    { path: ROUTES.b2cDashboard, labelKey: "nav.dashboard" },
    { path: ROUTES.b2cChapters, labelKey: "nav.myBook" },
    { path: ROUTES.b2cBuyCourses, labelKey: "nav.buyCourses" },
    { path: ROUTES.b2cPaymentHistory, labelKey: "nav.paymentHistory" },
    PROFILE_LINK,
  ],
};

/** A menu never links to a screen that does not exist: keep only items whose route is built. */
export const builtOnly = (items: readonly NavItem[]) => items.filter((item) => hasRoute(item.path));

export const roleMenu = (role: Role) => builtOnly(ROLE_MENUS[role]);

/** Shown to the superadmin of a demo only (the server answered its outbox): not part of the product's menu. */
export const DEMO_OUTBOX_LINK: NavItem = { path: ROUTES.superadminDemoOutbox, labelKey: "nav.demoOutbox" };
