import type { Role } from "./roles.ts";

/** API paths, shared so the web never spells one differently from the server. */
export const API = {
  health: "/api/health",
  login: "/api/user/login",
  forgotPassword: "/api/user/forgotpassword",
  resetPassword: "/api/user/resetpassword",
  changePassword: "/api/user/changepassword",
  register: "/api/user/register",
  profile: "/api/user/profile",
  /** Admin users: the list, and `/{id}`, `/activate/{id}`, `/hold/{id}`. */
  admins: "/api/admin",
  // Students and teachers (issue 7: students)
  firstSignIn: "/api/user/first-signin",
  students: "/api/student/getall",
  addStudent: "/api/student/add",
  addStudentsBulk: "/api/student/add-bulk",
  teachers: "/api/teacher/getall",
  addTeacher: "/api/teacher/add",
  addTeachersBulk: "/api/teacher/add-bulk",
} as const;

/** Paths with an id in them, built the same way on both sides. */
export const apiPath = {
  admin: (id: string) => `${API.admins}/${encodeURIComponent(id)}`,
  activateAdmin: (id: string) => `${API.admins}/activate/${encodeURIComponent(id)}`,
  holdAdmin: (id: string) => `${API.admins}/hold/${encodeURIComponent(id)}`,
  // Students and teachers (issue 7: students)
  updateStudent: (id: string) => `/api/student/update/${encodeURIComponent(id)}`,
  student: (id: string) => `/api/student/${encodeURIComponent(id)}`,
  activateTeacher: (userId: string) => `/api/teacher/activate/${encodeURIComponent(userId)}`,
  holdTeacher: (userId: string) => `/api/teacher/hold/${encodeURIComponent(userId)}`,
} as const;

/**
 * Every client route of the SPA, in one table: the web's route
 * table and menus, each role's dashboard and the links in mail all take their paths from here.
 */
export const ROUTES = {
  home: "/",
  about: "/about",
  courses: "/courses",
  contact: "/contact",
  login: "/login",
  resetPassword: "/resetpassword",
  schoolRegister: "/schoolregister",
  studentRegister: "/studentregister",
  forbidden: "/forbidden",
  profile: "/profile",
  viewResource: "/viewresource",
  superadminDashboard: "/superadmindashboard",
  superadminActiveSchools: "/superadmin/activeschools",
  superadminNoPurchase: "/superadmin/nopurchase",
  superadminStudents: "/superadmin/students",
  superadminAddAdmin: "/superadmin/addadmin",
  superadminViewAdmin: "/superadmin/viewadmin",
  superadminAddCourses: "/superadmin/addcourses",
  content: "/content",
  createContent: "/create",
  adminDashboard: "/admindashboard",
  adminViewCourse: "/admin/viewcourse",
  adminViewCourseInfo: "/admin/viewcourseinfo",
  adminDeleteCourse: "/admin/deletecourse",
  adminAddCourse: "/admin/addcourse",
  adminEditCourse: "/admin/editcourse",
  adminNoPurchases: "/admin/nopurchases",
  schoolDashboard: "/schooldashboard",
  schoolStudentCourses: "/school/studentcourses",
  schoolCourseContent: "/school/schoolcoursecontent",
  schoolAddStudent: "/school/addstudent",
  schoolViewStudents: "/school/viewstudents",
  schoolRenewCourse: "/school/renewcourse",
  schoolCourseAddStudent: "/school/courseaddstudent",
  schoolCourseViewStudents: "/school/courseviewstudents",
  schoolAddTeacher: "/school/addteacher",
  schoolViewTeachers: "/school/viewteachers",
  teacherDashboard: "/teacherdashboard",
  teacherCourseContent: "/teacher/coursecontent",
  studentDashboard: "/studentdashboard",
  studentCourseContent: "/student/coursecontent",
  b2cDashboard: "/dashboard",
  b2cBuyCourses: "/buycourses",
  b2cPaymentHistory: "/paymenthistory",
} as const;
export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** Where each role lands after signing in: /{role}dashboard, except studentb2c → /dashboard. */
export const DASHBOARD_BY_ROLE: Record<Role, RoutePath> = {
  superadmin: ROUTES.superadminDashboard,
  admin: ROUTES.adminDashboard,
  school: ROUTES.schoolDashboard,
  teacher: ROUTES.teacherDashboard,
  student: ROUTES.studentDashboard,
  studentb2c: ROUTES.b2cDashboard,
};
