import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import NotFoundPage from "./not-found-page.tsx";
import { NEW_PUZZLE_DELAY_MS } from "./puzzle.ts";

function renderPage() {
  render(
    <MemoryRouter initialEntries={["/no-such-page"]}>
      <NotFoundPage />
    </MemoryRouter>,
  );
}

/** Reads the shown puzzle ("7 × 5 = ?") and works out its answer, as a child would. */
function shownPuzzle() {
  const text = screen.getByTestId("puzzle").textContent ?? "";
  const match = /^(\d+) ([+−×]) (\d+) = \?$/.exec(text);
  if (!match) throw new Error(`Unexpected puzzle text: ${text}`);
  const [, a, operator, b] = match;
  const x = Number(a);
  const y = Number(b);
  const answer = operator === "+" ? x + y : operator === "−" ? x - y : x * y;
  return { text, answer };
}

const answerBox = () => screen.getByLabelText("Your answer");
const submit = (value: string) => {
  fireEvent.change(answerBox(), { target: { value } });
  fireEvent.click(screen.getByRole("button", { name: "Check" }));
};

describe("NotFoundPage", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows one heading, a numeric answer box and a link home", () => {
    renderPage();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(answerBox().getAttribute("inputmode")).toBe("numeric");
    expect(screen.getByRole("link", { name: "Take me home" }).getAttribute("href")).toBe("/");
  });

  it("says try again for a wrong answer and keeps the puzzle", () => {
    renderPage();
    const { text, answer } = shownPuzzle();
    submit(String(answer + 1));
    expect(screen.getByRole("status").textContent).toBe("Not quite. Try again!");
    act(() => vi.advanceTimersByTime(NEW_PUZZLE_DELAY_MS * 2));
    expect(shownPuzzle().text).toBe(text);
  });

  it("asks for a number when the box is empty", () => {
    renderPage();
    submit("  ");
    expect(screen.getByRole("status").textContent).toBe("Type a number first.");
  });

  it("praises a correct answer and shows a new puzzle after 2 seconds", () => {
    renderPage();
    const first = shownPuzzle();
    submit(String(first.answer));
    expect(screen.getByRole("status").textContent).toMatch(/^Correct!/);

    act(() => vi.advanceTimersByTime(NEW_PUZZLE_DELAY_MS - 1));
    expect(shownPuzzle().text).toBe(first.text);

    act(() => vi.advanceTimersByTime(1));
    expect(shownPuzzle().text).not.toBe(first.text);
    expect(screen.getByRole("status").textContent).toBe("");
    expect((answerBox() as HTMLInputElement).value).toBe("");
    expect(document.activeElement).toBe(answerBox());
  });

  it("keeps going: each correct answer brings a different puzzle", () => {
    renderPage();
    for (let round = 0; round < 5; round++) {
      const { text, answer } = shownPuzzle();
      submit(String(answer));
      act(() => vi.advanceTimersByTime(NEW_PUZZLE_DELAY_MS));
      expect(shownPuzzle().text).not.toBe(text);
    }
  });
});
