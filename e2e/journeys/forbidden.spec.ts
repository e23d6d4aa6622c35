import { expect, loginThroughPage, test } from "../fixtures.ts";
import { deniedAt } from "../harness/pages.ts";

test("an admin who opens the superadmin dashboard lands on Access Denied", async ({ page, accounts }) => {
  const admin = await accounts.createAdmin();
  await loginThroughPage(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/admindashboard$/);
  await expect(page.getByText(`Welcome, ${admin.name}`)).toBeVisible();

  await deniedAt(page, "/superadmindashboard");

  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/admindashboard$/);
});
