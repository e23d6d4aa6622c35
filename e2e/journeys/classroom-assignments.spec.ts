import { expect, signedInPage, test } from "../fixtures.ts";
import { assignedDueFriday } from "../harness/assign-screen.ts";
import { fitsThePhone, PHONE, seriousViolations } from "../harness/pages.ts";
import { courseWithPracticeSet, inHindi, pupilOfNewSchool } from "../harness/practice-setup.ts";
import { enrolledPupil } from "../harness/setup-api.ts";

/** Two sums the child answers with the keypad. */
const SET = {
  mode: "practice",
  mastery: { rule: "recent", n: 2, m: 2 },
  items: [
    { id: "add-5", kind: "numeric", prompt: "$2 + 3$ = ?", answer: "5" },
    { id: "add-8", kind: "numeric", prompt: "$4 + 4$ = ?", answer: "8" },
  ],
};

/**
 * The classroom's assignments on a 390 px phone: the teacher of 6 B assigns a set due Friday from My
 * classes (a tap for the set, a tap for Friday, Assign); a 6 B child finds it under Due, does it,
 * and the teacher's table says done for her and not started for her classmate. The course, set,
 * seats, pupils and teacher are set up through the API, as the other journeys walk those screens.
 */
test("a teacher assigns a set due Friday to 6 B; a child sees it under Due, does it; the teacher sees done and not started", {
  tag: "@long",
}, async ({ browser, request, accounts, suffix }) => {
  const courseName = `Assigned Maths ${suffix.slice(-6)}`;
  const { courseId } = await courseWithPracticeSet(request, accounts, {
    name: courseName,
    classNumber: 6,
    title: "Sums to ten",
    set: SET,
  });
  const child = { name: `Bela Due ${suffix.slice(-4)}`, password: `Pupil-e2e-${suffix}` };
  const { schoolToken, credential: bela } = await pupilOfNewSchool(
    request,
    accounts,
    courseId,
    {
      name: child.name,
      email: `family-bela-${suffix}@home.test`,
      dob: "2014-05-06",
      Class: 6,
      section: "B",
      fathername: "Ravi Due",
    },
    child.password,
    10,
  );
  const classmate = `Chirag Due ${suffix.slice(-4)}`;
  await enrolledPupil(
    request,
    schoolToken,
    {
      name: classmate,
      email: `family-chirag-${suffix}@home.test`,
      dob: "2014-07-08",
      Class: 6,
      section: "B",
      fathername: "Om Due",
    },
    courseId,
    `Pupil-e2e-2-${suffix}`,
  );
  const teacher = await accounts.addTeacher(schoolToken, "Kavita Assigns", [
    { courseId, classNumber: 6, section: "B" },
  ]);

  // The teacher, on a phone: My classes → Assign work → the set → Friday → Assign.
  const staff = await signedInPage(browser, teacher.email, teacher.password, "/teacherdashboard", PHONE);
  const card = staff.getByRole("region", { name: "My classes" }).getByRole("article");
  await expect(card.getByText("Nothing due this week")).toBeVisible();
  await card.getByRole("link", { name: "Assign work" }).click();
  const tableUrl = await assignedDueFriday(staff, {
    section: "Class 6 B",
    children: 2,
    chooseWork: () => staff.getByRole("radio", { name: /Sums to ten/ }).check(),
    what: "/teacher/assign",
    screenshot: "test-results/assign-390-en.png",
  });

  // The child, on a phone: Due, this week; she practises it to the end.
  const page = await signedInPage(browser, bela.username, child.password, "/studentdashboard", PHONE);
  const due = page.getByRole("region", { name: "Due" });
  await expect(due.getByTestId("due-thisWeek").getByText("Sums to ten")).toBeVisible();
  expect(await seriousViolations(page), "/studentdashboard Due").toEqual([]);
  await page.screenshot({ path: "test-results/due-390-en.png", fullPage: true });
  await due.getByRole("button", { name: "Start" }).click();
  await expect(page).toHaveURL(/\/practice\//);
  for (const [digit, last] of [
    ["5", false],
    ["8", true],
  ] as const) {
    await page
      .getByRole("group", { name: "Number keypad" })
      .getByRole("button", { name: digit, exact: true })
      .click();
    await page.getByRole("button", { name: "Check" }).click();
    await expect(page.getByText(/Right! Well done/)).toBeVisible();
    await page.getByRole("button", { name: last ? "See how I did" : "Next question" }).click();
  }
  await expect(page.getByRole("heading", { name: "Well done for practising!" })).toBeVisible();
  await expect(page.getByText(/waiting to be sent/)).toHaveCount(0, { timeout: 15_000 });
  await page.goto("/studentdashboard");
  await expect(due.getByTestId("due-done").getByText("Sums to ten")).toBeVisible();

  // The teacher's table: done for her, not started for her classmate; in Hindi too.
  await expect(async () => {
    await staff.goto(tableUrl);
    await expect(staff.getByTestId("assignment-summary")).toHaveText("1 of 2 done", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const row = (name: string) => staff.getByTestId("child-row").filter({ hasText: name });
  await expect(row(child.name).getByTestId("child-state")).toHaveText("Done");
  await expect(row(classmate).getByTestId("child-state")).toHaveText("Not started");
  await fitsThePhone(staff);
  expect(await seriousViolations(staff), "/teacher/assignments/{id}").toEqual([]);
  await staff.screenshot({ path: "test-results/assignment-table-390-en.png", fullPage: true });
  await inHindi(staff);
  await expect(staff.getByTestId("assignment-summary")).toHaveText("2 में से 1 पूरा");
  await expect(row(classmate).getByTestId("child-state")).toHaveText("शुरू नहीं");
  expect(await seriousViolations(staff), "/teacher/assignments/{id} in Hindi").toEqual([]);
  await staff.screenshot({ path: "test-results/assignment-table-390-hi.png", fullPage: true });
  await staff.context().close();
  await page.context().close();
});
