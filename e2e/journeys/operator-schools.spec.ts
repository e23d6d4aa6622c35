import { API, MESSAGES, type ProfileResponse } from "@ganit/contracts";
import { expect, loginThroughPage, signedInPage, test } from "../fixtures.ts";
import { fitsThePhone, roleMenu, seriousViolations, toasts } from "../harness/pages.ts";
import { SUPERADMIN } from "../harness/test-env.ts";

/**
 * The superadmin's schools (part 2 §2 "Active schools", §3 "School"): find a school by its UDISE
 * code, open it, go to Add Courses; put it on hold with a reason — its teacher's live session ends
 * and signing in says why — then reactivate it and the teacher signs in again.
 */
test("the superadmin finds a school by UDISE code, holds it (its teacher is refused with the message) and reactivates it", async ({
  page,
  browser,
  request,
  accounts,
  mailbox,
}) => {
  test.slow();
  const { token: schoolToken, ...school } = await accounts.schoolWithToken();
  const profile = await request.get(API.profile, { headers: { Authorization: schoolToken } });
  const udiscCode = ((await profile.json()) as ProfileResponse).school?.udiscCode ?? "";
  expect(udiscCode).toMatch(/^\d{11}$/);

  // The school adds a teacher, who sets a password through the welcome mail and signs in.
  const teacher = await accounts.addTeacher(schoolToken, "Kavya Rao");
  const teacherPage = await signedInPage(browser, teacher.email, teacher.password, "/teacherdashboard");

  // View Schools, from the menu; the school by its UDISE code.
  await loginThroughPage(page, SUPERADMIN.username, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/superadmindashboard$/);
  await roleMenu(page).getByRole("link", { name: "View Schools" }).click();
  await expect(page).toHaveURL(/\/superadmin\/activeschools$/);
  await expect(page.getByRole("heading", { name: "Schools", level: 1 })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(udiscCode);
  await expect(page).toHaveURL(new RegExp(`search=${udiscCode}`));
  await expect(page.getByText("Showing 1 to 1 of 1 schools")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: school.name });
  await expect(row).toContainText(`UDISE ${udiscCode}`);
  await expect(row).toContainText("Active");
  expect(await seriousViolations(page), "/superadmin/activeschools").toEqual([]);

  // The row opens to its contact, details, counts and courses.
  await row.getByRole("button", { name: `Details of ${school.name}` }).click();
  const details = page.getByRole("region", { name: `Details of ${school.name}` });
  await expect(details).toContainText(school.email);
  await expect(details).toContainText(udiscCode);
  await expect(details).toContainText("Teachers1");
  expect(await seriousViolations(page), "a school's details").toEqual([]);

  // Add Courses leads to the school's course enablement.
  await row.getByRole("link", { name: `Add courses for ${school.name}` }).click();
  await expect(page).toHaveURL(/\/superadmin\/addcourses\?schoolId=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: school.name, level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/superadmin\/activeschools\?search=/);

  // Hold, with the reason the school is mailed.
  await page
    .getByRole("row")
    .filter({ hasText: school.name })
    .getByRole("button", { name: `Put ${school.name} on hold` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Put the school on hold" });
  await dialog.getByRole("textbox", { name: /Reason/ }).fill("Fee receipts under review");
  expect(await seriousViolations(page), "the hold dialog").toEqual([]);
  await dialog.getByRole("button", { name: "Put on hold" }).click();
  await expect(toasts(page).getByText(MESSAGES.schoolHeld)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: school.name })).toContainText("On Hold");
  const held = await mailbox.waitFor(school.email, { subject: /on hold/ });
  expect(held.text).toContain("Fee receipts under review");

  // The teacher's live session has ended, saying why; so does signing in again.
  await teacherPage.reload();
  await expect(teacherPage).toHaveURL(/\/login$/);
  await expect(toasts(teacherPage).getByText(MESSAGES.schoolOnHold).first()).toBeVisible();
  await expect(toasts(teacherPage).getByText(MESSAGES.schoolOnHold)).toHaveCount(0, { timeout: 10_000 });
  await loginThroughPage(teacherPage, teacher.email, teacher.password);
  await expect(toasts(teacherPage).getByText(MESSAGES.schoolOnHold)).toBeVisible();
  await expect(teacherPage).toHaveURL(/\/login$/);

  // Reactivate: every row is kept, and the teacher signs in again.
  await page
    .getByRole("row")
    .filter({ hasText: school.name })
    .getByRole("button", { name: `Reactivate ${school.name}` })
    .click();
  await page
    .getByRole("dialog", { name: "Reactivate the school" })
    .getByRole("button", { name: "Reactivate" })
    .click();
  await expect(toasts(page).getByText(MESSAGES.schoolActivated)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: school.name })).toContainText("Active");
  await mailbox.waitFor(school.email, { subject: /active again/ });
  await loginThroughPage(teacherPage, teacher.email, teacher.password);
  await expect(teacherPage).toHaveURL(/\/teacherdashboard$/);
  await teacherPage.context().close();

  // On a phone: the list as cards, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("list", { name: "Schools" })).toContainText(school.name);
  await fitsThePhone(page);
  expect(await seriousViolations(page), "/superadmin/activeschools at 390 px").toEqual([]);
});

test("an unknown operator path sends an anonymous visitor to /login, not to the puzzle", async ({ page }) => {
  for (const path of ["/superadmin/nonexistent", "/admin/whatever"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(/puzzle/i)).toHaveCount(0);
  }
});
