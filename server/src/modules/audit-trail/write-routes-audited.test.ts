import { API, type AuditAction, ENDPOINTS, endpointsIn, type StudentAddResponse } from "@ganit/contracts";
import { describe, expect, it } from "vitest";
import { auditEvents } from "../../db/schema.ts";
import { createTestUser, signedInAs, TEST_PASSWORD, unique } from "../../test/factories.ts";
import type { TestEnv } from "../../test/harness.ts";
import { schoolForm } from "../../test/registration.ts";
import { signedInSchool, useTestEnv } from "../../test/session.ts";
import { linkIn } from "../../test/smtp-receiver.ts";
import { createContentItem } from "../content/index.ts";
import { insertPupils, schoolWithSeats } from "../enrolment/test-helpers.ts";
import {
  insertPurchase,
  learnerWithToken,
  makeCourse,
  nextUtr,
  PRICED_CLASSES,
  seatsOf,
} from "../purchases/test-helpers.ts";

/**
 * The audit walker: EVERY write route (each non-GET endpoint declared in the contracts, and each
 * non-GET route the app registered) is called once the way its screen calls it, and must leave an
 * audit event of the action it did (or, for sign-in, of each way it ends: success, failure,
 * throttling). A new write route without an event fails here until it records one, or is added to
 * the short list of exemptions below with the reason it records nothing.
 */
const EXEMPT: Record<string, string> = {
  "POST /api/payments/quote": "prices a selection and writes nothing",
  "POST /api/progress/opened":
    "a learner's progress tick: resource_progress is its own record, many per lesson",
  "PUT /api/progress/done": "a learner's progress tick: resource_progress is its own record, many per lesson",
};

const env = useTestEnv();

type Call = {
  method: "POST" | "PUT" | "DELETE";
  url: string;
  token?: string;
  payload?: unknown;
  ip?: string;
};
/** One call of a route, its answer (a success unless said) and what it must leave in the trail. */
type Walk = {
  label: string;
  call: Call;
  status?: number;
  actions: AuditAction[];
  /** Work the action leaves to the background (a reset link's job): run before the trail is read. */
  afterCall?: () => Promise<void>;
};
type Scenario = (env: TestEnv) => Promise<Walk[]>;

let addresses = 0;
const freshIp = () => `10.77.${Math.floor(++addresses / 250)}.${addresses % 250}`;
const ok = (label: string, call: Call, actions: AuditAction[]): Walk[] => [{ label, call, actions }];
/** A new account's session, for a walk that ends it (signing out). */
const freshToken = async (role: "superadmin" | "admin") => (await signedInAs(env.app, env.db, role)).token;
/** One session per role for the other walks (argon2 per sign-in is most of a walk's time). */
const sessions = new Map<string, Promise<string>>();
const token = (role: "superadmin" | "admin") => {
  const known = sessions.get(role) ?? freshToken(role);
  sessions.set(role, known);
  return known;
};

const courseInput = (name: string) => ({
  name,
  classLevels: PRICED_CLASSES.map((klass) => ({ ...klass, levels: [] })),
});

async function newStudent(schoolToken: string) {
  const res = await env.app.inject({
    method: "POST",
    url: API.addStudent,
    headers: { authorization: schoolToken },
    payload: {
      name: "Neha Gupta",
      email: `${unique("p")}@example.in`,
      dob: "2014-02-03",
      Class: 5,
      fathername: "Ravi",
    },
  });
  const [cred] = res.json<StudentAddResponse>().credentials;
  if (!cred) throw new Error(`no student added: ${res.body}`);
  return cred;
}

async function enabledClass(kind: "coursesforschool" | "coursesforstudents") {
  const superadmin = await token("superadmin");
  const school = await signedInSchool(env);
  const course = await makeCourse(env.db, PRICED_CLASSES);
  const base = `/api/enable/${school.school.id}/${kind}`;
  const limit = kind === "coursesforstudents" ? 10 : "";
  const added = await env.app.inject({
    method: "POST",
    url: base,
    headers: { authorization: superadmin },
    payload: {
      courseId: course.id,
      classDetails: [{ classNumber: 5, studentLimit: limit, status: "active" }],
    },
  });
  if (added.statusCode >= 300) throw new Error(`enable: ${added.body}`);
  return { superadmin, base: `${base}/${course.id}` };
}

async function pendingPurchase() {
  const school = await signedInSchool(env);
  const course = await makeCourse(env.db, PRICED_CLASSES);
  const id = await insertPurchase(env.db, {
    buyer: { schoolId: school.school.id },
    kind: "students",
    status: "pending",
    createdBy: school.user.id,
    lines: [{ courseId: course.id, classNumber: 5, seats: 3 }],
    classStatus: "hold",
  });
  return { id, superadmin: await token("superadmin") };
}

async function enrolled() {
  const { token: schoolToken, schoolId, course } = await schoolWithSeats(env.app, env.db, { seats: 5 });
  const pupils = await insertPupils(env.db, schoolId, 2);
  return { schoolToken, courseId: course.id, pupils };
}

const SCENARIOS: Record<string, Scenario> = {
  "POST /api/user/login": async () => {
    const account = await createTestUser(env.db, { role: "teacher" });
    const ip = freshIp();
    const wrong = { username: account.username, password: "Not-The-Password-1" };
    const walks: Walk[] = [
      {
        label: "success",
        call: {
          method: "POST",
          url: API.login,
          payload: { username: account.username, password: TEST_PASSWORD },
          ip,
        },
        actions: ["auth.login.succeeded"],
      },
      {
        label: "unknown username",
        call: { method: "POST", url: API.login, payload: { username: unique("nobody"), password: "x" }, ip },
        status: 401,
        actions: ["auth.login.failed"],
      },
    ];
    for (let attempt = 1; attempt <= 5; attempt++)
      walks.push({
        label: `wrong password ${attempt}`,
        call: { method: "POST", url: API.login, payload: wrong, ip },
        status: 401,
        actions: ["auth.login.failed"],
      });
    walks.push({
      label: "throttled",
      call: { method: "POST", url: API.login, payload: wrong, ip },
      status: 429,
      actions: ["auth.login.throttled"],
    });
    return walks;
  },
  "POST /api/user/forgotpassword": async () => {
    const account = await createTestUser(env.db);
    const call: Call = {
      method: "POST",
      url: API.forgotPassword,
      payload: { username: account.username },
      ip: freshIp(),
    };
    // Recorded by the job that mails the link, so the answer's timing says nothing about the account.
    return [
      {
        label: "reset link asked for",
        call,
        actions: ["auth.password.reset_requested"],
        afterCall: env.deliverMail,
      },
    ];
  },
  "POST /api/user/resetpassword": async () => {
    const account = await createTestUser(env.db);
    await env.app.inject({
      method: "POST",
      url: API.forgotPassword,
      payload: { username: account.username },
      remoteAddress: freshIp(),
    });
    await env.deliverMail();
    const mail = env.mail.to(account.user.email).at(-1);
    if (!mail) throw new Error("no reset mail");
    const resetToken = linkIn(mail).searchParams.get("token") ?? "";
    const payload = {
      username: account.username,
      email: account.user.email,
      token: resetToken,
      password: "Rhombus-Kite-Trapezium-8",
    };
    return ok("password reset", { method: "POST", url: API.resetPassword, payload, ip: freshIp() }, [
      "auth.password.reset",
    ]);
  },
  "POST /api/user/changepassword": async () => {
    const who = await signedInAs(env.app, env.db, "teacher");
    const payload = {
      username: who.username,
      currentPassword: TEST_PASSWORD,
      newPassword: "Octagon-Prism-Cone-5",
    };
    return ok("password changed", { method: "POST", url: API.changePassword, token: who.token, payload }, [
      "auth.password.changed",
    ]);
  },
  "POST /api/user/register": async () => {
    const payload = {
      name: "Walker Admin",
      email: `${unique("admin")}@example.test`,
      password: "Tessellate-Grid-64",
      phone: "9123456789",
    };
    return ok(
      "admin added",
      { method: "POST", url: API.register, token: await token("superadmin"), payload },
      ["user.created"],
    );
  },
  "POST /api/user/logout": async () =>
    ok("signed out", { method: "POST", url: API.logout, token: await freshToken("admin") }, ["auth.logout"]),
  "POST /api/user/logout-everywhere": async () =>
    ok(
      "signed out everywhere",
      { method: "POST", url: API.logoutEverywhere, token: await freshToken("admin") },
      ["auth.sessions_ended"],
    ),
  "POST /api/user/first-signin": async () => {
    const school = await signedInSchool(env);
    const cred = await newStudent(school.token);
    const payload = { username: cred.username, code: cred.oneTimeCode, newPassword: "Triangle-Square-7" };
    return ok("first sign-in", { method: "POST", url: API.firstSignIn, payload, ip: freshIp() }, [
      "auth.first_signin",
    ]);
  },
  "PUT /api/admin/activate/:id": async () => {
    const target = await createTestUser(env.db, { role: "admin" });
    const superadmin = await token("superadmin");
    await env.app.inject({
      method: "PUT",
      url: `${API.admins}/hold/${target.user.id}`,
      headers: { authorization: superadmin },
    });
    return ok(
      "admin activated",
      { method: "PUT", url: `${API.admins}/activate/${target.user.id}`, token: superadmin },
      ["user.activated"],
    );
  },
  "PUT /api/admin/hold/:id": async () => {
    const target = await createTestUser(env.db, { role: "admin" });
    return ok(
      "admin held",
      { method: "PUT", url: `${API.admins}/hold/${target.user.id}`, token: await token("superadmin") },
      ["user.held"],
    );
  },
  "DELETE /api/admin/:id": async () => {
    const target = await createTestUser(env.db, { role: "admin" });
    return ok(
      "admin deleted",
      { method: "DELETE", url: `${API.admins}/${target.user.id}`, token: await token("superadmin") },
      ["user.deleted"],
    );
  },
  "POST /api/course/add": async () =>
    ok(
      "course added",
      {
        method: "POST",
        url: API.addCourse,
        token: await token("admin"),
        payload: courseInput(unique("Course ")),
      },
      ["course.created"],
    ),
  "PUT /api/course/:id": async () => {
    const course = await makeCourse(env.db, PRICED_CLASSES);
    return ok(
      "course edited",
      {
        method: "PUT",
        url: `${API.courses}/${course.id}`,
        token: await token("admin"),
        payload: courseInput(unique("Renamed ")),
      },
      ["course.updated"],
    );
  },
  "DELETE /api/course/:id": async () => {
    const course = await makeCourse(env.db, PRICED_CLASSES);
    return ok(
      "course deleted",
      { method: "DELETE", url: `${API.courses}/${course.id}`, token: await token("admin") },
      ["course.deleted"],
    );
  },
  "POST /api/content/postdata": async () => {
    const payload = {
      coursename: "Vedic Math",
      classnumber: 5,
      topicname: "Multiplication",
      subtopicname: "By 11",
      contentname: unique("Page "),
      content: "<p>23 × 11 = 253</p>",
    };
    return ok(
      "content saved",
      { method: "POST", url: API.contentCreate, token: await token("admin"), payload },
      ["content.created"],
    );
  },
  "DELETE /api/content/delete/:id": async () => {
    const { id } = await createContentItem(
      env.db,
      {
        coursename: "Vedic Math",
        classnumber: 5,
        topicname: "T",
        subtopicname: "S",
        contentname: unique("Page "),
        content: "<p>x</p>",
      },
      null,
    );
    return ok(
      "content deleted",
      { method: "DELETE", url: `/api/content/delete/${id}`, token: await token("admin") },
      ["content.deleted"],
    );
  },
  "POST /api/school/register": async () =>
    ok(
      "school registered",
      {
        method: "POST",
        url: API.schoolRegister,
        payload: schoolForm(String(27_000_000_000 + addresses)),
        ip: freshIp(),
      },
      ["school.registered"],
    ),
  "POST /api/studentb2c/register": async () => {
    const payload = {
      name: "Meera Iyer",
      email: `${unique("meera")}@family.example`,
      phone: "9812345678",
      Class: 6,
      fathername: "Ravi Iyer",
      dob: "2014-08-15",
      guardianName: "Ravi Iyer",
      guardianConsent: true,
    };
    return ok("learner registered", { method: "POST", url: API.learnerRegister, payload, ip: freshIp() }, [
      "learner.registered",
    ]);
  },
  "POST /api/student/add": async () => {
    const school = await signedInSchool(env);
    const payload = {
      name: "Priya Sharma",
      email: `${unique("p")}@example.in`,
      dob: "2015-04-12",
      Class: 3,
      fathername: "Anil",
    };
    return ok("student added", { method: "POST", url: API.addStudent, token: school.token, payload }, [
      "student.added",
    ]);
  },
  "POST /api/student/add-bulk": async () => {
    const school = await signedInSchool(env);
    const students = [1, 2].map((n) => ({
      name: `Pupil ${n}`,
      email: `${unique("p")}@example.in`,
      dob: "2015-04-12",
      Class: "4",
      fathername: "Anil",
      row: n + 1,
    }));
    return ok(
      "students uploaded",
      { method: "POST", url: API.addStudentsBulk, token: school.token, payload: { students } },
      ["student.bulk_added"],
    );
  },
  "PUT /api/student/update/:id": async () => {
    const school = await signedInSchool(env);
    const cred = await newStudent(school.token);
    return ok(
      "student edited",
      {
        method: "PUT",
        url: `/api/student/update/${cred._id}`,
        token: school.token,
        payload: { name: "Neha G. Gupta" },
      },
      ["student.updated"],
    );
  },
  "DELETE /api/student/:id": async () => {
    const school = await signedInSchool(env);
    const cred = await newStudent(school.token);
    return ok("student deleted", { method: "DELETE", url: `/api/student/${cred._id}`, token: school.token }, [
      "student.deleted",
    ]);
  },
  "POST /api/teacher/add": async () => {
    const school = await signedInSchool(env);
    const payload = {
      name: "Kavita Rao",
      email: `${unique("t")}@example.in`,
      mobile: "9876501234",
      dob: "1985-06-01",
    };
    return ok("teacher added", { method: "POST", url: API.addTeacher, token: school.token, payload }, [
      "teacher.added",
    ]);
  },
  "POST /api/teacher/add-bulk": async () => {
    const school = await signedInSchool(env);
    const teachers = [1, 2].map((n) => ({
      name: `Teacher ${n}`,
      email: `${unique("t")}@example.in`,
      mobile: `98765012${30 + n}`,
      dob: "1985-06-01",
      row: n + 1,
    }));
    return ok(
      "teachers uploaded",
      { method: "POST", url: API.addTeachersBulk, token: school.token, payload: { teachers } },
      ["teacher.bulk_added"],
    );
  },
  "PUT /api/teacher/hold/:userId": async () => {
    const { school, teacherUserId } = await schoolTeacher();
    return ok(
      "teacher held",
      { method: "PUT", url: `/api/teacher/hold/${teacherUserId}`, token: school.token },
      ["teacher.held"],
    );
  },
  "PUT /api/teacher/activate/:userId": async () => {
    const { school, teacherUserId } = await schoolTeacher();
    await env.app.inject({
      method: "PUT",
      url: `/api/teacher/hold/${teacherUserId}`,
      headers: { authorization: school.token },
    });
    return ok(
      "teacher activated",
      { method: "PUT", url: `/api/teacher/activate/${teacherUserId}`, token: school.token },
      ["teacher.activated"],
    );
  },
  "POST /api/school/buycourses/students": async () => {
    const school = await signedInSchool(env);
    const course = await makeCourse(env.db, PRICED_CLASSES);
    const payload = seatsOf(course.id, nextUtr(), [{ classNumber: 5, studentLimit: 3 }]);
    return ok("seats bought", { method: "POST", url: API.buyForStudents, token: school.token, payload }, [
      "purchase.created",
    ]);
  },
  "POST /api/school/buycourses/school": async () => {
    const school = await signedInSchool(env);
    const course = await makeCourse(env.db, PRICED_CLASSES);
    const payload = { utrNumber: nextUtr(), coursesForSchool: [{ courseId: course.id, classNumbers: [6] }] };
    return ok(
      "school access bought",
      { method: "POST", url: API.buyForSchool, token: school.token, payload },
      ["purchase.created"],
    );
  },
  "POST /api/school/renewcourse": async () => {
    const { token: schoolToken, course } = await schoolWithSeats(env.app, env.db, { seats: 5 });
    const payload = { utrNumber: nextUtr(), courseId: course.id, classNumber: 5, seats: 2 };
    return ok("renewal asked for", { method: "POST", url: API.renewCourse, token: schoolToken, payload }, [
      "purchase.renewal_requested",
    ]);
  },
  "POST /api/studentb2c/buycourse": async () => {
    const learner = await learnerWithToken(env.app, env.db);
    const course = await makeCourse(env.db, PRICED_CLASSES);
    const payload = { utrNumber: nextUtr(), courseId: course.id, classNumber: 6 };
    return ok(
      "learner bought",
      { method: "POST", url: API.learnerBuyCourse, token: learner.token, payload },
      ["purchase.created"],
    );
  },
  "PUT /api/data/schools/discount": async () =>
    ok(
      "discount set",
      { method: "PUT", url: API.discount, token: await token("superadmin"), payload: { discount: 7.5 } },
      ["settings.discount_changed"],
    ),
  ...enablementScenarios("coursesforschool"),
  ...enablementScenarios("coursesforstudents"),
  "PUT /api/superadmin/payments/:id/approve": async () => {
    const { id, superadmin } = await pendingPurchase();
    return ok(
      "payment approved",
      { method: "PUT", url: `${API.payments}/${id}/approve`, token: superadmin },
      ["purchase.approved"],
    );
  },
  "PUT /api/superadmin/payments/:id/reject": async () => {
    const { id, superadmin } = await pendingPurchase();
    return ok(
      "payment rejected",
      {
        method: "PUT",
        url: `${API.payments}/${id}/reject`,
        token: superadmin,
        payload: { reason: "No such payment" },
      },
      ["purchase.rejected"],
    );
  },
  "PUT /api/student/addtocourse/:studentId/:courseId": async () => {
    const { schoolToken, courseId, pupils } = await enrolled();
    return ok(
      "student enrolled",
      {
        method: "PUT",
        url: `/api/student/addtocourse/${pupils[0]}/${courseId}`,
        token: schoolToken,
        payload: { classNumber: 5 },
      },
      ["enrolment.added"],
    );
  },
  "PUT /api/student/removefromcourse/:studentId/:courseId": async () => {
    const { schoolToken, courseId, pupils } = await enrolled();
    await enrol(schoolToken, courseId, pupils);
    return ok(
      "student unenrolled",
      {
        method: "PUT",
        url: `/api/student/removefromcourse/${pupils[0]}/${courseId}`,
        token: schoolToken,
        payload: { classNumber: 5 },
      },
      ["enrolment.removed"],
    );
  },
  "PUT /api/student/bulkaddtocourse/:courseId": async () => {
    const { schoolToken, courseId, pupils } = await enrolled();
    return ok(
      "students enrolled",
      {
        method: "PUT",
        url: `/api/student/bulkaddtocourse/${courseId}`,
        token: schoolToken,
        payload: { studentIds: pupils, classNumber: 5 },
      },
      ["enrolment.bulk_added"],
    );
  },
  "PUT /api/student/bulkremovefromcourse/:courseId": async () => {
    const { schoolToken, courseId, pupils } = await enrolled();
    await enrol(schoolToken, courseId, pupils);
    return ok(
      "students unenrolled",
      {
        method: "PUT",
        url: `/api/student/bulkremovefromcourse/${courseId}`,
        token: schoolToken,
        payload: { studentIds: pupils, classNumber: 5 },
      },
      ["enrolment.bulk_removed"],
    );
  },
  // The school's status (hold, block, reactivate).
  "PUT /api/superadmin/schools/:schoolId/status": async () => {
    const school = await signedInSchool(env);
    return ok(
      "school held",
      {
        method: "PUT",
        url: `/api/superadmin/schools/${school.school.id}/status`,
        token: await token("superadmin"),
        payload: { status: "hold", reason: "Fees under review" },
      },
      ["school.held"],
    );
  },
};

async function enrol(schoolToken: string, courseId: string, pupils: string[]) {
  const res = await env.app.inject({
    method: "PUT",
    url: `/api/student/bulkaddtocourse/${courseId}`,
    headers: { authorization: schoolToken },
    payload: { studentIds: pupils, classNumber: 5 },
  });
  if (res.statusCode !== 200) throw new Error(`enrol: ${res.body}`);
}

async function schoolTeacher() {
  const school = await signedInSchool(env);
  const res = await env.app.inject({
    method: "POST",
    url: API.addTeacher,
    headers: { authorization: school.token },
    payload: {
      name: "Kavita Rao",
      email: `${unique("t")}@example.in`,
      mobile: "9876501234",
      dob: "1985-06-01",
    },
  });
  const teacherUserId = res.json<{ teachers: { userId: string }[] }>().teachers[0]?.userId;
  if (!teacherUserId) throw new Error(`no teacher: ${res.body}`);
  return { school, teacherUserId };
}

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
        { method: "POST", url: `/api/enable/${school.school.id}/${kind}`, token: superadmin, payload },
        ["enablement.added"],
      );
    },
    [`PUT ${base}/:courseId/class/:classNumber`]: async () => {
      const { superadmin, base: course } = await enabledClass(kind);
      const payload = { status: "hold", ...(kind === "coursesforstudents" ? { studentLimit: 12 } : {}) };
      return ok("class edited", { method: "PUT", url: `${course}/class/5`, token: superadmin, payload }, [
        "enablement.class_updated",
      ]);
    },
    [`DELETE ${base}/:courseId/class/:classNumber`]: async () => {
      const { superadmin, base: course } = await enabledClass(kind);
      return ok("class removed", { method: "DELETE", url: `${course}/class/5`, token: superadmin }, [
        "enablement.class_removed",
      ]);
    },
    [`DELETE ${base}/:courseId`]: async () => {
      const { superadmin, base: course } = await enabledClass(kind);
      return ok("course removed", { method: "DELETE", url: course, token: superadmin }, [
        "enablement.course_removed",
      ]);
    },
  };
}

/** The write routes of the contracts, known when the file loads: one walk test each. */
const declaredWrites = endpointsIn(ENDPOINTS)
  .filter((e) => e.method !== "GET")
  .map((e) => `${e.method} ${e.path}`);

/** Those and any write route the app registered without a declaration. */
const writeRoutes = () => {
  const declared = declaredWrites;
  const registered = env.routes
    .filter((r) => !["GET", "HEAD", "OPTIONS"].includes(r.method))
    .map((r) => `${r.method} ${r.url}`);
  return [...new Set([...declared, ...registered])].sort();
};

const eventIds = async () =>
  new Set((await env.db.select({ id: auditEvents.id }).from(auditEvents)).map((row) => row.id));

describe("every write route leaves an audit event", () => {
  it("has a walk or a stated exemption for each write route", () => {
    const unwalked = writeRoutes().filter((route) => !SCENARIOS[route] && !EXEMPT[route]);
    expect(
      unwalked,
      "write routes the walker does not call: add a scenario (and the route's audit event)",
    ).toEqual([]);
    expect(Object.keys(EXEMPT).length).toBeLessThanOrEqual(5);
  });

  it.each(declaredWrites.filter((route) => SCENARIOS[route]))("%s leaves its event", async (route) => {
    const scenario = SCENARIOS[route];
    if (!scenario) return;
    const missing: string[] = [];
    for (const walk of await scenario(env)) {
      const before = await eventIds();
      const { method, url, token: auth, payload, ip } = walk.call;
      const res = await env.app.inject({
        method,
        url,
        ...(auth ? { headers: { authorization: auth } } : {}),
        ...(payload !== undefined ? { payload: payload as object } : {}),
        ...(ip ? { remoteAddress: ip } : {}),
      });
      const answered = walk.status ? res.statusCode === walk.status : res.statusCode < 300;
      if (!answered) {
        missing.push(`${walk.label}: answered ${res.statusCode} ${res.body}`);
        continue;
      }
      await walk.afterCall?.();
      const written = (await env.db.select().from(auditEvents)).filter((event) => !before.has(event.id));
      const actions = written.map((event) => event.action);
      for (const action of walk.actions)
        if (!actions.includes(action))
          missing.push(`${walk.label}: no ${action}, only [${actions.join(", ")}]`);
      for (const event of written)
        if (!event.ip) missing.push(`${walk.label}: ${event.action} has no address`);
    }
    expect(missing).toEqual([]);
  });
});
