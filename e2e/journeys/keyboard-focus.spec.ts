import type { Page } from "@playwright/test";
import { animationsSettled, appReady, expect, signInNewSchool, test } from "../fixtures.ts";

/**
 * A reader who uses only a keyboard: a new page puts focus on its heading (a first load does not);
 * the focus ring stands out 3:1 from the background it sits on, on every stop of the tab order, at
 * phone and desktop width; fields show where typing goes however they were reached; the phone menu
 * keeps focus inside while open and gives it back to its toggle on Escape.
 */

type Ring = {
  what: string;
  style: string;
  width: number;
  contrast: number;
  ring: string;
  background: string;
};

/**
 * The focused element's outline and the contrast of its colour with the background around the
 * element (the ring is drawn outside it): the nearest opaque background of its ancestors, with the
 * translucent ones above it blended in. Colours are read through a canvas, so any CSS colour
 * (oklch too) becomes sRGB.
 */
async function focusedRing(page: Page): Promise<Ring | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("no canvas");
    const rgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = "#000";
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const layers: [number, number, number, number][] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const color = rgba(getComputedStyle(node).backgroundColor);
      if (color[3] > 0) layers.push(color);
      if (color[3] >= 1) break;
    }
    let [r, g, b] = [255, 255, 255];
    for (const [lr, lg, lb, la] of layers.reverse()) {
      r = lr * la + r * (1 - la);
      g = lg * la + g * (1 - la);
      b = lb * la + b * (1 - la);
    }
    const style = getComputedStyle(element);
    const [rr, rg, rb] = rgba(style.outlineColor);
    const luminance = (channels: number[]) => {
      const [lr = 0, lg = 0, lb = 0] = channels.map((c) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const [light, dark] = [luminance([rr, rg, rb]), luminance([r, g, b])].sort((x, y) => y - x);
    const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
    return {
      what: `${element.tagName.toLowerCase()} "${name}"`,
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      contrast: Math.round((((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)) * 100) / 100,
      ring: `rgb(${rr}, ${rg}, ${rb})`,
      background: `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`,
    };
  });
}

/** Tabs through the page (up to `stops` times) and answers each stop whose ring is missing or faint. */
async function faintRings(page: Page, stops: number): Promise<string[]> {
  const faint: string[] = [];
  for (let stop = 0; stop < stops; stop++) {
    await page.keyboard.press("Tab");
    // Buttons fade their colours in (the ring's too): read the ring as it ends up.
    await animationsSettled(page);
    const ring = await focusedRing(page);
    if (!ring) break;
    if (ring.style === "none" || ring.width < 2 || ring.contrast < 3)
      faint.push(
        `${ring.what}: ${ring.style} ${ring.width}px ${ring.ring} on ${ring.background} (${ring.contrast}:1)`,
      );
  }
  return faint;
}

const focusedTag = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName.toLowerCase()}:${active.textContent?.trim().slice(0, 40)}` : "";
  });

test("a new page puts focus on its heading, a first load does not", async ({ page }) => {
  await page.goto("/");
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  // Keyboard: the header's About link, Enter.
  const about = page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "About" });
  await about.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/about$/);
  const aboutHeading = page.getByRole("heading", { level: 1 });
  await expect(aboutHeading).toBeFocused();
  // Reached by the keyboard, the heading shows where focus is; the next Tab goes on from there.
  expect((await focusedRing(page))?.style).toBe("solid");

  // Mouse: the Courses link.
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Courses" }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

  // A guard's redirect on a first load is part of the load: /profile signed out lands on /login, focus untouched.
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login$/);
  await appReady(page);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});

for (const width of [1280, 390]) {
  test(`the focus ring stands out 3:1 from its background at every stop, ${width} px`, async ({
    page,
    accounts,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/", "/login", "/studentregister"]) {
      await page.goto(path);
      expect(await faintRings(page, 60), path).toEqual([]);
    }
    // Signed in: the role menu's dark band (at 1280 px) and a screen of forms.
    await signInNewSchool(page, accounts);
    for (const path of ["/schooldashboard", "/school/addstudent"]) {
      await page.goto(path);
      expect(await faintRings(page, 40), path).toEqual([]);
    }
  });
}

test("fields and selects show their outline when clicked, not only when tabbed to", async ({ page }) => {
  await page.goto("/studentregister");
  for (const field of [
    page.getByRole("textbox", { name: "Name", exact: true }),
    page.getByRole("combobox", { name: "Class" }),
    page.getByRole("textbox", { name: "Email" }),
  ]) {
    await field.click();
    await expect(field).toBeFocused();
    await animationsSettled(page);
    const ring = await focusedRing(page);
    expect(ring?.style, ring?.what).toBe("solid");
    expect(ring?.width, ring?.what).toBeGreaterThanOrEqual(2);
    expect(ring?.contrast, ring?.what).toBeGreaterThanOrEqual(3);
    // The select's list is closed again before the next click.
    await page.keyboard.press("Escape");
  }
});

test("the phone menu keeps focus inside while open and gives it back to its toggle on Escape", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  const close = page.getByRole("button", { name: "Close menu" });
  await expect(close).toHaveAttribute("aria-expanded", "true");
  const menuId = (await close.getAttribute("aria-controls")) ?? "";
  const menu = page.locator(`[id="${menuId}"]`);

  // Twice round the cycle: every stop is the toggle or inside the menu.
  const stops = await menu.locator("a[href], button").count();
  for (let press = 0; press < 2 * (stops + 1); press++) {
    await page.keyboard.press("Tab");
    const inside = await page.evaluate((id) => {
      const active = document.activeElement;
      return (
        active?.getAttribute("aria-controls") === id || document.getElementById(id)?.contains(active) === true
      );
    }, menuId);
    expect(inside, `Tab ${press + 1}: ${await focusedTag(page)}`).toBe(true);
  }
  // Backwards from the toggle: the menu's last control.
  await close.focus();
  await page.keyboard.press("Shift+Tab");
  await expect(menu.locator("a[href], button").last()).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
});
