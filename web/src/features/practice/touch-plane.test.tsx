import { ROUTES, type StoredItem } from "@ganit/contracts";
import { generateItem, toStudentItem } from "@ganit/contracts/practice/index";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import PracticePage from "./practice-page.tsx";
import { attempt, fakePracticeApi, RESOURCE, renderAs, startOnlineWithEmptyStorage } from "./test-api.tsx";

/**
 * Plotting a point on the practice screen (docs/adr/0715-plotting-a-point.md): by tapping a crossing
 * of the grid (snapped to whole units) and moving the point with the step buttons, and by keyboard
 * alone (the arrow keys move a cursor, Enter plots the point), each announced in words and graded
 * on the phone by the shared engine; a swapped point is wrong. In Hindi too.
 */
const plotted = (step: number, seed: number) =>
  generateItem({ generator: "plotPoint", min: step, max: step }, 0, seed) as StoredItem & {
    answer: string;
    touch: { from: number; to: number };
  };
const open = (item: StoredItem) => {
  const start = attempt("practice", [item]);
  start.items = [toStudentItem(item, 7, "practice")];
  fakePracticeApi({ start });
  renderAs("student", ROUTES.practice, <PracticePage />, `/practice/${RESOURCE}`);
};
const pairOf = (answer: string) => answer.slice(1, -1).split(", ").map(Number) as [number, number];
const minus = (n: number) => (n < 0 ? `−${-n}` : String(n));
/** A plane drawn 340 px square at the page's corner: one viewBox unit is one pixel. */
const drawnAt = (svg: Element) => {
  svg.getBoundingClientRect = () =>
    ({ left: 0, top: 0, width: 340, height: 340, right: 340, bottom: 340, x: 0, y: 0 }) as DOMRect;
};
const pixel = (from: number, to: number, x: number, y: number) => {
  const unit = 300 / (to - from);
  return { clientX: 20 + (x - from) * unit, clientY: 320 - (y - from) * unit };
};

beforeEach(startOnlineWithEmptyStorage);
afterEach(() => setLanguage("en"));

describe("plotting a point on the coordinate plane", () => {
  it("plots by keyboard: arrows move the cursor, Enter plots, and the point is read out", async () => {
    const item = plotted(2, 5);
    const [x, y] = pairOf(item.answer);
    open(item);
    const plane = await screen.findByRole("application", { name: /^Coordinate plane from −5 to 5/ });
    expect(screen.getByText("No point plotted yet", { selector: "output" })).toBeTruthy();
    plane.focus();
    for (let i = 0; i < Math.abs(x); i++) await userEvent.keyboard(x > 0 ? "{ArrowRight}" : "{ArrowLeft}");
    for (let i = 0; i < Math.abs(y); i++) await userEvent.keyboard(y > 0 ? "{ArrowUp}" : "{ArrowDown}");
    expect(
      screen.getByText(`Cursor at (${minus(x)}, ${minus(y)}): press Enter to plot the point here`, {
        selector: "output",
      }),
    ).toBeTruthy();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByText(`Point at (${minus(x)}, ${minus(y)})`, { selector: "output" })).toBeTruthy();
    expect(screen.getByTestId("plotted-point").getAttribute("data-x")).toBe(String(x));
    await userEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText(/Right! Well done/)).toBeTruthy();
  });

  it("plots by a tap snapped to the nearest crossing, and moves the point with the step buttons", async () => {
    const item = plotted(1, 3);
    const [x, y] = pairOf(item.answer);
    const { from, to } = item.touch;
    open(item);
    const plane = await screen.findByRole("application");
    drawnAt(plane);
    // A tap a little off the crossing one unit right of the point snaps to that crossing.
    const off = pixel(from, to, x + 1, y);
    fireEvent.pointerDown(plane, { clientX: off.clientX + 9, clientY: off.clientY - 8, pointerId: 1 });
    fireEvent.pointerUp(plane, { pointerId: 1 });
    expect(screen.getByText(`Point at (${x + 1}, ${y})`, { selector: "output" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Move the point one unit left" }));
    expect(screen.getByText(`Point at (${x}, ${y})`, { selector: "output" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText(/Right! Well done/)).toBeTruthy();
  });

  it("marks a point plotted with x and y swapped wrong", async () => {
    const item = plotted(2, 8);
    const [x, y] = pairOf(item.answer);
    open(item);
    const plane = await screen.findByRole("application");
    drawnAt(plane);
    fireEvent.pointerDown(plane, { ...pixel(-5, 5, y, x), pointerId: 1 });
    fireEvent.pointerUp(plane, { pointerId: 1 });
    await userEvent.click(screen.getByRole("button", { name: "Check" }));
    expect((await screen.findAllByText(/Not quite/)).length).toBeGreaterThan(0);
  });

  it("says where the point is in Hindi", async () => {
    setLanguage("hi");
    const item = plotted(2, 5);
    open(item);
    const plane = await screen.findByRole("application", { name: /निर्देशांक तल/ });
    plane.focus();
    await userEvent.keyboard("{ArrowLeft}{ArrowDown}{ArrowDown} ");
    expect(screen.getByText("बिंदु (−1, −2) पर", { selector: "output" })).toBeTruthy();
  });
});
