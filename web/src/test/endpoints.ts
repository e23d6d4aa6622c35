import {
  API,
  accessCourseResponseSchema,
  adminCoursesResponseSchema,
  adminUsersResponseSchema,
  apiPath,
  bulkAddResponseSchema,
  bulkRemoveResponseSchema,
  contentCreatedSchema,
  contentListResponseSchema,
  contentOptionsSchema,
  courseCandidatesResponseSchema,
  courseSavedResponseSchema,
  courseSchema,
  courseStatsSchema,
  courseSummarySchema,
  discountResponseSchema,
  enabledCoursesResponseSchema,
  enablementSchoolSchema,
  enablementSchoolsPageSchema,
  enrolledStudentsResponseSchema,
  messageResponseSchema,
  myCoursesResponseSchema,
  paymentHistorySchema,
  paymentsPageSchema,
  publicCoursesResponseSchema,
  purchaseCreatedSchema,
  quoteResponseSchema,
  schoolStudentCoursesResponseSchema,
  studentAddResponseSchema,
  studentsResponseSchema,
  studentUpdateResponseSchema,
  teacherAddResponseSchema,
  teachersResponseSchema,
} from "@ganit/contracts";
import { endpoint } from "./api-handlers.ts";

/**
 * The endpoints the web tests answer: method, the contracts' path, the contracts' answer schema.
 * When the contracts declare each endpoint once (method, path, schemas, access), these entries become
 * those declarations. `*` in a path stands for any id.
 */
export const EP = {
  // Courses and buying
  publicCourses: endpoint("GET", API.publicCourses, publicCoursesResponseSchema),
  myCourses: endpoint("GET", API.myCourses, myCoursesResponseSchema),
  discount: endpoint("GET", API.discount, discountResponseSchema),
  paymentQuote: endpoint("POST", API.paymentQuote, quoteResponseSchema),
  paymentHistory: endpoint("GET", API.paymentHistory, paymentHistorySchema),
  buyForStudents: endpoint("POST", API.buyForStudents, purchaseCreatedSchema),
  buyForSchool: endpoint("POST", API.buyForSchool, purchaseCreatedSchema),
  renewCourse: endpoint("POST", API.renewCourse, purchaseCreatedSchema),
  learnerBuyCourse: endpoint("POST", API.learnerBuyCourse, purchaseCreatedSchema),
  studentAccessCourse: endpoint("GET", apiPath.studentAccessCourse("*"), accessCourseResponseSchema),
  // Enrolment
  schoolStudentCourses: endpoint("GET", API.schoolStudentCourses, schoolStudentCoursesResponseSchema),
  courseStats: endpoint("GET", apiPath.courseStats("*"), courseStatsSchema),
  courseCandidates: endpoint("GET", apiPath.courseCandidates("*"), courseCandidatesResponseSchema),
  studentsEnrolled: endpoint("GET", apiPath.studentsEnrolled("*"), enrolledStudentsResponseSchema),
  addToCourse: endpoint("PUT", apiPath.addToCourse("*", "*"), messageResponseSchema),
  removeFromCourse: endpoint("PUT", apiPath.removeFromCourse("*", "*"), messageResponseSchema),
  bulkAddToCourse: endpoint("PUT", apiPath.bulkAddToCourse("*"), bulkAddResponseSchema),
  bulkRemoveFromCourse: endpoint("PUT", apiPath.bulkRemoveFromCourse("*"), bulkRemoveResponseSchema),
  // Teachers
  teachers: endpoint("GET", API.teachers, teachersResponseSchema),
  addTeacher: endpoint("POST", API.addTeacher, teacherAddResponseSchema),
  addTeachersBulk: endpoint("POST", API.addTeachersBulk, teacherAddResponseSchema),
  activateTeacher: endpoint("PUT", apiPath.activateTeacher("*"), messageResponseSchema),
  holdTeacher: endpoint("PUT", apiPath.holdTeacher("*"), messageResponseSchema),
  // Students
  students: endpoint("GET", API.students, studentsResponseSchema),
  addStudent: endpoint("POST", API.addStudent, studentAddResponseSchema),
  addStudentsBulk: endpoint("POST", API.addStudentsBulk, studentAddResponseSchema),
  updateStudent: endpoint("PUT", apiPath.updateStudent("*"), studentUpdateResponseSchema),
  deleteStudent: endpoint("DELETE", apiPath.student("*"), messageResponseSchema),
  // Staff accounts
  admins: endpoint("GET", API.admins, adminUsersResponseSchema),
  register: endpoint("POST", API.register, messageResponseSchema),
  activateAdmin: endpoint("PUT", apiPath.activateAdmin("*"), messageResponseSchema),
  holdAdmin: endpoint("PUT", apiPath.holdAdmin("*"), messageResponseSchema),
  deleteAdmin: endpoint("DELETE", apiPath.admin("*"), messageResponseSchema),
  // Content library
  contentList: endpoint("GET", API.contentList, contentListResponseSchema),
  contentOptions: endpoint("GET", API.contentOptions, contentOptionsSchema),
  contentCreate: endpoint("POST", API.contentCreate, contentCreatedSchema),
  deleteContent: endpoint("DELETE", apiPath.deleteContent("*"), messageResponseSchema),
  // Payments review
  payments: endpoint("GET", API.payments, paymentsPageSchema),
  approvePayment: endpoint("PUT", apiPath.approvePayment("*"), messageResponseSchema),
  rejectPayment: endpoint("PUT", apiPath.rejectPayment("*"), messageResponseSchema),
  // Course catalogue
  courses: endpoint("GET", API.courses, adminCoursesResponseSchema),
  course: endpoint("GET", apiPath.course("*"), courseSchema),
  addCourse: endpoint("POST", API.addCourse, courseSavedResponseSchema),
  updateCourse: endpoint("PUT", apiPath.course("*"), courseSavedResponseSchema),
  deleteCourse: endpoint("DELETE", apiPath.course("*"), courseSavedResponseSchema),
  courseSummary: endpoint("GET", API.courseSummary, courseSummarySchema),
  // Course enablement (`*` for the school, the course and the class)
  enablementSchools: endpoint("GET", API.enablementSchools, enablementSchoolsPageSchema),
  enablementSchool: endpoint("GET", apiPath.enablementSchool("*"), enablementSchoolSchema),
  schoolCoursesEnabled: endpoint("GET", apiPath.enabledCourses("*", "school"), enabledCoursesResponseSchema),
  studentCoursesEnabled: endpoint(
    "GET",
    apiPath.enabledCourses("*", "students"),
    enabledCoursesResponseSchema,
  ),
  enableForSchool: endpoint("POST", apiPath.enabledCourses("*", "school"), messageResponseSchema),
  enableForStudents: endpoint("POST", apiPath.enabledCourses("*", "students"), messageResponseSchema),
  updateEnabledClass: endpoint("PUT", `${apiPath.enablementSchool("*")}/*/*/class/*`, messageResponseSchema),
  /** Before removeEnabledCourse where both answer: its path would also match a class's. */
  removeEnabledClass: endpoint(
    "DELETE",
    `${apiPath.enablementSchool("*")}/*/*/class/*`,
    messageResponseSchema,
  ),
  removeEnabledCourse: endpoint("DELETE", `${apiPath.enablementSchool("*")}/*/*`, messageResponseSchema),
} as const;
