import { skillsOfClass } from "@ganit/contracts/curriculum/skills/index";
import { expect, test } from "../fixtures.ts";
import { fitsThePhone, seriousViolations } from "../harness/pages.ts";
import { syllabusPupilOnThisPhone } from "../harness/practice-setup.ts";

/**
 * A chapter test on a 390 px phone in Hindi: a Class 3 pupil of the Mathematics course (the shipped
 * syllabus the server loaded on its first start) opens "My book", starts a chapter's test, reads
 * "प्रश्न 1 / 15", goes forward and back, submits after the confirmation, and reads the result with
 * its worked solutions. The school's seats and the pupil are set up through the API, as the chapter
 * view's journey does; the grading itself is the server tests' (modules/practice/chapter-test.test.ts).
 */
const CLASS = 3;

test("a child takes a chapter test in Hindi and reads the result", async ({ page, request, accounts }) => {
  test.slow(); // a school, seats and a pupil set up through the API, and axe on three screens
  test.skip(skillsOfClass(CLASS).length === 0, "the shipped syllabus has no Class 3 skills yet");
  await syllabusPupilOnThisPhone(page, request, accounts, {
    name: "Meena Test",
    dob: "2018-04-02",
    classNumber: CLASS,
  });
  await page.evaluate(() => localStorage.setItem("language", "hi"));
  await page.goto("/student/chapters");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1, name: "मेरी किताब" })).toBeVisible();

  await page
    .getByRole("button", { name: /^अध्याय की परीक्षा: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/practice\/test\//);
  await expect(page.getByRole("heading", { level: 1, name: "अध्याय की परीक्षा" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "प्रश्न 1 / 15" })).toBeVisible();
  await fitsThePhone(page);
  expect(await seriousViolations(page), "the test's first question").toEqual([]);

  await page.getByRole("button", { name: "अगला" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "प्रश्न 2 / 15" })).toBeVisible();
  await page.getByRole("button", { name: "पिछला" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "प्रश्न 1 / 15" })).toBeVisible();

  await page.getByRole("button", { name: "परीक्षा जमा करें" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("15 में से 0 प्रश्नों");
  expect(await seriousViolations(page), "the confirmation").toEqual([]);
  await dialog.getByRole("button", { name: "जमा करें" }).click();

  await expect(page.getByTestId("test-score")).toHaveText("15 में से 0 सही");
  await expect(page.getByRole("heading", { level: 1, name: "आपका परिणाम" })).toBeVisible();
  await expect(page.getByText("उत्तर नहीं दिया")).toHaveCount(15);
  await fitsThePhone(page);
  expect(await seriousViolations(page), "the result").toEqual([]);
  // Read again later: the same result, not the questions.
  await page.reload();
  await expect(page.getByTestId("test-score")).toHaveText("15 में से 0 सही");
});
