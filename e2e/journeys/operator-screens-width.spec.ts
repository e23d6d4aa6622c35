import { API, apiPath } from "@ganit/contracts";
import type { Page } from "@playwright/test";
import { expect, loginThroughPage, test, uniqueSuffix } from "../fixtures.ts";
import { apiToken } from "../harness/pages.ts";
import { patternsCourse } from "../harness/setup-api.ts";
import { SUPERADMIN } from "../harness/test-env.ts";

/**
 * The operator screens on a phone (390 px): the superadmin dashboard and a school's course
 * enablement with courses in both sections fit the screen (their wide tables scroll inside their own
 * box, the page never sideways), and a course for the school asks no student limit.
 */
test.use({ viewport: { width: 390, height: 844 } });

const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

test("the superadmin's dashboard and a school's course enablement fit a 390 px screen", async ({
  page,
  accounts,
}) => {
  test.slow();
  const courseId = await patternsCourse(page.request, accounts, `Narrow Screens ${uniqueSuffix()}`);
  const school = await accounts.registerSchool();

  const superToken = await apiToken(page.request, SUPERADMIN.username, SUPERADMIN.password);
  const found = await page.request.get(
    `${API.enablementSchools}?page=1&limit=25&search=${encodeURIComponent(school.name)}`,
    { headers: { Authorization: superToken } },
  );
  const schoolId = ((await found.json()) as { items: { _id: string }[] }).items[0]?._id ?? "";
  expect(schoolId).not.toBe("");
  for (const [kind, classDetails] of [
    ["students", [3, 4].map((classNumber) => ({ classNumber, studentLimit: 30, status: "active" }))],
    ["school", [{ classNumber: 5, studentLimit: null, status: "active" }]],
  ] as const) {
    const enabled = await page.request.post(apiPath.enabledCourses(schoolId, kind), {
      headers: { Authorization: superToken },
      data: { courseId, classDetails },
    });
    expect(enabled.status(), await enabled.text()).toBe(201);
  }

  await loginThroughPage(page, SUPERADMIN.username, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/superadmindashboard$/);
  await expect(page.getByRole("heading", { name: "Schools Registered Per Day" })).toBeVisible();
  await expect(page.locator(".recharts-wrapper")).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  await page.goto(`/superadmin/addcourses?schoolId=${schoolId}`);
  await expect(page.getByRole("heading", { name: school.name, level: 1 })).toBeVisible();
  // On a phone each class is a card (no table to scroll sideways), with its students and actions.
  await expect(page.getByRole("heading", { name: "Class 3", level: 4 })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  // A course for the school has no limit: none is asked for.
  await page.getByRole("button", { name: "Add Course" }).click();
  const form = page.getByRole("form", { name: "Add Course" });
  await expect(form.getByText("Unlimited: a course for the school has no student limit.")).toBeVisible();
  await expect(form.getByRole("spinbutton", { name: "Student limit" })).toHaveCount(0);
  await form.getByRole("combobox", { name: "Course type" }).selectOption("students");
  await expect(form.getByRole("spinbutton", { name: "Student limit" })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
});
