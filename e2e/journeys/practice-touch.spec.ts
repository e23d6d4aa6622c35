import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { shotOnDesktop } from "../harness/pages.ts";
import { checkedRight, practiceScreenChecked, practiseOnTouchPhone } from "../harness/practice-setup.ts";

/**
 * A Class 2 child on a 390 px phone answers each touch kind (docs/adr/0651-touch-answers.md), in
 * English and in Hindi: sets a clock's hands to 3:45 with the arrow keys, makes ₹45 by tapping
 * notes and coins into the tray (and taking a wrong one out), places a point at 3/4 by tapping the
 * line, shades 1/2 of a circle cut into 4 by tapping two parts, fills 47 + 38 digit by digit in
 * columns, and works 312 ÷ 4 by long division, the quotient written from the left. The server grades each answer again. axe-core on each screen, screenshots at 390 px and
 * one at 1280 px.
 */
const SET = {
  mode: "practice",
  mastery: { rule: "all" },
  items: [
    { id: "clock", kind: "time", prompt: "Set the clock to 3:45", answer: "3:45" },
    {
      id: "tray",
      kind: "numeric",
      prompt: "Make ₹45",
      answer: "45",
      unit: "rupee",
      touch: { touch: "money", coins: [1, 2, 5, 10], notes: [10, 20, 50] },
    },
    {
      id: "line",
      kind: "numeric",
      prompt: "Place the point at 3/4",
      answer: "3/4",
      touch: { touch: "point", from: 0, to: 2, gaps: 8, labelEvery: 4 },
    },
    {
      id: "shade",
      kind: "fraction",
      prompt: "Colour 1/2 of the circle",
      answer: { numerator: 1, denominator: 2 },
      equivalents: true,
      touch: { touch: "shade", shape: "circle", parts: 4 },
    },
    {
      id: "columns",
      kind: "numeric",
      prompt: "47 + 38 in columns",
      answer: "85",
      touch: { touch: "columns", op: "+", top: 47, bottom: 38 },
    },
    {
      id: "division",
      kind: "numeric",
      prompt: "312 ÷ 4 by long division",
      answer: "78",
      touch: { touch: "columns", op: "÷", top: 312, bottom: 4 },
    },
  ],
};

const WORDS = {
  en: {
    check: "Check",
    right: /Right! Well done/,
    wrong: /Not quite/,
    next: "Next question",
    hourHand: "Short hand (hours)",
    minuteHand: "Long hand (minutes)",
    clockShows: "The clock shows 3:45",
    add: (piece: string) => `Put a ${piece} in the tray`,
    remove: (piece: string) => `Take a ${piece} out of the tray`,
    note: (value: number) => `₹${value} note`,
    coin: (value: number) => `₹${value} coin`,
    tray: "In the tray: ₹45",
    pointAt: "The point is at 3/4",
    part: (n: number) => `Part ${n} of 4`,
    coloured: "Coloured: 2 of 4",
    ones: "Ones: 5",
    tensBox: "Tens: empty",
    divisionOnes: "Ones: 8",
  },
  hi: {
    check: "जाँचें",
    right: /सही! बहुत अच्छे।/,
    wrong: /पूरी तरह सही नहीं/,
    next: "अगला प्रश्न",
    hourHand: "छोटी सुई (घंटे)",
    minuteHand: "बड़ी सुई (मिनट)",
    clockShows: "घड़ी में 3:45 बजे हैं",
    add: (piece: string) => `${piece} ट्रे में रखो`,
    remove: (piece: string) => `${piece} ट्रे से निकालो`,
    note: (value: number) => `₹${value} का नोट`,
    coin: (value: number) => `₹${value} का सिक्का`,
    tray: "ट्रे में: ₹45",
    pointAt: "बिंदु 3/4 पर है",
    part: (n: number) => `4 में से भाग ${n}`,
    coloured: "रंगे हुए: 4 में से 2",
    ones: "इकाई: 5",
    tensBox: "दहाई: खाली",
    divisionOnes: "इकाई: 8",
  },
} as const;

async function answerEach(page: Page, language: keyof typeof WORDS) {
  const words = WORDS[language];
  const shot = (name: string) =>
    practiceScreenChecked(page, `touch-${name}-${language}`, `${name} (${language})`);
  const checkAndGoOn = () => checkedRight(page, words);

  // The clock, by keyboard: the short hand on 3, the long hand on 9 (45 minutes).
  const hourHand = page.getByRole("slider", { name: words.hourHand });
  await hourHand.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await page.getByRole("slider", { name: words.minuteHand }).focus();
  for (let i = 0; i < 9; i++) await page.keyboard.press("ArrowRight");
  await expect(page.locator("output", { hasText: words.clockShows })).toBeVisible();
  await expect(hourHand).toHaveAttribute("aria-valuetext", words.clockShows);
  await shot("clock");
  if (language === "en") await shotOnDesktop(page, "test-results/touch-clock-en-1280.png");
  await checkAndGoOn();

  // The tray, by touch: ₹20 + ₹20 + ₹5, and a ₹2 coin put in by mistake and taken out.
  for (const piece of [words.note(20), words.note(20), words.coin(2), words.coin(5)])
    await page.getByRole("button", { name: words.add(piece) }).tap();
  await page.getByRole("button", { name: words.remove(words.coin(2)) }).tap();
  await expect(page.getByText(words.tray)).toBeVisible();
  await shot("tray");
  await checkAndGoOn();

  // The number line, by touch: a tap near the sixth mark snaps the point onto it (3/4 on a 0–2 line of eighths).
  const line = page.locator("svg[role=group]");
  const box = await line.boundingBox();
  if (!box) throw new Error("no number line");
  const x = box.x + ((20 + (300 * 3) / 8 + 4) / 340) * box.width;
  await page.mouse.click(x, box.y + box.height / 2);
  await expect(page.getByRole("slider")).toHaveAttribute("aria-valuetext", words.pointAt);
  await shot("line");
  await checkAndGoOn();

  // Shading: two quarters of the circle are a half.
  await page.getByRole("checkbox", { name: words.part(1) }).tap();
  await page.getByRole("checkbox", { name: words.part(3) }).tap();
  await expect(page.getByText(words.coloured)).toBeVisible();
  await shot("shade");
  await checkAndGoOn();

  // Columns: 5 in the ones, 8 in the tens, typed on the keyboard from the ones.
  await page.keyboard.type("58");
  await expect(page.getByRole("button", { name: words.ones })).toBeVisible();
  await shot("columns");
  await checkAndGoOn();

  // Long division: 3 is smaller than 4, so the child taps the tens box and writes 7 then 8 from the left.
  await page.getByRole("button", { name: words.tensBox }).tap();
  await page.keyboard.type("78");
  await expect(page.getByRole("button", { name: words.divisionOnes })).toBeVisible();
  await shot("division");
  await checkedRight(page, { ...words, next: undefined });
}

const PUPIL = {
  course: "Touch",
  classNumber: 2,
  title: "Time and money",
  set: SET,
  pupil: "Tara Touch",
  dob: "2019-05-06",
};

for (const language of ["en", "hi"] as const)
  test(
    `a Class 2 child answers each touch kind on a phone (${language})`,
    { tag: "@long" },
    practiseOnTouchPhone(language, PUPIL, answerEach),
  );
