import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { shotOnDesktop } from "../harness/pages.ts";
import { checkedRight, practiceScreenChecked, practiseOnTouchPhone } from "../harness/practice-setup.ts";

/**
 * A Class 9 child on a 390 px phone plots points on the coordinate plane
 * (docs/adr/0715-plotting-a-point.md), in English and in Hindi: P(3, −2) by a tap a little off its
 * crossing (snapped to it), first plotted one unit too far up and moved down with a step button;
 * then Q(−4, 1) by keyboard alone: the plane takes the focus, the arrow keys move the cursor and
 * Enter plots the point, read out in words. The server grades each answer again. axe-core on each
 * screen, screenshots at 390 px and one at 1280 px.
 */
const SET = {
  mode: "practice",
  mastery: { rule: "all" },
  items: [
    {
      id: "tap",
      kind: "plot",
      prompt: "Plot the point P(3, −2) on the coordinate plane.",
      hi: { prompt: "निर्देशांक तल पर बिंदु P(3, −2) अंकित करो।" },
      answer: "(3, -2)",
      touch: { touch: "plane", from: -5, to: 5 },
      wrongAnswers: [{ answer: "(-2, 3)", misconception: "Plotted the coordinates the other way round" }],
    },
    {
      id: "keys",
      kind: "plot",
      prompt: "Plot the point Q(−4, 1) on the coordinate plane.",
      hi: { prompt: "निर्देशांक तल पर बिंदु Q(−4, 1) अंकित करो।" },
      answer: "(-4, 1)",
      touch: { touch: "plane", from: -5, to: 5 },
    },
  ],
};

const WORDS = {
  en: {
    check: "Check",
    right: /Right! Well done/,
    next: "Next question",
    plane: /^Coordinate plane from −5 to 5/,
    none: "No point plotted yet",
    at: (x: string, y: string) => `Point at (${x}, ${y})`,
    cursor: (x: string, y: string) => `Cursor at (${x}, ${y}): press Enter to plot the point here`,
    down: "Move the point one unit down",
  },
  hi: {
    check: "जाँचें",
    right: /सही! बहुत अच्छे।/,
    next: "अगला प्रश्न",
    plane: /^दोनों अक्षों पर −5 से 5 तक का निर्देशांक तल/,
    none: "अभी कोई बिंदु अंकित नहीं किया गया",
    at: (x: string, y: string) => `बिंदु (${x}, ${y}) पर`,
    cursor: (x: string, y: string) => `कर्सर (${x}, ${y}) पर: बिंदु यहाँ अंकित करने के लिए Enter दबाओ`,
    down: "बिंदु को एक इकाई नीचे ले जाओ",
  },
} as const;

async function plotEach(page: Page, language: keyof typeof WORDS) {
  const words = WORDS[language];
  const live = (text: string) => page.locator("output[aria-live]", { hasText: text });
  const shot = (name: string) =>
    practiceScreenChecked(page, `plot-${name}-${language}`, `${name} (${language})`);

  // By touch: a tap near (3, −1) snaps onto that crossing; one step down puts the point on (3, −2).
  const plane = page.getByRole("application", { name: words.plane });
  await expect(plane).toBeVisible();
  await expect(live(words.none)).toHaveCount(1);
  const box = await plane.boundingBox();
  if (!box) throw new Error("no plane");
  // The plane is 340 units square, its grid 300 units from 20 in: a unit is 30 of them.
  const at = (x: number, y: number) => ({
    x: box.x + ((20 + (x + 5) * 30) / 340) * box.width,
    y: box.y + ((320 - (y + 5) * 30) / 340) * box.height,
  });
  const near = at(3, -1);
  await page.touchscreen.tap(near.x + 8, near.y - 7);
  await expect(live(words.at("3", "−1"))).toHaveCount(1);
  // A tap anywhere in a crossing's cell snaps to it: each cell is a unit square, wider than WCAG's
  // 24 px least target on a 390 px phone (the step buttons are 48 px).
  expect((box.width / 340) * 30).toBeGreaterThanOrEqual(24);
  await page.getByRole("button", { name: words.down }).tap();
  await expect(live(words.at("3", "−2"))).toHaveCount(1);
  await expect(page.getByTestId("plotted-point")).toHaveAttribute("data-y", "-2");
  await shot("tap");
  if (language === "en") await shotOnDesktop(page, "test-results/plot-tap-en-1280.png");
  await checkedRight(page, words);

  // By keyboard: four left and one up from O, read out as the cursor moves, then Enter plots it.
  const keysPlane = page.getByRole("application", { name: words.plane });
  await keysPlane.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowUp");
  await expect(live(words.cursor("−4", "1"))).toHaveCount(1);
  await expect(page.getByTestId("plot-cursor")).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(live(words.at("−4", "1"))).toHaveCount(1);
  await shot("keys");
  await checkedRight(page, { ...words, next: undefined });
}

const PUPIL = {
  course: "Plot",
  classNumber: 9,
  title: "Points on the plane",
  set: SET,
  pupil: "Kabir Plot",
  dob: "2011-03-09",
};

for (const language of ["en", "hi"] as const)
  test(
    `a Class 9 child plots points on the coordinate plane by touch and by keyboard (${language})`,
    { tag: "@long" },
    practiseOnTouchPhone(language, PUPIL, plotEach),
  );
