import { expect, test } from "../fixtures.ts";
import { SUPERADMIN } from "../harness/test-env.ts";

/**
 * The ways in: an individual learner finds their registration where they would look (the header's
 * Register, the login page, the courses page, the phone menu), and the prerendered login form does
 * nothing it cannot finish before the page's scripts run.
 */

test("an individual learner finds Register as Student in the header, on the login page and on the courses page", async ({
  page,
}) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  // The header's Register offers both: a school, or one learner.
  await header.locator("summary", { hasText: "Register" }).click();
  await expect(header.getByRole("link", { name: "Register as School" })).toBeVisible();
  await header.getByRole("link", { name: "Register as Student" }).click();
  await expect(page).toHaveURL(/\/studentregister$/);
  await expect(page.getByRole("heading", { level: 1, name: "Register as a Student" })).toBeVisible();
  // The choice closes once it has taken the visitor somewhere.
  await expect(header.getByRole("link", { name: "Register as Student" })).toBeHidden();

  await page.goto("/login");
  await page.getByRole("main").getByRole("link", { name: "Register as Student" }).click();
  await expect(page).toHaveURL(/\/studentregister$/);

  await page.goto("/courses");
  await page.getByRole("heading", { name: "How to start" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/ways-in-courses-how-to-start.png" });
  await page.getByRole("main").getByRole("link", { name: "Register as Student" }).click();
  await expect(page).toHaveURL(/\/studentregister$/);
});

test("on a phone the menu offers both registrations, in Hindi too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("link", { name: "Register as School" })).toBeVisible();
  await page.screenshot({ path: "test-results/ways-in-phone-menu.png" });
  await page.getByRole("link", { name: "Register as Student" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Register as a Student" })).toBeVisible();

  await page.goto("/login");
  await expect(page.getByRole("main").getByRole("link", { name: "Register as Student" })).toBeVisible();
  await page.screenshot({ path: "test-results/ways-in-phone-login.png", fullPage: true });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "हिन्दी" }).click();
  await page.getByRole("banner").locator("summary", { hasText: "पंजीकरण करें" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "विद्यार्थी पंजीकरण" })).toBeVisible();
  await page.screenshot({ path: "test-results/ways-in-register-choice-hi.png" });
});

test("without JavaScript the login form cannot be sent: it says it is getting ready, and why", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/login");
  const button = page.getByRole("button", { name: "Getting ready…" });
  await expect(button).toBeDisabled();
  // Its <noscript> sentence (checked in web/src/prerender.test.tsx) is not drawn here: Chromium's
  // emulation turns scripts off without turning the parser's scripting flag off.
  await page.getByLabel("Username").fill("someone");
  await page.getByLabel("Password", { exact: true }).fill("secret-password-1");
  // Enter in a form whose submit button is disabled sends nothing.
  await page.getByLabel("Password", { exact: true }).press("Enter");
  await page.waitForLoadState();
  expect(page.url()).toMatch(/\/login$/);
  await page.screenshot({ path: "test-results/ways-in-login-no-script.png" });
  await context.close();
});

test("pressing Login before the scripts have run does nothing; once they run, what was typed signs in", async ({
  context,
}) => {
  // A page of its own: the fixture's page.goto waits for the app, which is held back here.
  const page = await context.newPage();
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/login", { waitUntil: "commit" });
  const early = page.getByRole("button", { name: "Getting ready…" });
  await expect(early).toBeDisabled();
  await page.getByLabel("Username").fill(SUPERADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(SUPERADMIN.password);
  await page.getByLabel("Password", { exact: true }).press("Enter");
  await early.click({ force: true });
  expect(page.url()).toMatch(/\/login$/);
  expect(page.url()).not.toContain(SUPERADMIN.password);

  release();
  const login = page.getByRole("button", { name: "Login", exact: true });
  await expect(login).toBeEnabled();
  // The typing before the scripts ran is still there.
  await expect(page.getByLabel("Username")).toHaveValue(SUPERADMIN.username);
  await login.click();
  await expect(page).toHaveURL(/\/superadmindashboard$/);
});
