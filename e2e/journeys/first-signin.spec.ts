import { readFileSync } from "node:fs";
import * as XLSX from "@e965/xlsx";
import { MESSAGES } from "@ganit/contracts";
import type { Page } from "@playwright/test";
import { appReady, expect, loginThroughPage, test, uniqueSuffix } from "../fixtures.ts";
import { axeViolations, toasts } from "../harness/pages.ts";

/**
 * A child without an e-mail of their own gets in: the school adds them, hands out the one-time code
 * of its sign-in sheet, the child signs in with it, chooses a password, and from then on the code is
 * spent and the password is what works.
 */

async function seriousViolations(page: Page) {
  // A toast fading out (3 s) is half transparent: axe would read its contrast mid-animation.
  await expect(toasts(page).locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 8_000 });
  return axeViolations(page);
}

test("a student signs in for the first time with the one-time code of the school's sheet, chooses a password, and the code is spent", async ({
  page,
  browser,
  accounts,
}) => {
  test.slow();
  const school = await accounts.registerSchool();
  const child = `Priya Firstday ${uniqueSuffix().slice(-6)}`;

  // The school adds the child and reads the sheet on screen.
  await loginThroughPage(page, school.username, school.password);
  await expect(page).toHaveURL(/\/schooldashboard$/);
  await page.goto("/school/addstudent");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(child);
  await page.getByRole("textbox", { name: "E-mail" }).fill(`family-${uniqueSuffix()}@home.test`);
  await page.getByLabel("Date of birth").fill("11-02-2016");
  await page.getByRole("combobox", { name: "Class" }).selectOption("3");
  await page.getByRole("textbox", { name: "Father's name" }).fill("Suresh Firstday");
  await page.getByRole("button", { name: "Add Student" }).click();
  await expect(toasts(page).getByText(MESSAGES.studentAdded)).toBeVisible();
  const sheet = page.getByRole("region", { name: "Sign-in details" });
  const row = sheet.getByRole("row", { name: new RegExp(child) });
  await expect(row).toBeVisible();
  // Class, Roll number, Username, One-time code (the name is the row's header cell).
  const cells = row.getByRole("cell");
  await expect(cells).toHaveCount(4);
  await expect(cells.nth(0)).toHaveText("3");
  const username = ((await cells.nth(2).textContent()) ?? "").trim();
  const code = ((await cells.nth(3).textContent()) ?? "").trim();
  expect(username).not.toBe("");
  expect(code.replace(/[\s-]/g, "")).toHaveLength(12);

  // The downloaded sheet carries the same username and code.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    sheet.getByRole("button", { name: "Download as Excel" }).click(),
  ]);
  const book = XLSX.read(readFileSync(await download.path()), { type: "buffer" });
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0] ?? ""] as XLSX.WorkSheet, {
    header: 1,
    defval: "",
  });
  expect(rows.slice(1)).toEqual([[child, 3, expect.anything(), username, code]]);

  // The child, on another device, in Hindi: the code opens "choose your password".
  const childContext = await browser.newContext();
  const pupil = await childContext.newPage();
  await pupil.goto("/login");
  await appReady(pupil);
  await pupil.getByRole("button", { name: "हिन्दी" }).click();
  await expect(pupil.getByRole("heading", { name: "फिर से स्वागत है!" })).toBeVisible();
  await pupil.getByLabel("यूज़रनेम").fill(username);
  await pupil.getByLabel("पासवर्ड", { exact: true }).fill(code);
  await pupil.getByRole("button", { name: "लॉग इन", exact: true }).click();
  await expect(pupil.getByRole("heading", { name: "अपना पासवर्ड चुनें" })).toBeVisible();
  await expect(pupil.getByText(`${username} के लिए पासवर्ड चुनें।`)).toBeVisible();
  expect(await seriousViolations(pupil)).toEqual([]);

  // Back in English, the child chooses a password; a mismatch is caught first.
  await pupil.getByRole("button", { name: "English" }).click();
  await expect(pupil.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  const password = `Priya-e2e-${uniqueSuffix()}`;
  await pupil.getByLabel("New password", { exact: true }).fill(password);
  await pupil.getByLabel("Confirm new password").fill(`${password}x`);
  await pupil.getByRole("button", { name: "Save and sign in" }).click();
  await expect(pupil.getByText(MESSAGES.passwordsDoNotMatch)).toBeVisible();
  await expect(pupil).toHaveURL(/\/login$/);
  expect(await seriousViolations(pupil)).toEqual([]);
  await pupil.getByLabel("Confirm new password").fill(password);
  await pupil.getByRole("button", { name: "Save and sign in" }).click();
  await expect(toasts(pupil).getByText(MESSAGES.firstSignInDone)).toBeVisible();
  await expect(pupil).toHaveURL(/\/studentdashboard$/);
  await childContext.close();

  // Later, elsewhere: the code is spent (an ordinary wrong password), the chosen password works.
  const laterContext = await browser.newContext();
  const later = await laterContext.newPage();
  await loginThroughPage(later, username, code);
  await expect(toasts(later).getByText(MESSAGES.loginFailed)).toBeVisible();
  await expect(later).toHaveURL(/\/login$/);
  await expect(later.getByRole("heading", { name: "Choose your password" })).toHaveCount(0);
  await loginThroughPage(later, username, password);
  await expect(later).toHaveURL(/\/studentdashboard$/);
  await laterContext.close();
});
