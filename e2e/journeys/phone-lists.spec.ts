import { API } from "@ganit/contracts";
import type { Locator, Page } from "@playwright/test";
import { appReady, expect, loginThroughPage, test, uniqueSuffix } from "../fixtures.ts";
import { apiToken, axeViolations, fitsThePhone, seriousViolations } from "../harness/pages.ts";
import { oneClassCourse, schoolWithSeats } from "../harness/setup-api.ts";
import { SUPERADMIN } from "../harness/test-env.ts";

/**
 * The lists a school office and the operator read on a 390 px phone: a school's course enablement
 * shows every class's students and its Edit and Remove without scrolling sideways; the school's
 * student list is short cards whose e-mails wrap between their parts, never mid-word, with the
 * pager on one line; the dashboard's growth table is reachable by keyboard; the payments' date
 * filters are DD-MM-YYYY like every other date.
 */

const PHONE = { width: 390, height: 844 };

/** Where the text of `element` starts a new line: the index of each line's first character. */
async function lineStarts(element: Locator): Promise<{ text: string; starts: number[] }> {
  return element.evaluate((el) => {
    const text = el.textContent ?? "";
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const tops: number[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < (node.textContent ?? "").length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        tops.push(Math.round(range.getBoundingClientRect().top));
      }
    }
    const starts = tops.flatMap((top, i) => (i > 0 && top > (tops[i - 1] ?? top) + 2 ? [i] : []));
    return { text, starts };
  });
}

async function schoolIdOf(page: Page, name: string) {
  const token = await apiToken(page.request, SUPERADMIN.username, SUPERADMIN.password);
  const found = await page.request.get(`${API.activeSchools}?search=${encodeURIComponent(name)}&page=1`, {
    headers: { Authorization: token },
  });
  expect(found.status(), await found.text()).toBe(200);
  const id = ((await found.json()) as { items: { schoolId: string }[] }).items[0]?.schoolId;
  if (!id) throw new Error(`no school named ${name}`);
  return id;
}

test("a school's student list on a phone: short cards, e-mails wrapped between their parts, the pager on one line", {
  tag: "@long",
}, async ({ page, accounts, suffix }) => {
  const { token, ...school } = await accounts.schoolWithToken();
  // 130 students: six pages of 25, so the pager shows Previous, four pages, the last one and Next.
  const students = Array.from({ length: 130 }, (_, i) => ({
    name: `Aadhya Venkataraman ${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
    email: `aadhya.venkataraman-${i}-${suffix}@greenwood-public-school.test`,
    dob: "2016-03-14",
    Class: 4,
    fathername: "Suresh",
  }));
  const bulk = await page.request.post(API.addStudentsBulk, {
    headers: { Authorization: token },
    data: { students },
  });
  expect(bulk.status(), await bulk.text()).toBe(200);

  await page.setViewportSize(PHONE);
  await loginThroughPage(page, school.username, school.password);
  await expect(page).toHaveURL(/\/schooldashboard$/);
  await page.goto("/school/viewstudents");
  await appReady(page);
  const cards = page.getByRole("list", { name: "Students", exact: true }).getByRole("listitem");
  await expect(cards).toHaveCount(25);
  await fitsThePhone(page);

  const heights = await cards.evaluateAll((items) =>
    items.map((item) => item.getBoundingClientRect().height),
  );
  // A card with a two-line e-mail stays under 220 px; the page of 25 under 6,000 px (it was 8,000).
  for (const height of heights) expect(height).toBeLessThan(220);
  const list = await page.getByRole("list", { name: "Students", exact: true }).boundingBox();
  expect(list?.height ?? 0).toBeLessThan(6_000);

  // An e-mail too long for one line wraps after its "@" or a "-", or before a ".", never mid-word.
  const first = cards.first();
  const email = first
    .locator("dd")
    .filter({ hasText: "@greenwood-public-school.test" })
    .locator("span")
    .first();
  const { text, starts } = await lineStarts(email);
  expect(starts.length, text).toBeGreaterThan(0);
  for (const start of starts) {
    const between = `${text[start - 1]}${text[start]}`;
    expect(
      /[@-]/.test(text[start - 1] ?? "") || /[.\-_]/.test(text[start] ?? ""),
      `${text} breaks at ${between}`,
    ).toBe(true);
  }

  // Previous, the pages and Next share one line.
  const pager = page.getByRole("navigation", { name: /pag/i });
  const previous = await pager.getByRole("button", { name: "Previous" }).boundingBox();
  const next = await pager.getByRole("button", { name: "Next" }).boundingBox();
  expect(Math.abs((previous?.y ?? 0) - (next?.y ?? 1))).toBeLessThan(4);
  expect((next?.x ?? 0) + (next?.width ?? 1000)).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousViolations(page)).toEqual([]);
});

test("a school's course enablement on a phone shows each class's students and its Edit and Remove", async ({
  page,
  accounts,
}) => {
  test.setTimeout(120_000);
  const { token: adminToken } = await accounts.adminWithToken();
  const courseName = `Phone Enablement ${uniqueSuffix()}`;
  const courseId = await oneClassCourse(page.request, adminToken, courseName, 4);
  const { school } = await schoolWithSeats(page.request, accounts, {
    courseId,
    classNumber: 4,
    studentLimit: 30,
  });
  const schoolId = await schoolIdOf(page, school.name);

  await page.setViewportSize(PHONE);
  await loginThroughPage(page, SUPERADMIN.username, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/superadmindashboard$/);
  await page.goto(`/superadmin/addcourses?schoolId=${schoolId}`);
  await appReady(page);
  const students = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Student Courses" }) });
  const class4 = students
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Class 4" }) });
  // Within the phone's width, with nothing hidden in a box that scrolls sideways.
  for (const part of [
    class4.getByText("Current students"),
    class4.getByRole("button", { name: `Edit class 4 of ${courseName}` }),
    class4.getByRole("button", { name: `Remove class 4 of ${courseName}` }),
  ]) {
    await expect(part).toBeVisible();
    const box = await part.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 1000)).toBeLessThanOrEqual(PHONE.width);
  }
  await fitsThePhone(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the growth table is reachable by keyboard on a phone; the payments' date filters are DD-MM-YYYY", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await loginThroughPage(page, SUPERADMIN.username, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/superadmindashboard$/);
  const growth = page.getByRole("region", { name: "Accounts created per month" });
  await expect(growth).toBeVisible();
  await growth.focus();
  await expect(growth).toBeFocused();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
  const findings = await axeViolations(page);
  expect(findings.filter((line) => line.includes("scrollable-region-focusable"))).toEqual([]);
  await fitsThePhone(page);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/superadmin/payments");
    await appReady(page);
    const from = page.getByRole("textbox", { name: "From date" });
    await expect(from).toHaveAttribute("placeholder", "DD-MM-YYYY");
    await from.fill("01-11-2026");
    await expect(page).toHaveURL(/from=2026-11-01/);
    const to = page.getByRole("textbox", { name: "To date" });
    await to.fill("31-10-2026");
    await to.blur();
    await expect(page.getByText("The To date cannot be before the From date.")).toBeVisible();
    await expect(page).not.toHaveURL(/to=/);
    await to.fill("30-11-2026");
    await expect(page).toHaveURL(/from=2026-11-01&to=2026-11-30|to=2026-11-30/);
    // A link with the days shows them the same way.
    await page.goto("/superadmin/payments?from=2026-10-05");
    await appReady(page);
    await expect(page.getByRole("textbox", { name: "From date" })).toHaveValue("05-10-2026");
  }
  expect(await seriousViolations(page)).toEqual([]);
});
