import { API } from "@ganit/contracts";
import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { type Accounts, loginThroughPage, signedInPage, uniqueSuffix } from "../fixtures.ts";
import { fitsThePhone, PHONE, seriousViolations } from "./pages.ts";
import {
  addCourse,
  enrolledPupil,
  fastSumsCourse,
  newPupilForm,
  schoolWithSeats,
  syllabusCourseId,
} from "./setup-api.ts";

/**
 * What the practice journeys set up before a child practises: an admin's course whose one title holds
 * a practice set, a school with seats in the child's class, the child enrolled, and the child on the
 * practice screen. The set editor, the purchase and the enrolment have journeys of their own that
 * walk their screens; here they are API calls.
 */

/** The first resource of the course's first title, as the admin reads the course. */
export async function firstResourceId(request: APIRequestContext, adminToken: string, courseId: string) {
  const course = await request.get(`${API.courses}/${courseId}`, { headers: { Authorization: adminToken } });
  expect(course.status(), await course.text()).toBe(200);
  type Tree = { classLevels: { levels: { titles: { resources: { _id: string }[] }[] }[] }[] };
  const resourceId = ((await course.json()) as Tree).classLevels[0]?.levels[0]?.titles[0]?.resources[0]?._id;
  if (!resourceId) throw new Error("the course has no resource");
  return resourceId;
}

/**
 * A new admin's course of one class (a "Fast sums" level whose one title, `title`, is a practice
 * resource) with `set` saved as its exercise set; answers the admin, their token and the ids.
 */
export async function courseWithPracticeSet(
  request: APIRequestContext,
  accounts: Accounts,
  course: { name: string; classNumber: number; title: string; set: object },
) {
  const { token: adminToken, ...admin } = await accounts.adminWithToken();
  const body = fastSumsCourse(course.name, [
    { title: course.title, resources: [{ type: "practice", url: "https://practice.example.org/set" }] },
  ]);
  const courseId = await addCourse(request, adminToken, {
    ...body,
    classLevels: body.classLevels.map((level) => ({ ...level, classNumber: course.classNumber })),
  });
  const resourceId = await firstResourceId(request, adminToken, courseId);
  const saved = await request.put(`${API.practice}/${resourceId}`, {
    headers: { Authorization: adminToken },
    data: course.set,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { admin, adminToken, courseId, resourceId };
}

/**
 * A new school with approved seats (`studentLimit`) in the pupil's class of the course, and the pupil
 * added, enrolled there and signed in once with `password`; answers the school's token and the
 * pupil's credentials.
 */
export async function pupilOfNewSchool(
  request: APIRequestContext,
  accounts: Accounts,
  courseId: string,
  student: Parameters<typeof enrolledPupil>[2],
  password: string,
  studentLimit = 5,
) {
  const { school, schoolToken } = await schoolWithSeats(request, accounts, {
    courseId,
    classNumber: student.Class,
    studentLimit,
  });
  const credential = await enrolledPupil(request, schoolToken, student, courseId, password);
  return { school, schoolToken, credential };
}

/**
 * A pupil (`name` and a unique tail, born `dob`) of a new school, enrolled in a class of the course,
 * with a made-up family e-mail and a password; answers the pupil's sign-in.
 */
export async function newPupil(
  request: APIRequestContext,
  accounts: Accounts,
  courseId: string,
  pupil: { name: string; dob: string; classNumber: number },
) {
  const { student, password } = newPupilForm(pupil);
  const { credential } = await pupilOfNewSchool(request, accounts, courseId, student, password);
  return { username: credential.username, password };
}

/**
 * A pupil (`newPupil`) of the Mathematics course the server made from the shipped syllabus, signed
 * in on this page made a 390 px phone, at their dashboard.
 */
export async function syllabusPupilOnThisPhone(
  page: Page,
  request: APIRequestContext,
  accounts: Accounts,
  pupil: Parameters<typeof newPupil>[3],
) {
  const child = await newPupil(request, accounts, await syllabusCourseId(request), pupil);
  await page.setViewportSize(PHONE);
  await loginThroughPage(page, child.username, child.password);
  await expect(page).toHaveURL(/\/studentdashboard$/);
  return child;
}

/**
 * Both of the above for a journey of one child and one set: the course (`course`, made unique) of
 * `classNumber` with `set` under `title`, and a pupil (`pupil`, born `dob`) enrolled in it; answers
 * the course, the admin, the ids and the pupil's sign-in.
 */
export type PractisingPupil = {
  course: string;
  classNumber: number;
  title: string;
  set: object;
  pupil: string;
  dob: string;
};
export async function practisingPupil(
  request: APIRequestContext,
  accounts: Accounts,
  setup: PractisingPupil,
) {
  const suffix = uniqueSuffix();
  const course = { name: `${setup.course} ${suffix}`, classNumber: setup.classNumber };
  const { admin, courseId, resourceId } = await courseWithPracticeSet(request, accounts, {
    ...course,
    title: setup.title,
    set: setup.set,
  });
  const pupil = await newPupil(request, accounts, courseId, {
    name: setup.pupil,
    dob: setup.dob,
    classNumber: setup.classNumber,
  });
  return { course, admin, courseId, resourceId, pupil };
}

/** A set of generated questions only: what each generator draws, in the order given. */
export const generatedSet = (generators: object[]) => ({ mode: "practice", items: [], generators });

/** A page on a 390 px touch phone, in a browser context of its own (close the context when done). */
export async function phonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
  return { context, page: await context.newPage() };
}

/** The app in Hindi from here on, as a family that chose it (the sign-in before it stays in English). */
export async function inHindi(page: Page) {
  await page.evaluate(() => localStorage.setItem("language", "hi"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
}

/** The dashboard's words a child follows to a course's practice. */
const TO_PRACTICE = {
  en: { classN: (n: number) => `Class ${n}`, practise: "Practise here, one question at a time" },
  hi: { classN: (n: number) => `कक्षा ${n}`, practise: "यहाँ अभ्यास करें, एक बार में एक प्रश्न" },
} as const;

/**
 * The pupil signs in on this page, switches to Hindi when `language` says, and opens the practice of
 * the course's class from its card on the dashboard.
 */
export async function openPractice(
  page: Page,
  pupil: { username: string; password: string },
  course: { name: string; classNumber: number },
  language: "en" | "hi",
) {
  await loginThroughPage(page, pupil.username, pupil.password);
  await expect(page).toHaveURL(/\/studentdashboard$/);
  if (language === "hi") await inHindi(page);
  const words = TO_PRACTICE[language];
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: course.name }) });
  await card.getByRole("button", { name: words.classN(course.classNumber) }).click();
  await page.getByRole("link", { name: words.practise }).click();
  await expect(page).toHaveURL(/\/practice\//);
}

/**
 * The journey's child (`practisingPupil`) at the practice of the set, in `language`, on this page
 * made a 390 px phone; answers the set-up.
 */
export async function practisingOnThisPage(
  page: Page,
  request: APIRequestContext,
  accounts: Accounts,
  setup: PractisingPupil,
  language: "en" | "hi",
) {
  const practising = await practisingPupil(request, accounts, setup);
  await page.setViewportSize(PHONE);
  await openPractice(page, practising.pupil, practising.course, language);
  return practising;
}

/**
 * The journey's child (`practisingPupil`) at the practice of the set, in `language`, on a touch
 * phone of its own (`phonePage`: close its context when done); answers the set-up and the page.
 */
export async function practisingOnTouchPhone(
  browser: Browser,
  request: APIRequestContext,
  accounts: Accounts,
  setup: PractisingPupil,
  language: "en" | "hi",
) {
  const practising = await practisingPupil(request, accounts, setup);
  const phone = await phonePage(browser);
  await openPractice(phone.page, practising.pupil, practising.course, language);
  return { ...practising, ...phone };
}

/** The admin, signed in on a 390 px phone of its own, at the set editor of `resourceId` (close its context when done). */
export async function adminAtSetEditorOnPhone(
  browser: Browser,
  admin: { username: string; password: string },
  resourceId: string,
) {
  const page = await signedInPage(browser, admin.username, admin.password, "/admindashboard", PHONE);
  await page.goto(`/admin/practice/${resourceId}`);
  return page;
}

/** The practice screen fits the phone, is photographed (test-results/`name`.png) and axe finds nothing serious in `what`. */
export async function practiceScreenChecked(page: Page, name: string, what: string) {
  await fitsThePhone(page);
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
  expect(await seriousViolations(page), `/practice, ${what}`).toEqual([]);
}

/**
 * The child checks the answer and the screen says it is right; with `next`, goes on to the next
 * question. Each button clicked, or, `byKeyboard`, focused and Enter pressed (a child without a mouse
 * or touch).
 */
export async function checkedRight(
  page: Page,
  words: { check: string; right: RegExp; next?: string },
  how: "click" | "byKeyboard" = "click",
) {
  const press = async (name: string) => {
    const button = page.getByRole("button", { name });
    if (how === "byKeyboard") {
      await button.focus();
      await page.keyboard.press("Enter");
    } else await button.click();
  };
  await press(words.check);
  await expect(page.getByText(words.right)).toBeVisible();
  if (words.next) await press(words.next);
}

/**
 * A practice journey's test in `language` (tag it `@long`: a whole set, each screen photographed and
 * read by axe, on a school set up through the API): the child of `setup` practises on a touch phone
 * of its own (`practise`); in the English run the admin then works in the set's editor on a phone
 * (`thenTheAdmin`), when the journey has an admin's side.
 */
export const practiseOnTouchPhone =
  (
    language: "en" | "hi",
    setup: PractisingPupil,
    practise: (page: Page, language: "en" | "hi") => Promise<void>,
    thenTheAdmin?: (editor: Page) => Promise<void>,
  ) =>
  async ({
    browser,
    request,
    accounts,
  }: {
    browser: Browser;
    request: APIRequestContext;
    accounts: Accounts;
  }) => {
    const practising = await practisingOnTouchPhone(browser, request, accounts, setup, language);
    await practise(practising.page, language);
    await practising.context.close();
    if (language === "en" && thenTheAdmin) {
      const editor = await adminAtSetEditorOnPhone(browser, practising.admin, practising.resourceId);
      await thenTheAdmin(editor);
      await editor.context().close();
    }
  };

/** The admin saves the set in the editor and the server refuses it, saying `message`. */
export async function setRefused(page: Page, message: RegExp) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(message).first()).toBeVisible();
}

/** The admin saves the set in the editor and it is saved; axe finds nothing serious in `what`. */
export async function setSaved(page: Page, what: string) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Exercise set saved")).toBeVisible();
  expect(await seriousViolations(page), what).toEqual([]);
}
