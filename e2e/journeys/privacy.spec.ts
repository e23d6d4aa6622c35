import { API, MESSAGES } from "@ganit/contracts";
import type { Page, TestInfo } from "@playwright/test";
import { appReady, expect, firstLink, loginThroughPage, signInNewSchool, test } from "../fixtures.ts";
import { fitsThePhone, SITE_PAGES, seriousViolations } from "../harness/pages.ts";
import { SUPERADMIN } from "../harness/test-env.ts";

/**
 * Children's data in the browser: no page loads anything from another origin (no third-party
 * script, font, style, picture or analytics), walked over the public pages and each role's
 * dashboard; and the new screens (the notice, both forms' notice, the parent's consent page, the
 * operator's consent records) at 390 and 1280 px, in English and Hindi, kept as screenshots.
 */

/** Every request the page makes that leaves the app's own origin. */
function watchOrigins(page: Page, origin: string) {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    // The browser's own pages (its PDF viewer: chrome-extension:, chrome:), data: and blob: are not the network.
    if (url.protocol !== "http:" && url.protocol !== "https:") return;
    if (url.origin !== origin) foreign.push(`${request.resourceType()} ${request.url()}`);
  });
  return foreign;
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await appReady(page);
  await page.waitForLoadState("networkidle");
}

test("no page loads anything from another origin: the public pages and each role's dashboard", async ({
  page,
  accounts,
  baseURL,
}) => {
  // Nine pages, each shot at three widths in two languages: three minutes on a loaded 2-core machine.
  test.setTimeout(180_000);
  const foreign = watchOrigins(page, new URL(baseURL ?? "").origin);
  for (const path of [...SITE_PAGES, "/privacy"]) await visit(page, path);
  expect(foreign, "signed out").toEqual([]);

  await loginThroughPage(page, SUPERADMIN.username, SUPERADMIN.password);
  for (const path of ["/superadmindashboard", "/superadmin/audit", "/superadmin/consents"])
    await visit(page, path);
  const admin = await accounts.createAdmin();
  await page.evaluate(() => sessionStorage.clear());
  await loginThroughPage(page, admin.username, admin.password);
  await visit(page, "/admindashboard");
  await page.evaluate(() => sessionStorage.clear());
  await signInNewSchool(page, accounts);
  for (const path of ["/schooldashboard", "/viewstudents"]) await visit(page, path);
  expect(foreign, "signed in").toEqual([]);
});

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 390) await fitsThePhone(page);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test("the notice, the forms, the parent's page and the consent records, in English and Hindi", async ({
  page,
  mailbox,
  suffix,
}, testInfo) => {
  // Nine pages, each shot at three widths in two languages: three minutes on a loaded 2-core machine.
  test.setTimeout(180_000);
  // A learner registers (through the API; school-registration.spec.ts walks the form): the parent's mail.
  const parent = `parent-${suffix}@family.test`;
  // The complaint names this run, so a retry on the same server finds its own and not the first try's.
  const complaint = `Please tell me what you keep about Meera (${suffix}).`;
  const registered = await page.request.post(API.learnerRegister, {
    headers: { "x-forwarded-for": "203.0.113.77" },
    data: {
      name: "Meera Iyer",
      email: `meera-${suffix}@family.test`,
      phone: "9812345678",
      Class: 6,
      fathername: "Ravi Iyer",
      dob: "2014-08-15",
      guardianName: "Ravi Iyer",
      guardianConsent: true,
      guardianEmail: parent,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const mail = await mailbox.waitFor(parent, { subject: /consent/ });
  const consentLink = new URL(firstLink(mail.text));

  for (const language of ["en", "hi"] as const) {
    await page.goto("/");
    await page.evaluate((code) => localStorage.setItem("language", code), language);
    await visit(page, "/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      language === "en" ? "Privacy" : "गोपनीयता",
    );
    expect(await seriousViolations(page), `/privacy ${language}`).toEqual([]);
    await shoot(page, testInfo, `privacy-${language}`);

    await visit(page, "/studentregister");
    await page.getByRole("main").locator("details summary").click();
    expect(await seriousViolations(page), `/studentregister ${language}`).toEqual([]);
    await shoot(page, testInfo, `studentregister-${language}`);

    await visit(page, "/schoolregister");
    expect(await seriousViolations(page), `/schoolregister ${language}`).toEqual([]);
    await shoot(page, testInfo, `schoolregister-${language}`);

    await visit(page, `${consentLink.pathname}${consentLink.search}`);
    await expect(page.getByRole("status").first()).toBeVisible();
    expect(await seriousViolations(page), `/parentconsent ${language}`).toEqual([]);
    await shoot(page, testInfo, `parentconsent-${language}`);
  }

  // A parent writes to the grievance officer from /privacy; the operator sees it with its due date.
  await page.evaluate(() => localStorage.setItem("language", "en"));
  await visit(page, "/privacy");
  await page.getByRole("textbox", { name: "Your name" }).fill("Ravi Iyer");
  await page.getByRole("textbox", { name: "Your e-mail" }).fill(parent);
  await page.getByRole("textbox", { name: "Your complaint" }).fill(complaint);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText(MESSAGES.grievanceReceived)).toBeVisible();
  await loginThroughPage(page, SUPERADMIN.username, SUPERADMIN.password);
  // Signed in once the dashboard shows: a page opened before the sign-in answers has no session.
  await expect(page).toHaveURL(/\/superadmindashboard$/);
  for (const language of ["en", "hi"] as const) {
    await page.evaluate((code) => localStorage.setItem("language", code), language);
    await visit(page, "/superadmin/consents");
    await expect(page.getByText(parent).first()).toBeVisible();
    await expect(page.getByText(complaint)).toBeVisible();
    expect(await seriousViolations(page), `/superadmin/consents ${language}`).toEqual([]);
    await shoot(page, testInfo, `consents-${language}`);
  }
});
