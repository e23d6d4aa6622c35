import { randomInt } from "node:crypto";
import {
  API,
  apiPath,
  type ContentCreated,
  type ContentInput,
  type PurchaseCreated,
  type StudentAddRequest,
  type StudentAddResponse,
} from "@ganit/contracts";
import { type APIRequestContext, expect } from "@playwright/test";
import { type Accounts, uniqueSuffix } from "./accounts.ts";
import { apiToken } from "./pages.ts";

/**
 * What the journeys set up through the API rather than the screens another journey walks: a course
 * of the catalogue, a page of the content library, seats a school buys and the superadmin approves, a
 * pupil enrolled with a password.
 * Tokens go in the Authorization header as the app sends them (no "Bearer").
 */

/** A level with one title and no resources: enough for a class to be bought and enrolled in. */
export const bareLevel = (levelName: string, title: string) => ({
  levelNumber: 1,
  levelName,
  titles: [{ title, resources: [] }],
});

/** A course of class 6 (199 and 4999 rupees unless `prices` says) with one level, "Fast sums", of these titles. */
export const fastSumsCourse = (
  name: string,
  titles: { title: string; resources: { type: string; url: string }[] }[],
  prices = { pricePerStudent: 199, pricePerSchool: 4999 },
) => ({
  name,
  classLevels: [{ classNumber: 6, ...prices, levels: [{ levelNumber: 1, levelName: "Fast sums", titles }] }],
});

/** Adds a course as an admin (its whole tree in `course`) and answers its id. */
export async function addCourse(request: APIRequestContext, adminToken: string, course: object) {
  const added = await request.post(API.addCourse, { headers: { Authorization: adminToken }, data: course });
  expect(added.status(), await added.text()).toBe(201);
  return ((await added.json()) as { _id: string })._id;
}

/**
 * Writes a page into the content library as an admin (or the superadmin): where it is filed (course,
 * class, topic, sub-topic), its name and its HTML. Answers its id.
 */
export async function addLibraryPage(request: APIRequestContext, adminToken: string, page: ContentInput) {
  const saved = await request.post(API.contentCreate, { headers: { Authorization: adminToken }, data: page });
  expect(saved.status(), await saved.text()).toBe(201);
  return ((await saved.json()) as ContentCreated)._id;
}

/** A course of classes 3, 4 and 5 (a video each), added by a new admin; answers its id. */
export async function patternsCourse(request: APIRequestContext, accounts: Accounts, name: string) {
  const admin = await accounts.createAdmin();
  const classLevel = (classNumber: number) => ({
    classNumber,
    pricePerStudent: 150,
    pricePerSchool: 4000,
    levels: [
      {
        levelNumber: 1,
        levelName: "Patterns",
        titles: [
          {
            title: "Growing patterns",
            resources: [{ type: "video", url: "https://videos.example.org/p.mp4" }],
          },
        ],
      },
    ],
  });
  return addCourse(request, await apiToken(request, admin.username, admin.password), {
    name,
    classLevels: [3, 4, 5].map(classLevel),
  });
}

/** A course of one class (one bare level), added by an admin; answers its id. */
export const oneClassCourse = (
  request: APIRequestContext,
  adminToken: string,
  name: string,
  classNumber: number,
) =>
  addCourse(request, adminToken, {
    name,
    classLevels: [
      {
        classNumber,
        pricePerStudent: 100,
        pricePerSchool: 5000,
        levels: [bareLevel("Numbers", "Place value")],
      },
    ],
  });

/** A 12-digit UPI reference (UTR) nobody else in this run is likely to give. */
export const randomUtr = () => String(randomInt(100_000_000_000, 1_000_000_000_000));

/** The seats of one course in a purchase: a student limit for each class bought. */
type SeatsOfCourse = {
  courseId: string;
  active?: boolean;
  classDetails: { classNumber: number; studentLimit: number }[];
};

/** A school buys seats of one or more courses, paid by UPI with this UTR; answers the pending purchase. */
export async function buySeats(
  request: APIRequestContext,
  schoolToken: string,
  coursesForStudents: SeatsOfCourse[],
  utrNumber = randomUtr(),
) {
  const bought = await request.post(API.buyForStudents, {
    headers: { Authorization: schoolToken },
    data: { utrNumber, coursesForStudents },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  return ((await bought.json()) as PurchaseCreated).purchase;
}

/** The superadmin verifies a school's payment: its classes become active. */
export async function approvePayment(request: APIRequestContext, accounts: Accounts, purchaseId: string) {
  const approved = await request.put(apiPath.approvePayment(purchaseId), {
    headers: { Authorization: await accounts.superadminToken() },
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

/** Seats a school has bought and the superadmin has approved; answers the purchase. */
async function approvedSeats(
  request: APIRequestContext,
  accounts: Accounts,
  schoolToken: string,
  coursesForStudents: SeatsOfCourse[],
) {
  const purchase = await buySeats(request, schoolToken, coursesForStudents);
  await approvePayment(request, accounts, purchase._id);
  return purchase;
}

/**
 * A new school (`accounts.schoolWithToken`) with approved seats (`studentLimit`) in one class of the
 * course; answers the school's account and its office's API token.
 */
export async function schoolWithSeats(
  request: APIRequestContext,
  accounts: Accounts,
  seats: { courseId: string; classNumber: number; studentLimit: number },
) {
  const { token: schoolToken, ...school } = await accounts.schoolWithToken();
  const { courseId, classNumber, studentLimit } = seats;
  await approvedSeats(request, accounts, schoolToken, [
    { courseId, classDetails: [{ classNumber, studentLimit }] },
  ]);
  return { school, schoolToken };
}

/** The add-a-student form, its class a number: the pupil is enrolled in that class of the course. */
type StudentForm = StudentAddRequest & { Class: number };

/**
 * A school adds a pupil (`student` is the add-a-student form) and enrols them in their class of the
 * course; answers the pupil's credentials (the one-time code of the sign-in sheet still unused).
 */
export async function addedAndEnrolledPupil(
  request: APIRequestContext,
  schoolToken: string,
  student: StudentForm,
  courseId: string,
) {
  const headers = { Authorization: schoolToken };
  const added = await request.post(API.addStudent, { headers, data: student });
  expect(added.status(), await added.text()).toBe(200);
  const [credential] = ((await added.json()) as StudentAddResponse).credentials;
  if (!credential) throw new Error("no credentials for the new student");
  const enrolled = await request.put(apiPath.addToCourse(credential._id, courseId), {
    headers,
    data: { classNumber: student.Class },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(200);
  return credential;
}

/**
 * A school adds a pupil and enrols them (`addedAndEnrolledPupil`), and the pupil chooses `password`
 * at their first sign-in; answers the pupil's credentials.
 */
export async function enrolledPupil(
  request: APIRequestContext,
  schoolToken: string,
  student: StudentForm,
  courseId: string,
  password: string,
) {
  const credential = await addedAndEnrolledPupil(request, schoolToken, student, courseId);
  const firstSignIn = await request.post(API.firstSignIn, {
    data: { username: credential.username, code: credential.oneTimeCode, newPassword: password },
  });
  expect(firstSignIn.status(), await firstSignIn.text()).toBe(200);
  return credential;
}

/**
 * The add-a-student form of a new pupil, `name` with a unique tail, born `dob`, in `classNumber` (and
 * `section`), with a made-up family e-mail and a father named after them; and the password the pupil
 * chooses at the first sign-in.
 */
export function newPupilForm(pupil: { name: string; dob: string; classNumber: number; section?: string }) {
  const suffix = uniqueSuffix();
  return {
    student: {
      name: `${pupil.name} ${suffix.slice(-5)}`,
      email: `family-${suffix}@home.test`,
      dob: pupil.dob,
      Class: pupil.classNumber,
      ...(pupil.section ? { section: pupil.section } : {}),
      fathername: `Ravi ${pupil.name.split(" ").at(-1)}`,
    },
    password: `Pupil-e2e-${suffix}`,
  };
}

/**
 * A new pupil (`newPupilForm`) the school adds and enrols in a class of the course, signed in once
 * (`enrolledPupil`); answers the pupil's name, credentials and password.
 */
export async function enrolledNewPupil(
  request: APIRequestContext,
  schoolToken: string,
  courseId: string,
  pupil: Parameters<typeof newPupilForm>[0],
) {
  const { student, password } = newPupilForm(pupil);
  const credential = await enrolledPupil(request, schoolToken, student, courseId, password);
  return { name: student.name, credential, password };
}

/** The id of the Mathematics course the server made from the shipped syllabus on its first start. */
export async function syllabusCourseId(request: APIRequestContext) {
  const catalogue = await request.get(API.publicCourses);
  expect(catalogue.status(), await catalogue.text()).toBe(200);
  const maths = ((await catalogue.json()) as { _id: string; name: string }[]).find(
    (course) => course.name === "Mathematics",
  );
  if (!maths) throw new Error("the syllabus's Mathematics course is not in the catalogue");
  return maths._id;
}

/**
 * A new school with approved seats in the syllabus's Mathematics for one class: the school's
 * account, its API token and the course's id.
 */
export async function schoolWithSyllabusSeats(
  request: APIRequestContext,
  accounts: Accounts,
  classNumber: number,
  studentLimit: number,
) {
  const courseId = await syllabusCourseId(request);
  const { school, schoolToken } = await schoolWithSeats(request, accounts, {
    courseId,
    classNumber,
    studentLimit,
  });
  return { school, schoolToken, courseId };
}
