import AxeBuilder from "@axe-core/playwright";
import { API } from "@ganit/contracts";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { animationsSettled } from "../fixtures.ts";

/** What the journeys look at on many screens, and how they check a screen's accessibility. */

export const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
export const roleMenu = (page: Page) => page.getByRole("navigation", { name: "Your area" });

/** Serious and critical axe findings on the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * Serious axe findings once the screen is still: a toast fading out (3 s) is half transparent, and a
 * list dimmed while its next page loads (or fading back) is low contrast for a moment; axe would read
 * either mid-animation.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await animationsSettled(page);
  return axeViolations(page);
}

/** Opening `path` lands on Access Denied: the signed-in role may not see it. */
export async function deniedAt(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/forbidden$/);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
}

/** The site's pages a signed-out visitor reaches from its menu and footer, home first. */
export const SITE_PAGES = [
  "/",
  "/about",
  "/courses",
  "/contact",
  "/login",
  "/schoolregister",
  "/studentregister",
];

/** A phone's screen, the width the journeys check every screen at. */
export const PHONE = { width: 390, height: 844 };
/** A school's desktop screen. */
export const DESKTOP = { width: 1280, height: 800 };

/** A full-page screenshot at a school's desktop width (to `path`), and the page back on the phone. */
export async function shotOnDesktop(page: Page, path: string) {
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path, fullPage: true });
  await page.setViewportSize(PHONE);
}

/**
 * The page is no wider than a 390 px phone (nothing scrolls sideways). Polled until it settles: a
 * toast shown at a wider size is still sliding into its phone place just after a resize.
 */
export async function fitsThePhone(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** The API token the app keeps for whoever is signed in on the page (in session storage); "" when nobody is. */
export const sessionToken = async (page: Page) =>
  (await page.evaluate(() => sessionStorage.getItem("token"))) ?? "";

/** A session token for the API, signed in with these credentials. */
export async function apiToken(request: APIRequestContext, username: string, password: string) {
  const response = await request.post(API.login, { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Opens the learner's sign-up form and fills every field for Meera Iyer, class 6, with this e-mail and `parentOf` it as the parent's (consent left unticked). */
export async function fillLearnerSignUp(page: Page, email: string) {
  await page.goto("/studentregister");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Meera Iyer");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Phone" }).fill("9812345678");
  await page.getByRole("combobox", { name: "Class" }).selectOption("6");
  await page.getByRole("textbox", { name: "Father's Name" }).fill("Ravi Iyer");
  await page.getByLabel("Date of Birth").fill("15-08-2014");
  await page.getByRole("textbox", { name: "Parent or guardian's name" }).fill("Ravi Iyer");
  await page.getByRole("textbox", { name: "Parent or guardian's e-mail" }).fill(parentOf(email));
}

/** The parent's own address a learner's sign-up gives (never the learner's). */
export const parentOf = (learnerEmail: string) => `parent-${learnerEmail}`;
