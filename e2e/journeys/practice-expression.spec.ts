import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { fitsThePhone, shotOnDesktop } from "../harness/pages.ts";
import {
  checkedRight,
  practiceScreenChecked,
  practiseOnTouchPhone,
  setRefused,
  setSaved,
} from "../harness/practice-setup.ts";

/**
 * A Class 8 child on a 390 px phone, by keyboard alone, in English and in Hindi: factorises
 * x² − 9 (the expanded answer is refused, the question asks for the factorised form; the factors
 * in either order are right), hearing each answer read back in words; then solves x² = 9 with the
 * maths keypad's keys (Tab to a key, Enter), the roots in any order. The server grades both again
 * with the function the phone used. axe-core on each screen, screenshots at 390 px.
 */
const SET = {
  mode: "practice",
  mastery: { rule: "recent", n: 5, m: 4 },
  items: [
    {
      id: "factorise-difference-of-squares",
      kind: "expression",
      prompt: "Factorise $x^2 - 9$",
      answer: "(x-3)(x+3)",
      form: "factorised",
      hint: "$a^2 - b^2 = (a-b)(a+b)$",
    },
    {
      id: "solve-square",
      kind: "solution",
      prompt: "Solve $x^2 = 9$",
      solution: "roots",
      values: ["-3", "3"],
    },
  ],
};

const WORDS = {
  en: {
    keypad: "Maths keypad",
    field: "Your answer (type or use the keypad)",
    prompt: "Factorise x squared minus 9",
    spokenWrong: "You wrote: x squared minus 9",
    spokenRight: "You wrote: bracket x plus 3 close bracket times bracket x minus 3 close bracket",
    comma: "Comma, between two values",
    minus: "Minus",
    check: "Check",
    wrong: /Not quite/,
    right: /Right! Well done/,
    next: "Next question",
  },
  hi: {
    keypad: "गणित कीपैड",
    field: "आपका उत्तर (लिखें या कीपैड से)",
    prompt: "Factorise x squared minus 9",
    spokenWrong: "आपने लिखा: x का वर्ग घटा 9",
    spokenRight: "आपने लिखा: कोष्ठक x धन 3 कोष्ठक बंद गुणा कोष्ठक x घटा 3 कोष्ठक बंद",
    comma: "अल्पविराम, दो मानों के बीच",
    minus: "ऋण",
    check: "जाँचें",
    wrong: /पूरी तरह सही नहीं/,
    right: /सही! बहुत अच्छे।/,
    next: "अगला प्रश्न",
  },
} as const;

async function practise(page: Page, language: keyof typeof WORDS) {
  const words = WORDS[language];

  // The prompt's maths is read in words to a screen reader.
  await expect(
    page.getByRole("region", { name: /1/ }).getByText(words.prompt, { exact: true }),
  ).toBeAttached();
  // The expression, typed on a keyboard: the expanded form is read back, and refused.
  const field = page.getByRole("textbox", { name: words.field });
  await field.focus();
  await page.keyboard.type("x^2 - 9");
  await expect(field).toHaveAccessibleDescription(words.spokenWrong);
  await page.getByRole("button", { name: words.check }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(words.wrong)).toBeVisible();
  await field.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("(x+3)(x-3)");
  await expect(field).toHaveAccessibleDescription(words.spokenRight);
  await practiceScreenChecked(page, `expression-${language}`, `an expression question (${language})`);
  await checkedRight(page, words, "byKeyboard");

  // The roots, with the maths keypad's keys by keyboard: 3, −3 (the other order from the key).
  const keypad = page.getByRole("group", { name: words.keypad });
  const press = async (name: string) => {
    await keypad.getByRole("button", { name, exact: true }).focus();
    await page.keyboard.press("Enter");
  };
  for (const key of ["3", words.comma, words.minus, "3"]) await press(key);
  await expect(page.getByRole("textbox", { name: words.field })).toHaveValue("3,-3");
  await practiceScreenChecked(page, `solution-${language}`, `a solution question (${language})`);
  // The same screen on a school's desktop.
  await shotOnDesktop(page, `test-results/solution-${language}-1280.png`);
  await checkedRight(page, { ...words, next: undefined }, "byKeyboard");
}

const PUPIL = {
  course: "Algebra",
  classNumber: 8,
  title: "Factorising",
  set: SET,
  pupil: "Asha Algebra",
  dob: "2014-05-06",
};

for (const language of ["en", "hi"] as const)
  test(
    `a Class 8 child answers an expression and a solution by keyboard on a phone (${language})`,
    { tag: "@long" },
    practiseOnTouchPhone(language, PUPIL, practise, adminWritesAnExpressionQuestion),
  );

/** The admin adds an expression question in the set editor at 390 px; the server refuses a key that is no expression. */
async function adminWritesAnExpressionQuestion(page: Page) {
  const question = page.getByRole("region", { name: "Question 1" });
  await expect(question.getByLabel("Form the question asks for")).toHaveValue("factorised");
  await question.getByLabel(/^Correct expression or equation/).fill("x2 - 9");
  await setRefused(page, /Write an expression or an equation/);
  await question.getByLabel(/^Correct expression or equation/).fill("(x+3)(x-3)");
  await question.getByLabel(/^Correct expression or equation/).scrollIntoViewIfNeeded();
  await fitsThePhone(page);
  await page.screenshot({ path: "test-results/expression-editor-390.png" });
  await setSaved(page, "/admin/practice with an expression question");
}
