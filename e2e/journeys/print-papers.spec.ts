import { readFileSync } from "node:fs";
import { ROUTES } from "@ganit/contracts";
import { expect, loginThroughPage, test } from "../fixtures.ts";
import { fitsThePhone } from "../harness/pages.ts";
import { enrolledNewPupil, schoolWithSyllabusSeats } from "../harness/setup-api.ts";

/**
 * Paper for the parents' meeting and the class: the school office opens its Class 3 book (the
 * shipped syllabus, SYLLABUS_LOAD=1), prints a chapter's test paper and the class report, on a
 * 1280 px screen and a 390 px phone, in English and in Hindi. Each download is a PDF the server built.
 */
const CLASS = 3;

test("the school office prints a chapter's test paper and the class report", async ({
  page,
  request,
  accounts,
}) => {
  test.slow();
  const { school, schoolToken, courseId } = await schoolWithSyllabusSeats(request, accounts, CLASS, 5);
  await enrolledNewPupil(request, schoolToken, courseId, {
    name: "Meena Paper",
    dob: "2018-04-02",
    classNumber: CLASS,
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await loginThroughPage(page, school.username, school.password);
  // The sign-in is saved when the dashboard opens: going on before it would land back on /login.
  await expect(page).toHaveURL(/\/schooldashboard$/);
  await page.goto(`${ROUTES.schoolChapters}?class=${CLASS}`);
  await expect(page.getByRole("heading", { level: 1, name: "The class's book" })).toBeVisible();
  const firstPaper = page.getByRole("group", { name: "Print this chapter's test paper" }).first();
  await expect(firstPaper).toBeVisible();
  await page.screenshot({ path: "test-results/print-chapters-1280-en.png" });

  const download = async (button: ReturnType<typeof page.getByRole>) => {
    const [file] = await Promise.all([page.waitForEvent("download"), button.click()]);
    const path = await file.path();
    expect(readFileSync(path).subarray(0, 5).toString()).toBe("%PDF-");
    return file.suggestedFilename();
  };
  expect(await download(firstPaper.getByRole("button", { name: "Print test paper (English)" }))).toMatch(
    /-en\.pdf$/,
  );
  expect(await download(page.getByRole("button", { name: "Class report (Hindi)" }))).toMatch(/-hi\.pdf$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.setItem("language", "hi"));
  await page.reload();
  const hindiPaper = page.getByRole("group", { name: "इस अध्याय का परीक्षा पत्र छापें" }).first();
  await expect(hindiPaper).toBeVisible();
  await fitsThePhone(page);
  await page.screenshot({ path: "test-results/print-chapters-390-hi.png", fullPage: false });
  expect(await download(hindiPaper.getByRole("button", { name: "परीक्षा पत्र छापें (हिंदी)" }))).toMatch(
    /-hi\.pdf$/,
  );
});
