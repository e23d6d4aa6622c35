import type { Role } from "./roles.ts";

/** API paths, shared so the web never spells one differently from the server. */
export const API = {
  health: "/api/health",
  /** For a load balancer: 200 only while this process can serve (database answering, schema current). */
  healthReady: "/api/health/ready",
  login: "/api/user/login",
  forgotPassword: "/api/user/forgotpassword",
  resetPassword: "/api/user/resetpassword",
  changePassword: "/api/user/changepassword",
  register: "/api/user/register",
  profile: "/api/user/profile",
  /** Ends the caller's session (this token). */
  logout: "/api/user/logout",
  /** Ends every session of the caller, on every device. */
  logoutEverywhere: "/api/user/logout-everywhere",
  /** Admin users: the list, and `/{id}`, `/activate/{id}`, `/hold/{id}`. */
  admins: "/api/admin",
  // Course catalogue: the admin list (`GET`), `/{id}` (GET, PUT, DELETE), the public catalogue, add, the dashboard's counts
  courses: "/api/course",
  publicCourses: "/api/course/get",
  addCourse: "/api/course/add",
  courseSummary: "/api/course/summary",
  // Content library
  contentList: "/api/content/getdata",
  contentCreate: "/api/content/postdata",
  contentOptions: "/api/content/options",
  /** The live preview's host page (served under the lesson-page sandbox). */
  contentPreview: "/api/content/preview",
  // Schools and individual learners
  schoolRegister: "/api/school/register",
  schoolDashboard: "/api/school/dashboard",
  learnerRegister: "/api/studentb2c/register",
  // Children's data: the parent's consent link, copies, erasure, the operator's consent records
  privacyConsent: "/api/privacy/consent/:token",
  privacyConsentConfirm: "/api/privacy/consent/:token/confirm",
  privacyConsentWithdraw: "/api/privacy/consent/:token/withdraw",
  privacyConsentExport: "/api/privacy/consent/:token/export",
  privacyStudentExport: "/api/privacy/students/:id/export",
  privacyStudentErase: "/api/privacy/students/:id/erase",
  privacyOwnExport: "/api/privacy/me/export",
  privacyConsents: "/api/privacy/consents",
  privacyGrievances: "/api/privacy/grievances",
  privacyGrievanceAnswer: "/api/privacy/grievances/:id/answer",
  /** `?pincode=`: the state and district a PIN code belongs to. */
  pincode: "/api/reference/pincode",
  // Students and teachers
  firstSignIn: "/api/user/first-signin",
  students: "/api/student/getall",
  addStudent: "/api/student/add",
  addStudentsBulk: "/api/student/add-bulk",
  studentNewCodes: "/api/student/new-codes",
  studentSections: "/api/student/sections",
  teacherClassesBulk: "/api/teacher/classes-bulk",
  myClasses: "/api/teacher/my-classes",
  teachers: "/api/teacher/getall",
  addTeacher: "/api/teacher/add",
  addTeachersBulk: "/api/teacher/add-bulk",
  // Buying seats (purchases)
  myCourses: "/api/course/mycourses",
  discount: "/api/data/schools/discount",
  buyForStudents: "/api/school/buycourses/students",
  buyForSchool: "/api/school/buycourses/school",
  renewCourse: "/api/school/renewcourse",
  learnerBuyCourse: "/api/studentb2c/buycourse",
  paymentQuote: "/api/payments/quote",
  paymentHistory: "/api/payments/history",
  /** Superadmin: pending and decided payments (paged), `/{id}/approve`, `/{id}/reject`. */
  payments: "/api/superadmin/payments",
  /** Superadmin: the audit trail, newest first, paged and filtered. */
  audit: "/api/superadmin/audit",
  /** Superadmin: the audit trail as a file, `?format=xlsx|csv` and the list's filters. */
  auditExport: "/api/superadmin/audit/export",
  /** Superadmin and admin: schools that never had a verified purchase. */
  noPurchaseSchools: "/api/superadmin/schools/no-purchases",
  /** Superadmin: students across schools. */
  studentDirectory: "/api/superadmin/students",
  /** Superadmin: every school with its contact, counts and courses (paged, searched, filtered). */
  activeSchools: "/api/superadmin/active-schools",
  /** Superadmin: the school picker of course enablement. */
  enablementSchools: "/api/enable/schools",
  // Superadmin dashboard
  schoolsStatus: "/api/data/schools/status",
  registrationTrend: "/api/data/schools/registration-trend",
  growthTrend: "/api/data/growth-trend",
  // Buying seats: the learner's content access (spec part 1 §7)
  studentAccessCourses: "/api/course/student/accesscourses",
  // Enrolment: the school's student courses with their seats
  schoolStudentCourses: "/api/course/school/accesscourses/students",
  // Enrolment and learning (content access and progress)
  teacherAccessCourses: "/api/teacher/accesscourses",
  schoolAccessCourses: "/api/course/school/accesscourses/school",
  progressOpened: "/api/progress/opened",
  progressDone: "/api/progress/done",
  progressResume: "/api/progress/resume",
  // Practice: `/{resourceId}` (the set), `/{resourceId}/attempts`, `/attempts/{attemptId}/answers`
  practice: "/api/practice",
  practiceResults: "/api/practice/results",
  practiceSync: "/api/practice/sync",
  practiceReview: "/api/practice/review",
  practiceMine: "/api/practice/mine",
  /** A chapter test: started for a chapter, then read and submitted as a sitting (docs/adr/0691). */
  practiceChapterTests: "/api/practice/chapter-tests",
  practiceTests: "/api/practice/tests",
  /** A sitting of a teacher's test assigned to the child: `/{testId}` (docs/adr/0694). */
  practiceTeacherTests: "/api/practice/teacher-tests",
  /** A teacher's own tests (docs/adr/0693): `/{id}`, `/{id}/results`, `/propose`, `/alternatives`. */
  teacherTests: "/api/teacher-tests",
  teacherTestsPropose: "/api/teacher-tests/propose",
  teacherTestsAlternatives: "/api/teacher-tests/alternatives",
  /** Printable worksheets: `/{resourceId}?lang=en|hi`, an A4 PDF. */
  printWorksheets: "/api/print/worksheets",
  /** Test papers (`/{testId}`, `/chapters/{chapterId}`), a class's and a child's report: A4 PDFs. */
  printTestPapers: "/api/print/tests",
  printChapterTestPapers: "/api/print/chapter-tests",
  printClassReports: "/api/print/class-reports",
  printChildReports: "/api/print/child-reports",
  // The chapter view: the class's book with its skills (a child's levels, a class's summary)
  syllabusMine: "/api/syllabus/mine",
  syllabusClass: "/api/syllabus/class",
  // The classroom's assignments: `/{id}/children`, `/{id}/export`, `/{id}/nudge`
  assignments: "/api/assignments",
  assignmentOptions: "/api/assignments/options",
  assignmentClasses: "/api/assignments/classes",
  assignmentsDue: "/api/assignments/due",
  /** Demo mode only: the mail outbox for the superadmin (not served by a production start). */
  demoOutbox: "/api/demo/outbox",
} as const;

/** Paths with an id in them, built the same way on both sides. */
export const apiPath = {
  privacyStudentExport: (id: string, format: "json" | "xlsx" = "json") =>
    `/api/privacy/students/${encodeURIComponent(id)}/export?format=${format}`,
  privacyGrievanceAnswer: (id: string) => `/api/privacy/grievances/${encodeURIComponent(id)}/answer`,
  privacyStudentErase: (id: string) => `/api/privacy/students/${encodeURIComponent(id)}/erase`,
  privacyConsent: (token: string, action?: "confirm" | "withdraw" | "export") =>
    `/api/privacy/consent/${encodeURIComponent(token)}${action ? `/${action}` : ""}`,
  admin: (id: string) => `${API.admins}/${encodeURIComponent(id)}`,
  activateAdmin: (id: string) => `${API.admins}/activate/${encodeURIComponent(id)}`,
  holdAdmin: (id: string) => `${API.admins}/hold/${encodeURIComponent(id)}`,
  // A chapter test (docs/adr/0691): start one for a chapter; read and submit a sitting
  practiceChapterTest: (chapterId: string) => `${API.practiceChapterTests}/${encodeURIComponent(chapterId)}`,
  practiceTest: (attemptId: string) => `${API.practiceTests}/${encodeURIComponent(attemptId)}`,
  practiceTeacherTest: (testId: string) => `${API.practiceTeacherTests}/${encodeURIComponent(testId)}`,
  practiceTestSubmit: (attemptId: string) => `${API.practiceTests}/${encodeURIComponent(attemptId)}/submit`,
  practiceTestAnswers: (attemptId: string) => `${API.practiceTests}/${encodeURIComponent(attemptId)}/answers`,
  // A teacher's own test (docs/adr/0693): read, edit, delete, its results
  teacherTest: (id: string) => `${API.teacherTests}/${encodeURIComponent(id)}`,
  teacherTestResults: (id: string) => `${API.teacherTests}/${encodeURIComponent(id)}/results`,
  // Course catalogue
  course: (id: string) => `${API.courses}/${encodeURIComponent(id)}`,
  // Content library
  contentItem: (id: string) => `${API.contentList}/${encodeURIComponent(id)}`,
  deleteContent: (id: string) => `/api/content/delete/${encodeURIComponent(id)}`,
  /** A lesson page served as its own sandboxed HTML document: the only place a body is rendered. */
  lessonPage: (id: string) => `/api/content/page/${encodeURIComponent(id)}`,
  pincode: (pincode: string) => `${API.pincode}?pincode=${encodeURIComponent(pincode)}`,
  // Students and teachers
  updateStudent: (id: string) => `/api/student/update/${encodeURIComponent(id)}`,
  student: (id: string) => `/api/student/${encodeURIComponent(id)}`,
  assignmentChildren: (id: string) => `/api/assignments/${encodeURIComponent(id)}/children`,
  assignmentExport: (id: string) => `/api/assignments/${encodeURIComponent(id)}/export`,
  assignmentNudge: (id: string) => `/api/assignments/${encodeURIComponent(id)}/nudge`,
  assignment: (id: string) => `/api/assignments/${encodeURIComponent(id)}`,
  assignmentWithdraw: (id: string) => `/api/assignments/${encodeURIComponent(id)}/withdraw`,
  teacherClasses: (userId: string) => `/api/teacher/classes/${encodeURIComponent(userId)}`,
  activateTeacher: (userId: string) => `/api/teacher/activate/${encodeURIComponent(userId)}`,
  holdTeacher: (userId: string) => `/api/teacher/hold/${encodeURIComponent(userId)}`,
  // Buying seats (purchases)
  receipt: (purchaseId: string) => `/api/payments/${encodeURIComponent(purchaseId)}/receipt`,
  approvePayment: (purchaseId: string) => `${API.payments}/${encodeURIComponent(purchaseId)}/approve`,
  rejectPayment: (purchaseId: string) => `${API.payments}/${encodeURIComponent(purchaseId)}/reject`,
  /** Superadmin: a school's status (active, hold, blocked). */
  schoolStatus: (schoolId: string) => `/api/superadmin/schools/${encodeURIComponent(schoolId)}/status`,
  /** `/api/enable/{schoolId}`: the school the enablement screen is about. */
  enablementSchool: (schoolId: string) => `/api/enable/${encodeURIComponent(schoolId)}`,
  /** `/api/enable/{schoolId}/coursesforschool` or `/coursesforstudents`. */
  enabledCourses: (schoolId: string, kind: "school" | "students") =>
    `/api/enable/${encodeURIComponent(schoolId)}/${kind === "school" ? "coursesforschool" : "coursesforstudents"}`,
  enabledCourse: (schoolId: string, kind: "school" | "students", courseId: string) =>
    `${apiPath.enabledCourses(schoolId, kind)}/${encodeURIComponent(courseId)}`,
  enabledClass: (schoolId: string, kind: "school" | "students", courseId: string, classNumber: number) =>
    `${apiPath.enabledCourse(schoolId, kind, courseId)}/class/${classNumber}`,
  // Buying seats: one course of the learner's content access
  studentAccessCourse: (courseId: string) =>
    `/api/course/student/accesscourse/${encodeURIComponent(courseId)}`,
  // Enrolment
  addToCourse: (studentId: string, courseId: string) =>
    `/api/student/addtocourse/${encodeURIComponent(studentId)}/${encodeURIComponent(courseId)}`,
  removeFromCourse: (studentId: string, courseId: string) =>
    `/api/student/removefromcourse/${encodeURIComponent(studentId)}/${encodeURIComponent(courseId)}`,
  bulkAddToCourse: (courseId: string) => `/api/student/bulkaddtocourse/${encodeURIComponent(courseId)}`,
  bulkRemoveFromCourse: (courseId: string) =>
    `/api/student/bulkremovefromcourse/${encodeURIComponent(courseId)}`,
  courseStats: (courseId: string) => `/api/student/getstudentcount/${encodeURIComponent(courseId)}`,
  studentsEnrolled: (courseId: string) => `/api/student/students-enrolled/${encodeURIComponent(courseId)}`,
  /** The enrolment screen's students with `enrolled` for the target class (`?classNumber=`, paged; `idsOnly=1`). */
  courseCandidates: (courseId: string) => `/api/student/course-candidates/${encodeURIComponent(courseId)}`,
  // Enrolment and learning (content access and progress)
  teacherAccessCourse: (courseId: string) => `${API.teacherAccessCourses}/${encodeURIComponent(courseId)}`,
  schoolAccessCourse: (courseId: string) => `${API.schoolAccessCourses}/${encodeURIComponent(courseId)}`,
  /** The caller's ticks in a course's tree; `?class=n` keeps one class. */
  courseProgress: (courseId: string, classNumber?: number) =>
    `/api/progress/course/${encodeURIComponent(courseId)}${classNumber === undefined ? "" : `?class=${classNumber}`}`,
  /** Teachers and the school: the enrolled students × titles completed of one class. */
  classProgress: (courseId: string, classNumber: number) =>
    `/api/progress/class/${encodeURIComponent(courseId)}/${classNumber}`,
  /** A practice set's printable worksheet (A4 PDF) in English or Hindi. */
  worksheet: (resourceId: string, lang: "en" | "hi" = "en") =>
    `${API.printWorksheets}/${encodeURIComponent(resourceId)}?lang=${lang}`,
  /** A stored test's paper, a chapter's fresh test paper (A4 PDFs). */
  testPaper: (testId: string, lang: "en" | "hi" = "en") =>
    `${API.printTestPapers}/${encodeURIComponent(testId)}?lang=${lang}`,
  chapterTestPaper: (chapterId: string, lang: "en" | "hi" = "en") =>
    `${API.printChapterTestPapers}/${encodeURIComponent(chapterId)}?lang=${lang}`,
  /** A course class's report (one section of it with `section`), a child's report (A4 PDFs). */
  classReport: (courseId: string, classNumber: number, lang: "en" | "hi" = "en", section?: string | null) =>
    `${API.printClassReports}/${encodeURIComponent(courseId)}/${classNumber}?lang=${lang}${
      section ? `&section=${encodeURIComponent(section)}` : ""
    }`,
  childReport: (studentId: string, lang: "en" | "hi" = "en") =>
    `${API.printChildReports}/${encodeURIComponent(studentId)}?lang=${lang}`,
} as const;

/**
 * The parents' API paths and builders (docs/adr/0671), in tables of their own so that only the
 * screens and tests that call them carry them (every first visit carries `API` and `apiPath`).
 */
export const PARENT_API = {
  parentCodesStudent: "/api/parents/codes/student/:id",
  parentCodesClass: "/api/parents/codes/class",
  parentJoin: "/api/parents/join",
  parentChildren: "/api/parents/children",
  parentChildWeek: "/api/parents/children/:id/week",
  /** A parent's copy of a linked child's data (`?format=json|xlsx`), and their request to erase it. */
  parentChildExport: "/api/parents/children/:id/export",
  parentChildErase: "/api/parents/children/:id/erase",
  parentSettings: "/api/parents/settings",
  parentStudentParents: "/api/parents/students/:id",
  parentUnlink: "/api/parents/students/:id/parents/:userId",
  parentSummaryStop: "/api/parents/summary/stop",
  /** The parent asks for this week's summary mail now (on top of Sunday's). */
  parentSummaryNow: "/api/parents/summary/now",
  parentSummaryTexts: "/api/parents/summary/texts",
  /** A child's notes from their teachers (read by staff, written by a teacher of the child's class). */
  studentNotes: "/api/notes/students/:id",
  /** One note: its teacher edits or deletes it. */
  note: "/api/notes/:id",
} as const;

export const parentApiPath = {
  parentCodesStudent: (id: string) => `/api/parents/codes/student/${encodeURIComponent(id)}`,
  parentChildWeek: (id: string) => `/api/parents/children/${encodeURIComponent(id)}/week`,
  parentChildExport: (id: string, format: "json" | "xlsx" = "json") =>
    `/api/parents/children/${encodeURIComponent(id)}/export?format=${format}`,
  parentChildErase: (id: string) => `/api/parents/children/${encodeURIComponent(id)}/erase`,
  parentStudentParents: (id: string) => `/api/parents/students/${encodeURIComponent(id)}`,
  parentUnlink: (id: string, userId: string) =>
    `/api/parents/students/${encodeURIComponent(id)}/parents/${encodeURIComponent(userId)}`,
  studentNotes: (studentId: string) => `/api/notes/students/${encodeURIComponent(studentId)}`,
  note: (id: string) => `/api/notes/${encodeURIComponent(id)}`,
} as const;

/** Browser routes with an id in them (never an API path: those are `apiPath`'s), for links and mail. */
export const routePath = {
  /** The spec's resource viewer route for a page, as course resources and the library link to it. */
  viewResource: (id: string) => `/viewresource/${encodeURIComponent(id)}`,
  /** A chapter test sitting: its questions, then its result. */
  practiceTest: (attemptId: string) => `/practice/test/${encodeURIComponent(attemptId)}`,
  /** The printable receipt screen of a verified payment. */
  receiptPage: (purchaseId: string) => `/receipt/${encodeURIComponent(purchaseId)}`,
  superadminAddCoursesFor: (schoolId: string) =>
    `/superadmin/addcourses?schoolId=${encodeURIComponent(schoolId)}`,
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
  /** A parent's consent link (`#<token>`): confirm, withdraw, or take a copy of the child's data. */
  parentConsent: "/parentconsent",
  /** The short privacy notice, in English and Hindi (docs/privacy.md is the long form). */
  privacyNotice: "/privacy",
  superadminConsents: "/superadmin/consents",
  /** Parents: the dashboard (each child's week), joining with a code, the summary's stop link (`#<token>`). */
  parentDashboard: "/parentdashboard",
  parentJoin: "/parentjoin",
  parentStopSummary: "/parentstop",
  /** The school office's printable sheet of parent codes for a class. */
  schoolParentCodes: "/school/parentcodes",
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
  // The chapter view: the class's book, chapter by chapter with its skills (a child's levels; a
  // class's summary for the school and its teachers, `?class=`)
  studentChapters: "/student/chapters",
  b2cChapters: "/chapters",
  teacherChapters: "/teacher/chapters",
  schoolChapters: "/school/chapters",
  b2cBuyCourses: "/buycourses",
  b2cPaymentHistory: "/paymenthistory",
  // Content library: the resource viewer's route pattern (links use routePath.viewResource(id))
  viewResourcePage: "/viewresource/:resourceId",
  // Buying seats (purchases): the superadmin's pending payments, the receipt of a payment
  superadminPayments: "/superadmin/payments",
  /** The audit trail (superadmin). */
  superadminAudit: "/superadmin/audit",
  /** The school's purchase wizard (the spec names no route for it; see docs/adr/0145-school-purchase-routes.md). */
  schoolBuyCourses: "/school/buycourses",
  /** An individual learner's content viewer of one bought class (`?class=n`, course id in session storage). */
  b2cCourseContent: "/coursecontent",
  receiptPage: "/receipt/:purchaseId",
  /** The school's payments: its purchases and their verification (not in the spec; see docs/adr/0145-school-purchase-routes.md). */
  schoolPayments: "/school/payments",
  // Native practice (not in the spec; see docs/adr/0341-practice-screens.md)
  /** A student's or learner's exercise set, one question at a time. */
  practice: "/practice/:resourceId",
  /** A student's or learner's day-later mixed review of one class (`?courseId=&class=`). */
  practiceReview: "/practice/review",
  /** A child's chapter test sitting: its questions one at a time, then (submitted) its result. */
  practiceTest: "/practice/test/:attemptId",
  /** The admin's editor of a resource's exercise set, with a phone-sized preview. */
  adminPracticeSet: "/admin/practice/:resourceId",
  /** A class's practice results (`?courseId=&class=`): the teacher's and the school's. */
  teacherPracticeResults: "/teacher/practice",
  /** The classroom's assignments (docs/adr/0661): the assign form (`?courseId=&class=&section=`), the list, one table. */
  teacherAssign: "/teacher/assign",
  teacherAssignments: "/teacher/assignments",
  teacherAssignment: "/teacher/assignments/:id",
  /** A teacher's own tests (docs/adr/0693): the list, the builder (new, or `/:id/edit`), one test's results. */
  teacherTests: "/teacher/tests",
  teacherTestNew: "/teacher/tests/new",
  teacherTest: "/teacher/tests/:id",
  teacherTestEdit: "/teacher/tests/:id/edit",
  /** The school office's, the same screens (docs/adr/0703): any class of the school, every teacher's assignments. */
  schoolAssign: "/school/assign",
  schoolAssignments: "/school/assignments",
  schoolAssignment: "/school/assignments/:id",
  schoolPracticeResults: "/school/practice",
  /** Teachers' tests as the school office reads them (docs/adr/0697): the list and a test's results. */
  schoolTests: "/school/tests",
  schoolTest: "/school/tests/:id",
  /** Demo mode only: the superadmin's view of the mail outbox (docs/adr/0322-demo-outbox.md). */
  superadminDemoOutbox: "/superadmin/demo-outbox",
  /**
   * Any other path under an operator area: the guard table answers it like the area's screens (no
   * token → /login, another role → /forbidden), never the 404 puzzle (docs/adr/0273-operator-menus.md).
   */
  superadminArea: "/superadmin/*",
  adminArea: "/admin/*",
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
  parent: ROUTES.parentDashboard,
};
