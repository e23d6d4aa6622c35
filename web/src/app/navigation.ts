import { ROUTES, type Role } from "@ganit/contracts";
import { hasRoute } from "./route-table.ts";

/** A menu entry: where it goes and the key of its label in the common namespace. */
export type NavItem = { path: string; labelKey: string };

/** Public header links (part 1 §2); the mobile menu shows the same four. */
export const PUBLIC_LINKS: readonly NavItem[] = [
  { path: ROUTES.home, labelKey: "nav.home" },
  { path: ROUTES.about, labelKey: "nav.about" },
  { path: ROUTES.courses, labelKey: "nav.courses" },
  { path: ROUTES.contact, labelKey: "nav.contact" },
];

export const LOGIN_LINK: NavItem = { path: ROUTES.login, labelKey: "nav.login" };
export const REGISTER_SCHOOL_LINK: NavItem = { path: ROUTES.schoolRegister, labelKey: "nav.registerSchool" };
export const PROFILE_LINK: NavItem = { path: ROUTES.profile, labelKey: "nav.profile" };

/**
 * Each role's full top navigation as the spec lists it (part 1 §2, part 2 "Top navigation").
 * Paths not yet in ROUTES belong to later issues; they stay hidden until their route exists.
 */
export const ROLE_MENUS: Record<Role, readonly NavItem[]> = {
  superadmin: [
    { path: ROUTES.superadminDashboard, labelKey: "nav.dashboard" },
    { path: "/superadmin/activeschools", labelKey: "nav.viewSchools" },
    { path: "/superadmin/students", labelKey: "nav.students" },
    { path: "/superadmin/addadmin", labelKey: "nav.addAdmin" },
    { path: "/superadmin/viewadmin", labelKey: "nav.viewAdmins" },
    { path: "/content", labelKey: "nav.viewContent" },
    { path: "/create", labelKey: "nav.createContent" },
    PROFILE_LINK,
  ],
  admin: [
    { path: ROUTES.adminDashboard, labelKey: "nav.dashboard" },
    { path: "/admin/viewcourse", labelKey: "nav.editCourses" },
    { path: "/admin/addcourse", labelKey: "nav.addCourse" },
    { path: "/admin/deletecourse", labelKey: "nav.removeCourses" },
    { path: "/content", labelKey: "nav.viewContent" },
    { path: "/create", labelKey: "nav.createContent" },
    PROFILE_LINK,
  ],
  school: [
    { path: ROUTES.schoolDashboard, labelKey: "nav.dashboard" },
    { path: "/school/studentcourses", labelKey: "nav.studentCourses" },
    { path: "/school/addstudent", labelKey: "nav.addStudent" },
    { path: "/school/viewstudents", labelKey: "nav.viewStudents" },
    { path: "/school/addteacher", labelKey: "nav.addTeacher" },
    { path: "/school/viewteachers", labelKey: "nav.viewTeachers" },
    PROFILE_LINK,
  ],
  teacher: [{ path: ROUTES.teacherDashboard, labelKey: "nav.dashboard" }, PROFILE_LINK],
  student: [{ path: ROUTES.studentDashboard, labelKey: "nav.dashboard" }, PROFILE_LINK],
  studentb2c: [
    { path: ROUTES.b2cDashboard, labelKey: "nav.dashboard" },
    { path: "/buycourses", labelKey: "nav.buyCourses" },
    { path: "/paymenthistory", labelKey: "nav.paymentHistory" },
    PROFILE_LINK,
  ],
};

/** A menu never links to a screen that does not exist: keep only items whose route is built. */
export const builtOnly = (items: readonly NavItem[]) => items.filter((item) => hasRoute(item.path));

export const roleMenu = (role: Role) => builtOnly(ROLE_MENUS[role]);
