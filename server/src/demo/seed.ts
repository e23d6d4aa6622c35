import type { Role } from "@ganit/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { insertSchool } from "../modules/schools/index.ts";
import { insertStudent } from "../modules/students/index.ts";
import { insertTeacher } from "../modules/teachers/index.ts";
import { createUser, findUserByUsername, hashPassword } from "../modules/users/index.ts";
import { seedDemoAssignments } from "./assignments.ts";
import { seedDemoAuditTrail } from "./audit-trail.ts";
import { seedDemoEnrolments } from "./enrolments.ts";
import { seedMoreSchools } from "./more-schools.ts";
import { seedDemoParents } from "./parents.ts";
import { seedDemoPractice, seedDemoPracticeActivity } from "./practice/index.ts";
import { seedDemoProgress } from "./progress.ts";
import { GREEN_VALLEY_PURCHASES, LEARNER_PURCHASES, SUNRISE_PURCHASES } from "./purchase-plans.ts";
import { demoSuperadmin, seedDemoPurchases } from "./purchases.ts";
import { type DemoTeacher, seedSchoolPeople } from "./schools.ts";
import { seedCatalogue } from "./seed-catalogue.ts";
import { seedDemoTeacherClasses } from "./teacher-classes.ts";
import { seedDemoTeacherTest } from "./teacher-test.ts";

/** The demo password of every demo account. Demo data is for trying Ganit out, never production. */
export const DEMO_PASSWORD = "GanitDemo2025";
/** A payee no money can reach (no bank issues the `example` handle): the demo's QR codes show the flow only. */
export const DEMO_UPI_PAYEE = { id: "ganit.demo@example", name: "Ganit Demo (sample payee, do not pay)" };

export const DEMO_ACCOUNTS: ReadonlyArray<{ role: Role; username: string; name: string }> = [
  { role: "superadmin", username: "superadmin", name: "Super Admin" },
  { role: "admin", username: "admin@ganit.demo", name: "Meera Iyer" },
  { role: "school", username: "school@ganit.demo", name: "Sunrise Public School" },
  { role: "teacher", username: "teacher@ganit.demo", name: "Ravi Kumar" },
  { role: "student", username: "asha1001", name: "Asha Reddy" },
  { role: "studentb2c", username: "learner@ganit.demo", name: "Kabir Singh" },
  { role: "parent", username: "parent@ganit.demo", name: "Suresh Reddy" },
];

/** Content and operations staff of the demo platform: no password (they never sign in), one on hold. */
const DEMO_STAFF: ReadonlyArray<
  [name: string, email: string, phone: string | null, status: "active" | "hold"]
> = [
  ["Arjun Mehta", "arjun.mehta@ganit.demo", "9000000011", "active"],
  ["Fatima Sheikh", "fatima.sheikh@ganit.demo", "9000000012", "active"],
  ["Gurpreet Kaur", "gurpreet.kaur@ganit.demo", null, "active"],
  ["Lakshmi Narayanan", "lakshmi.n@ganit.demo", "9000000014", "hold"],
  ["Rohan Das", "rohan.das@ganit.demo", "9000000015", "active"],
  ["Sneha Patil", "sneha.patil@ganit.demo", null, "hold"],
];

/** The second demo school (its account signs in with the demo password too). */
export const SECOND_SCHOOL = {
  username: "greenvalley@ganit.demo",
  name: "Green Valley Vidyalaya",
  details: {
    udiscCode: "27251200312",
    address: "Survey No. 41, Baner Road",
    city: "Pune",
    district: "Pune",
    state: "Maharashtra",
    pincode: "411045",
  },
};

/** Sunrise's teachers besides Ravi Kumar (teacher@ganit.demo): one of them on hold. */
const SUNRISE_TEACHERS: DemoTeacher[] = [
  {
    name: "Priya Venkatesan",
    email: "priya.venkatesan@sunrise.ganit.demo",
    mobile: "9848012301",
    dob: "1986-02-14",
  },
  {
    name: "Mohammed Irfan",
    email: "mohammed.irfan@sunrise.ganit.demo",
    mobile: "9848012302",
    dob: "1979-09-03",
  },
  {
    name: "Deepa Kulkarni",
    email: "deepa.kulkarni@sunrise.ganit.demo",
    mobile: "9848012303",
    dob: "1991-12-22",
  },
  {
    name: "Harish Chandra",
    email: "harish.chandra@sunrise.ganit.demo",
    mobile: "9848012304",
    dob: "1983-06-30",
    hold: true,
  },
];

const SECOND_SCHOOL_TEACHERS: DemoTeacher[] = [
  {
    name: "Sunita Deshpande",
    email: "sunita.deshpande@greenvalley.ganit.demo",
    mobile: "9822034501",
    dob: "1980-04-11",
  },
  { name: "Amit Joshi", email: "amit.joshi@greenvalley.ganit.demo", mobile: "9822034502", dob: "1988-08-19" },
  {
    name: "Farah Shaikh",
    email: "farah.shaikh@greenvalley.ganit.demo",
    mobile: "9822034503",
    dob: "1993-01-05",
  },
  {
    name: "Rajendra Pawar",
    email: "rajendra.pawar@greenvalley.ganit.demo",
    mobile: "9822034504",
    dob: "1976-11-27",
    hold: true,
  },
  { name: "Neha Bhide", email: "neha.bhide@greenvalley.ganit.demo", mobile: "9822034505", dob: "1990-03-16" },
];

/** Loads the demo accounts once; a second start finds them and does nothing. */
export async function seedDemo(db: Db): Promise<boolean> {
  if (await findUserByUsername(db, "admin@ganit.demo")) return false;
  const demoPasswordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const account = (role: Role, username: string, name: string, email: string, phone: string) =>
      createUser(tx, { role, username, name, email, phone, passwordHash: demoPasswordHash });

    // The demo's superadmin only on a platform that has none yet (SUPERADMIN_* may have made one).
    const [superadmin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, "superadmin"))
      .limit(1);
    if (!superadmin) {
      await account("superadmin", "superadmin", "Super Admin", "superadmin@ganit.demo", "9000000001");
    }
    const admin = await account("admin", "admin@ganit.demo", "Meera Iyer", "admin@ganit.demo", "9000000002");
    await seedCatalogue(tx, admin);
    // More of the platform's staff, so the admin-users screen has a list to search, filter and page.
    for (const [name, email, phone, status] of DEMO_STAFF) {
      const staff = await createUser(tx, { role: "admin", username: email, name, email, phone });
      if (status === "hold") await tx.update(users).set({ status }).where(eq(users.id, staff.id));
    }

    const schoolUser = await account(
      "school",
      "school@ganit.demo",
      "Sunrise Public School",
      "school@ganit.demo",
      "9000000003",
    );
    const school = await insertSchool(tx, schoolUser.id, {
      udiscCode: "36020100101",
      address: "12 Lake View Road, Banjara Hills",
      city: "Hyderabad",
      district: "Hyderabad",
      state: "Telangana",
      pincode: "500034",
    });

    const teacherUser = await account(
      "teacher",
      "teacher@ganit.demo",
      "Ravi Kumar",
      "teacher@ganit.demo",
      "9000000004",
    );
    await insertTeacher(tx, teacherUser.id, { schoolId: school.id, dob: "1988-06-15" });

    // Students sign in with a short generated username; their parent's e-mail may be shared.
    const studentUser = await account(
      "student",
      "asha1001",
      "Asha Reddy",
      "parent.reddy@ganit.demo",
      "9000000005",
    );
    await insertStudent(tx, studentUser.id, {
      schoolId: school.id,
      rollNumber: "4A-01",
      classNumber: 4,
      section: "A",
      fathername: "Suresh Reddy",
      dob: "2016-03-09",
    });

    // Two schools with about 150 students across classes 1–10 and 5 teachers each.
    await seedSchoolPeople(tx, {
      schoolId: school.id,
      schoolUser,
      seed: 2025,
      emailTag: "sunrise",
      teachers: SUNRISE_TEACHERS,
      passwordHash: demoPasswordHash,
      sections: true,
    });
    const secondUser = await account(
      "school",
      SECOND_SCHOOL.username,
      SECOND_SCHOOL.name,
      SECOND_SCHOOL.username,
      "9000000007",
    );
    const second = await insertSchool(tx, secondUser.id, SECOND_SCHOOL.details);
    await seedSchoolPeople(tx, {
      schoolId: second.id,
      schoolUser: secondUser,
      seed: 4242,
      emailTag: "greenvalley",
      teachers: SECOND_SCHOOL_TEACHERS,
      passwordHash: demoPasswordHash,
    });

    const learner = await account(
      "studentb2c",
      "learner@ganit.demo",
      "Kabir Singh",
      "learner@ganit.demo",
      "9000000006",
    );
    const learnerRow = await insertStudent(tx, learner.id, {
      schoolId: null,
      rollNumber: null,
      classNumber: 7,
      fathername: "Harpreet Singh",
      dob: "2013-11-21",
      // The demo learner's parent has consented (a learner under 18 learns only after that).
      guardianName: "Harpreet Singh",
      guardianConsentAt: new Date(),
    });

    // Buying seats: purchases in every state, after the schools and the catalogue.
    const asActor = (user: { id: string; role: Role }, schoolId: string | null = null) => ({
      id: user.id,
      role: user.role,
      schoolId,
    });
    await seedDemoPurchases(tx, {
      superadmin: await demoSuperadmin(tx),
      schools: [
        {
          schoolId: school.id,
          user: asActor(schoolUser, school.id),
          purchases: SUNRISE_PURCHASES,
          enabled: [{ course: "Magic Math", classNumber: 4 }],
        },
        {
          schoolId: second.id,
          user: asActor(secondUser, second.id),
          purchases: GREEN_VALLEY_PURCHASES,
          enabled: [
            { course: "Mathematics", classNumber: 6 },
            { course: "Mathematics", classNumber: 7 },
          ],
        },
      ],
      learner: { studentId: learnerRow.id, user: asActor(learner), purchases: LEARNER_PURCHASES },
    });
    // Schools registered over the last 90 days with nothing bought yet, one on hold, one blocked.
    await seedMoreSchools(tx, await demoSuperadmin(tx));
    // Teachers' classes: after the purchases, so each is a class the school has.
    await seedDemoTeacherClasses(tx, (username) =>
      username.endsWith("@greenvalley.ganit.demo") ? second.id : school.id,
    );
    // Enrolment: most pupils in their schools' active student classes.
    await seedDemoEnrolments(tx, [
      { schoolId: school.id, user: asActor(schoolUser, school.id) },
      { schoolId: second.id, user: asActor(secondUser, second.id) },
    ]);
    // Enrolment and learning (progress): after the enrolments, from whatever granted classes exist.
    await seedDemoProgress(tx, { alwaysStarted: ["asha1001"] });
    // Practice: the catalogue's exercise sets, then the demo school's pupils' answers and levels.
    await seedDemoPractice(tx, admin);
    await seedDemoPracticeActivity(tx);
    // The classroom's assignments: after the progress and practice their states are read from.
    await seedDemoAssignments(tx);
    // A teacher's timed test, sat by most of a class: its results show real misconceptions.
    await seedDemoTeacherTest(tx);
    // Parents: Asha's father linked to Asha and a classmate's code waiting to be redeemed.
    await seedDemoParents(tx, account);
    // Last: the audit trail of the month the demo tells, around what the loaders above recorded.
    await seedDemoAuditTrail(tx);
  });
  return true;
}
