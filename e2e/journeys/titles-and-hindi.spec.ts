import { API, type IssuedParentCodes, PARENT_API, parentApiPath, ROUTES } from "@ganit/contracts";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  type Accounts,
  appReady,
  expect,
  loginThroughPage,
  type Mailbox,
  setPasswordFromWelcomeMail,
  test,
  uniqueSuffix,
} from "../fixtures.ts";
import { apiToken } from "../harness/pages.ts";
import { SUPERADMIN } from "../harness/test-env.ts";

/**
 * Every route of the route table, loaded afresh, titles itself in English and in Hindi, with a title
 * that is not the site's default and that no other page its reader can open has; the toasts' region
 * speaks Hindi; the Devanagari web font is fetched and used in Hindi only.
 */

/** The title index.html carries before the app sets one. */
const DEFAULT_TITLE = "Ganit · Math made fun";
const NOT_FOUND_TITLES = ["Page not found · Ganit", "पेज नहीं मिला · गणित"];

/** An address of each route, by who opens it (an id that does not exist is still the route's page). */
const PUBLIC_PATHS = [
  "/",
  "/about",
  "/courses",
  "/contact",
  "/login",
  "/resetpassword",
  "/schoolregister",
  "/studentregister",
  "/privacy",
  "/parentconsent",
  "/parentjoin",
  "/parentstop",
  "/forbidden",
  "/viewresource/no-such-page",
];
const PATHS_BY_ROLE = {
  superadmin: [
    "/superadmindashboard",
    "/superadmin/activeschools",
    "/superadmin/nopurchase",
    "/superadmin/students",
    "/superadmin/addadmin",
    "/superadmin/viewadmin",
    "/superadmin/addcourses",
    "/superadmin/payments",
    "/superadmin/audit",
    "/superadmin/demo-outbox",
    "/superadmin/consents",
    "/content",
    "/create",
    "/admin/practice/no-such-resource",
    "/receipt/no-such-purchase",
    "/profile",
  ],
  admin: [
    "/admindashboard",
    "/admin/viewcourse",
    "/admin/viewcourseinfo",
    "/admin/deletecourse",
    "/admin/addcourse",
    "/admin/editcourse",
    "/admin/nopurchases",
    "/content",
    "/create",
    "/admin/practice/no-such-resource",
    "/profile",
  ],
  school: [
    "/schooldashboard",
    "/school/studentcourses",
    "/school/schoolcoursecontent",
    "/school/addstudent",
    "/school/viewstudents",
    "/school/renewcourse",
    "/school/courseaddstudent",
    "/school/courseviewstudents",
    "/school/addteacher",
    "/school/viewteachers",
    "/school/buycourses",
    "/school/payments",
    "/school/practice",
    "/school/chapters",
    "/school/parentcodes",
    "/school/assign",
    "/school/assignments",
    "/school/assignments/no-such-assignment",
    "/school/tests",
    "/school/tests/no-such-test",
    "/receipt/no-such-purchase",
    "/profile",
  ],
  teacher: [
    "/teacherdashboard",
    "/teacher/coursecontent",
    "/teacher/practice",
    "/teacher/chapters",
    "/teacher/assign",
    "/teacher/assignments",
    "/teacher/assignments/no-such-assignment",
    "/teacher/tests",
    "/teacher/tests/new",
    "/teacher/tests/no-such-test",
    "/teacher/tests/no-such-test/edit",
    "/profile",
  ],
  student: [
    "/studentdashboard",
    "/student/coursecontent",
    "/student/chapters",
    "/practice/no-such-resource",
    "/practice/review",
    "/practice/test/no-such-test",
    "/profile",
  ],
  studentb2c: [
    "/dashboard",
    "/buycourses",
    "/paymenthistory",
    "/coursecontent",
    "/chapters",
    "/receipt/no-such-purchase",
    "/practice/no-such-resource",
    "/practice/review",
    "/practice/test/no-such-test",
    "/profile",
  ],
  parent: ["/parentdashboard", "/profile"],
} as const;
type Role = keyof typeof PATHS_BY_ROLE;

const routePattern = (route: string) => new RegExp(`^${route.replace(/:\w+/g, "[^/]+")}$`);

type Credentials = { username: string; password: string };

/** One signed-in account of each role, made through the API as the school and the learner would. */
async function accountsOfEveryRole(
  request: APIRequestContext,
  accounts: Accounts,
  mailbox: Mailbox,
): Promise<Record<Role, Credentials>> {
  const suffix = uniqueSuffix();
  const admin = await accounts.createAdmin();
  const school = await accounts.registerSchool();
  const schoolAuth = { Authorization: await apiToken(request, school.username, school.password) };

  const teacher = await accounts.addTeacher(schoolAuth.Authorization, "Kavita Titles");

  const pupilAdded = await request.post(API.addStudent, {
    headers: schoolAuth,
    data: {
      name: "Aarav Titles",
      email: `pupil-${suffix}@school.test`,
      dob: "2014-05-06",
      Class: 6,
      fathername: "Ravi Titles",
    },
  });
  expect(pupilAdded.ok(), await pupilAdded.text()).toBe(true);
  const [credential] = (
    (await pupilAdded.json()) as {
      credentials: { _id: string; username: string; oneTimeCode: string }[];
    }
  ).credentials;
  if (!credential) throw new Error("no credentials for the new student");
  const student = { username: credential.username, password: `Pupil-e2e-${suffix}` };
  const firstSignIn = await request.post(API.firstSignIn, {
    data: { username: credential.username, code: credential.oneTimeCode, newPassword: student.password },
  });
  expect(firstSignIn.ok(), await firstSignIn.text()).toBe(true);

  const learner = { username: `learner-${suffix}@home.test`, password: `Learner-e2e-${suffix}` };
  const registered = await request.post(API.learnerRegister, {
    headers: { "x-forwarded-for": "203.0.113.77" },
    data: {
      name: "Meera Titles",
      email: learner.username,
      phone: "9812345678",
      Class: 6,
      fathername: "Ravi Titles",
      dob: "2014-08-15",
      guardianName: "Ravi Titles",
      guardianConsent: true,
      guardianEmail: `parent-${suffix}@home.test`,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await setPasswordFromWelcomeMail(request, mailbox, learner.username, learner.password);

  // A parent joins with the code the school office gave for the pupil.
  const issued = await request.post(parentApiPath.parentCodesStudent(credential._id), {
    headers: schoolAuth,
  });
  expect(issued.status(), await issued.text()).toBe(201);
  const parentCode = ((await issued.json()) as IssuedParentCodes).items[0]?.code ?? "";
  const parent = { username: `parent-of-pupil-${suffix}@home.test`, password: `Parent-e2e-${suffix}` };
  const joined = await request.post(PARENT_API.parentJoin, {
    data: {
      code: parentCode,
      name: "Sunita Titles",
      email: parent.username,
      password: parent.password,
      language: "en",
    },
  });
  expect(joined.ok(), await joined.text()).toBe(true);

  return {
    superadmin: SUPERADMIN,
    admin,
    school,
    teacher,
    student,
    studentb2c: learner,
    parent,
  };
}

/** Loads `path` afresh and answers its title once the page shows its heading. */
async function titleOnLoad(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await appReady(page);
  expect(new URL(page.url()).pathname, `${path} stays at its address`).toBe(path);
  // The page has drawn itself: no spinner left in its region.
  await expect(page.locator("main")).toBeVisible();
  await expect(page.locator("main .animate-spin"), path).toHaveCount(0);
  // Read once, not waited for: a page on screen already carries its title.
  const title = await page.title();
  expect(title, path).not.toBe(DEFAULT_TITLE);
  return title;
}

/** The titles of `paths` in the current language: none the default or the 404 page's, none twice. */
async function expectOwnTitles(page: Page, who: string, paths: readonly string[]) {
  const seen = new Map<string, string>();
  for (const path of paths) {
    const title = await titleOnLoad(page, path);
    expect(NOT_FOUND_TITLES, `${who} ${path}: "${title}"`).not.toContain(title);
    expect(seen.get(title), `${who}: ${path} and ${seen.get(title)} are both "${title}"`).toBeUndefined();
    seen.set(title, path);
  }
}

const setLanguage = (page: Page, language: "en" | "hi") =>
  page.evaluate((code) => localStorage.setItem("language", code), language);

test("every route of the route table titles itself, in English and in Hindi, apart from every other page its reader opens", async ({
  page,
  accounts,
  mailbox,
}) => {
  // Every route of seven roles, twice, each loaded afresh: minutes on a busy machine.
  test.setTimeout(600_000);
  // The plan covers the whole route table (the operators' catch-alls are the 404 page behind a guard).
  const planned = [...PUBLIC_PATHS, ...Object.values(PATHS_BY_ROLE).flat()];
  for (const route of Object.values(ROUTES)) {
    if (route.endsWith("*") || route === ROUTES.viewResource) continue;
    expect(
      planned.some((path) => routePattern(route).test(path)),
      `${route} is visited`,
    ).toBe(true);
  }

  const credentials = await accountsOfEveryRole(page.request, accounts, mailbox);
  await page.goto("/");
  for (const language of ["en", "hi"] as const) {
    await setLanguage(page, language);
    await expectOwnTitles(page, `${language} signed out`, PUBLIC_PATHS);
  }
  for (const role of Object.keys(PATHS_BY_ROLE) as Role[]) {
    await setLanguage(page, "en");
    const { username, password } = credentials[role];
    await loginThroughPage(page, username, password);
    await expect(page).not.toHaveURL(/\/login$/);
    for (const language of ["en", "hi"] as const) {
      await setLanguage(page, language);
      await expectOwnTitles(page, `${language} ${role}`, [
        ...PUBLIC_PATHS.slice(1, 4),
        ...PATHS_BY_ROLE[role],
      ]);
    }
    await page.evaluate(() => sessionStorage.clear());
  }
});

test("in Hindi the notifications region is named in Hindi", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("region", { name: /^Notifications/ })).toBeAttached();
  await setLanguage(page, "hi");
  await page.reload();
  await appReady(page);
  await expect(page.getByRole("region", { name: /^सूचनाएँ/ })).toBeAttached();
  await expect(page.getByRole("region", { name: /Notifications/ })).toHaveCount(0);
});

const isDevanagariFont = (url: string) => /\/assets\/noto-sans-devanagari[^/]*\.woff2$/.test(url);

/** The font files the page fetched, and the state of Ganit's Devanagari faces in document.fonts. */
async function devanagariFontUse(page: Page, fetched: string[]) {
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/"/g, "") === "Ganit Devanagari")
      .map((face) => ({ weight: face.weight, status: face.status, display: face.display }));
  });
  return { fetched: fetched.filter(isDevanagariFont), faces };
}

test("the Devanagari font is fetched and draws the Hindi text in Hindi, and is never fetched in English", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(request.url()));

  // English: the faces are declared but never loaded, whatever page (the language switch's हिन्दी too).
  for (const path of ["/", "/courses", "/login"]) await page.goto(path);
  const english = await devanagariFontUse(page, fetched);
  expect(english.fetched).toEqual([]);
  expect(english.faces.length).toBeGreaterThan(0);
  expect(english.faces.every((face) => face.status === "unloaded" && face.display === "swap")).toBe(true);

  // Hindi: the page's text is drawn with it.
  await setLanguage(page, "hi");
  await page.goto("/courses");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect
    .poll(async () => (await devanagariFontUse(page, fetched)).faces.some((face) => face.status === "loaded"))
    .toBe(true);
  const hindi = await devanagariFontUse(page, fetched);
  expect(hindi.fetched.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.fonts.check('700 16px "Ganit Devanagari"', "गणित"))).toBe(true);
  // What the renderer drew the heading with (Chromium's own answer): the web font, not a system one.
  const session = await page.context().newCDPSession(page);
  await session.send("DOM.enable");
  await session.send("CSS.enable");
  const { root } = await session.send("DOM.getDocument");
  const { nodeId } = await session.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await session.send("CSS.getPlatformFontsForNode", { nodeId });
  expect(fonts.some((font) => font.isCustomFont && /Devanagari/i.test(font.familyName))).toBe(true);
});
