import { skillsOfChapter } from "@ganit/contracts/curriculum/skills/index";
import type { Locator, Page } from "@playwright/test";
import { expect, loginThroughPage, test } from "../fixtures.ts";
import { fitsThePhone, seriousViolations } from "../harness/pages.ts";
import { enrolledNewPupil, schoolWithSyllabusSeats } from "../harness/setup-api.ts";

/**
 * A Class 9 learner's chapter test in Hindi on a 390 px phone (docs/adr/0716,
 * docs/adr/0717-one-chapter-test-with-expression-figure-and-plot.md): the Mathematics course's
 * Class 9 is Ganita Manjari, whose chapter 2 (linear polynomials) holds a skill with expression
 * answers (the rule of a pattern), one drawn on the coordinate plane and one plotting a point, so
 * every draw of its test asks all three. The child takes that one test: half the answers online —
 * the first expression written on the maths keypad by keyboard alone and read back in words, a
 * figure question, a point plotted on the plane — then offline the rest and Submit: "the
 * test will be marked when you are online", still after a reload without a connection; back
 * online, the graded result. The draw is random, so each question's kind is read from the screen.
 * axe-core on each kind's screen.
 */
const CLASS = 9;
const LINEAR = "ncert-c9-ch02";
const TOTAL = 15;

const WORDS = {
  book: "मेरी किताब",
  testOf: (title: string) => `अध्याय की परीक्षा: ${title}`,
  question: (n: number) => `प्रश्न ${n} / ${TOTAL}`,
  next: "अगला",
  submit: "परीक्षा जमा करें",
  confirm: "जमा करें",
  expressionField: "आपका उत्तर (लिखें या कीपैड से)",
  mathsKeypad: "गणित कीपैड",
  numberKeypad: "संख्या कीपैड",
  plane: /^दोनों अक्षों पर .+ तक का निर्देशांक तल/,
  pointAt: /^बिंदु \(.+, .+\) पर$/,
  squared: "का वर्ग",
  minus: "ऋण",
  saved: "आपकी परीक्षा इस फ़ोन में सहेज ली गई है।",
  markedOnline: "इंटरनेट से जुड़ते ही इसकी जाँच हो जाएगी। फिर आपको अपने अंक यहीं दिखेंगे।",
  offline: "आप ऑफ़लाइन हैं।",
};

/** The question on screen, by its heading "प्रश्न n / 15". */
const questionOf = (page: Page, n: number) => page.getByRole("region", { name: WORDS.question(n) });

/**
 * Answers the question on screen by what it asks for: a point is plotted on the plane, an
 * expression written, a number typed on the number keypad (a figure's question too), a choice
 * chosen. Right or wrong does not matter here: the server grades.
 */
async function answer(page: Page, question: Locator): Promise<string> {
  const plane = question.getByRole("application", { name: WORDS.plane });
  const expression = question.getByRole("textbox", { name: WORDS.expressionField });
  const keypad = question.getByRole("group", { name: WORDS.numberKeypad });
  const choice = question.getByRole("radio");
  // A question's answer widget may arrive a moment after its words (its code loads when first
  // needed): wait for whichever this question has before asking which it is.
  await expect(plane.or(expression).or(keypad).or(choice).first()).toBeAttached();
  if (await plane.count()) {
    const box = await plane.boundingBox();
    if (!box) throw new Error("no plane");
    // This journey's page has no touch screen: a click is the same pointer down on the plane.
    await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.35);
    await expect(question.locator("output[aria-live]")).toHaveText(WORDS.pointAt);
    return "plot";
  }
  if (await expression.count()) {
    await expression.fill("2x + 3");
    return "expression";
  }
  const figure = (await question.locator("figure").count()) > 0;
  if (await keypad.count()) {
    await keypad.getByRole("button", { name: "1", exact: true }).click();
    return figure ? "figure" : "number";
  }
  if (await choice.count()) {
    await choice.first().check({ force: true });
    return figure ? "figure" : "choice";
  }
  return "other";
}

/** The first expression question, written on the maths keypad by keyboard alone: a letter, "squared", minus, 9. */
async function writeOnKeypad(page: Page, question: Locator) {
  const field = question.getByRole("textbox", { name: WORDS.expressionField });
  await expect(field).toBeVisible();
  const keypad = question.getByRole("group", { name: WORDS.mathsKeypad });
  const letterKey = keypad.getByRole("button", { name: /^अक्षर / }).first();
  const letter = ((await letterKey.getAttribute("aria-label")) ?? (await letterKey.textContent()) ?? "")
    .replace(/^अक्षर /, "")
    .trim();
  for (const key of [
    letterKey,
    ...[WORDS.squared, WORDS.minus, "9"].map((name) => keypad.getByRole("button", { name, exact: true })),
  ]) {
    await key.focus();
    await page.keyboard.press("Enter");
  }
  await expect(field).toHaveValue(new RegExp(`^${letter}(²|\\^2)-9$`));
  // Read back in words, for the child and a screen reader: "x का वर्ग घटा 9".
  await expect(field).toHaveAccessibleDescription(`आपने लिखा: ${letter} का वर्ग घटा 9`);
}

test("a Class 9 learner takes a chapter test in Hindi, submits it offline and reads the result once online", {
  tag: "@long",
}, async ({ page, request, accounts }) => {
  test.skip(
    skillsOfChapter(LINEAR).length === 0,
    "the shipped syllabus has no Class 9 linear polynomial skills",
  );
  const { schoolToken, courseId } = await schoolWithSyllabusSeats(request, accounts, CLASS, 5);
  const { credential: child, password } = await enrolledNewPupil(request, schoolToken, courseId, {
    name: "Kavya Nine",
    dob: "2011-07-14",
    classNumber: CLASS,
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await loginThroughPage(page, child.username, password);
  await expect(page).toHaveURL(/\/studentdashboard$/);
  await page.evaluate(() => localStorage.setItem("language", "hi"));
  // The service worker keeps the app for a reload without a connection.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
  await page.goto("/student/chapters");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1, name: WORDS.book })).toBeVisible();
  const startTest = (titleStart: string) =>
    page.getByRole("button", { name: new RegExp(`^${WORDS.testOf(titleStart)}`) }).first();

  // Chapter 2, linear polynomials: one test with expressions, figures and points to plot.
  await startTest("रैखिक बहुपदों का परिचय").click();
  await expect(page).toHaveURL(/\/practice\/test\//);
  const testUrl = page.url();
  await expect(page.getByRole("heading", { level: 2, name: WORDS.question(1) })).toBeVisible();

  // Half the test with a connection, then offline; each kind's screen looked at the first time.
  const half = Math.ceil(TOTAL / 2);
  const kinds = new Set<string>();
  for (let n = 1; n <= TOTAL; n++) {
    if (n === half + 1) {
      // Offline halfway: the open test keeps working.
      await page.context().setOffline(true);
    }
    const question = questionOf(page, n);
    await expect(question).toBeVisible();
    const isExpression = (await question.getByRole("textbox", { name: WORDS.expressionField }).count()) > 0;
    const kind = isExpression && !kinds.has("expression") ? "expression" : await answer(page, question);
    if (kind === "expression" && !kinds.has("expression")) await writeOnKeypad(page, question);
    expect(kind, `question ${n}`).not.toBe("other");
    if (!kinds.has(kind) && ["expression", "figure", "plot"].includes(kind)) {
      await fitsThePhone(page);
      await page.screenshot({ path: `test-results/chapter-test-offline-${kind}-hi.png`, fullPage: true });
      expect(await seriousViolations(page), `a ${kind} question`).toEqual([]);
    }
    kinds.add(kind);
    if (n < TOTAL) await page.getByRole("button", { name: WORDS.next }).click();
  }
  // The one test asked all three kinds.
  expect([...kinds].filter((kind) => ["expression", "figure", "plot"].includes(kind)).sort()).toEqual([
    "expression",
    "figure",
    "plot",
  ]);
  await page.getByRole("button", { name: WORDS.submit }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`${TOTAL} में से ${TOTAL} प्रश्नों`);
  await dialog.getByRole("button", { name: WORDS.confirm }).click();

  // Kept on the phone: the test will be marked when the child is online.
  const waiting = page.getByTestId("test-waiting");
  await expect(waiting).toContainText(WORDS.saved);
  await expect(waiting).toContainText(WORDS.markedOnline);
  await expect(waiting).toContainText(WORDS.offline);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await fitsThePhone(page);
  await page.screenshot({ path: "test-results/chapter-test-offline-waiting-hi.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "test-results/chapter-test-offline-waiting-hi-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page), "the test waiting for a connection").toEqual([]);

  // A reload without a connection: the app from the service worker, the test from the phone, still waiting.
  await page.reload();
  expect(page.url()).toBe(testUrl);
  await expect(page.getByTestId("test-waiting")).toContainText(WORDS.markedOnline);

  // Back online: sent, marked, and the result shown.
  await page.context().setOffline(false);
  const score = page.getByTestId("test-score");
  await expect(score).toHaveText(new RegExp(`^${TOTAL} में से \\d+ सही$`), { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "आपका परिणाम" })).toBeVisible();
  await expect(page.getByText("उत्तर नहीं दिया")).toHaveCount(0);
  await fitsThePhone(page);
  await page.screenshot({ path: "test-results/chapter-test-offline-result-hi.png", fullPage: true });
  expect(await seriousViolations(page), "the result after the connection returned").toEqual([]);
  // Nothing waits on the phone any more, and the server holds the one submission.
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith("ganit:test-outbox:")),
    ),
  ).toEqual([]);
  const marked = (await score.textContent()) ?? "";
  await page.reload();
  await expect(page.getByTestId("test-score")).toHaveText(marked);
});
