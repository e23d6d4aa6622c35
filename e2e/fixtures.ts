import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { type Browser, test as base, expect, type Page } from "@playwright/test";
import {
  type Account,
  type Accounts,
  accountsMadeThrough,
  firstLink,
  uniqueSuffix,
} from "./harness/accounts.ts";
import type { ReceivedMail } from "./harness/smtp-receiver.ts";
import { ENV, requiredEnv } from "./harness/test-env.ts";

export {
  type Account,
  type Accounts,
  firstLink,
  setPasswordFromWelcomeMail,
  uniqueSuffix,
} from "./harness/accounts.ts";
export { expect };

export type Mailbox = {
  /** The first mail to `to` received after the test began (optionally with a matching subject). */
  waitFor(to: string, options?: { subject?: RegExp; timeoutMs?: number }): Promise<ReceivedMail>;
};

/** Waits until the app has taken the page over (`<html data-app-ready>`); a bare shell has no #root. */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById("root") || document.documentElement.hasAttribute("data-app-ready"),
  );
}

/**
 * Signs in through the real login page, as a person would, once the page answers clicks (a page of a
 * second browser context does not get the fixture's waiting `goto`).
 */
export async function loginThroughPage(page: Page, username: string, password: string): Promise<void> {
  await page.goto("/login");
  await appReady(page);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/**
 * A page signed in through the login page, in a browser context of its own (at `viewport`, a phone's
 * when the journey says so), on `dashboard`. Close its context (`page.context()`) when done.
 */
export async function signedInPage(
  browser: Browser,
  username: string,
  password: string,
  dashboard: string,
  viewport?: { width: number; height: number },
) {
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  await loginThroughPage(page, username, password);
  await expect(page).toHaveURL(new RegExp(`${dashboard}$`));
  return page;
}

/** A new school's office signs in through the login page and lands on its dashboard; answers the school. */
export async function signInNewSchool(page: Page, accounts: Accounts): Promise<Account> {
  const school = await accounts.registerSchool();
  await loginThroughPage(page, school.username, school.password);
  await expect(page).toHaveURL(/\/schooldashboard$/);
  return school;
}

/**
 * Opens the link of the welcome mail to `email` and chooses `password` on the page it opens (the
 * account never had one: the page sets a password, it does not reset one); ends back at /login.
 */
export async function setPasswordThroughWelcomePage(
  page: Page,
  mailbox: Mailbox,
  email: string,
  password: string,
) {
  const mail = await mailbox.waitFor(email, { subject: /welcome/i });
  await page.goto(firstLink(mail.text).replace(/^https?:\/\/[^/]+/, ""));
  await page.getByLabel(/^new password$/i).fill(password);
  await page.getByLabel(/^confirm (new )?password$/i).fill(password);
  await expect(page.getByRole("heading", { level: 1, name: "Set your password" })).toBeVisible();
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * Waits until every finite CSS animation and transition on the page has ended: a list that has just
 * answered fades back from its dimmed state (150 ms), and axe would read its contrast half-way.
 * Endless ones (a spinner) are left out: they never end.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

function readMails(dir: string): ReceivedMail[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json") && !name.startsWith("."))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as ReceivedMail);
}

export const test = base.extend<{
  mailbox: Mailbox;
  accounts: Accounts;
  serverLog: undefined;
  suffix: string;
}>({
  /**
   * `page.goto` returns once the app has started (`<html data-app-ready>`): a public page arrives
   * prerendered and is readable before its scripts run, but answers clicks only after.
   */
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appReady(page);
      return response;
    };
    await use(page);
  },

  /** On a failure, attaches what the server logged (level warn and up) while the test ran. */
  serverLog: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, testInfo) => {
      const file = requiredEnv(ENV.serverLog);
      const from = statSync(file).size;
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      const logged = readFileSync(file).subarray(from).toString("utf8");
      if (logged) await testInfo.attach("server.log", { body: logged, contentType: "text/plain" });
    },
    { auto: true },
  ],

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  mailbox: async ({}, use) => {
    const dir = requiredEnv(ENV.mailDir);
    const startedAt = new Date().toISOString();
    await use({
      // 30 s: on the embedded database one connection serves every statement, so a background job
      // (an erasure another journey queued) can hold the mail dispatcher back for several seconds.
      async waitFor(to, { subject, timeoutMs = 30_000 } = {}) {
        const wanted = to.toLowerCase();
        const deadline = Date.now() + timeoutMs;
        while (Date.now() < deadline) {
          const mail = readMails(dir).find(
            (m) =>
              m.receivedAt >= startedAt && m.to.includes(wanted) && (!subject || subject.test(m.subject)),
          );
          if (mail) return mail;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error(`no mail to ${to} arrived at the SMTP receiver within ${timeoutMs / 1000} s`);
      },
    });
  },

  accounts: async ({ request, mailbox }, use) => {
    await use(accountsMadeThrough(request, mailbox));
  },

  /**
   * A text no other journey of the run has (`uniqueSuffix`), for the names, e-mails and passwords
   * this journey makes: the server under test is shared by the whole run.
   */
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  suffix: async ({}, use) => {
    await use(uniqueSuffix());
  },
});
