import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../fixtures.ts";

const PAGES = ["/", "/about", "/courses", "/contact", "/login"];

for (const path of PAGES) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    expect(serious, serious.join("\n")).toEqual([]);
  });
}
