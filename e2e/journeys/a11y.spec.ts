import { expect, test } from "../fixtures.ts";
import { axeViolations } from "../harness/pages.ts";

const PAGES = ["/", "/about", "/courses", "/contact", "/login"];

for (const path of PAGES) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    const serious = await axeViolations(page);
    expect(serious, serious.join("\n")).toEqual([]);
  });
}
