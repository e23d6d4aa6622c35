import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { fitsThePhone, seriousViolations } from "../harness/pages.ts";
import { checkedRight, practiseOnTouchPhone, setRefused, setSaved } from "../harness/practice-setup.ts";

/**
 * A Class 6 child on a 390 px phone answers 5/6 + 4/9 with a mixed number, 1 5/18, twice: in a
 * fraction question through its whole-part box, by touch; in a typed answer through the keypad's
 * space key, by keyboard alone (Tab to a key, Enter). The server grades both answers again, with the
 * same function the phone used. Screenshots of both at 390 px, in English and Hindi.
 */
const SET = {
  mode: "practice",
  mastery: { rule: "recent", n: 5, m: 4 },
  items: [
    {
      id: "add-sixths-ninths",
      kind: "fraction",
      prompt: "$\\frac{5}{6} + \\frac{4}{9} = ?$",
      answer: { numerator: 23, denominator: 18 },
      solution: "$\\frac{15}{18} + \\frac{8}{18} = \\frac{23}{18} = 1\\frac{5}{18}$",
    },
    {
      id: "add-typed",
      kind: "numeric",
      prompt: "$\\frac{5}{6} + \\frac{4}{9} = ?$ (type it: 23/18 or 1 5/18)",
      answer: "23/18",
    },
  ],
};

const WORDS = {
  en: {
    keypad: "Number keypad",
    whole: /^Whole number \(for a mixed number\)/,
    top: /^Top number/,
    bottom: /^Bottom number/,
    space: /^Space, between the whole number/,
    slash: "Fraction bar",
    check: "Check",
    right: /Right! Well done/,
    next: "Next question",
  },
  hi: {
    keypad: "संख्या कीपैड",
    whole: /^पूर्ण संख्या \(मिश्र भिन्न के लिए\)/,
    top: /^ऊपर की संख्या/,
    bottom: /^नीचे की संख्या/,
    space: /^स्पेस, पूर्ण संख्या और भिन्न के बीच/,
    slash: "भिन्न रेखा",
    check: "जाँचें",
    right: /सही! बहुत अच्छे।/,
    next: "अगला प्रश्न",
  },
} as const;

async function practise(page: Page, language: keyof typeof WORDS) {
  const words = WORDS[language];
  if (language === "hi") {
    // The child chose Devanagari digits: the keypad writes them.
    // The screen may still be putting up its first question, whose toggle replaces this one.
    const digits = page.getByRole("checkbox", { name: /हिंदी अंक/ });
    await expect(async () => {
      await digits.check();
      await expect(digits).toBeChecked({ timeout: 1_000 });
    }).toPass();
  }
  const keypad = page.getByRole("group", { name: words.keypad });
  const digit = (d: string) =>
    keypad.getByRole("button", {
      name: language === "hi" ? String.fromCodePoint(0x966 + Number(d)) : d,
      exact: true,
    });

  // The fraction question, by touch: the whole-part box, then the numerator and the denominator.
  await page.getByRole("button", { name: words.whole }).tap();
  await digit("1").tap();
  await page.getByRole("button", { name: words.top }).tap();
  await digit("5").tap();
  await page.getByRole("button", { name: words.bottom }).tap();
  await digit("1").tap();
  await digit("8").tap();
  await fitsThePhone(page);
  await page.screenshot({ path: `test-results/mixed-number-fraction-${language}.png`, fullPage: true });
  await page.getByRole("button", { name: words.check }).tap();
  await expect(page.getByText(words.right)).toBeVisible();
  expect(await seriousViolations(page), `/practice, a fraction question (${language})`).toEqual([]);
  await page.getByRole("button", { name: words.next }).tap();

  // The typed question, by keyboard alone: focus a key, press Enter.
  const press = async (key: ReturnType<typeof digit>) => {
    await key.focus();
    await page.keyboard.press("Enter");
  };
  await press(digit("1"));
  await press(keypad.getByRole("button", { name: words.space }));
  await press(digit("5"));
  await press(keypad.getByRole("button", { name: words.slash }));
  await press(digit("1"));
  await press(digit("8"));
  const shown = language === "hi" ? "१ ५/१८" : "1 5/18";
  await expect(page.getByRole("status").filter({ hasText: shown })).toBeVisible();
  await fitsThePhone(page);
  await page.screenshot({ path: `test-results/mixed-number-typed-${language}.png`, fullPage: true });
  await checkedRight(page, { ...words, next: undefined }, "byKeyboard");
}

const PUPIL = {
  course: "Fractions",
  classNumber: 6,
  title: "Adding fractions",
  set: SET,
  pupil: "Asha Fractions",
  dob: "2014-05-06",
};

for (const language of ["en", "hi"] as const)
  test(
    `a child types a mixed number on a phone, by touch and by keyboard (${language})`,
    { tag: "@long" },
    practiseOnTouchPhone(language, PUPIL, practise, adminChoosesTheForm),
  );

/** The admin asks the typed question for a mixed number only, at 390 px, and the set saves. */
async function adminChoosesTheForm(page: Page) {
  const question = page.getByRole("region", { name: "Question 2" });
  await question.getByLabel("Answer form the question asks for").selectOption("mixed");
  await expect(question.getByLabel("Unit of the answer")).toHaveValue("");
  await question.getByLabel("Answer form the question asks for").scrollIntoViewIfNeeded();
  await fitsThePhone(page);
  await page.screenshot({ path: "test-results/mixed-number-editor-390.png" });
  // The key 23/18 is not a mixed number: the server refuses the set until the answer is 1 5/18.
  await setRefused(page, /must be written in the form the question asks for/);
  await question.getByLabel("Correct answer").fill("1 5/18");
  await setSaved(page, "/admin/practice with an answer form");
}
