import { API } from "@ganit/contracts";
import type { APIRequestContext } from "@playwright/test";
import { expect, loginThroughPage, test, uniqueSuffix } from "../fixtures.ts";
import { apiToken, deniedAt, fitsThePhone, roleMenu, seriousViolations } from "../harness/pages.ts";
import { SUPERADMIN } from "../harness/test-env.ts";

/**
 * The operators' lists across schools. The superadmin finds a student of one of two schools with two
 * filters (the school, found by its name, and the class) and opens the student's details; the admin
 * opens No Purchases from the menu, finds a school that bought nothing and opens its details.
 * axe-core on each screen; each fits a 390 px phone.
 */

async function addStudents(
  request: APIRequestContext,
  token: string,
  students: { name: string; Class: number; fathername: string }[],
) {
  const suffix = uniqueSuffix();
  const added = await request.post(API.addStudentsBulk, {
    headers: { Authorization: token },
    data: {
      students: students.map((student, index) => ({
        ...student,
        email: `parent-${index}-${suffix}@school.test`,
        dob: "2015-03-14",
      })),
    },
  });
  expect(added.status(), await added.text()).toBe(200);
}

test("the superadmin finds a student across schools with two filters and opens the details", async ({
  page,
  request,
  accounts,
}) => {
  test.slow();
  const tag = uniqueSuffix().slice(-5);
  const first = await accounts.registerSchool();
  const second = await accounts.registerSchool();
  await addStudents(request, await apiToken(request, first.username, first.password), [
    { name: `Meera Joshi ${tag}`, Class: 5, fathername: "Ravi Joshi" },
    { name: `Meera Kulkarni ${tag}`, Class: 6, fathername: "Anil Kulkarni" },
  ]);
  await addStudents(request, await apiToken(request, second.username, second.password), [
    { name: `Meera Patil ${tag}`, Class: 5, fathername: "Suresh Patil" },
  ]);

  await loginThroughPage(page, SUPERADMIN.username, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/superadmindashboard$/);
  await roleMenu(page).getByRole("link", { name: "Students", exact: true }).click();
  await expect(page).toHaveURL(/\/superadmin\/students$/);
  await expect(page.getByRole("heading", { level: 1, name: "Students" })).toBeVisible();

  // The search alone finds all three; the school (found by its name) and the class narrow it to one.
  await page.getByRole("searchbox", { name: "Search" }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(3);
  await page.getByRole("searchbox", { name: "Find a school" }).fill(first.name);
  const school = page.getByRole("combobox", { name: "School" });
  await expect(school.getByRole("option", { name: new RegExp(first.name) })).toHaveCount(1);
  await school.selectOption({ label: `${first.name} (Mysuru)` });
  await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(2);
  await page.getByRole("combobox", { name: "Class" }).selectOption("5");
  await expect(page).toHaveURL(new RegExp(`search=${tag}&school=[0-9a-f-]+&class=5$`));
  const row = page.getByRole("row").filter({ hasText: tag });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Meera Joshi ${tag}`);
  await expect(row).toContainText(first.name);
  expect(await seriousViolations(page)).toEqual([]);

  // The details: the student, their school, no course yet.
  await row.getByRole("button", { name: `View details of Meera Joshi ${tag}` }).click();
  const dialog = page.getByRole("dialog", { name: `Meera Joshi ${tag}` });
  await expect(dialog).toContainText("Ravi Joshi");
  await expect(dialog).toContainText(first.name);
  await expect(dialog).toContainText("Mysuru, Karnataka, 570009");
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Close" }).last().click();
  await expect(dialog).toBeHidden();

  // A phone: the same filtered list as cards, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("list", { name: "Students across schools" })).toBeVisible();
  await fitsThePhone(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the admin opens No Purchases from the menu and a school's details", async ({ page, accounts }) => {
  test.slow();
  const admin = await accounts.createAdmin();
  const school = await accounts.registerSchool();

  await loginThroughPage(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/admindashboard$/);
  // The superadmin's screens are not the admin's: Access Denied, never the 404 puzzle.
  for (const path of ["/superadmin/students", "/superadmin/nopurchase"]) {
    await deniedAt(page, path);
  }
  await page.goto("/admindashboard");
  await roleMenu(page).getByRole("link", { name: "No Purchases" }).click();
  await expect(page).toHaveURL(/\/admin\/nopurchases$/);
  await expect(page.getByRole("heading", { level: 1, name: "Schools with No Purchases" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(school.name);
  // The search reaches the address after a pause and the list is then asked for again: the school's
  // row may already show in the first page before that, and axe (or the details button) must not
  // meet the list dimmed while the searched page loads. Wait for the searched list itself.
  await expect(page).toHaveURL(/[?&]search=/);
  const row = page.getByRole("row").filter({ hasText: school.name });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole("row"), "the header and the one school").toHaveCount(2);
  await expect(row).toContainText("Karnataka");
  await expect(row.locator("[data-tone=success]")).toHaveText("Active");
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole("button", { name: `View details of ${school.name}` }).click();
  const dialog = page.getByRole("dialog", { name: school.name });
  await expect(dialog).toContainText(school.email);
  await expect(dialog).toContainText("12 Temple Road, Saraswathipuram");
  await expect(dialog).toContainText("570009");
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Close" }).last().click();
  await expect(dialog).toBeHidden();

  // Nothing matches: 'No schools found' and Clear Search.
  await page.getByRole("searchbox", { name: "Search" }).fill(`${school.name} nowhere`);
  await expect(page.getByText("No schools found")).toBeVisible();
  await page.getByRole("button", { name: "Clear Search" }).click();
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("");
  // The reload below must find the cleared address, not the search that matched nothing.
  await expect(page).not.toHaveURL(/[?&]search=/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("list", { name: "Schools with no purchases" })).toBeVisible();
  await fitsThePhone(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test("a visitor is sent to sign in; the superadmin's No Purchases screen passes axe and fits the phone", async ({
  page,
}) => {
  // A visitor without a session is sent to sign in, not shown the 404 puzzle.
  for (const path of ["/superadmin/students", "/superadmin/nopurchase", "/admin/nopurchases"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await loginThroughPage(page, SUPERADMIN.username, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/superadmindashboard$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/superadmin/nopurchase");
  await expect(page.getByRole("heading", { level: 1, name: "Schools with No Purchases" })).toBeVisible();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await fitsThePhone(page);
  expect(await seriousViolations(page)).toEqual([]);
});
