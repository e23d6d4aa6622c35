import type { APIRequestContext, Page } from "@playwright/test";
import { type Accounts, expect, loginThroughPage, test, uniqueSuffix } from "../fixtures.ts";
import { fitsThePhone, seriousViolations } from "../harness/pages.ts";
import { courseWithPracticeSet, inHindi, openPractice, pupilOfNewSchool } from "../harness/practice-setup.ts";

/** A look at the screen, kept with the run's results (e2e/test-results) for a person to read. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/**
 * Native practice: a school's student on a 390 px phone opens an exercise set from the class's
 * lessons, answers with the on-page keypad, loses the connection halfway and finishes offline (the
 * phone grades and keeps the answers), comes back online (the answers are sent and re-graded by the
 * server), and the class's teacher sees the level and the needs-help flag. The course, its set, the
 * seats, the child and the teacher are set up through the API, as the other journeys walk those
 * screens. The same journey runs in Hindi.
 */

/** Four questions the child answers with the keypad: 23 × 11, 25², 12 × 11, 45². */
const SET = {
  mode: "practice",
  mastery: { rule: "recent", n: 5, m: 4 },
  items: [
    {
      id: "times-23",
      kind: "numeric",
      prompt: "$23 \\times 11$ = ?",
      answer: "253",
      hint: "Put 2 + 3 between 2 and 3.",
      solution: "2 | 2 + 3 | 3 = 253",
    },
    {
      id: "square-25",
      kind: "numeric",
      prompt: "$25^2$ = ?",
      answer: "625",
      hint: "2 × 3 = 6, then 25.",
      solution: "2 × 3 = 6, and 5 × 5 = 25: 625",
    },
    {
      id: "times-12",
      kind: "numeric",
      prompt: "$12 \\times 11$ = ?",
      answer: "132",
      hint: "Put 1 + 2 between 1 and 2.",
      solution: "1 | 1 + 2 | 2 = 132",
    },
    {
      id: "square-45",
      kind: "numeric",
      prompt: "$45^2$ = ?",
      answer: "2025",
      hint: "4 × 5 = 20, then 25.",
      solution: "4 × 5 = 20, and 5 × 5 = 25: 2025",
    },
  ],
};

type Setup = {
  admin: { username: string; password: string };
  resourceId: string;
  courseName: string;
  child: { name: string; username: string; password: string };
  teacher: { email: string; password: string };
};

async function setUpClass(request: APIRequestContext, accounts: Accounts): Promise<Setup> {
  const suffix = uniqueSuffix();
  const courseName = `Vedic Practice ${suffix}`;
  const { admin, courseId, resourceId } = await courseWithPracticeSet(request, accounts, {
    name: courseName,
    classNumber: 6,
    title: "Times 11 and squares",
    set: SET,
  });

  const name = `Meera Practice ${suffix.slice(-5)}`;
  const password = `Pupil-e2e-${suffix}`;
  const { schoolToken, credential } = await pupilOfNewSchool(
    request,
    accounts,
    courseId,
    { name, email: `family-${suffix}@home.test`, dob: "2014-05-06", Class: 6, fathername: "Ravi Practice" },
    password,
  );

  // The office gives the teacher Class 6 (a teacher reaches only the classes given to them).
  const teacher = await accounts.addTeacher(schoolToken, "Kavita Teacher", [{ courseId, classNumber: 6 }]);
  return { admin, resourceId, courseName, child: { name, username: credential.username, password }, teacher };
}

/** The words of each language the journey reads and presses. */
const WORDS = {
  en: {
    classN: "Class 6",
    questionOf: (n: number) => `Question ${n} of 4`,
    where: (course: string) => `${course} · Class 6`,
    back: "Back to the lessons",
    feedback: "How your answer went",
    rightAnswer: "The right answer:",
    likeTheLast: "A question like the last one. Have a go!",
    keypad: "Number keypad",
    check: "Check",
    right: /Right! Well done/,
    hint: /Not quite\. Have another go\./,
    solution: "How to solve it",
    next: "Next question",
    finish: "See how I did",
    offline: /You are offline/,
    waiting: /waiting to be sent/,
    summary: "Well done for practising!",
    results: /Practice results of this class/,
    familiar: "Familiar",
    needsHelp: "Needs help",
  },
  hi: {
    classN: "कक्षा 6",
    questionOf: (n: number) => `प्रश्न ${n} / 4`,
    where: (course: string) => `${course} · कक्षा 6`,
    back: "पाठों पर वापस",
    feedback: "आपका उत्तर कैसा रहा",
    rightAnswer: "सही उत्तर:",
    likeTheLast: "पिछले प्रश्न जैसा एक प्रश्न। कोशिश कीजिए!",
    keypad: "संख्या कीपैड",
    check: "जाँचें",
    right: /सही! बहुत अच्छे।/,
    hint: /पूरी तरह सही नहीं।/,
    solution: "इसे कैसे हल करें",
    next: "अगला प्रश्न",
    finish: "देखें मैंने कैसा किया",
    offline: /आप ऑफ़लाइन हैं/,
    waiting: /बाकी है/,
    summary: "अभ्यास करने के लिए शाबाश!",
    results: /इस कक्षा के अभ्यास के परिणाम/,
    familiar: "परिचित",
    needsHelp: "मदद चाहिए",
  },
} as const;

async function answer(page: Page, words: (typeof WORDS)[keyof typeof WORDS], digits: string) {
  const keypad = page.getByRole("group", { name: words.keypad });
  for (const digit of digits) await keypad.getByRole("button", { name: digit, exact: true }).click();
  await page.getByRole("button", { name: words.check }).click();
}

async function practiseOfflineHalfway(page: Page, setup: Setup, language: keyof typeof WORDS) {
  const words = WORDS[language];
  const context = page.context();
  await page.setViewportSize({ width: 390, height: 844 });
  await openPractice(page, setup.child, { name: setup.courseName, classNumber: 6 }, language);
  await expect(page.getByText(words.questionOf(1))).toBeVisible();
  // The screen names where the child is: the course and class, the lesson, and a way back to it.
  await expect(page.getByRole("heading", { level: 1, name: "Times 11 and squares" })).toBeVisible();
  await expect(page.getByText(words.where(setup.courseName))).toBeVisible();
  await expect(page.getByRole("link", { name: words.back })).toBeVisible();
  await expect(page.getByRole("main"), "one main landmark").toHaveCount(1);
  await fitsThePhone(page);
  expect(await seriousViolations(page), `/practice (${language})`).toEqual([]);
  // No text box on the screen: the phone's keyboard never opens.
  await expect(page.locator("input:not([type=checkbox]):not([type=radio]), textarea")).toHaveCount(0);
  await shot(page, `question-390-${language}`);

  // Online: the first question right, typed on a physical keyboard (a lab computer) and Enter.
  await page.keyboard.type("253");
  await expect(page.getByRole("status", { name: /Your answer|आपका उत्तर/ })).toHaveText("253");
  await page.keyboard.press("Enter");
  await expect(page.getByText(words.right)).toBeVisible();
  // The focus goes to what the check said, then to the next question.
  await expect(page.getByRole("region", { name: words.feedback })).toBeFocused();
  await page.getByRole("button", { name: words.next }).click();
  await expect(page.getByRole("heading", { name: words.questionOf(2) })).toBeFocused();

  // The connection drops: the phone grades and keeps the answers.
  await context.setOffline(true);
  await expect(page.getByText(words.offline)).toBeVisible();
  await expect(page.getByText(words.questionOf(2))).toBeVisible();
  await answer(page, words, "525");
  await expect(page.getByText(words.hint)).toBeVisible();
  expect(await seriousViolations(page), `/practice with a hint (${language})`).toEqual([]);
  await answer(page, words, "525");
  await expect(page.getByText(words.solution)).toBeVisible();
  // After two misses the right answer is shown, not only the worked solution.
  await expect(page.getByTestId("right-answer")).toContainText(words.rightAnswer);
  await expect(page.getByTestId("right-answer")).toContainText("625");
  expect(await seriousViolations(page), `/practice with the answer (${language})`).toEqual([]);
  await shot(page, `answer-390-${language}`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, `answer-1280-${language}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: words.next }).click();
  // The same question again (a fresh variant), which says so, the counter where it was: a third
  // wrong answer in a row, then right.
  await expect(page.getByText(words.likeTheLast)).toBeVisible();
  await expect(page.getByText(words.questionOf(2))).toBeVisible();
  await answer(page, words, "526");
  await expect(page.getByText(words.hint)).toBeVisible();
  await answer(page, words, "625");
  await expect(page.getByText(words.right)).toBeVisible();
  await page.getByRole("button", { name: words.next }).click();
  await answer(page, words, "132");
  await page.getByRole("button", { name: words.next }).click();
  await answer(page, words, "2025");
  await expect(page.getByText(words.waiting)).toBeVisible();
  await page.getByRole("button", { name: words.finish }).click();
  await expect(page.getByRole("heading", { name: words.summary })).toBeVisible();
  await fitsThePhone(page);

  // Back online: the answers are sent (the server grades them again) and the queue empties.
  await context.setOffline(false);
  await expect(page.getByText(words.waiting)).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(page), `/practice summary (${language})`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, `summary-1280-${language}`);
  // The way back leads to the set's lesson in the class's viewer.
  await page.getByRole("link", { name: words.back }).click();
  await expect(page).toHaveURL(/\/student\/coursecontent\?class=6&resource=/);
  await expect(page.getByRole("heading", { level: 1, name: setup.courseName })).toBeVisible();
  await shot(page, `lessons-1280-${language}`);
}

/** The admin's editor of the set: its questions, and the preview in a phone-sized frame. */
async function adminPreviews(page: Page, setup: Setup) {
  await loginThroughPage(page, setup.admin.username, setup.admin.password);
  // Signed in only once the dashboard shows: a page opened before the sign-in has answered starts
  // without a session and lands on the login page.
  await expect(page).toHaveURL(/\/admindashboard$/);
  await page.goto(`/admin/practice/${setup.resourceId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Exercise set" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Question 4" })).toBeVisible();
  const preview = page.getByRole("complementary", { name: "Preview as a student" });
  await expect(preview.getByText("Question 1 of 4")).toBeVisible();
  await expect(page.getByRole("main"), "one main landmark").toHaveCount(1);
  expect(await seriousViolations(page), "/admin/practice").toEqual([]);
  await page.getByRole("button", { name: /Account menu for/ }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function teacherSees(page: Page, setup: Setup, language: keyof typeof WORDS) {
  const words = WORDS[language];
  const context = await page.context().browser()?.newContext();
  if (!context) throw new Error("no browser");
  const staff = await context.newPage();
  await loginThroughPage(staff, setup.teacher.email, setup.teacher.password);
  await expect(staff).toHaveURL(/\/teacherdashboard$/);
  if (language === "hi") await inHindi(staff);
  const card = staff
    .getByRole("article")
    .filter({ has: staff.getByRole("heading", { name: setup.courseName }) });
  await card.getByRole("button", { name: words.classN }).click();
  await staff.getByRole("link", { name: words.results }).click();
  const row = staff.getByRole("row", { name: new RegExp(setup.child.name) });
  await expect(row.getByText(words.familiar)).toBeVisible();
  await expect(staff.getByRole("main"), "one main landmark").toHaveCount(1);
  await expect(row.getByText(words.needsHelp)).toBeVisible();
  await expect(staff.getByRole("list", { name: words.needsHelp })).toContainText(setup.child.name);
  expect(await seriousViolations(staff), `/teacher/practice (${language})`).toEqual([]);
  await context.close();
}

test("a student practises on a phone, finishes offline, and the teacher sees the level and the needs-help flag", {
  tag: "@long",
}, async ({ page, request, accounts }) => {
  const setup = await setUpClass(request, accounts);
  await adminPreviews(page, setup);
  await practiseOfflineHalfway(page, setup, "en");
  await teacherSees(page, setup, "en");
});

test("the same practice journey in Hindi", { tag: "@long" }, async ({ page, request, accounts }) => {
  const setup = await setUpClass(request, accounts);
  await practiseOfflineHalfway(page, setup, "hi");
  await teacherSees(page, setup, "hi");
});
