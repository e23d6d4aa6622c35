import type { PracticeItem } from "@ganit/contracts";
import { grade, type StudentItem, toStudentItem } from "@ganit/contracts/practice/index";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { answerOf, type Draft, emptyDraft, QuestionAnswer } from "./question.tsx";
import { SpokenPrompt } from "./spoken-prompt.tsx";

/**
 * What a screen reader hears of an expression question's prompt (the shared engine's words, not the
 * rendered maths); and a negative answer written with the number keypad's minus, graded right.
 */
describe("the prompt of an expression question", () => {
  it("is read in words; the rendered maths is hidden from the screen reader", () => {
    const item: PracticeItem = {
      kind: "expression",
      prompt: "Factorise $x^2 - 9$",
      answer: "(x-3)(x+3)",
      form: "factorised",
    };
    const student = toStudentItem(
      { ...item, id: "f", html: { prompt: "<span>x<sup>2</sup> − 9</span>" } } as never,
      1,
      "practice",
    );
    const { container } = render(<SpokenPrompt item={student} />);
    expect(screen.getByText("Factorise x squared minus 9")).toBeTruthy();
    expect(container.querySelector(".practice-html")?.closest("[aria-hidden='true']")).not.toBeNull();
  });

  it("stays the rendered maths for other kinds", () => {
    const { container } = render(
      <SpokenPrompt item={{ id: "n", kind: "numeric", prompt: "<b>2 + 2</b>", text: "2 + 2" }} />,
    );
    expect(container.querySelector("[aria-hidden]")).toBeNull();
    expect(container.textContent).toBe("2 + 2");
  });
});

let sent: ReturnType<typeof answerOf> = null;
function Answer({ item }: { item: StudentItem }) {
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(item));
  sent = answerOf(item, draft);
  return <QuestionAnswer item={item} draft={draft} onDraft={setDraft} devanagari={false} locked={false} />;
}

describe("a negative answer", () => {
  it("is written with the keypad's minus and graded right; without it, wrong", async () => {
    const key: PracticeItem = { kind: "numeric", prompt: "-3 - 4 = ?", answer: "-7" };
    render(<Answer item={{ id: "q", kind: "numeric", prompt: "?", text: "?", key }} />);
    const keypad = screen.getByRole("group", { name: "Number keypad" });
    await userEvent.click(within(keypad).getByRole("button", { name: "Minus" }));
    await userEvent.click(within(keypad).getByRole("button", { name: "7" }));
    expect(sent).toBe("-7");
    expect(grade(key, sent, 0)).toEqual({ correct: true });
    expect(grade(key, "7", 0)).toEqual({ correct: false });
  });
});
