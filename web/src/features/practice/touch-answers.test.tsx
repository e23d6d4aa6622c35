import { ROUTES, type StoredItem } from "@ganit/contracts";
import { correctAnswer, generateItem, toStudentItem } from "@ganit/contracts/practice/index";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import PracticePage from "./practice-page.tsx";
import { attempt, fakePracticeApi, RESOURCE, renderAs, startOnlineWithEmptyStorage } from "./test-api.tsx";

/**
 * The touch answers on the practice screen (docs/adr/0651-touch-answers.md), each answered the way a
 * child without a mouse does — arrow keys on a hand or the point, buttons for notes and coins, Space
 * on a part, typed digits in columns — and graded right on the phone, offline, by the shared engine.
 */
const made = (generator: string, seed: number) =>
  generateItem({ generator: generator as "setClock", min: 1, max: 1 }, 0, seed) as StoredItem;
const open = (item: StoredItem) => {
  const start = attempt("practice", [item]);
  start.items = [toStudentItem(item, 7, "practice")];
  fakePracticeApi({ start });
  renderAs("student", ROUTES.practice, <PracticePage />, `/practice/${RESOURCE}`);
};
const check = async () => {
  await userEvent.click(screen.getByRole("button", { name: "Check" }));
  expect(await screen.findByText(/Right! Well done/)).toBeTruthy();
};
const arrows = async (element: Element, times: number, key = "{ArrowRight}") => {
  (element as HTMLElement).focus();
  for (let i = 0; i < times; i++) await userEvent.keyboard(key);
};

beforeEach(startOnlineWithEmptyStorage);
afterEach(() => setLanguage("en"));

describe("touch answers on the practice screen", () => {
  it("sets a clock's hands with the arrow keys, announcing the time", async () => {
    const item = made("setClock", 11);
    const [hour, minute] = (item as { answer: string }).answer.split(":").map(Number) as [number, number];
    open(item);
    const hourHand = await screen.findByRole("slider", { name: "Short hand (hours)" });
    await arrows(hourHand, hour % 12);
    await arrows(screen.getByRole("slider", { name: "Long hand (minutes)" }), minute / 5);
    const said = `The clock shows ${hour}:${String(minute).padStart(2, "0")}`;
    expect(screen.getByText(said, { selector: "output" })).toBeTruthy();
    expect(hourHand.getAttribute("aria-valuetext")).toBe(said);
    await check();
  });

  it("makes an amount by putting notes and coins in the tray, and takes one out again", async () => {
    const item = made("makeAmount", 5);
    const { pieces } = correctAnswer(item, 0) as { pieces: number[] };
    open(item);
    await screen.findByText("The tray is empty.");
    await userEvent.click(screen.getByRole("button", { name: "Put a ₹2 coin in the tray" }));
    for (const value of pieces)
      await userEvent.click(screen.getByRole("button", { name: `Put a ₹${value} coin in the tray` }));
    await userEvent.click(
      within(screen.getByRole("region", { name: "Tray" })).getAllByRole("button", {
        name: "Take a ₹2 coin out of the tray",
      })[0] as HTMLElement,
    );
    expect(screen.getByText(`In the tray: ₹${pieces.reduce((s, v) => s + v, 0)}`)).toBeTruthy();
    await check();
  });

  it("places a point on a number line with the arrow keys, snapping to its marks", async () => {
    const item = made("placePoint", 3);
    const { tick } = correctAnswer(item, 0) as { tick: number };
    open(item);
    const point = await screen.findByRole("slider", { name: "Point" });
    expect(point.getAttribute("aria-valuetext")).toBe("The point is not placed yet");
    await arrows(point, tick + 1);
    expect(point.getAttribute("aria-valuetext")).toBe(
      `The point is at ${(item as { answer: string }).answer}`,
    );
    await check();
  });

  it("shades parts with Space and counts them", async () => {
    const item = generateItem({ generator: "shadeFraction", min: 2, max: 2 }, 0, 4) as StoredItem;
    const { shaded } = correctAnswer(item, 0) as { shaded: number[] };
    const parts = (item as { touch: { parts: number } }).touch.parts;
    open(item);
    for (const i of shaded) {
      const part = await screen.findByRole("checkbox", { name: `Part ${i + 1} of ${parts}` });
      part.focus();
      await userEvent.keyboard(" ");
      expect(part.getAttribute("aria-checked")).toBe("true");
    }
    expect(screen.getByText(`Coloured: ${shaded.length} of ${parts}`)).toBeTruthy();
    await check();
  });

  it("fills a column sum from the ones with typed digits", async () => {
    const item = made("columnSums", 9);
    const key = (item as { answer: string }).answer;
    open(item);
    await screen.findByRole("group", { name: "Answer, one digit in each column" });
    // A column's box takes digits only: the keypad's minus and point are off, a typed minus is ignored.
    const keypad = screen.getByRole("group", { name: "Number keypad" });
    expect(within(keypad).getByRole("button", { name: "Minus" }).hasAttribute("disabled")).toBe(true);
    await userEvent.keyboard("-");
    for (const digit of [...key].reverse()) await userEvent.keyboard(digit);
    expect(screen.getByRole("button", { name: `Ones: ${key.at(-1)}` })).toBeTruthy();
    await check();
  });

  it("fills a long division's quotient from the left, above the dividend's digits", async () => {
    // A 3-digit dividend whose quotient has fewer digits leaves the first box empty (312 ÷ 4 = 78).
    const item = generateItem({ generator: "longDivision", min: 2, max: 2 }, 0, 11) as StoredItem;
    const touch = (item as { touch?: { op: string; top: number; bottom: number } }).touch;
    expect(touch?.op).toBe("÷");
    const key = (item as { answer: string }).answer;
    open(item);
    const boxes = await screen.findByRole("group", { name: "Answer, one digit in each column" });
    expect(within(boxes).getAllByRole("button")).toHaveLength(String(touch?.top).length);
    expect(
      screen.getByText(`Work out ${touch?.top} divided by ${touch?.bottom} by long division.`, {
        exact: false,
      }),
    ).toBeTruthy();
    // The first box is chosen; where the quotient is shorter, the child moves past the empty boxes.
    const empty = String(touch?.top).length - key.length;
    if (empty > 0) await userEvent.click(within(boxes).getAllByRole("button")[empty] as HTMLElement);
    for (const digit of key) await userEvent.keyboard(digit);
    expect(within(boxes).getAllByRole("button").at(-1)?.getAttribute("aria-label")).toBe(
      `Ones: ${key.at(-1)}`,
    );
    await check();
  });

  it("reads a long division aloud in Hindi in words, not with the ÷ sign", async () => {
    setLanguage("hi");
    const item = generateItem({ generator: "longDivision", min: 2, max: 2 }, 0, 11) as StoredItem;
    const touch = (item as { touch?: { op: string; top: number; bottom: number } }).touch;
    open(item);
    const spoken = await screen.findByText(`${touch?.top} को ${touch?.bottom} से भाग`, { exact: false });
    expect(spoken.textContent).toContain(`${touch?.top} को ${touch?.bottom} से भाग दो`);
    expect(spoken.textContent).not.toContain("÷");
  });
});
