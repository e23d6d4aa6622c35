import { API, type AuditAction } from "@ganit/contracts";
import { signedInAs, unique } from "../../test/factories.ts";
import type { TestEnv } from "../../test/harness.ts";
import { type Method, signedInSchool } from "../../test/session.ts";
import { setUpAnswered } from "../../test/set-up.ts";
import { addStudentAs } from "../../test/students.ts";
import { insertPupils, schoolWithSeats } from "../enrolment/test-helpers.ts";
import { insertPendingSeats, makeCourse, PRICED_CLASSES } from "../purchases/test-helpers.ts";

/** The audit walker's shared pieces: a walk's shape, and the set-up the walks of several routes need. */

/**
 * A call through the routes: its URL and what it carries. A walk's call is of the route the walk is
 * listed under, whose method it takes; a set-up call names its method (setUpCall).
 */
export type Call = {
  url: string;
  token?: string;
  payload?: unknown;
  ip?: string;
};
/** One call of a route, its answer (a success unless said) and what it must leave in the trail. */
export type Walk = {
  label: string;
  call: Call;
  status?: number;
  actions: AuditAction[];
  /** Work the action leaves to the background (a reset link's job): run before the trail is read. */
  afterCall?: () => Promise<void>;
};
export type Scenario = (env: TestEnv) => Promise<Walk[]>;

/** Sends `call` to the app with its token, payload and address, those it has. */
export const send = (env: TestEnv, method: Method, call: Call) =>
  env.app.inject({
    method,
    url: call.url,
    ...(call.token ? { headers: { authorization: call.token } } : {}),
    ...(call.payload !== undefined ? { payload: call.payload as object } : {}),
    ...(call.ip ? { remoteAddress: call.ip } : {}),
  });

/** A call of a walk's set-up (not the call it walks); any answer but `status` stops the walk, naming the step. */
export async function setUpCall(env: TestEnv, step: string, method: Method, call: Call, status = 200) {
  return setUpAnswered(step, await send(env, method, call), status);
}

let addresses = 0;
/** An address no other walk used (sign-in brakes and registration limits count per address). */
export const freshIp = () => `10.77.${Math.floor(++addresses / 250)}.${addresses % 250}`;
export const ok = (label: string, call: Call, actions: AuditAction[]): Walk[] => [{ label, call, actions }];

/**
 * Walks that share one set-up: each is given it, made by the first walk that runs (the walks run one
 * at a time).
 */
export function walksOn<T>(
  make: () => Promise<T>,
  walks: Record<string, (made: T) => Promise<Walk[]>>,
): Record<string, Scenario> {
  let made: Promise<T> | undefined;
  return Object.fromEntries(
    Object.entries(walks).map(([route, walk]) => [
      route,
      async () => {
        made ??= make();
        return walk(await made);
      },
    ]),
  );
}

/** The office's add-a-teacher form, with an e-mail no other walk used. */
export const teacherForm = () => ({
  name: "Kavita Rao",
  email: `${unique("t")}@example.in`,
  mobile: "9876501234",
  dob: "1985-06-01",
});

export function walkKit(env: TestEnv) {
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

  /** A new school, signed in, and a pupil its office added (with the pupil's first sign-in credentials). */
  async function schoolWithPupil() {
    const school = await signedInSchool(env);
    return { school, pupil: await addStudentAs(env.app, school.token, { fathername: "Ravi" }) };
  }

  async function enabledClass(kind: "coursesforschool" | "coursesforstudents") {
    const superadmin = await token("superadmin");
    const school = await signedInSchool(env);
    const course = await makeCourse(env.db, PRICED_CLASSES);
    const base = `/api/enable/${school.school.id}/${kind}`;
    const limit = kind === "coursesforstudents" ? 10 : "";
    const classDetails = [{ classNumber: 5, studentLimit: limit, status: "active" }];
    const payload = { courseId: course.id, classDetails };
    await setUpCall(env, "enable", "POST", { url: base, token: superadmin, payload }, 201);
    return { superadmin, base: `${base}/${course.id}` };
  }

  async function pendingPurchase() {
    const school = await signedInSchool(env);
    const course = await makeCourse(env.db, PRICED_CLASSES);
    const id = await insertPendingSeats(env.db, school, { courseId: course.id, classNumber: 5, seats: 3 });
    return { id, superadmin: await token("superadmin") };
  }

  async function enrolled() {
    const { token: schoolToken, schoolId, course } = await schoolWithSeats(env.app, env.db, { seats: 5 });
    const pupils = await insertPupils(env.db, schoolId, 2);
    return { schoolToken, courseId: course.id, pupils };
  }

  async function enrol(schoolToken: string, courseId: string, pupils: string[]) {
    await setUpCall(env, "enrol", "PUT", {
      url: `/api/student/bulkaddtocourse/${courseId}`,
      token: schoolToken,
      payload: { studentIds: pupils, classNumber: 5 },
    });
  }

  async function schoolTeacher() {
    const school = await signedInSchool(env);
    const res = await setUpCall(env, "teacher", "POST", {
      url: API.addTeacher,
      token: school.token,
      payload: teacherForm(),
    });
    const teacherUserId = res.json<{ teachers: { userId: string }[] }>().teachers[0]?.userId;
    if (!teacherUserId) throw new Error(`no teacher: ${res.body}`);
    return { school, teacherUserId };
  }

  return {
    freshToken,
    token,
    courseInput,
    schoolWithPupil,
    enabledClass,
    pendingPurchase,
    enrolled,
    enrol,
    schoolTeacher,
  };
}
