import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { axeViolations, fitsThePhone, shotOnDesktop } from "../harness/pages.ts";
import { generatedSet, practisingOnThisPage } from "../harness/practice-setup.ts";

/**
 * A Class 9 child practises the drawn triangles and quadrilaterals (a parallelogram, a rhombus, a
 * triangle cut by a parallel line, two triangles marked for a congruence rule) on a phone and on a
 * laptop, in English and in Hindi: each picture is one image named in the child's language, fits the
 * phone, and carries its marks (ticks, arrows, arcs, right angles) and its "?" where the question asks.
 */
const PUPIL = {
  course: "Drawn Shapes",
  classNumber: 9,
  title: "Triangles and quadrilaterals",
  set: generatedSet([
    { generator: "quadrilaterals", count: 1, min: 1, max: 1 },
    { generator: "quadrilaterals", count: 1, min: 3, max: 3 },
    { generator: "similarTriangles", count: 1, min: 1, max: 1 },
    { generator: "shapeFacts", count: 1, min: 10, max: 12 },
  ]),
  pupil: "Ravi Shapes",
  dob: "2011-05-06",
};

const figure = (page: Page) => page.locator(".practice-figure");

/** The picture on a phone and on a laptop, its marks present, photographed at both widths. */
async function lookAt(page: Page, name: string, outputPath: (name: string) => string) {
  await expect(figure(page)).toHaveAttribute("role", "img");
  expect(await figure(page).locator("[data-segment]").count()).toBeGreaterThanOrEqual(3);
  await fitsThePhone(page);
  expect(await axeViolations(page)).toEqual([]);
  // The drawing is shown whole: never wider than the screen, nor cut.
  const box = await figure(page).locator("svg").boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(300);
  expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  await page.screenshot({ path: outputPath(`${name}-390.png`), fullPage: true });
  await shotOnDesktop(page, outputPath(`${name}-1280.png`));
}

/**
 * The answer worked out from the picture on the screen, as a child would: a parallelogram's angle
 * from the one written at A, a rhombus's side from its diagonals, EC from the lengths on the BPT
 * triangle; a congruence rule is chosen from the options one after another until it is right.
 */
async function answerFromThePicture(page: Page, words: { check: string; next: string }) {
  const written = async (kind: "length" | "angle") =>
    Object.fromEntries(
      await figure(page)
        .locator(`text[data-${kind}]`)
        .evaluateAll((texts, k) => texts.map((t) => [t.getAttribute(`data-${k}`), t.textContent]), kind),
    ) as Record<string, string>;
  const radios = await page.getByRole("radio").count();
  if (radios > 0) {
    for (let option = 0; option < radios; option++) {
      await page.getByRole("radio").nth(option).check({ force: true });
      await page.getByRole("button", { name: words.check }).click();
      if (await page.getByRole("button", { name: words.next }).isVisible()) break;
    }
  } else {
    const [lengths, angles] = [await written("length"), await written("angle")];
    const n = (text: string | undefined) => Number.parseFloat(text ?? "");
    const answer = angles.DAB
      ? 180 - n(angles.DAB)
      : lengths.AC && lengths.BD
        ? Math.hypot(n(lengths.AC) / 2, n(lengths.BD) / 2)
        : (n(lengths.AE) * n(lengths.DB)) / n(lengths.AD);
    for (const key of String(answer)) await page.getByRole("button", { name: key, exact: true }).click();
    await page.getByRole("button", { name: words.check }).click();
  }
  await page.getByRole("button", { name: words.next }).click();
}

test("a Class 9 child sees the drawn triangles and quadrilaterals, marked, on a phone and a laptop", async ({
  page,
  request,
  accounts,
}, testInfo) => {
  // Four questions, each photographed at two widths and read by axe: more than a minute on a busy machine.
  test.setTimeout(180_000);
  await practisingOnThisPage(page, request, accounts, PUPIL, "en");
  const seen: string[] = [];
  for (let question = 0; question < 4; question++) {
    const label = (await figure(page).getAttribute("aria-label")) ?? "";
    seen.push(label);
    await lookAt(page, `shape-${question + 1}-en`, (name) => testInfo.outputPath(name));
    if (question < 3) await answerFromThePicture(page, { check: "Check", next: "Next question" });
  }
  // The four kinds of picture, each named by what it shows.
  expect(seen.join(" | ")).toMatch(/Parallelogram ABCD/);
  expect(seen.join(" | ")).toMatch(/Rhombus ABCD/);
  expect(seen.join(" | ")).toMatch(/DE parallel to BC/);
  expect(seen.join(" | ")).toMatch(/Triangles ABC and PQR/);
});

test("in Hindi the drawn figure is named in Hindi and its marks are the same", async ({
  page,
  request,
  accounts,
}, testInfo) => {
  await practisingOnThisPage(page, request, accounts, PUPIL, "hi");
  await expect(figure(page)).toHaveAttribute("aria-label", /[\u0900-\u097f]/);
  await lookAt(page, "shape-1-hi", (name) => testInfo.outputPath(name));
  await answerFromThePicture(page, { check: "जाँचें", next: "अगला प्रश्न" });
  await expect(figure(page)).toHaveAttribute("aria-label", /[\u0900-\u097f]/);
  await lookAt(page, "shape-2-hi", (name) => testInfo.outputPath(name));
});
