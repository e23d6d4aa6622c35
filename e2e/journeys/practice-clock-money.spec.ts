import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { axeViolations, fitsThePhone } from "../harness/pages.ts";
import { generatedSet, practisingOnThisPage } from "../harness/practice-setup.ts";

/**
 * A Class 2 child on a phone, in Hindi, reads a clock and counts money. The child works each answer
 * out from the picture on the screen (the clock's hands, the values on the coins and notes), as a
 * child would, never from the key; axe reads each new kind of question.
 */
const PUPIL = {
  course: "Clock Money",
  classNumber: 2,
  title: "Clock and money",
  set: generatedSet([
    { generator: "clock", count: 1, min: 1, max: 1 },
    { generator: "money", count: 1, min: 1, max: 1 },
    { generator: "numberLine", count: 1, min: 3, max: 3 },
    { generator: "fractionPicture", count: 1, min: 2, max: 2 },
  ]),
  pupil: "Asha Clock",
  dob: "2019-05-06",
};

const figure = (page: Page) => page.locator(".practice-figure");
const clockTime = (hour: number, minute: number) => `${hour}:${String(minute).padStart(2, "0")}`;

/** The time the drawn clock shows, read from the turn of its hands. */
async function readTheClock(page: Page) {
  const turn = async (hand: string) => {
    const transform = await figure(page).locator(`[data-hand="${hand}"]`).getAttribute("transform");
    return Number(/rotate\(([\d.]+)/.exec(transform ?? "")?.[1]);
  };
  const minute = Math.round((await turn("minute")) / 6) % 60;
  const hour = Math.floor((await turn("hour")) / 30) || 12;
  return { hour, minute };
}

/** Types an answer on the on-screen keypad, key by key. */
async function typeOnKeypad(page: Page, answer: string) {
  for (const digit of answer) await page.getByRole("button", { name: digit, exact: true }).click();
}

/**
 * The clock's time as the question wants it: the choice that names it, or, when the question asks
 * for the time taken, the minutes counted on from the clock to the end the question names
 * (`endsAt` finds it in the question's words).
 */
async function answerTheClock(page: Page, endsAt: RegExp) {
  const time = await readTheClock(page);
  if ((await page.getByRole("radio").count()) > 0) {
    await page
      .getByRole("radio", { name: clockTime(time.hour, time.minute), exact: true })
      .check({ force: true });
  } else {
    const text = (await page.locator(".practice-html").first().textContent()) ?? "";
    const [endHour, endMinute] = (endsAt.exec(text)?.slice(1) ?? []).map(Number) as [number, number];
    await typeOnKeypad(page, String(endHour * 60 + endMinute - (time.hour * 60 + time.minute)));
  }
}

/** Checks the answer, which the screen says is right, and goes on to the next question. */
async function rightThenNext(page: Page, words: { check: string; right: string; next: string }) {
  await page.getByRole("button", { name: words.check }).click();
  await expect(page.getByText(words.right, { exact: false }).first()).toBeVisible();
  await page.getByRole("button", { name: words.next }).click();
}
const HINDI = { check: "जाँचें", right: "सही!", next: "अगला प्रश्न" };

test("a Class 2 child reads a clock and counts money in Hindi on a phone", async ({
  page,
  request,
  accounts,
}, testInfo) => {
  await practisingOnThisPage(page, request, accounts, PUPIL, "hi");

  // The clock: a picture a screen reader reads by where the hands point.
  await expect(figure(page)).toHaveAttribute("role", "img");
  await expect(figure(page)).toHaveAttribute("aria-label", /छोटी सुई .* बड़ी सुई/);
  await fitsThePhone(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("clock-hi-390.png"), fullPage: true });
  await answerTheClock(page, /(\d+):(\d\d) बजे/);
  await rightThenNext(page, HINDI);

  // The money: coins, each with its value; the child adds them up.
  await expect(figure(page)).toHaveAttribute("aria-label", /सिक्क/);
  await fitsThePhone(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("money-hi-390.png"), fullPage: true });
  const values = await figure(page)
    .locator("[data-value]")
    .evaluateAll((pieces) => pieces.map((piece) => Number(piece.getAttribute("data-value"))));
  const total = values.reduce((sum, value) => sum + value, 0);
  await typeOnKeypad(page, String(total));
  await rightThenNext(page, HINDI);

  // A number line in quarters or halves: its picture read by where the point is.
  await expect(figure(page)).toHaveAttribute("aria-label", /संख्या रेखा/);
  await fitsThePhone(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("number-line-hi-390.png"), fullPage: true });
  // The point's mark, counted from 0, and how many marks make a whole (the marks between labels).
  const marks = await figure(page).evaluate((shown) => {
    const xs = [...shown.querySelectorAll("[data-tick]")].map((tick) => Number(tick.getAttribute("x1")));
    const labelled = [...shown.querySelectorAll("text")]
      .filter((text) => /^\d+$/.test(text.textContent ?? ""))
      .map((text) => xs.indexOf(Number(text.getAttribute("x"))));
    const point = xs.indexOf(Number(shown.querySelector("[data-point]")?.getAttribute("cx")));
    return { point, perWhole: (labelled[1] ?? 0) - (labelled[0] ?? 0) };
  });
  const whole = Math.floor(marks.point / marks.perWhole);
  const part = marks.point % marks.perWhole;
  const down = part === 2 && marks.perWhole === 4 ? 2 : 1;
  const written = `${whole > 0 ? `${whole} ` : ""}${part / down}/${marks.perWhole / down}`;
  // Each choice as written: its whole part, then its stacked fraction read by its label.
  const choices = await page.locator("fieldset label .practice-html").evaluateAll((shown) =>
    shown.map((choice) => {
      const frac = choice.querySelector(".frac")?.getAttribute("aria-label");
      const before = (choice.firstChild?.nodeType === 3 ? (choice.firstChild.textContent ?? "") : "").trim();
      return frac ? `${before ? `${before} ` : ""}${frac}` : (choice.textContent ?? "").trim();
    }),
  );
  expect(choices).toContain(written);
  await page.getByRole("radio").nth(choices.indexOf(written)).check({ force: true });
  await rightThenNext(page, HINDI);

  // The coloured part of a shape, typed as a fraction on the keypad.
  await expect(figure(page)).toHaveAttribute("aria-label", /बराबर/);
  await fitsThePhone(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("fraction-picture-hi-390.png"), fullPage: true });
});

test("the same clock and money questions read in English on a phone", async ({
  page,
  request,
  accounts,
}, testInfo) => {
  await practisingOnThisPage(page, request, accounts, PUPIL, "en");
  await expect(figure(page)).toHaveAttribute("aria-label", /short hour hand .* long minute hand/);
  await fitsThePhone(page);
  await page.screenshot({ path: testInfo.outputPath("clock-en-390.png"), fullPage: true });
  await answerTheClock(page, /finished at (\d+):(\d\d)/);
  await rightThenNext(page, { check: "Check", right: "Right!", next: "Next question" });
  await expect(figure(page)).toHaveAttribute("aria-label", /coins? of ₹/);
  await fitsThePhone(page);
  await page.screenshot({ path: testInfo.outputPath("money-en-390.png"), fullPage: true });
});
