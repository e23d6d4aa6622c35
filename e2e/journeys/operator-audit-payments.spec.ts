import { readFileSync } from "node:fs";
import * as XLSX from "@e965/xlsx";
import { API, apiPath, type EnablementSchoolsPage } from "@ganit/contracts";
import type { APIRequestContext, Download, Page } from "@playwright/test";
import { expect, loginThroughPage, test } from "../fixtures.ts";
import { apiToken, fitsThePhone, seriousViolations } from "../harness/pages.ts";
import { addCourse, bareLevel, buySeats, randomUtr } from "../harness/setup-api.ts";
import { SUPERADMIN } from "../harness/test-env.ts";

/**
 * The operator reconciles one school: a school buys three times (one payment approved, one
 * rejected, one waiting); the superadmin opens the audit trail, narrows it to that school from a
 * row, sees the purchases, the decisions and the school's sign-in with their addresses; then opens
 * the school's payments (all statuses), reads the totals, and exports the filtered rows to a real
 * .xlsx whose rows are checked. axe-core on both screens; at 390 px neither scrolls sideways.
 */

async function downloadedRows(download: Download): Promise<unknown[][]> {
  const book = XLSX.read(readFileSync(await download.path()), { type: "buffer" });
  const sheet = book.Sheets[book.SheetNames[0] ?? ""] as XLSX.WorkSheet;
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: "" });
}

async function buy(request: APIRequestContext, token: string, courseId: string, classNumber: number) {
  const utrNumber = randomUtr();
  const seats = [{ courseId, active: true, classDetails: [{ classNumber, studentLimit: 10 }] }];
  return { utrNumber, id: (await buySeats(request, token, seats, utrNumber))._id };
}

async function noSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await fitsThePhone(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("the superadmin follows one school through the audit trail and exports its payments", {
  tag: "@long",
}, async ({ page, request, accounts, suffix }) => {
  // The catalogue: a course with three classes, added by an admin.
  const admin = await accounts.createAdmin();
  const level = bareLevel("Fractions", "Halves");
  const courseId = await addCourse(request, await apiToken(request, admin.username, admin.password), {
    name: `Ledger Math ${suffix}`,
    classLevels: [4, 5, 6].map((classNumber) => ({
      classNumber,
      pricePerStudent: 100,
      pricePerSchool: 1000,
      levels: [level],
    })),
  });
  const superadminToken = await accounts.superadminToken();

  // The school signs in and buys three times; the operator approves one and rejects one.
  const { token: schoolToken, ...school } = await accounts.schoolWithToken();
  const approved = await buy(request, schoolToken, courseId, 4);
  const rejected = await buy(request, schoolToken, courseId, 5);
  const waiting = await buy(request, schoolToken, courseId, 6);
  const decide = (id: string, verb: "approve" | "reject", data?: object) =>
    request.put(verb === "approve" ? apiPath.approvePayment(id) : apiPath.rejectPayment(id), {
      headers: { Authorization: superadminToken },
      ...(data ? { data } : {}),
    });
  expect((await decide(approved.id, "approve")).status()).toBe(200);
  expect((await decide(rejected.id, "reject", { reason: "UTR not in the statement" })).status()).toBe(200);
  const schools = await request.get(
    `${API.enablementSchools}?page=1&limit=25&search=${encodeURIComponent(school.name)}`,
    {
      headers: { Authorization: superadminToken },
    },
  );
  const schoolId = ((await schools.json()) as EnablementSchoolsPage).items[0]?._id ?? "";
  expect(schoolId).not.toBe("");

  // The audit trail: the approvals, then narrowed to this school from its row.
  await loginThroughPage(page, SUPERADMIN.username, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/superadmindashboard$/);
  await page.goto("/superadmin/audit?action=purchase.approved");
  await expect(page.getByRole("heading", { name: "Audit trail", level: 1 })).toBeVisible();
  await page
    .getByRole("row")
    .filter({ hasText: `UTR ${approved.utrNumber}` })
    .getByRole("button", { name: `Show only the trail of ${school.name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`schoolId=${schoolId}`));
  await page.getByRole("combobox", { name: "Action" }).selectOption({ label: "All actions" });
  await expect(page).toHaveURL(new RegExp(`/superadmin/audit\\?schoolId=${schoolId}$`));
  const trail = page.getByRole("table");
  const rowsOf = (utr: string, action: string) =>
    trail
      .getByRole("row")
      .filter({ hasText: `UTR ${utr}` })
      .filter({ hasText: action });
  await expect(rowsOf(rejected.utrNumber, "Payment rejected")).toHaveCount(1);
  await expect(rowsOf(rejected.utrNumber, "Purchase made")).toHaveCount(1);
  await expect(rowsOf(waiting.utrNumber, "Purchase made")).toHaveCount(1);
  await expect(rowsOf(approved.utrNumber, "Payment approved")).toContainText(SUPERADMIN.name);
  // The school's registration names the address it was registered with.
  await expect(trail.getByRole("row").filter({ hasText: "School registered" }).first()).toContainText(
    school.username,
  );
  // Every row of the narrowed trail is this school's.
  const schoolCells = trail.getByRole("button", { name: `Show only the trail of ${school.name}` });
  expect(await schoolCells.count()).toBeGreaterThanOrEqual(4);
  expect(await seriousViolations(page)).toEqual([]);
  await noSidewaysScroll(page);

  // The school's payments, every status: totals of the filter, who decided, and the export.
  await page.goto(`/superadmin/payments?schoolId=${schoolId}&status=all`);
  await expect(page.getByText(school.name, { exact: true }).first()).toBeVisible();
  const totals = page.getByRole("region", { name: "Totals of the payments shown (all pages)" });
  await expect(totals.getByText("Verified (1 payment)")).toBeVisible();
  await expect(totals.getByText("Under review (1 payment)")).toBeVisible();
  await expect(totals.getByText("Rejected (1 payment)")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: approved.utrNumber })).toContainText(
    `Approved by ${SUPERADMIN.name} on`,
  );
  await expect(page.getByRole("row").filter({ hasText: rejected.utrNumber })).toContainText(
    `Rejected by ${SUPERADMIN.name} on`,
  );
  // At 1280 px the table fits: no sideways scroll, so every column (Actions too) is in view.
  const table = page.locator(".overflow-x-auto").filter({ has: page.getByRole("table") });
  expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export to Excel" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ganit-payments-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const [headings, ...rows] = await downloadedRows(download);
  expect(headings).toContain("Approved or rejected by");
  expect(rows).toHaveLength(3);
  const utr = (headings ?? []).indexOf("UTR");
  const status = (headings ?? []).indexOf("Status");
  const decidedBy = (headings ?? []).indexOf("Approved or rejected by");
  const byUtr = new Map(rows.map((row) => [String(row[utr]), row]));
  expect(byUtr.get(approved.utrNumber)?.[status]).toBe("Verified");
  expect(byUtr.get(approved.utrNumber)?.[decidedBy]).toBe(SUPERADMIN.name);
  expect(byUtr.get(rejected.utrNumber)?.[status]).toBe("Rejected");
  expect(byUtr.get(waiting.utrNumber)?.[status]).toBe("Under review");
  expect(rows.every((row) => String(row[1]) === school.name)).toBe(true);
  await noSidewaysScroll(page);
});
