import { CBSE, defaultBook } from "@ganit/contracts";
import { skillsOfClass } from "@ganit/contracts/curriculum/skills/index";
import { expect, test } from "../fixtures.ts";
import { fitsThePhone, seriousViolations } from "../harness/pages.ts";
import { syllabusPupilOnThisPhone } from "../harness/practice-setup.ts";

/**
 * The chapter view: a Class 3 pupil on a 390 px phone opens "My book" and sees Maths Mela's chapters
 * in the book's order (the server loaded the shipped syllabus on its first start, SYLLABUS_LOAD=1),
 * then practises the first skill of the first chapter that has one. The school's seats and the
 * pupil are set up through the API, as the other journeys walk those screens.
 */
const CLASS = 3;

test("a child opens their book's chapters and practises a skill", async ({ page, request, accounts }) => {
  test.slow(); // a school, seats and a pupil set up through the API, and an axe run over fourteen chapters
  await syllabusPupilOnThisPhone(page, request, accounts, {
    name: "Nandini Book",
    dob: "2018-04-02",
    classNumber: CLASS,
  });
  await expect(page.getByRole("heading", { level: 1, name: /Welcome/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Class 3" })).toBeVisible();
  const myBook = page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "My book" });
  await expect(async () => {
    if (!(await myBook.isVisible())) await page.getByRole("button", { name: "Open menu" }).click();
    await expect(myBook).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await myBook.click();
  await expect(page).toHaveURL(/\/student\/chapters$/);
  await expect(page.getByRole("heading", { level: 1, name: "My book" })).toBeVisible();

  // The book's chapters, in its order.
  const book = defaultBook(CBSE, CLASS);
  if (!book) throw new Error("Class 3 has a book");
  const headings = page.getByRole("list", { name: "My book" }).getByRole("heading", { level: 2 });
  await expect(headings).toHaveCount(book.chapters.length);
  for (const [i, chapter] of book.chapters.entries())
    await expect(headings.nth(i)).toContainText(`Chapter ${i + 1}${chapter.title.en.text}`);
  await fitsThePhone(page);
  expect(await seriousViolations(page), "/student/chapters").toEqual([]);

  // Practice needs the class's skills in the shipped syllabus (written class by class).
  const first = skillsOfClass(CLASS)[0];
  test.skip(!first, "the shipped syllabus has no Class 3 skills yet");
  if (!first) return;
  await page
    .getByRole("link", { name: `Practise: ${first.name.en}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/practice\//);
  await expect(page.getByRole("heading", { level: 1, name: first.name.en })).toBeVisible();
  await expect(page.getByText(/Question 1 of/)).toBeVisible();
  await fitsThePhone(page);
});
