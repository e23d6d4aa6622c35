import { MESSAGES } from "@ganit/contracts";
import type { Page } from "@playwright/test";
import { expect, loginThroughPage, signedInPage, test } from "../fixtures.ts";
import { axeViolations, roleMenu, toasts } from "../harness/pages.ts";
import { SUPERADMIN } from "../harness/test-env.ts";

async function signInAsSuperadmin(page: Page) {
  await loginThroughPage(page, SUPERADMIN.username, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/superadmindashboard$/);
}

test("the superadmin adds an admin, finds them, holds them (their open session ends), activates and deletes them", async ({
  page,
  browser,
  suffix,
}) => {
  // Two browsers and some twenty steps: on a busy two-core machine this takes longer than the default.
  test.slow();
  const admin = {
    name: `Nisha Rao ${suffix.slice(-5)}`,
    email: `nisha-${suffix}@ganit.test`,
    password: `Nisha-e2e-${suffix}`,
  };
  await signInAsSuperadmin(page);

  // Add Admin, from the menu that appears now that the screen exists.
  await roleMenu(page).getByRole("link", { name: "Add Admin" }).click();
  await expect(page).toHaveURL(/\/superadmin\/addadmin$/);
  await page.getByRole("textbox", { name: "Name" }).fill(admin.name);
  await page.getByRole("textbox", { name: "E-mail" }).fill(admin.email);
  await page.getByRole("textbox", { name: "Phone (optional)" }).fill("9876543210");
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await expect(page.locator("li[data-state=met]")).toHaveCount(1); // the length rule is ticked
  await page.getByRole("button", { name: "Add Admin" }).click();
  await expect(toasts(page).getByText(MESSAGES.userRegistered)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: admin.email })).toBeVisible();

  // The same e-mail again: the server's answer appears under E-mail.
  await page.getByRole("button", { name: "Add another admin" }).click();
  await page.getByRole("textbox", { name: "Name" }).fill(`${admin.name} again`);
  await page.getByRole("textbox", { name: "E-mail" }).fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(`${admin.password}-2`);
  await page.getByRole("button", { name: "Add Admin" }).click();
  const email = page.getByRole("textbox", { name: "E-mail" });
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(MESSAGES.emailTaken);

  // The list: search by name; the URL keeps the search, and so does a reload.
  await roleMenu(page).getByRole("link", { name: "View Admins" }).click();
  await expect(page).toHaveURL(/\/superadmin\/viewadmin$/);
  await expect(page.getByRole("heading", { name: "Admin Users" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(admin.name);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(admin.name).replace(/%20/g, "\\+")}`));
  const row = page.getByRole("row").filter({ hasText: admin.email });
  await expect(row).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(2); // header + the one match
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(admin.name);
  await expect(row).toBeVisible();
  await expect(row.getByRole("cell").nth(3)).toHaveText("Admin");
  await expect(row.getByRole("cell").nth(4)).toHaveText("Active");

  // The admin is signed in elsewhere.
  const adminPage = await signedInPage(browser, admin.email, admin.password, "/admindashboard");

  // Hold: the toast, the new status, and the admin's open session ends at their next step.
  await row.getByRole("button", { name: `Hold ${admin.name}` }).click();
  await expect(toasts(page).getByText(MESSAGES.userHeld)).toBeVisible();
  await expect(row.getByRole("cell").nth(4)).toHaveText("On Hold");
  // Their next step (the dashboard's own refresh of its counts may get there first).
  await adminPage.goto("/profile");
  await expect(adminPage).toHaveURL(/\/login$/);
  expect(await adminPage.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
  await loginThroughPage(adminPage, admin.email, admin.password);
  await expect(toasts(adminPage).getByText(MESSAGES.accountOnHold)).toBeVisible();

  // Activate: they can sign in again.
  await row.getByRole("button", { name: `Activate ${admin.name}` }).click();
  await expect(toasts(page).getByText(MESSAGES.userActivated)).toBeVisible();
  await expect(row.getByRole("cell").nth(4)).toHaveText("Active");
  await loginThroughPage(adminPage, admin.email, admin.password);
  await expect(adminPage).toHaveURL(/\/admindashboard$/);

  // The superadmin's own row offers no action.
  await page.getByRole("searchbox", { name: "Search" }).fill(SUPERADMIN.email);
  const own = page.getByRole("row").filter({ hasText: SUPERADMIN.email });
  await expect(own.getByRole("button", { name: `Delete ${SUPERADMIN.name}` })).toBeDisabled();
  await expect(own).toContainText("Your own account cannot be put on hold or deleted.");

  // Delete, after 'Confirm Deletion'.
  await page.getByRole("searchbox", { name: "Search" }).fill(admin.email);
  await row.getByRole("button", { name: `Delete ${admin.name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm Deletion" });
  await expect(dialog).toContainText("permanent");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page).getByText(MESSAGES.userDeleted)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Nothing matches your search")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/superadmin\/viewadmin$/);
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("");

  // A deleted admin's session is over as well.
  // Their next step (the dashboard's own refresh of its counts may get there first).
  await adminPage.goto("/profile");
  await expect(adminPage).toHaveURL(/\/login$/);
  await adminPage.context().close();
});

test("both admin-user screens have no serious or critical accessibility violation", async ({
  page,
  accounts,
}) => {
  test.slow(); // four axe runs
  await accounts.createAdmin(); // a list with more than the superadmin's own row
  await signInAsSuperadmin(page);
  await page.goto("/superadmin/viewadmin");
  await expect(page.getByRole("button", { name: /^Hold / }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page
    .getByRole("button", { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: "Confirm Deletion" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");

  await page.goto("/superadmin/addadmin");
  await page.getByRole("button", { name: "Add Admin" }).click(); // with its error messages showing
  await expect(page.getByText(MESSAGES.nameRequired)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A phone: the rows become cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/superadmin/viewadmin");
  await expect(page.getByRole("list", { name: "Admin users" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("both admin-user screens speak Hindi", async ({ page }) => {
  await signInAsSuperadmin(page);
  await page.goto("/superadmin/viewadmin");
  await page.getByRole("button", { name: "हिन्दी" }).click();
  await expect(page.getByRole("heading", { name: "एडमिन उपयोगकर्ता" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "खोजें" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: /भूमिका/ })).toBeVisible();
  await expect(page.getByText("कुल उपयोगकर्ता")).toBeVisible();

  await page.goto("/superadmin/addadmin");
  await expect(page.getByRole("heading", { name: "एडमिन जोड़ें" })).toBeVisible();
  await expect(page.getByLabel("पासवर्ड", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "Add Admin" })).toBeVisible();
});
