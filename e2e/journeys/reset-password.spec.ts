import { MESSAGES } from "@ganit/contracts";
import { expect, firstLink, loginThroughPage, test } from "../fixtures.ts";

// "New password" is also inside "Confirm new password": match each label whole.
const NEW_PASSWORD = /^new password$/i;
const CONFIRM_PASSWORD = /^confirm (new )?password$/i;

test("forgot password: the mail arrives, its link sets a new password, which then signs in", async ({
  page,
  accounts,
  mailbox,
}) => {
  const admin = await accounts.createAdmin();

  await page.goto("/login");
  await page.getByRole("link", { name: /forgot password/i }).click();
  await expect(page).toHaveURL(/\/resetpassword$/);
  // The address changes before the lazily loaded screen replaces the login form, whose own Username
  // field would take the typing: wait for the reset screen itself.
  await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
  await page.getByLabel("Username").fill(admin.username);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  // Green (a status) because the message says "success".
  await expect(page.getByRole("main").getByRole("status")).toHaveText(MESSAGES.forgotPasswordSent);

  const mail = await mailbox.waitFor(admin.email, { subject: /reset/i });
  const link = firstLink(mail.text);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));

  const newPassword = `Fresh-${admin.password}`;
  await page.getByLabel(NEW_PASSWORD).fill(newPassword);
  await page.getByLabel(CONFIRM_PASSWORD).fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  // Success sends the user to the login page with a toast.
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByText(MESSAGES.resetSuccess),
  ).toBeVisible();

  // The old password no longer works; the new one does.
  await loginThroughPage(page, admin.username, admin.password);
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByText(MESSAGES.loginFailed),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughPage(page, admin.username, newPassword);
  await expect(page).toHaveURL(/\/admindashboard$/);
  await expect(page.getByText(`Welcome, ${admin.name}`)).toBeVisible();

  // The link is single use.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await page.getByLabel(NEW_PASSWORD).fill(`${newPassword}-again`);
  await page.getByLabel(CONFIRM_PASSWORD).fill(`${newPassword}-again`);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(MESSAGES.resetTokenUsed);
});
