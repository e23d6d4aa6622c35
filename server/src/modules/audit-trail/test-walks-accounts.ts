import { randomInt } from "node:crypto";
import { API } from "@ganit/contracts";
import { createTestUser, signedInAs, TEST_PASSWORD, unique } from "../../test/factories.ts";
import type { TestEnv } from "../../test/harness.ts";
import { learnerForm, schoolForm } from "../../test/registration.ts";
import { signedInSchool } from "../../test/session.ts";
import { linkIn } from "../../test/smtp-receiver.ts";
import { createContentItem } from "../content/index.ts";
import { insertPurchase, makeCourse, PRICED_CLASSES } from "../purchases/test-helpers.ts";
import {
  type Call,
  freshIp,
  ok,
  type Scenario,
  setUpCall,
  teacherForm,
  type Walk,
  walkKit,
} from "./test-walks.ts";

/** The walks of sign-in, accounts, the catalogue, content, registration, students and teachers. */
export function accountWalks(env: TestEnv): Record<string, Scenario> {
  const { freshToken, token, courseInput, schoolWithPupil, schoolTeacher } = walkKit(env);
  return {
    "POST /api/user/login": async () => {
      const account = await createTestUser(env.db, { role: "teacher" });
      const ip = freshIp();
      const wrong = { username: account.username, password: "Not-The-Password-1" };
      const walks: Walk[] = [
        {
          label: "success",
          call: {
            url: API.login,
            payload: { username: account.username, password: TEST_PASSWORD },
            ip,
          },
          actions: ["auth.login.succeeded"],
        },
        {
          label: "unknown username",
          call: {
            url: API.login,
            payload: { username: unique("nobody"), password: "x" },
            ip,
          },
          status: 401,
          actions: ["auth.login.failed"],
        },
      ];
      for (let attempt = 1; attempt <= 5; attempt++)
        walks.push({
          label: `wrong password ${attempt}`,
          call: { url: API.login, payload: wrong, ip },
          status: 401,
          actions: ["auth.login.failed"],
        });
      walks.push({
        label: "throttled",
        call: { url: API.login, payload: wrong, ip },
        status: 429,
        actions: ["auth.login.throttled"],
      });
      return walks;
    },
    "POST /api/user/forgotpassword": async () => {
      const account = await createTestUser(env.db);
      const call: Call = {
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
      const asked = { url: API.forgotPassword, payload: { username: account.username }, ip: freshIp() };
      await setUpCall(env, "reset link", "POST", asked);
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
      return ok("password reset", { url: API.resetPassword, payload, ip: freshIp() }, [
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
      return ok("password changed", { url: API.changePassword, token: who.token, payload }, [
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
      return ok("admin added", { url: API.register, token: await token("superadmin"), payload }, [
        "user.created",
      ]);
    },
    "POST /api/user/logout": async () =>
      ok("signed out", { url: API.logout, token: await freshToken("admin") }, ["auth.logout"]),
    "POST /api/user/logout-everywhere": async () =>
      ok("signed out everywhere", { url: API.logoutEverywhere, token: await freshToken("admin") }, [
        "auth.sessions_ended",
      ]),
    "POST /api/user/first-signin": async () => {
      const { pupil } = await schoolWithPupil();
      const payload = { username: pupil.username, code: pupil.oneTimeCode, newPassword: "Triangle-Square-7" };
      return ok("first sign-in", { url: API.firstSignIn, payload, ip: freshIp() }, ["auth.first_signin"]);
    },
    "PUT /api/admin/activate/:id": async () => {
      const target = await createTestUser(env.db, { role: "admin" });
      const superadmin = await token("superadmin");
      await setUpCall(env, "hold", "PUT", { url: `${API.admins}/hold/${target.user.id}`, token: superadmin });
      return ok("admin activated", { url: `${API.admins}/activate/${target.user.id}`, token: superadmin }, [
        "user.activated",
      ]);
    },
    "PUT /api/admin/hold/:id": async () => {
      const target = await createTestUser(env.db, { role: "admin" });
      return ok(
        "admin held",
        { url: `${API.admins}/hold/${target.user.id}`, token: await token("superadmin") },
        ["user.held"],
      );
    },
    "DELETE /api/admin/:id": async () => {
      const target = await createTestUser(env.db, { role: "admin" });
      return ok(
        "admin deleted",
        { url: `${API.admins}/${target.user.id}`, token: await token("superadmin") },
        ["user.deleted"],
      );
    },
    "POST /api/course/add": async () =>
      ok(
        "course added",
        {
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
          url: `${API.courses}/${course.id}`,
          token: await token("admin"),
          payload: courseInput(unique("Renamed ")),
        },
        ["course.updated"],
      );
    },
    "DELETE /api/course/:id": async () => {
      const course = await makeCourse(env.db, PRICED_CLASSES);
      return ok("course deleted", { url: `${API.courses}/${course.id}`, token: await token("admin") }, [
        "course.deleted",
      ]);
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
      return ok("content saved", { url: API.contentCreate, token: await token("admin"), payload }, [
        "content.created",
      ]);
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
      return ok("content deleted", { url: `/api/content/delete/${id}`, token: await token("admin") }, [
        "content.deleted",
      ]);
    },
    "POST /api/school/register": async () =>
      ok(
        "school registered",
        {
          url: API.schoolRegister,
          payload: schoolForm(String(randomInt(10_000_000_000, 100_000_000_000))),
          ip: freshIp(),
        },
        ["school.registered"],
      ),
    "POST /api/studentb2c/register": async () => {
      const payload = learnerForm();
      return ok("learner registered", { url: API.learnerRegister, payload, ip: freshIp() }, [
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
      return ok("student added", { url: API.addStudent, token: school.token, payload }, ["student.added"]);
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
        { url: API.addStudentsBulk, token: school.token, payload: { students } },
        ["student.bulk_added"],
      );
    },
    "PUT /api/student/update/:id": async () => {
      const { school, pupil } = await schoolWithPupil();
      return ok(
        "student edited",
        {
          url: `/api/student/update/${pupil._id}`,
          token: school.token,
          payload: { name: "Neha G. Gupta" },
        },
        ["student.updated"],
      );
    },
    "DELETE /api/student/:id": async () => {
      const { school, pupil } = await schoolWithPupil();
      return ok("student deleted", { url: `/api/student/${pupil._id}`, token: school.token }, [
        "student.deleted",
      ]);
    },
    "POST /api/teacher/add": async () => {
      const school = await signedInSchool(env);
      return ok("teacher added", { url: API.addTeacher, token: school.token, payload: teacherForm() }, [
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
        { url: API.addTeachersBulk, token: school.token, payload: { teachers } },
        ["teacher.bulk_added"],
      );
    },
    "PUT /api/teacher/hold/:userId": async () => {
      const { school, teacherUserId } = await schoolTeacher();
      return ok("teacher held", { url: `/api/teacher/hold/${teacherUserId}`, token: school.token }, [
        "teacher.held",
      ]);
    },
    "PUT /api/teacher/classes/:userId": async () => {
      const { school, teacherUserId } = await schoolTeacher();
      // An empty list is a real change: the teacher's classes are cleared, and audited.
      return ok(
        "teacher's classes set",
        {
          url: `/api/teacher/classes/${teacherUserId}`,
          token: school.token,
          payload: { classes: [] },
        },
        ["teacher.classes_set"],
      );
    },
    "POST /api/teacher/classes-bulk": async () => {
      const { school, teacherUserId } = await schoolTeacher();
      const course = await makeCourse(env.db, PRICED_CLASSES);
      await insertPurchase(env.db, {
        buyer: { schoolId: school.school.id },
        kind: "students",
        status: "verified",
        createdBy: school.user.id,
        lines: [{ courseId: course.id, classNumber: 5, seats: 10 }],
      });
      return ok(
        "classes given to teachers",
        {
          url: "/api/teacher/classes-bulk",
          token: school.token,
          payload: { userIds: [teacherUserId], classes: [{ courseId: course.id, classNumber: 5 }] },
        },
        ["teacher.classes_added"],
      );
    },
    "PUT /api/teacher/activate/:userId": async () => {
      const { school, teacherUserId } = await schoolTeacher();
      await setUpCall(env, "hold", "PUT", { url: `/api/teacher/hold/${teacherUserId}`, token: school.token });
      return ok("teacher activated", { url: `/api/teacher/activate/${teacherUserId}`, token: school.token }, [
        "teacher.activated",
      ]);
    },
  };
}
