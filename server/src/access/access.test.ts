import { randomUUID } from "node:crypto";
import { API, apiPath, PARENT_API, parentApiPath, type Role, SCHOOL_ROLES } from "@ganit/contracts";
import { eq, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { parentLinks, practiceTests, studentNotes, students } from "../db/schema.ts";
import { newPupil, pupilWithToken, teacherWithToken } from "../modules/course-access/test-helpers.ts";
import { readTrees } from "../modules/courses/tree.ts";
import { EVERY_KIND } from "../modules/practice/test-practice.ts";
import { insertPurchase, makeCourse } from "../modules/purchases/test-helpers.ts";
import { findSchoolProfile } from "../modules/schools/service.ts";
import { findStudentProfile } from "../modules/students/service.ts";
import { findTeacherProfile } from "../modules/teachers/service.ts";
import { createUsersService } from "../modules/users/service.ts";
import { createSessionTokens } from "../modules/users/session-tokens.ts";
import type { SessionUser } from "../plugins/auth.ts";
import { createTestSchool, createTestUser, login } from "../test/factories.ts";
import { TEST_JWT_SECRET, type TestEnv } from "../test/harness.ts";
import { parentJoined } from "../test/parents.ts";
import { type Method, requester, useTestEnv } from "../test/session.ts";
import { setUpAnswered } from "../test/set-up.ts";
import { accessible, openResource, PERMISSIONS, type Permission, requireAccess, rolesOf } from "./index.ts";

/**
 * A school with one teacher, one student (Class 5, section A) and a teacher of another section (5 B,
 * given below once the school has the class), and the session tokens of their accounts.
 */
async function schoolWithPeople(env: TestEnv) {
  const school = await createTestSchool(env.db);
  const schoolId = school.school.id;
  const teacher = await teacherWithToken(env.app, env.db, schoolId, [], "Tenant Teacher");
  const otherTeacher = await teacherWithToken(env.app, env.db, schoolId, [], "Other Section Teacher");
  const inFiveA = { section: "A", fathername: "Tenant Father" };
  const student = await pupilWithToken(env.app, env.db, schoolId, "Tenant Student", inFiveA);
  const tokens: Record<(typeof SCHOOL_ROLES)[number], string> = {
    school: await login(env.app, school.username),
    teacher: teacher.token,
    student: student.token,
  };
  // A parent linked to the pupil, and a parent of another pupil of the same school (5 A too).
  const parentToken = await parentOf(env, tokens.school, student.studentId);
  const sibling = await newPupil(env.db, schoolId, "Tenant Classmate", {
    ...inFiveA,
    fathername: "Classmate Father",
  });
  const otherChildParentToken = await parentOf(env, tokens.school, sibling.studentId);
  const parentUserId = (
    await env.db.select().from(parentLinks).where(eq(parentLinks.studentId, student.studentId))
  )[0]?.parentUserId;
  if (!parentUserId) throw new Error("no parent linked");
  // The teacher's note about the pupil (written directly: this teacher is given no classes here).
  const noteId = crypto.randomUUID();
  await env.db.insert(studentNotes).values({
    id: noteId,
    studentId: student.studentId,
    teacherUserId: teacher.user.id,
    schoolId,
    text: "Tenant note",
  });
  return {
    noteId,
    school,
    teacher,
    otherTeacher,
    student,
    tokens,
    parentToken,
    parentUserId,
    otherChildParentToken,
  };
}

/** A parent account signed up with a code the school office issued for `studentId`; its token. */
async function parentOf(env: TestEnv, schoolToken: string, studentId: string) {
  return (await parentJoined(env.app, schoolToken, studentId, { name: "Tenant Parent" })).token;
}
type Tenant = Awaited<ReturnType<typeof schoolWithPeople>>;

/** A session of `role` in school `t` (the school account's own unless `id` names another account). */
const sessionIn = (t: Tenant, role: Role, id = t.school.user.id): SessionUser => ({
  id,
  role,
  name: "x",
  username: "x",
  email: "x",
  schoolId: t.school.school.id,
});

/**
 * Every route that takes an id or lists rows, called by a second school's accounts with the first
 * school's ids: each must answer 404, or a list with none of the first school's rows.
 * Whoever adds such a route adds it here; the test below fails until it does.
 */
type TenantCase = {
  method: "GET" | "PUT" | "POST" | "DELETE";
  /** The route as registered (`/api/student/update/:id`). */
  route: string;
  /** The URL, with the first school's ids. */
  url: (a: Tenant) => string;
  payload?: (a: Tenant) => unknown;
  /** What a second school's caller must get. */
  expect: "404" | "none of A's rows";
};
const TENANT_ROUTES: TenantCase[] = [
  // Parents: the office's codes and links (404 for another school's pupil), a parent's child's week
  {
    method: "POST",
    route: PARENT_API.parentCodesStudent,
    url: (t) => parentApiPath.parentCodesStudent(t.student.studentId),
    expect: "404",
  },
  {
    method: "GET",
    route: PARENT_API.parentStudentParents,
    url: (t) => parentApiPath.parentStudentParents(t.student.studentId),
    expect: "404",
  },
  {
    method: "DELETE",
    route: PARENT_API.parentUnlink,
    url: (t) => parentApiPath.parentUnlink(t.student.studentId, t.parentUserId),
    expect: "404",
  },
  {
    method: "GET",
    route: PARENT_API.parentSummaryTexts,
    url: () => `${PARENT_API.parentSummaryTexts}?class=5`,
    expect: "none of A's rows",
  },
  // A teacher's notes about a pupil: reading, writing, editing and deleting them (404 for B's staff)
  {
    method: "GET",
    route: PARENT_API.studentNotes,
    url: (t) => parentApiPath.studentNotes(t.student.studentId),
    expect: "404",
  },
  {
    method: "POST",
    route: PARENT_API.studentNotes,
    url: (t) => parentApiPath.studentNotes(t.student.studentId),
    payload: () => ({ text: "A note from another school" }),
    expect: "404",
  },
  {
    method: "PUT",
    route: PARENT_API.note,
    url: (t) => parentApiPath.note(t.noteId),
    payload: () => ({ text: "Changed by another school" }),
    expect: "404",
  },
  {
    method: "DELETE",
    route: PARENT_API.note,
    url: (t) => parentApiPath.note(t.noteId),
    expect: "404",
  },
  {
    method: "GET",
    route: PARENT_API.parentChildWeek,
    url: (t) => parentApiPath.parentChildWeek(t.student.studentId),
    expect: "404",
  },
  // A parent's copy of a linked child's data and its erasure: another child's is 404
  {
    method: "GET",
    route: PARENT_API.parentChildExport,
    url: (t) => parentApiPath.parentChildExport(t.student.studentId),
    expect: "404",
  },
  {
    method: "GET",
    route: PARENT_API.parentChildExport,
    url: (t) => parentApiPath.parentChildExport(t.student.studentId, "xlsx"),
    expect: "404",
  },
  {
    method: "POST",
    route: PARENT_API.parentChildErase,
    url: (t) => parentApiPath.parentChildErase(t.student.studentId),
    expect: "404",
  },
  {
    method: "GET",
    route: PARENT_API.parentChildren,
    url: () => PARENT_API.parentChildren,
    expect: "none of A's rows",
  },
  // Children's data: a copy of a pupil, its erasure (404 for another school); a student's own copy
  {
    method: "GET",
    route: API.privacyStudentExport,
    url: (t) => apiPath.privacyStudentExport(t.student.studentId),
    expect: "404",
  },
  {
    method: "GET",
    route: API.privacyStudentExport,
    url: (t) => apiPath.privacyStudentExport(t.student.studentId, "xlsx"),
    expect: "404",
  },
  {
    method: "POST",
    route: API.privacyStudentErase,
    url: (t) => apiPath.privacyStudentErase(t.student.studentId),
    expect: "404",
  },
  { method: "GET", route: API.privacyOwnExport, url: () => API.privacyOwnExport, expect: "none of A's rows" },
  // Schools: the dashboard counts only the caller's school (it carries no ids at all)
  { method: "GET", route: API.schoolDashboard, url: () => API.schoolDashboard, expect: "none of A's rows" },
  // Students and teachers
  { method: "GET", route: API.students, url: () => API.students, expect: "none of A's rows" },
  { method: "GET", route: API.students, url: () => `${API.students}?limit=100`, expect: "none of A's rows" },
  {
    method: "PUT",
    route: "/api/student/update/:id",
    url: (t) => apiPath.updateStudent(t.student.studentId),
    payload: () => ({ name: "Renamed By B", class: 6 }),
    expect: "404",
  },
  {
    method: "GET",
    route: "/api/student/:id",
    url: (t) => apiPath.student(t.student.studentId),
    expect: "404",
  },
  {
    method: "DELETE",
    route: "/api/student/:id",
    url: (t) => apiPath.student(t.student.studentId),
    expect: "404",
  },
  { method: "GET", route: API.teachers, url: () => API.teachers, expect: "none of A's rows" },
  {
    method: "GET",
    route: API.teachers,
    url: () => `${API.teachers}?search=Tenant`,
    expect: "none of A's rows",
  },
  { method: "GET", route: API.studentSections, url: () => API.studentSections, expect: "none of A's rows" },
  {
    method: "PUT",
    route: "/api/teacher/classes/:userId",
    url: (t) => apiPath.teacherClasses(t.teacher.user.id),
    payload: () => ({ classes: [] }),
    expect: "404",
  },
  {
    method: "POST",
    route: API.teacherClassesBulk,
    url: () => API.teacherClassesBulk,
    payload: (t) => ({
      userIds: [t.teacher.user.id],
      classes: [{ courseId: aPurchase.courseId, classNumber: 5 }],
    }),
    expect: "404",
  },
  { method: "GET", route: API.myClasses, url: () => API.myClasses, expect: "none of A's rows" },
  {
    method: "PUT",
    route: "/api/teacher/activate/:userId",
    url: (t) => apiPath.activateTeacher(t.teacher.user.id),
    expect: "404",
  },
  {
    method: "PUT",
    route: "/api/teacher/hold/:userId",
    url: (t) => apiPath.holdTeacher(t.teacher.user.id),
    expect: "404",
  },
  // Buying seats: A has a verified purchase (set up at the end of this file)
  { method: "GET", route: API.myCourses, url: () => API.myCourses, expect: "none of A's rows" },
  { method: "GET", route: API.paymentHistory, url: () => API.paymentHistory, expect: "none of A's rows" },
  { method: "GET", route: API.discount, url: () => API.discount, expect: "none of A's rows" },
  {
    method: "GET",
    route: "/api/payments/:id/receipt",
    url: () => apiPath.receipt(aPurchase.purchaseId),
    expect: "404",
  },
  // Enrolment: A's student is enrolled in A's course (set up at the end of this file)
  {
    method: "PUT",
    route: "/api/student/addtocourse/:studentId/:courseId",
    url: (t) => apiPath.addToCourse(t.student.studentId, aPurchase.courseId),
    payload: () => ({ classNumber: 5 }),
    expect: "404",
  },
  {
    method: "PUT",
    route: "/api/student/removefromcourse/:studentId/:courseId",
    url: (t) => apiPath.removeFromCourse(t.student.studentId, aPurchase.courseId),
    payload: () => ({ classNumber: 5 }),
    expect: "404",
  },
  {
    method: "PUT",
    route: "/api/student/bulkaddtocourse/:courseId",
    url: () => apiPath.bulkAddToCourse(aPurchase.courseId),
    payload: (t) => ({ studentIds: [t.student.studentId], classNumber: 5 }),
    expect: "404",
  },
  {
    method: "PUT",
    route: "/api/student/bulkremovefromcourse/:courseId",
    url: () => apiPath.bulkRemoveFromCourse(aPurchase.courseId),
    payload: (t) => ({ studentIds: [t.student.studentId], classNumber: 5 }),
    expect: "404",
  },
  {
    method: "GET",
    route: "/api/student/getstudentcount/:courseId",
    url: () => apiPath.courseStats(aPurchase.courseId),
    expect: "404",
  },
  {
    method: "GET",
    route: "/api/student/students-enrolled/:courseId",
    url: () => apiPath.studentsEnrolled(aPurchase.courseId),
    expect: "404",
  },
  {
    method: "GET",
    route: "/api/student/course-candidates/:courseId",
    url: () => `${apiPath.courseCandidates(aPurchase.courseId)}?classNumber=5`,
    expect: "404",
  },
  {
    method: "GET",
    route: API.schoolStudentCourses,
    url: () => API.schoolStudentCourses,
    expect: "none of A's rows",
  }, // Enrolment and learning (content access and progress): A's student is enrolled in A's
  // class (enrolment's set-up) and has progress in it (set up at the end of this file)
  {
    method: "GET",
    route: API.studentAccessCourses,
    url: () => API.studentAccessCourses,
    expect: "none of A's rows",
  },
  {
    method: "GET",
    route: "/api/course/student/accesscourse/:courseId",
    url: () => apiPath.studentAccessCourse(aPurchase.courseId),
    expect: "404",
  },
  {
    method: "GET",
    route: API.teacherAccessCourses,
    url: () => API.teacherAccessCourses,
    expect: "none of A's rows",
  },
  {
    method: "GET",
    route: "/api/teacher/accesscourses/:courseId",
    url: () => apiPath.teacherAccessCourse(aPurchase.courseId),
    expect: "404",
  },
  {
    method: "GET",
    route: API.schoolAccessCourses,
    url: () => API.schoolAccessCourses,
    expect: "none of A's rows",
  },
  {
    method: "GET",
    route: "/api/course/school/accesscourses/school/:courseId",
    url: () => apiPath.schoolAccessCourse(aPurchase.courseId),
    expect: "404",
  },
  {
    method: "POST",
    route: API.progressOpened,
    url: () => API.progressOpened,
    payload: () => ({ resourceId: aLearning.resourceId }),
    expect: "404",
  },
  {
    method: "PUT",
    route: API.progressDone,
    url: () => API.progressDone,
    payload: () => ({ resourceId: aLearning.resourceId, done: true }),
    expect: "404",
  },
  {
    method: "GET",
    route: "/api/progress/course/:courseId",
    url: () => apiPath.courseProgress(aPurchase.courseId),
    expect: "none of A's rows",
  },
  { method: "GET", route: API.progressResume, url: () => API.progressResume, expect: "none of A's rows" },
  {
    method: "GET",
    route: "/api/progress/class/:courseId/:classNumber",
    url: () => apiPath.classProgress(aPurchase.courseId, 5),
    expect: "404",
  },
  // Practice: A's worksheet holds a set, and A's student has an attempt at it (set up below)
  {
    method: "POST",
    route: `${API.practice}/:resourceId/attempts`,
    url: () => `${API.practice}/${aLearning.resourceId}/attempts`,
    expect: "404",
  },
  {
    method: "POST",
    route: `${API.practice}/attempts/:attemptId/answers`,
    url: () => `${API.practice}/attempts/${aPractice.attemptId}/answers`,
    payload: () => ({
      itemId: "times",
      answer: "253",
      clientAnswerId: "6f1d2a4e-3c55-4f7e-9d55-9e1d2b3c4d5e",
    }),
    expect: "404",
  },
  {
    method: "GET",
    route: API.practiceMine,
    url: () => `${API.practiceMine}?courseId=${aPurchase.courseId}&class=5`,
    expect: "404",
  },
  {
    method: "GET",
    route: API.practiceResults,
    url: () => `${API.practiceResults}?courseId=${aPurchase.courseId}&class=5`,
    expect: "404",
  },
  // A chapter test sitting: A's student's attempt is no sitting of B's (404 like a made-up id)
  {
    method: "GET",
    route: `${API.practiceTests}/:attemptId`,
    url: () => apiPath.practiceTest(aPractice.attemptId),
    expect: "404",
  },
  {
    method: "POST",
    route: `${API.practiceTests}/:attemptId/submit`,
    url: () => apiPath.practiceTestSubmit(aPractice.attemptId),
    payload: () => ({ answers: [] }),
    expect: "404",
  },
  {
    method: "PUT",
    route: `${API.practiceTests}/:attemptId/answers`,
    url: () => apiPath.practiceTestAnswers(aPractice.attemptId),
    payload: () => ({ answers: [] }),
    expect: "404",
  },
  // Paper: a worksheet of A's practice set
  {
    method: "GET",
    route: `${API.printWorksheets}/:resourceId`,
    url: () => apiPath.worksheet(aLearning.resourceId),
    expect: "404",
  },
  // Paper: a test paper of A's class's test, a chapter's test paper, A's class's report, A's pupil's report
  {
    method: "GET",
    route: `${API.printTestPapers}/:testId`,
    url: () => apiPath.testPaper(aPaperTest.id),
    expect: "404",
  },
  {
    method: "GET",
    route: `${API.printChapterTestPapers}/:chapterId`,
    url: () => apiPath.chapterTestPaper("ncert-c5-ch01"),
    expect: "404",
  },
  {
    method: "GET",
    route: `${API.printClassReports}/:courseId/:classNumber`,
    url: () => apiPath.classReport(aPurchase.courseId, 5),
    expect: "404",
  },
  {
    method: "GET",
    route: `${API.printChildReports}/:studentId`,
    url: (t) => apiPath.childReport(t.student.studentId),
    expect: "404",
  },
  // The chapter view: a child's own class's book; a class of the school or the teacher (A's class
  // 5 is not B's; modules/syllabus/chapter-view.test.ts walks it with the syllabus loaded)
  { method: "GET", route: API.syllabusMine, url: () => API.syllabusMine, expect: "none of A's rows" },
  { method: "GET", route: API.syllabusClass, url: () => `${API.syllabusClass}?class=5`, expect: "404" },
  // The classroom's assignments: A's teacher of 5 A gave 5 A the worksheet's set (set up below)
  {
    method: "POST",
    route: API.assignments,
    url: () => API.assignments,
    payload: (t) => ({
      courseId: aPurchase.courseId,
      classNumber: 5,
      section: "A",
      studentIds: [t.student.studentId],
      resourceId: aLearning.resourceId,
      startsOn: "2026-01-05",
      dueOn: "2026-01-09",
    }),
    expect: "404",
  },
  { method: "GET", route: API.assignments, url: () => API.assignments, expect: "none of A's rows" },
  {
    method: "GET",
    route: API.assignments,
    url: () => `${API.assignments}?courseId=${aPurchase.courseId}&class=5`,
    expect: "none of A's rows",
  },
  {
    method: "GET",
    route: API.assignmentOptions,
    url: () => `${API.assignmentOptions}?courseId=${aPurchase.courseId}&class=5`,
    expect: "404",
  },
  {
    method: "GET",
    route: "/api/assignments/:id/children",
    url: () => apiPath.assignmentChildren(aAssignment.id),
    expect: "404",
  },
  {
    method: "GET",
    route: "/api/assignments/:id/export",
    url: () => apiPath.assignmentExport(aAssignment.id),
    expect: "404",
  },
  {
    method: "POST",
    route: "/api/assignments/:id/nudge",
    url: () => apiPath.assignmentNudge(aAssignment.id),
    payload: () => ({}),
    expect: "404",
  },
  {
    method: "PUT",
    route: "/api/assignments/:id",
    url: () => apiPath.assignment(aAssignment.id),
    payload: () => ({ section: "A", startsOn: "2026-01-05", dueOn: "2026-01-09" }),
    expect: "404",
  },
  {
    method: "POST",
    route: "/api/assignments/:id/withdraw",
    url: () => apiPath.assignmentWithdraw(aAssignment.id),
    expect: "404",
  },
  {
    method: "GET",
    route: API.assignmentClasses,
    url: () => API.assignmentClasses,
    expect: "none of A's rows",
  },
  { method: "GET", route: API.assignmentsDue, url: () => API.assignmentsDue, expect: "none of A's rows" },
  // A teacher's own tests: A's test of Class 5 (written directly, set up below)
  { method: "GET", route: API.teacherTests, url: () => API.teacherTests, expect: "none of A's rows" },
  {
    method: "GET",
    route: API.teacherTestsPropose,
    url: () => `${API.teacherTestsPropose}?courseId=${aPurchase.courseId}&class=5&chapters=ncert-c5-ch01`,
    expect: "404",
  },
  {
    method: "GET",
    route: API.teacherTestsAlternatives,
    url: () =>
      `${API.teacherTestsAlternatives}?courseId=${aPurchase.courseId}&class=5&chapters=ncert-c5-ch01&skillId=x&resourceId=${aLearning.resourceId}&step=0`,
    expect: "404",
  },
  { method: "GET", route: "/api/teacher-tests/:id", url: () => apiPath.teacherTest(aTest.id), expect: "404" },
  {
    method: "PUT",
    route: "/api/teacher-tests/:id",
    url: () => apiPath.teacherTest(aTest.id),
    payload: () => ({
      courseId: aPurchase.courseId,
      classNumber: 5,
      chapterIds: ["ncert-c5-ch01"],
      title: "B's change",
      slots: [{ skillId: "x", resourceId: aLearning.resourceId, step: 0 }],
    }),
    expect: "404",
  },
  {
    method: "DELETE",
    route: "/api/teacher-tests/:id",
    url: () => apiPath.teacherTest(aTest.id),
    expect: "404",
  },
  {
    method: "GET",
    route: "/api/teacher-tests/:id/results",
    url: () => apiPath.teacherTestResults(aTest.id),
    expect: "404",
  },
  {
    method: "POST",
    route: `${API.practiceTeacherTests}/:id`,
    url: () => apiPath.practiceTeacherTest(aTest.id),
    expect: "404",
  },
];

/** Routes school roles may call that touch only the caller's own account, never a school's rows. */
const OWN_ACCOUNT_ONLY = new Set([
  `GET ${API.profile}`,
  `POST ${API.changePassword}`,
  // A chapter test is begun for a chapter of the syllabus (no school's row) in the caller's own
  // class; modules/practice/chapter-test.test.ts shows a child without the class gets 404.
  `POST ${API.practiceChapterTests}/:chapterId`,
]);

const env = useTestEnv();
let a: Tenant;
let b: Tenant;
beforeAll(async () => {
  a = await schoolWithPeople(env);
  b = await schoolWithPeople(env);
});

const call = requester(env);
/** A set-up call through the routes; any answer but `status` stops the file, naming the step. */
async function setUp(
  step: string,
  status: number,
  method: Method,
  url: string,
  token: string,
  payload?: unknown,
) {
  return setUpAnswered(step, await call(method, url, token, payload), status);
}

/** A tenancy case's route called with A's ids by the holder of `token`. */
const callWithAsIds = (c: TenantCase, token: string) => call(c.method, c.url(a), token, c.payload?.(a));

describe("tenancy", () => {
  it("resolves the caller's school on the server, for the school, its teachers and its students", async () => {
    const users = createUsersService(env.context, createSessionTokens(TEST_JWT_SECRET), {
      school: findSchoolProfile,
      student: findStudentProfile,
      teacher: findTeacherProfile,
    });
    for (const role of SCHOOL_ROLES) {
      const session = await users.resolveSession(a.tokens[role]);
      expect(session.schoolId, role).toBe(a.school.school.id);
    }
    for (const role of ["superadmin", "admin", "studentb2c"] as Role[]) {
      const other = await createTestUser(env.db, { role });
      const session = await users.resolveSession(await login(env.app, other.username));
      expect(session.schoolId, role).toBeNull();
    }
  });

  it("requireAccess: another school's id answers 404, exactly like an id that does not exist", async () => {
    const student = (caller: SessionUser, id: string) =>
      requireAccess(env.db, { caller, permission: "student.read", ids: [id] });
    await expect(student(sessionIn(a, "school"), a.student.studentId)).resolves.toBeUndefined();
    for (const role of SCHOOL_ROLES) {
      await expect(student(sessionIn(b, role), a.student.studentId)).rejects.toMatchObject({
        statusCode: 404,
        key: "notFound",
      });
    }
    await expect(
      student(sessionIn(b, "school"), "6f1d2a4e-3c55-4f7e-9d55-9e1d2b3c4d5e"),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
    // An individual learner belongs to no school: no school's rows are theirs.
    const learner = { ...sessionIn(a, "studentb2c"), schoolId: null };
    await expect(student(learner, a.student.studentId)).rejects.toMatchObject({
      statusCode: 404,
    });
    // Platform staff are not scoped.
    const admin = { ...sessionIn(a, "superadmin"), schoolId: null };
    await expect(student(admin, b.student.studentId)).resolves.toBeUndefined();
  });

  it("accessible keeps a list to the caller's school", async () => {
    const caller = sessionIn(b, "school");
    const rows = await env.db.select().from(students).where(accessible(caller, "student.read"));
    // B's pupils alone (the tenant's pupil and their classmate), never A's.
    expect(rows.map((row) => row.id)).toContain(b.student.studentId);
    expect(new Set(rows.map((row) => row.schoolId))).toEqual(new Set([b.school.school.id]));
    const [aRow] = await env.db.select().from(students).where(eq(students.id, a.student.studentId));
    expect(aRow).toBeDefined();
  });

  it("admits to each action only the roles it names: inside its own school a pupil reads no pupils, a teacher changes none", async () => {
    const take = (role: Role, permission: Permission) =>
      requireAccess(env.db, {
        caller: role === "teacher" ? sessionIn(a, role, a.teacher.user.id) : sessionIn(a, role),
        permission,
        ids: [a.student.studentId],
      });
    await expect(take("school", "student.update")).resolves.toBeUndefined();
    await expect(take("teacher", "student.read")).resolves.toBeUndefined();
    await expect(take("teacher", "student.update")).rejects.toMatchObject({ statusCode: 404 });
    await expect(take("student", "student.read")).rejects.toMatchObject({ statusCode: 404 });
    // Every action refuses, as a list condition, each school member role it does not name.
    for (const permission of PERMISSIONS)
      for (const role of SCHOOL_ROLES) {
        if (rolesOf(permission).includes(role)) continue;
        const condition = accessible(sessionIn(a, role), permission);
        expect(condition && new PgDialect().sqlToQuery(condition).sql, `${role} ${permission}`).toBe("false");
      }
  });

  it("every school route that takes an id or lists rows is in the tenancy table", () => {
    const schoolRoutes = env.routes.filter(
      (route) =>
        route.access !== "public" && route.access.some((role) => SCHOOL_ROLES.includes(role as never)),
    );
    const covered = new Set(TENANT_ROUTES.map((c) => `${c.method} ${c.route}`));
    const missing = schoolRoutes
      .map((route) => `${route.method} ${route.url}`)
      .filter((label) => !covered.has(label) && !OWN_ACCOUNT_ONLY.has(label))
      .filter((label) => label.includes(":") || label.startsWith("GET "));
    expect(missing, "add these routes to TENANT_ROUTES in access/access.test.ts").toEqual([]);
  });

  it("a second school's accounts never reach the first school's rows through any route", async () => {
    for (const c of TENANT_ROUTES) {
      for (const role of SCHOOL_ROLES) {
        const res = await callWithAsIds(c, b.tokens[role]);
        const label = `${c.method} ${c.route} as B's ${role}`;
        if (res.statusCode === 403) continue; // the route does not admit this role at all
        if (c.expect === "404") {
          expect(res.statusCode, label).toBe(404);
        } else {
          expect(res.statusCode, label).toBe(200);
          for (const id of [a.student.studentId, a.student.user.id, a.teacher.user.id, a.school.school.id]) {
            expect(res.body, label).not.toContain(id);
          }
        }
      }
    }
    // The own-account routes show B only B.
    const profile = await env.app.inject({ url: API.profile, headers: { authorization: b.tokens.school } });
    expect(profile.json()._id).toBe(b.school.user.id);
    expect(profile.body).not.toContain(a.school.user.id);
  });
});

describe("a parent reaches their own children only", () => {
  it("every parent route is in the tenancy table", () => {
    const parentRoutes = env.routes
      .filter((route) => route.access !== "public" && route.access.includes("parent"))
      .map((route) => `${route.method} ${route.url}`)
      .filter((label) => label.includes(":") || label.startsWith("GET "));
    const covered = new Set(TENANT_ROUTES.map((c) => `${c.method} ${c.route}`));
    expect(parentRoutes.filter((label) => !covered.has(label) && !OWN_ACCOUNT_ONLY.has(label))).toEqual([]);
  });

  it("A's parent sees A's child's week and takes a copy of the child's data", async () => {
    const own = await env.app.inject({
      url: parentApiPath.parentChildWeek(a.student.studentId),
      headers: { authorization: a.parentToken },
    });
    expect(own.statusCode, own.body).toBe(200);
    const copy = await env.app.inject({
      url: parentApiPath.parentChildExport(a.student.studentId),
      headers: { authorization: a.parentToken },
    });
    expect(copy.statusCode, copy.body).toBe(200);
  });

  it("a parent of another child (of the same school, or of another school) never reaches A's pupil through any route", async () => {
    const ids = [a.student.studentId, a.student.user.id, a.teacher.user.id, a.school.school.id];
    for (const [who, token] of [
      ["a parent of A's other pupil", a.otherChildParentToken],
      ["B's parent", b.parentToken],
    ] as const) {
      for (const c of TENANT_ROUTES) {
        const res = await callWithAsIds(c, token);
        const label = `${c.method} ${c.route} as ${who}`;
        if (res.statusCode === 403) continue; // the route does not admit a parent at all
        if (c.expect === "404") expect(res.statusCode, label).toBe(404);
        else expect(res.statusCode, label).toBe(200);
        for (const id of ids) expect(res.body, label).not.toContain(id);
      }
    }
  });
});

// Buying seats: school A's verified purchase of a class, for the routes above.
let aPurchase: { purchaseId: string; courseId: string };
beforeAll(async () => {
  const course = await makeCourse(env.db, [{ classNumber: 5, pricePerStudent: 10, pricePerSchool: 100 }]);
  const purchaseId = await insertPurchase(env.db, {
    buyer: { schoolId: a.school.school.id },
    kind: "students",
    status: "verified",
    createdBy: a.school.user.id,
    lines: [{ courseId: course.id, classNumber: 5, seats: 20 }],
  });
  aPurchase = { purchaseId, courseId: course.id };
  // The office gives A's teacher 5 A and the other teacher 5 B (B's teachers have no classes).
  for (const [userId, section] of [
    [a.teacher.user.id, "A"],
    [a.otherTeacher.user.id, "b"],
  ] as const) {
    await setUp("teacher's classes", 200, "PUT", apiPath.teacherClasses(userId), a.tokens.school, {
      classes: [{ courseId: course.id, classNumber: 5, section }],
    });
  }
});

describe("tenancy of buying", () => {
  it("A sees its own purchase; B's accounts never see its id, its course or its receipt", async () => {
    const own = await env.app.inject({
      url: API.paymentHistory,
      headers: { authorization: a.tokens.school },
    });
    expect(own.body).toContain(aPurchase.purchaseId);
    for (const url of [API.myCourses, API.paymentHistory]) {
      const res = await env.app.inject({ url, headers: { authorization: b.tokens.school } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(aPurchase.purchaseId);
      expect(res.body, url).not.toContain(aPurchase.courseId);
    }
    const receipt = await env.app.inject({
      url: apiPath.receipt(aPurchase.purchaseId),
      headers: { authorization: a.tokens.school },
    });
    expect(receipt.statusCode).toBe(200);
  });
});

// Enrolment: A's student in class 5 of A's course, so B's lists could show them.
beforeAll(async () => {
  const enrol = apiPath.addToCourse(a.student.studentId, aPurchase.courseId);
  await setUp("enrolment", 200, "PUT", enrol, a.tokens.school, { classNumber: 5 });
});

describe("tenancy of enrolment", () => {
  it("A sees its own student in its course; B's student courses never show A's course", async () => {
    const own = await env.app.inject({
      url: apiPath.studentsEnrolled(aPurchase.courseId),
      headers: { authorization: a.tokens.school },
    });
    expect(own.body).toContain(a.student.studentId);
    const other = await env.app.inject({
      url: API.schoolStudentCourses,
      headers: { authorization: b.tokens.school },
    });
    expect(other.json()).toEqual({ activeStudentCourses: [] });
  });
});

// Enrolment and learning (content access and progress): A's student (enrolled in A's class 5
// above) has the worksheet of that class done, for the routes above.
let aLearning: { resourceId: string };
beforeAll(async () => {
  const tree = (await readTrees(env.db, [aPurchase.courseId])).get(aPurchase.courseId) ?? [];
  const worksheet = tree[0]?.levels[0]?.titles[0]?.resources.find((r) => r.type === "worksheet");
  if (!worksheet) throw new Error("A's course has no worksheet");
  aLearning = { resourceId: worksheet._id };
  await setUp("A's progress", 200, "PUT", API.progressDone, a.tokens.student, {
    resourceId: worksheet._id,
    done: true,
  });
});

// Practice: the worksheet A's student has done holds a practice set, and A's student has begun it.
let aPractice: { attemptId: string };
beforeAll(async () => {
  const admin = await createTestUser(env.db, { role: "admin" });
  const adminToken = await login(env.app, admin.username);
  const set = `${API.practice}/${aLearning.resourceId}`;
  await setUp("A's practice set", 200, "PUT", set, adminToken, EVERY_KIND);
  const attempt = await setUp("A's attempt", 201, "POST", `${set}/attempts`, a.tokens.student);
  aPractice = { attemptId: attempt.json().attemptId };
});

// Tests: a test of A's class 5 asking from that set (a test paper prints it).
let aPaperTest: { id: string };
beforeAll(async () => {
  aPaperTest = { id: randomUUID() };
  await env.db.insert(practiceTests).values({
    id: aPaperTest.id,
    kind: "chapter",
    courseId: aPurchase.courseId,
    classNumber: 5,
    slots: [{ skillId: "a-skill", resourceId: aLearning.resourceId, step: 0 }],
  });
  await setUp("A's test paper", 200, "GET", apiPath.testPaper(aPaperTest.id), a.tokens.school);
});

// The classroom's assignments: A's teacher of 5 A gives 5 A the set A's student has begun.
let aAssignment: { id: string };
beforeAll(async () => {
  const res = await setUp("A's assignment", 201, "POST", API.assignments, a.tokens.teacher, {
    courseId: aPurchase.courseId,
    classNumber: 5,
    section: "A",
    resourceId: aLearning.resourceId,
    startsOn: "2026-01-05",
    dueOn: "2026-01-09",
  });
  aAssignment = { id: res.json().assignment.id };
  const own = await env.app.inject({
    url: apiPath.assignmentChildren(aAssignment.id),
    headers: { authorization: a.tokens.teacher },
  });
  if (!own.body.includes(a.student.studentId)) throw new Error(`A's table: ${own.body}`);
});

// A teacher's own test of A's Class 5, written directly (its building is walked in
// modules/teacher-tests/teacher-tests.test.ts on the syllabus).
let aTest: { id: string };
beforeAll(async () => {
  aTest = { id: crypto.randomUUID() };
  await env.db.insert(practiceTests).values({
    id: aTest.id,
    kind: "teacher",
    courseId: aPurchase.courseId,
    classNumber: 5,
    schoolId: a.school.school.id,
    authorUserId: a.teacher.user.id,
    chapterIds: ["ncert-c5-ch01"],
    title: "A's test",
    slots: [],
  });
});

describe("tenancy of content access and progress", () => {
  it("A's accounts see A's course and progress; B's accounts never see A's course, resource or students", async () => {
    const own = await env.app.inject({
      url: apiPath.classProgress(aPurchase.courseId, 5),
      headers: { authorization: a.tokens.teacher },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.body).toContain(a.student.studentId);
    const resume = await env.app.inject({
      url: API.progressResume,
      headers: { authorization: a.tokens.student },
    });
    expect(resume.json().resume?.resourceId).toBe(aLearning.resourceId);
    for (const role of SCHOOL_ROLES) {
      const lists = {
        school: [API.schoolAccessCourses],
        teacher: [API.teacherAccessCourses],
        student: [API.studentAccessCourses, API.progressResume, apiPath.courseProgress(aPurchase.courseId)],
      }[role];
      for (const url of lists) {
        const res = await env.app.inject({ url, headers: { authorization: b.tokens[role] } });
        expect(res.statusCode, `${url} as B's ${role}`).toBe(200);
        expect(res.body, url).not.toContain(aLearning.resourceId);
        if (url !== apiPath.courseProgress(aPurchase.courseId))
          expect(res.body, url).not.toContain(aPurchase.courseId);
      }
    }
  });
});

describe("access to what a student opens", () => {
  const asPupil = (t: Tenant, userId: string) => sessionIn(t, "student", userId);

  it("resource.open: only through an enrolment in an active class of the pupil's own school; never a teacher-only type; staff open nothing", async () => {
    const tree = (await readTrees(env.db, [aPurchase.courseId])).get(aPurchase.courseId) ?? [];
    const resources = tree[0]?.levels[0]?.titles[0]?.resources ?? [];
    const video = resources.find((r) => r.type === "video");
    if (!video) throw new Error("A's course has no video");
    await expect(
      openResource(env.db, asPupil(a, a.student.user.id), aLearning.resourceId),
    ).resolves.toMatchObject({
      studentId: a.student.studentId,
      courseId: aPurchase.courseId,
      classNumber: 5,
    });
    await expect(openResource(env.db, asPupil(a, a.student.user.id), video._id)).rejects.toMatchObject({
      statusCode: 404,
    });
    // A pupil of the same school who is not enrolled, and one of another school: not theirs.
    const unenrolled = await newPupil(env.db, a.school.school.id, "Unenrolled Pupil");
    for (const caller of [asPupil(a, unenrolled.user.id), asPupil(b, b.student.user.id)])
      await expect(openResource(env.db, caller, aLearning.resourceId)).rejects.toMatchObject({
        statusCode: 404,
      });
    const admin: SessionUser = { ...asPupil(a, a.school.user.id), role: "superadmin", schoolId: null };
    await expect(
      requireAccess(env.db, { caller: admin, permission: "resource.open", ids: [aLearning.resourceId] }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe("a teacher's classes inside the school", () => {
  const pupilIds = () => [a.student.studentId, a.student.user.id];

  it("a teacher of another section never reaches A's pupil through any route: 404 for the pupil's id, lists without them", async () => {
    for (const c of TENANT_ROUTES) {
      const res = await callWithAsIds(c, a.otherTeacher.token);
      const label = `${c.method} ${c.route} as A's teacher of 5 B`;
      if (res.statusCode === 403) continue; // not a teacher's route
      if (c.url(a).includes(a.student.studentId)) {
        expect(res.statusCode, label).toBe(404);
        continue;
      }
      expect([200, 404], label).toContain(res.statusCode);
      for (const id of pupilIds()) expect(res.body, label).not.toContain(id);
    }
  });

  it("the pupil's own section's teacher sees them; a teacher of another class gets 404 for the class; one with none sees nothing", async () => {
    const own = await env.app.inject({
      url: `${API.practiceResults}?courseId=${aPurchase.courseId}&class=5`,
      headers: { authorization: a.tokens.teacher },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.body).toContain(a.student.studentId);
    const section = await env.app.inject({
      url: `${API.practiceResults}?courseId=${aPurchase.courseId}&class=5`,
      headers: { authorization: a.otherTeacher.token },
    });
    expect(section.statusCode).toBe(200);
    expect(section.body).not.toContain(a.student.studentId);

    // A teacher of Class 6 of the same course: Class 5 is another class, answered 404.
    const sixth = await teacherWithToken(env.app, env.db, a.school.school.id, [], "Class Six Teacher");
    await env.db.execute(
      sql`insert into purchased_classes (id, school_id, course_id, class_number, kind, status)
          values (${crypto.randomUUID()}, ${a.school.school.id}, ${aPurchase.courseId}, 6, 'students', 'active')`,
    );
    const given = await env.app.inject({
      method: "PUT",
      url: apiPath.teacherClasses(sixth.user.id),
      headers: { authorization: a.tokens.school },
      payload: { classes: [{ courseId: aPurchase.courseId, classNumber: 6 }] },
    });
    expect(given.statusCode, given.body).toBe(200);
    for (const url of [
      apiPath.classProgress(aPurchase.courseId, 5),
      `${API.practiceResults}?courseId=${aPurchase.courseId}&class=5`,
      apiPath.worksheet(aLearning.resourceId),
    ]) {
      const res = await env.app.inject({ url, headers: { authorization: sixth.token } });
      expect(res.statusCode, url).toBe(404);
    }
    const sixthClasses = await env.app.inject({
      url: API.myClasses,
      headers: { authorization: sixth.token },
    });
    expect(sixthClasses.json().classes).toMatchObject([
      { courseId: aPurchase.courseId, classNumber: 6, section: null },
    ]);

    // A teacher the office has given nothing: no course, no class, no pupil.
    const none = await teacherWithToken(env.app, env.db, a.school.school.id, [], "New Teacher");
    const courses = await env.app.inject({
      url: API.teacherAccessCourses,
      headers: { authorization: none.token },
    });
    expect(courses.statusCode).toBe(200);
    expect(courses.body).not.toContain(aPurchase.courseId);
    const mine = await env.app.inject({ url: API.myClasses, headers: { authorization: none.token } });
    expect(mine.json()).toEqual({ classes: [] });
    await expect(
      requireAccess(env.db, {
        caller: sessionIn(a, "teacher", none.user.id),
        permission: "student.read",
        ids: [a.student.studentId],
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
