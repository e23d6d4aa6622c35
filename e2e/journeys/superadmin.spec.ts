import type { Page } from "@playwright/test";
import { expect, loginThroughPage, test } from "../fixtures.ts";
import { SUPERADMIN } from "../harness/test-env.ts";

test("the superadmin signs in, is greeted on the dashboard and signs out", async ({ page }) => {
  await loginThroughPage(page, SUPERADMIN.username, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/superadmindashboard$/);
  await expect(page.getByText(`Welcome, ${SUPERADMIN.name}`)).toBeVisible();

  // A reload keeps the session: the stored token restores the signed-in state.
  await page.reload();
  await expect(page.getByText(`Welcome, ${SUPERADMIN.name}`)).toBeVisible();

  await logout(page);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();

  // Signed out, the dashboard sends the visitor back to the login page.
  await page.goto("/superadmindashboard");
  await expect(page).toHaveURL(/\/login$/);
});

/** Logout sits in the user menu (a menu button named after the user). */
async function logout(page: Page) {
  await page.getByRole("button", { name: new RegExp(`Account menu for ${SUPERADMIN.name}`) }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
}
