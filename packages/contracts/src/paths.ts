/** API paths, shared so the web never spells one differently from the server. */
export const API = {
  health: "/api/health",
  login: "/api/user/login",
  forgotPassword: "/api/user/forgotpassword",
  resetPassword: "/api/user/resetpassword",
  changePassword: "/api/user/changepassword",
  register: "/api/user/register",
  profile: "/api/user/profile",
} as const;

/** Client routes of the SPA (part 1 §2, part 2 route guard table). */
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
  superadminDashboard: "/superadmindashboard",
  adminDashboard: "/admindashboard",
  schoolDashboard: "/schooldashboard",
  teacherDashboard: "/teacherdashboard",
  studentDashboard: "/studentdashboard",
  b2cDashboard: "/dashboard",
} as const;
