import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { ROUTES } from "@ganit/contracts";
import { skillsOfChapter } from "@ganit/contracts/curriculum/skills/index";
import type { Download, Locator, Page } from "@playwright/test";
import { expect, loginThroughPage, signedInPage, test } from "../fixtures.ts";
import { assignedDueFriday } from "../harness/assign-screen.ts";
import { fitsThePhone, PHONE, seriousViolations, toasts } from "../harness/pages.ts";
import { inHindi } from "../harness/practice-setup.ts";
import { enrolledPupil, schoolWithSyllabusSeats } from "../harness/setup-api.ts";

/**
 * A classroom's week on 390 px phones, end to end: the school office gives a new teacher 6 B on the
 * teacher's row; the teacher builds a test from Class 6's chapter 3 (Number Play) of the shipped
 * syllabus (ten proposed, four removed) with the same numbers for every child, and assigns it to 6 B
 * due Friday; one child sits
 * it online and chooses a wrong option, another sits it in Hindi, half of it offline, and it is
 * marked once the phone is back online; the teacher's table says two of three done and the third
 * not started, and the results name the wrong answer's misconception; the teacher prints the test's
 * paper and its text is read back, in English and in Hindi. axe-core on each screen.
 *
 * Chapter 3 is chosen because one of its three skills (odd or even sums) always asks a choice whose
 * wrong option names a misconception (its generator's distractor rules), and a proposal of ten
 * questions over three skills asks each skill at least three times. The catalogue, seats, pupils and
 * the teacher's account are set up through the API, as other journeys walk those screens.
 */
const CLASS = 6;
const CHAPTER = "ncert-c6-ch03";
/** Proposed, then trimmed in the builder to what the children are asked. */
const PROPOSED = 10;
const QUESTIONS = 6;
const TITLE = "Number play check";

/** What the parity question's wrong option reveals, by the wrong option's English words. */
const MISCONCEPTION: Record<string, { en: string; hi: string }> = {
  odd: {
    en: "Thought odd numbers always add to odd",
    hi: "सोचा कि विषम संख्याओं का योग हमेशा विषम होता है",
  },
  even: {
    en: "Thought odd numbers always add to even",
    hi: "सोचा कि विषम संख्याओं का योग हमेशा सम होता है",
  },
};

const WORDS = {
  en: {
    question: (n: number) => `Question ${n} of ${QUESTIONS}`,
    keypad: "Number keypad",
    next: "Next",
    submit: "Submit the test",
    confirm: "Submit",
  },
  hi: {
    question: (n: number) => `प्रश्न ${n} / ${QUESTIONS}`,
    keypad: "संख्या कीपैड",
    next: "अगला",
    submit: "परीक्षा जमा करें",
    confirm: "जमा करें",
  },
} as const;

/** One question as the builder showed it: its words, its options (if any) and its right answer. */
type Shown = { prompt: string; options: string[]; answer: string };

/** Each question of the builder, read from its card ("Answer: …" under the question). */
async function readBuilder(slots: Locator): Promise<Shown[]> {
  const shown: Shown[] = [];
  for (const card of await slots.all()) {
    const prompt = ((await card.locator("p").nth(1).textContent()) ?? "").trim();
    const options = (await card.locator("ol > li").allTextContents()).map((text) => text.trim());
    const answer = ((await card.locator("p", { hasText: /^Answer:/ }).textContent()) ?? "")
      .replace(/^Answer:\s*/, "")
      .trim();
    shown.push({ prompt, options, answer });
  }
  return shown;
}

/** The first run of numbers and signs in a prompt ("39 + 54 + 83"), the same in both languages. */
const numbersOf = (prompt: string) => /\d+(?:,\d+)*(?:\s*[+−-]\s*\d+(?:,\d+)*)*/.exec(prompt)?.[0] ?? "";

/**
 * Answers the question on screen as the builder showed it: a choice by its place (the options keep
 * their order in both languages), `wrong` choosing another; a number typed on the keypad.
 */
async function answerOnScreen(page: Page, language: "en" | "hi", n: number, shown: Shown, wrong = false) {
  const question = page.getByRole("region", { name: WORDS[language].question(n) });
  await expect(question).toBeVisible();
  await expect(question).toContainText(numbersOf(shown.prompt));
  if (shown.options.length > 0) {
    const right = shown.options.indexOf(shown.answer);
    expect(right, `question ${n}'s answer is one of its options`).toBeGreaterThanOrEqual(0);
    const radios = question.getByRole("radio");
    await expect(radios).toHaveCount(shown.options.length);
    await radios.nth(wrong ? 1 - right : right).check({ force: true });
    return;
  }
  const keypad = question.getByRole("group", { name: WORDS[language].keypad });
  for (const digit of shown.answer) await keypad.getByRole("button", { name: digit, exact: true }).click();
}

/** A downloaded paper's text, page by page, as poppler's pdftotext reads it. */
async function pdfPages(download: Download): Promise<{ pages: string[]; bytes: Buffer }> {
  const file = await download.path();
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  return { pages: text.split("\f").filter((page) => page.trim() !== ""), bytes };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("a classroom's week: the office gives 6 B, the teacher sets a test due Friday, two children sit it (one offline, in Hindi), the teacher reads done, not started and the misconception, and prints the paper", {
  tag: "@long",
}, async ({ page, browser, request, accounts, suffix }) => {
  test.skip(skillsOfChapter(CHAPTER).length === 0, "the shipped syllabus has no Class 6 Number Play skills");
  const tail = suffix.slice(-4);

  // 1. The school: seats in the syllabus's Mathematics, Class 6; three pupils in 6 B, one in 6 A; a
  // teacher with no classes yet.
  const { school, schoolToken, courseId } = await schoolWithSyllabusSeats(request, accounts, CLASS, 10);
  const password = `Pupil-e2e-${suffix}`;
  const pupils: Record<string, { name: string; username: string }> = {};
  for (const [key, name, section] of [
    ["asha", "Asha Online", "B"],
    ["bilal", "Bilal Offline", "B"],
    ["chirag", "Chirag Later", "B"],
    ["dev", "Dev Other", "A"],
  ] as const) {
    const full = `${name} ${tail}`;
    const credential = await enrolledPupil(
      request,
      schoolToken,
      {
        name: full,
        email: `family-${key}-${suffix}@home.test`,
        dob: "2014-05-06",
        Class: CLASS,
        section,
        fathername: `Father ${name}`,
      },
      courseId,
      password,
    );
    pupils[key] = { name: full, username: credential.username };
  }
  const pupil = (key: string) => pupils[key] ?? { name: "-", username: "-" };
  const teacher = await accounts.addTeacher(schoolToken, "Kavita Week");

  // 2. The office, on a phone: the teacher's row → Classes → Class 6 B → Save.
  await page.setViewportSize({ width: 390, height: 844 });
  await loginThroughPage(page, school.username, school.password);
  await expect(page).toHaveURL(/\/schooldashboard$/);
  await page.goto(ROUTES.schoolViewTeachers);
  await page.getByRole("button", { name: `Change the classes of ${teacher.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Classes of ${teacher.name}` });
  await dialog.getByRole("checkbox", { name: "Class 6 B" }).check();
  await expect(dialog.getByRole("checkbox", { name: "Class 6 A" })).not.toBeChecked();
  expect(await seriousViolations(page), "the teacher's classes dialog").toEqual([]);
  await page.screenshot({ path: "test-results/classroom-week-office-390-en.png" });
  await dialog.getByRole("button", { name: "Save classes" }).click();
  await expect(toasts(page).getByText("Teacher's classes saved")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await fitsThePhone(page);
  expect(await seriousViolations(page), "the teachers list").toEqual([]);

  // 3. The teacher, on a phone: Tests → New test → Class 6 → chapter 3 → 10 → Propose.
  const staff = await signedInPage(browser, teacher.email, teacher.password, "/teacherdashboard", PHONE);
  const card = staff.getByRole("region", { name: "My classes" }).getByRole("article");
  await expect(card.getByRole("heading", { name: "Class 6 B" })).toBeVisible();
  await expect(card.getByText("0 of 3 proficient · 0 need help · 3 not started")).toBeVisible();
  await staff.goto(ROUTES.teacherTests);
  await staff.getByRole("link", { name: "New test" }).click();
  await staff.getByRole("button", { name: `Class ${CLASS}` }).click();
  await staff.getByRole("group", { name: "2. Chapters" }).getByRole("checkbox", { name: /^3\. / }).check();
  await staff.getByRole("button", { name: String(PROPOSED), exact: true }).click();
  await staff.getByRole("button", { name: "Propose questions" }).click();
  const slots = staff.getByTestId("test-slot");
  await expect(slots).toHaveCount(PROPOSED);

  // Trimmed to six: the last numbers questions removed, each a tap (the odd-or-even choices stay).
  const proposed = await readBuilder(slots);
  let left = PROPOSED;
  for (let place = PROPOSED - 1; place >= 0 && left > QUESTIONS; place--) {
    if ((proposed[place]?.options.length ?? 0) > 0) continue;
    await slots.nth(place).getByRole("button", { name: "Remove" }).click();
    left -= 1;
  }
  await expect(slots).toHaveCount(QUESTIONS);
  await expect(staff.getByRole("heading", { name: `3. Questions (${QUESTIONS})` })).toBeVisible();

  // The builder shows each question with its answer: read them, and find a question with options.
  const shown = await readBuilder(slots);
  const parity = shown.findIndex((question) => question.options.length === 2);
  expect(parity, "chapter 3 asks an odd-or-even choice").toBeGreaterThanOrEqual(0);
  const parityQuestion = shown[parity] as Shown;
  const wrongOption = parityQuestion.options.find((option) => option !== parityQuestion.answer) ?? "";
  const misconception = MISCONCEPTION[wrongOption];
  if (!misconception) throw new Error(`no misconception known for the option "${wrongOption}"`);
  for (const question of shown) expect(question.answer).toMatch(/^(\d+|odd|even)$/);

  // The same numbers for every child (the ones shown), a title, no time limit; save.
  await staff.getByRole("textbox", { name: "Title" }).fill(TITLE);
  await staff.getByRole("checkbox", { name: "Same numbers for every child" }).check();
  await fitsThePhone(staff);
  expect(await seriousViolations(staff), "the test builder").toEqual([]);
  await staff.screenshot({ path: "test-results/classroom-week-builder-390-en.png", fullPage: true });
  await staff.getByRole("button", { name: "Save test" }).click();
  await expect(staff).toHaveURL(/\/teacher\/tests\/[0-9a-f-]{36}$/);
  await expect(staff.getByRole("heading", { level: 1, name: `Results: ${TITLE}` })).toBeVisible();
  const resultsUrl = staff.url();

  // Assign it to 6 B, due Friday.
  await staff.getByRole("link", { name: "Assign to a class" }).click();
  await staff.getByRole("button", { name: /Class 6 B/ }).click();
  const tableUrl = await assignedDueFriday(staff, {
    section: "Class 6 B",
    children: 3,
    chooseWork: () => expect(staff.getByRole("radio", { name: new RegExp(TITLE) })).toBeChecked(),
    what: "the assign screen",
    screenshot: "test-results/classroom-week-assign-390-en.png",
  });

  // 4. Asha, online: from Due, every question as the builder showed it, the parity one wrong.
  const asha = await signedInPage(browser, pupil("asha").username, password, "/studentdashboard", PHONE);
  const due = asha.getByRole("region", { name: "Due" });
  await expect(due.getByTestId("due-thisWeek").getByText(TITLE)).toBeVisible();
  expect(await seriousViolations(asha), "Due with the test").toEqual([]);
  await due.getByRole("button", { name: "Start the test" }).click();
  await expect(asha).toHaveURL(/\/practice\/test\//);
  for (const [place, question] of shown.entries()) {
    await answerOnScreen(asha, "en", place + 1, question, place === parity);
    if (place === 0) {
      await fitsThePhone(asha);
      expect(await seriousViolations(asha), "a test question").toEqual([]);
    }
    if (place === parity)
      await asha.screenshot({ path: "test-results/classroom-week-choice-390-en.png", fullPage: true });
    if (place < QUESTIONS - 1) await asha.getByRole("button", { name: WORDS.en.next }).click();
  }
  await asha.getByRole("button", { name: WORDS.en.submit }).first().click();
  await expect(asha.getByRole("dialog")).toContainText(`You answered ${QUESTIONS} of ${QUESTIONS}`);
  await asha.getByRole("dialog").getByRole("button", { name: WORDS.en.confirm, exact: true }).click();
  await expect(asha.getByRole("heading", { level: 1, name: "Your result" })).toBeVisible();
  await expect(asha.getByTestId("test-score")).toHaveText(`You got ${QUESTIONS - 1} of ${QUESTIONS} right`);
  await fitsThePhone(asha);
  expect(await seriousViolations(asha), "the result").toEqual([]);
  await asha.screenshot({ path: "test-results/classroom-week-result-390-en.png", fullPage: true });
  await asha.context().close();

  // 5. Bilal, in Hindi: half the test online, the rest offline, Submit: it waits on the phone.
  const bilal = await signedInPage(browser, pupil("bilal").username, password, "/studentdashboard", PHONE);
  await inHindi(bilal);
  const dueHi = bilal.getByRole("region", { name: "करने का काम" });
  await expect(dueHi.getByText(TITLE)).toBeVisible();
  expect(await seriousViolations(bilal), "Due in Hindi").toEqual([]);
  await dueHi.getByRole("button", { name: "परीक्षा शुरू करो" }).click();
  await expect(bilal).toHaveURL(/\/practice\/test\//);
  for (const [place, question] of shown.entries()) {
    if (place === QUESTIONS / 2) await bilal.context().setOffline(true);
    await answerOnScreen(bilal, "hi", place + 1, question);
    if (place < QUESTIONS - 1) await bilal.getByRole("button", { name: WORDS.hi.next }).click();
  }
  await bilal.getByRole("button", { name: WORDS.hi.submit }).first().click();
  await expect(bilal.getByRole("dialog")).toContainText(`${QUESTIONS} में से ${QUESTIONS} प्रश्नों`);
  await bilal.getByRole("dialog").getByRole("button", { name: WORDS.hi.confirm, exact: true }).click();
  const waiting = bilal.getByTestId("test-waiting");
  await expect(waiting).toContainText("आपकी परीक्षा इस फ़ोन में सहेज ली गई है।");
  await expect(waiting).toContainText("इंटरनेट से जुड़ते ही इसकी जाँच हो जाएगी।");
  await expect(waiting).toContainText("आप ऑफ़लाइन हैं।");
  await fitsThePhone(bilal);
  expect(await seriousViolations(bilal), "the test waiting offline, in Hindi").toEqual([]);
  await bilal.screenshot({ path: "test-results/classroom-week-offline-390-hi.png", fullPage: true });
  // Back online: sent, marked, every answer right.
  await bilal.context().setOffline(false);
  await expect(bilal.getByTestId("test-score")).toHaveText(`${QUESTIONS} में से ${QUESTIONS} सही`, {
    timeout: 30_000,
  });
  await expect(bilal.getByRole("heading", { level: 1, name: "आपका परिणाम" })).toBeVisible();
  expect(await seriousViolations(bilal), "the result once online, in Hindi").toEqual([]);
  await bilal.screenshot({ path: "test-results/classroom-week-marked-390-hi.png", fullPage: true });
  await bilal.context().close();

  // 6. The teacher: two of three done, Chirag not started; the results name Asha's mistake.
  await staff.goto(tableUrl);
  await expect(staff.getByTestId("assignment-summary")).toHaveText("2 of 3 done");
  const row = (key: string) => staff.getByTestId("child-row").filter({ hasText: pupil(key).name });
  await expect(row("asha").getByTestId("child-state")).toHaveText("Done");
  await expect(row("bilal").getByTestId("child-state")).toHaveText("Done");
  await expect(row("chirag").getByTestId("child-state")).toHaveText("Not started");
  await expect(row("dev")).toHaveCount(0);
  await expect(row("chirag")).not.toContainText("Lesson page");
  await fitsThePhone(staff);
  expect(await seriousViolations(staff), "the assignment's table").toEqual([]);
  await staff.screenshot({ path: "test-results/classroom-week-table-390-en.png", fullPage: true });

  await staff.goto(resultsUrl);
  await expect(staff.getByText("2 children have submitted it.")).toBeVisible();
  const results = staff.getByTestId("result-row");
  await expect(results).toHaveCount(QUESTIONS);
  for (let place = 0; place < QUESTIONS; place++) {
    await expect(results.nth(place)).toContainText(
      place === parity ? "2 answered of 2 · 1 right · 1 wrong" : "2 answered of 2 · 2 right · 0 wrong",
    );
  }
  await expect(results.nth(parity)).toContainText("What the wrong answers show");
  await expect(results.nth(parity).getByRole("listitem")).toHaveText(`1 · ${misconception.en}`);
  await fitsThePhone(staff);
  expect(await seriousViolations(staff), "the test's results").toEqual([]);
  await staff.screenshot({ path: "test-results/classroom-week-results-390-en.png", fullPage: true });

  // 7. The paper, in English: the title, the questions the children were asked, the key.
  const print = async (name: string) => {
    const [download] = await Promise.all([
      staff.waitForEvent("download"),
      staff.getByRole("button", { name }).click(),
    ]);
    return pdfPages(download);
  };
  const english = await print("Print test paper (English)");
  const englishText = english.pages.join("\n");
  expect(english.pages[0]).toContain(`Test paper · ${TITLE}`);
  expect(english.pages[0]).toContain(`Class ${CLASS}`);
  for (const question of shown) expect(englishText).toContain(numbersOf(question.prompt));
  const englishKey = englishText.slice(englishText.indexOf("Answer key"));
  expect(englishKey.length).toBeLessThan(englishText.length);
  for (const [place, question] of shown.entries()) {
    const answer = question.options.length > 0 ? `\\([ab]\\) ${question.answer}` : escaped(question.answer);
    expect(englishKey, `the key's answer ${place + 1}`).toMatch(
      new RegExp(`\\b${place + 1}\\.\\s+${answer}\\b`),
    );
  }

  // The same screens in Hindi, and the paper in Hindi: Devanagari in its font, not boxes.
  await inHindi(staff);
  await expect(staff.getByRole("heading", { level: 1, name: `परिणाम: ${TITLE}` })).toBeVisible();
  await expect(staff.getByText("2 बच्चों ने इसे जमा किया है।")).toBeVisible();
  await expect(results.nth(parity)).toContainText("2 में से 2 ने उत्तर दिया · 1 सही · 1 गलत");
  await expect(results.nth(parity).getByRole("listitem")).toHaveText(`1 · ${misconception.hi}`);
  await fitsThePhone(staff);
  expect(await seriousViolations(staff), "the test's results in Hindi").toEqual([]);
  await staff.screenshot({ path: "test-results/classroom-week-results-390-hi.png", fullPage: true });
  const hindi = await print("परीक्षा पत्र छापें (हिंदी)");
  const hindiText = hindi.pages.join("\n");
  expect(hindi.bytes.toString("latin1")).toMatch(/NotoSansDevanagari/);
  expect(hindi.pages[0]).toContain(`परीक्षा पत्र · ${TITLE}`);
  expect(hindi.pages[0]).toContain(`कक्षा ${CLASS}`);
  expect(hindiText).not.toContain("\ufffd");
  expect(hindiText).not.toContain("Answer key");
  for (const question of shown) expect(hindiText).toContain(numbersOf(question.prompt));
  const keyAt = hindiText.search(/उत्तर क/);
  expect(keyAt).toBeGreaterThan(0);
  for (const [place, question] of shown.entries())
    if (question.options.length === 0)
      expect(hindiText.slice(keyAt), `the Hindi key's answer ${place + 1}`).toMatch(
        new RegExp(`\\b${place + 1}\\.\\s+${escaped(question.answer)}\\b`),
      );

  await staff.goto(tableUrl);
  await expect(staff.getByTestId("assignment-summary")).toHaveText("3 में से 2 पूरा");
  await expect(row("chirag").getByTestId("child-state")).toHaveText("शुरू नहीं");
  await fitsThePhone(staff);
  expect(await seriousViolations(staff), "the assignment's table in Hindi").toEqual([]);
  await staff.screenshot({ path: "test-results/classroom-week-table-390-hi.png", fullPage: true });
  await staff.context().close();
});
