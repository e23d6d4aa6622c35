import { expect, test } from "../fixtures.ts";

test("a visitor browses Home, About, Courses and Contact through the header", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("© 2025");

  await header.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { name: /Who Are We/i })).toBeVisible();

  await header.getByRole("link", { name: "Courses", exact: true }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole("main").getByRole("button", { name: /Vedic Math/i })).toBeVisible();

  await header.getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("main").getByRole("link", { name: /@/ }).first()).toBeVisible();

  await header.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  await header.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("a course tile opens its dialog; Escape closes it and focus returns to the tile", async ({ page }) => {
  await page.goto("/courses");
  const tiles = page.getByRole("main").getByRole("button");
  await expect(tiles).toHaveCount(11);

  const tile = page.getByRole("main").getByRole("button", { name: /Vedic Math/i });
  await tile.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: /Vedic Math/i })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(tile).toBeFocused();
});

test("the aptitude exam tile lists the prizes", async ({ page }) => {
  await page.goto("/courses");
  await page
    .getByRole("main")
    .getByRole("button", { name: /aptitude/i })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("17,500");
  await expect(dialog).toContainText("2,500");
});

test.describe("on a 390 px wide phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu button opens the public links", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "About", exact: true })).toBeHidden();
    await header.getByRole("button", { name: "Open menu" }).click();
    await header.getByRole("link", { name: "Courses", exact: true }).click();
    await expect(page).toHaveURL(/\/courses$/);
    // A new page closes the menu.
    await expect(header.getByRole("link", { name: "About", exact: true })).toBeHidden();
  });
});
