import { skillsOfClass } from "@ganit/contracts/curriculum/skills/index";
import { expect, loginThroughPage, signedInPage, test } from "../fixtures.ts";
import { fitsThePhone, PHONE, seriousViolations } from "../harness/pages.ts";
import { enrolledNewPupil, schoolWithSyllabusSeats } from "../harness/setup-api.ts";

/**
 * A teacher's own test on a 390 px phone: the teacher of 3 A builds a test from a chapter of the
 * shipped syllabus (a tap for the class, a tap for the chapter, Propose), replaces a question by
 * another of its skill, moves one up, names it, gives it one minute and saves; assigns it to 3 A due
 * Friday; a 3 A child starts it from Due, sees the time left count down, and at zero the test is
 * submitted without her (the phone's clock is moved on, docs/adr/0696); the teacher reads its
 * results by question; the school office finds it in its teachers' tests, with its author and whom it
 * is given to, and reads the same results (docs/adr/0697). Seats, the pupil and the teacher are set
 * up through the API; the counting of misconceptions and the server's deadline are the server tests'
 * (modules/teacher-tests/*.test.ts).
 */
const CLASS = 3;

test("a teacher builds a test from a chapter, assigns it to 3 A; a child sits it; the teacher reads its results", {
  tag: "@long",
}, async ({ browser, request, accounts }) => {
  test.skip(skillsOfClass(CLASS).length === 0, "the shipped syllabus has no Class 3 skills yet");
  const { school, schoolToken, courseId } = await schoolWithSyllabusSeats(request, accounts, CLASS, 5);
  const { credential: child, password } = await enrolledNewPupil(request, schoolToken, courseId, {
    name: "Tara Test",
    dob: "2018-04-02",
    classNumber: CLASS,
    section: "A",
  });
  const teacher = await accounts.addTeacher(schoolToken, "Kavita Tests", [
    { courseId, classNumber: CLASS, section: "A" },
  ]);

  // The teacher: Tests → New test → Class 3 → a chapter → 10 → Propose.
  const staff = await signedInPage(browser, teacher.email, teacher.password, "/teacherdashboard", PHONE);
  await staff.goto("/teacher/tests");
  await expect(staff.getByRole("heading", { level: 1, name: "My tests" })).toBeVisible();
  await staff.getByRole("link", { name: "New test" }).click();
  await staff.getByRole("button", { name: "Class 3" }).click();
  await staff.getByRole("group", { name: "2. Chapters" }).getByRole("checkbox").first().check();
  await staff.getByRole("button", { name: "10", exact: true }).click();
  await staff.getByRole("button", { name: "Propose questions" }).click();
  const slots = staff.getByTestId("test-slot");
  await expect(slots).toHaveCount(10);
  await fitsThePhone(staff);
  expect(await seriousViolations(staff), "the builder's questions").toEqual([]);

  // Replace the first question by another of its skill, move the second up, name it, save.
  const firstSkill = (await slots.first().locator("p").first().textContent())?.split(" · ")[1] ?? "";
  await slots
    .first()
    .getByRole("button", { name: /Replace with another/ })
    .click();
  const offered = staff.getByRole("list", { name: /Replace with another/ });
  await offered.getByRole("button").first().click();
  await expect(slots.first()).toContainText(firstSkill);
  await slots.nth(1).getByRole("button", { name: "Move up 2" }).click();
  await staff.getByRole("textbox", { name: "Title" }).fill("Friday check");
  await staff.getByRole("textbox", { name: /Time limit/ }).fill("1");
  await staff.screenshot({ path: "test-results/teacher-test-builder-390-en.png", fullPage: true });
  await staff.getByRole("button", { name: "Save test" }).click();
  await expect(staff).toHaveURL(/\/teacher\/tests\/[0-9a-f-]{36}$/);
  await expect(staff.getByRole("heading", { level: 1, name: "Results: Friday check" })).toBeVisible();
  const resultsUrl = staff.url();

  // Assign it to 3 A, due Friday: a tap for the class, the test already chosen.
  await staff.getByRole("link", { name: "Assign to a class" }).click();
  await staff.getByRole("button", { name: /Class 3 A/ }).click();
  await expect(staff.getByRole("radio", { name: /Friday check/ })).toBeChecked();
  await staff.getByRole("button", { name: /^Friday/ }).click();
  await staff.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(staff).toHaveURL(/\/teacher\/assignments\/[0-9a-f-]{36}$/);

  // The child: Due → Start the test → the time left counts down → at zero, submitted → the result.
  const childContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await childContext.newPage();
  // The phone's clock, so the minute can pass at once; it runs on from now like a real one.
  await page.clock.install();
  await loginThroughPage(page, child.username, password);
  await expect(page).toHaveURL(/\/studentdashboard$/);
  const due = page.getByRole("region", { name: "Due" });
  await expect(due.getByText("Friday check")).toBeVisible();
  await due.getByRole("button", { name: "Start the test" }).click();
  await expect(page).toHaveURL(/\/practice\/test\//);
  await expect(page.getByRole("heading", { level: 2, name: "Question 1 of 10" })).toBeVisible();
  const timer = page.getByRole("timer");
  await expect(timer).toHaveText(/^Time left: 00:[0-5][0-9]$/);
  const shown = await timer.textContent();
  await page.clock.fastForward(3000);
  await expect(timer).not.toHaveText(shown ?? "");
  await fitsThePhone(page);
  expect(await seriousViolations(page), "the timed test").toEqual([]);
  await page.screenshot({ path: "test-results/teacher-test-countdown-390-en.png", fullPage: true });
  // The minute passes: no Submit pressed, no confirmation; the result replaces the test.
  await page.clock.fastForward(61_000);
  await expect(page.getByRole("heading", { level: 1, name: "Your result" })).toBeVisible();
  await expect(page.getByRole("timer")).toHaveCount(0);

  // The teacher's results: one child submitted; ten questions, each unanswered by her.
  await staff.goto(resultsUrl);
  await expect(staff.getByText("1 children have submitted it.")).toBeVisible();
  await expect(staff.getByTestId("result-row")).toHaveCount(10);
  await expect(staff.getByTestId("result-row").first()).toContainText("0 answered of 1");
  await fitsThePhone(staff);
  expect(await seriousViolations(staff), "the results").toEqual([]);
  await staff.evaluate(() => localStorage.setItem("language", "hi"));
  await staff.reload();
  await expect(staff.getByText("1 बच्चों ने इसे जमा किया है।")).toBeVisible();
  expect(await seriousViolations(staff), "the results in Hindi").toEqual([]);
  await staff.screenshot({ path: "test-results/teacher-test-results-390-hi.png", fullPage: true });
  await staff.context().close();

  // The school office: Tests → the teacher's test, with its author and whom it is given to → its results.
  const office = await signedInPage(browser, school.username, school.password, "/schooldashboard", PHONE);
  await office.goto("/school/tests");
  await expect(office.getByRole("heading", { level: 1, name: "Teachers' tests" })).toBeVisible();
  await expect(office).toHaveTitle(/Tests/);
  const listed = office.getByRole("listitem").filter({ hasText: "Friday check" });
  await expect(listed).toContainText(`by ${teacher.name}`);
  await expect(listed).toContainText("Given to Class 3 A");
  await expect(listed).toContainText("1 min");
  await fitsThePhone(office);
  expect(await seriousViolations(office), "the office's tests").toEqual([]);
  await office.screenshot({ path: "test-results/school-tests-390-en.png", fullPage: true });
  await listed.getByRole("link", { name: "Friday check" }).click();
  await expect(office).toHaveURL(/\/school\/tests\/[0-9a-f-]{36}$/);
  await expect(office.getByText("1 children have submitted it.")).toBeVisible();
  await expect(office.getByTestId("result-row")).toHaveCount(10);
  await fitsThePhone(office);
  expect(await seriousViolations(office), "the office's results").toEqual([]);
  await expect(office.getByRole("link", { name: "Assign to a class" })).toHaveAttribute(
    "href",
    /^\/school\/assign\?test=/,
  );
  await office.evaluate(() => localStorage.setItem("language", "hi"));
  await office.goto("/school/tests");
  await expect(office.getByRole("heading", { level: 1, name: "शिक्षकों की परीक्षाएँ" })).toBeVisible();
  expect(await seriousViolations(office), "the office's tests in Hindi").toEqual([]);
  await office.screenshot({ path: "test-results/school-tests-390-hi.png", fullPage: true });
  await office.setViewportSize({ width: 1280, height: 900 });
  await office.screenshot({ path: "test-results/school-tests-1280-hi.png", fullPage: true });
  await office.evaluate(() => localStorage.setItem("language", "en"));
  await office.goto("/school/tests");
  await expect(office.getByRole("heading", { level: 1, name: "Teachers' tests" })).toBeVisible();
  await office.screenshot({ path: "test-results/school-tests-1280-en.png", fullPage: true });
});
