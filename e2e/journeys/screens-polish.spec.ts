import { API, apiPath } from "@ganit/contracts";
import type { Page } from "@playwright/test";
import { appReady, expect, loginThroughPage, signInNewSchool, test } from "../fixtures.ts";
import { fitsThePhone, roleMenu, SITE_PAGES, seriousViolations, toasts } from "../harness/pages.ts";
import { oneClassCourse, schoolWithSeats } from "../harness/setup-api.ts";
import { SUPERADMIN } from "../harness/test-env.ts";

/**
 * The school office's screens after their polish: every route has a title of its own
 * (the 404 page too, Hindi too); Enrolled Students at 1280 px keeps each e-mail on one line and a
 * 120-character name cannot push the other columns out; toasts leave the header's buttons free; the
 * demo outbox is absent from a production start. axe-core on each changed screen, at 1280 and 390 px.
 */

async function titleOf(page: Page, path: string) {
  await page.goto(path);
  await appReady(page);
  await expect(page).not.toHaveTitle("Ganit · Math made fun");
  return page.title();
}

test("every route has its own title, in the reader's language, the 404 page too", async ({
  page,
  accounts,
}) => {
  test.setTimeout(120_000);
  const publicPaths = [...SITE_PAGES, "/resetpassword", "/no/such/page"];
  const titles = new Map<string, string>();
  for (const path of publicPaths) titles.set(path, await titleOf(page, path));
  expect(titles.get("/login")).toBe("Login · Ganit");
  expect(titles.get("/no/such/page")).toBe("Page not found · Ganit");
  expect(new Set(titles.values()).size).toBe(publicPaths.length);

  const _school = await signInNewSchool(page, accounts);
  const schoolPaths = [
    "/schooldashboard",
    "/school/studentcourses",
    "/school/addstudent",
    "/school/viewstudents",
    "/school/addteacher",
    "/school/viewteachers",
    "/school/buycourses",
    "/school/payments",
    "/profile",
  ];
  const schoolTitles = new Set<string>();
  for (const path of schoolPaths) schoolTitles.add(await titleOf(page, path));
  expect(schoolTitles.size).toBe(schoolPaths.length);
  expect(schoolTitles).toContain("View Students · Ganit");

  // Hindi: the switch retitles the page at once.
  await page.goto("/school/viewstudents");
  await appReady(page);
  await page.evaluate(() => localStorage.setItem("language", "hi"));
  await page.reload();
  await appReady(page);
  await expect(page).toHaveTitle("विद्यार्थी देखें · गणित");
});

test("Enrolled Students at 1280 px keeps each e-mail on one line and a 120-character name in its column", {
  tag: "@long",
}, async ({ page, request, accounts, suffix }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { token: adminToken } = await accounts.adminWithToken();
  const courseId = await oneClassCourse(request, adminToken, `Polish Journey ${suffix}`, 4);

  const { school, schoolToken } = await schoolWithSeats(request, accounts, {
    courseId,
    classNumber: 4,
    studentLimit: 10,
  });

  // 120 characters that end in a letter (the server trims a name's spaces).
  const longName = `Aadhya ${"Venkataraman Subramaniam Iyer ".repeat(5)}`
    .slice(0, 119)
    .trimEnd()
    .padEnd(120, "r");
  const students = [
    { name: longName, email: `aadhya.venkataraman.subramaniam-${suffix}@school.test` },
    { name: "Asha Verma", email: `asha.verma.parent.of.class.four-${suffix}@school.test` },
    { name: "Ravi Kumar", email: `ravi-${suffix}@school.test` },
  ].map((s) => ({ ...s, dob: "2016-03-14", Class: 4, fathername: "Suresh" }));
  const bulk = await request.post(API.addStudentsBulk, {
    headers: { Authorization: schoolToken },
    data: { students },
  });
  expect(bulk.status(), await bulk.text()).toBe(200);
  // The spec's whole list (no list parameters): an array of the school's students.
  const list = await request.get(API.students, { headers: { Authorization: schoolToken } });
  const ids = ((await list.json()) as { _id: string }[]).map((s) => s._id);
  const enrolled = await request.put(apiPath.bulkAddToCourse(courseId), {
    headers: { Authorization: schoolToken },
    data: { studentIds: ids, classNumber: 4 },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(200);

  await loginThroughPage(page, school.username, school.password);
  await expect(page).toHaveURL(/\/schooldashboard$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/school/courseviewstudents?courseId=${courseId}`);
  await appReady(page);
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(4);
  for (const student of students) {
    const cell = table.getByRole("cell").filter({ hasText: student.email.slice(0, 20) });
    const box = await cell.locator("span").first().boundingBox();
    // One line of text: no taller than the line box of the body text (about 1.5 × 16 px).
    expect(box?.height ?? 0, student.email).toBeLessThan(30);
  }
  // Nothing scrolls sideways: the long name is cut, not pushing Remove out of view.
  const wrapper = table.locator("xpath=..");
  expect(await wrapper.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const name = table.getByText(longName);
  await expect(name).toHaveAttribute("title", longName);
  await expect(table.getByRole("button", { name: /^Remove / }).first()).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);

  // The same screens on a phone, and View Students.
  await page.goto("/school/viewstudents");
  await appReady(page);
  await expect(page.getByRole("table").getByText(longName)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/school/courseviewstudents?courseId=${courseId}`);
  await appReady(page);
  await expect(page.getByText(longName)).toBeVisible();
  await fitsThePhone(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/schooldashboard");
  await appReady(page);
  await fitsThePhone(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test("a toast leaves the header's language switch and Login free; the contact page shows the address first", async ({
  page,
}) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/login");
    await appReady(page);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    const toast = toasts(page).locator("[data-sonner-toast]").first();
    await expect(toast).toBeVisible();
    const header = await page.locator("header").first().boundingBox();
    const headerBottom = (header?.y ?? 0) + (header?.height ?? 0);
    // Once the toast has slid into place (its entry animation starts above).
    await expect
      .poll(async () => (await toast.boundingBox())?.y ?? 0, { message: `at ${width} px` })
      .toBeGreaterThanOrEqual(headerBottom);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/contact");
  await appReady(page);
  const map = page.locator("section[aria-labelledby=map-heading]");
  await expect(map.getByText("Banjara Hills")).toBeVisible();
  await expect(map.getByRole("link", { name: /Open in maps/ })).toHaveAttribute("href", /openstreetmap\.org/);
  expect(await seriousViolations(page)).toEqual([]);
});

test("a production start has no demo outbox: the page says so and the superadmin's menu has no Demo mail", async ({
  page,
}) => {
  await loginThroughPage(page, SUPERADMIN.username, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/superadmindashboard$/);
  await expect(roleMenu(page).getByRole("link", { name: "Profile" })).toBeVisible();
  await expect(roleMenu(page).getByRole("link", { name: "Mail" })).toHaveCount(0);
  await page.goto("/superadmin/demo-outbox");
  await appReady(page);
  await expect(page.getByText(/This page works only in the demo/)).toBeVisible();
  await expect(page).toHaveTitle("Demo mail · Ganit");
});
