import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";

const PUZZLE = /(\d+)\s*([+\-−×x*])\s*(\d+)\s*=\s*\?/;

async function readPuzzle(page: Page) {
  const text = (await page.getByText(PUZZLE).first().textContent()) ?? "";
  const [, a, operator, b] = PUZZLE.exec(text) ?? [];
  return { text: `${a} ${operator} ${b}`, a: Number(a), operator: operator ?? "", b: Number(b) };
}

function solve({ a, operator, b }: { a: number; operator: string; b: number }): number {
  if (operator === "+") return a + b;
  if (operator === "-" || operator === "−") return a - b;
  return a * b;
}

test("an unknown address shows the math puzzle; solving it brings a new one", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByText(PUZZLE).first()).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");

  const puzzle = await readPuzzle(page);
  expect(puzzle.a).toBeGreaterThanOrEqual(1);
  expect(puzzle.b).toBeLessThanOrEqual(12);
  expect(solve(puzzle)).toBeGreaterThanOrEqual(0);

  await page
    .getByRole("textbox")
    .or(page.getByRole("spinbutton"))
    .first()
    .fill(String(solve(puzzle)));
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(/correct/i);

  // About 2 s later a new puzzle replaces the solved one.
  await expect
    .poll(async () => (await readPuzzle(page)).text, { timeout: 5_000, intervals: [250] })
    .not.toBe(puzzle.text);
});

test("the 404 page links home", async ({ page }) => {
  await page.goto("/definitely-missing");
  await page.getByRole("main").getByRole("link", { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});
