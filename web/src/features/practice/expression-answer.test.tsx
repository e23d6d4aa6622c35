import type { PracticeItem } from "@ganit/contracts";
import { grade, type StudentItem } from "@ganit/contracts/practice/index";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { answerOf, type Draft, emptyDraft, QuestionAnswer } from "./question.tsx";

/**
 * An expression or a solution question: written with the maths keypad by touch, or typed on a
 * keyboard, read back in words, and graded by the shared engine (the function the server grades with).
 */
afterEach(() => setLanguage("en"));

let sent: ReturnType<typeof answerOf> = null;
const typedIn = (field: HTMLElement) => (field as HTMLInputElement).value;
/** What a screen reader says after the field's name: the text its aria-describedby points to. */
const described = (field: HTMLElement) =>
  document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent ?? "";

function Answer({ item, devanagari = false }: { item: StudentItem; devanagari?: boolean }) {
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(item));
  sent = answerOf(item, draft);
  return (
    <QuestionAnswer item={item} draft={draft} onDraft={setDraft} devanagari={devanagari} locked={false} />
  );
}

const question = (key: PracticeItem): StudentItem => ({
  id: "q1",
  kind: key.kind,
  prompt: "?",
  text: "?",
  variables: ["x", "y"],
  key,
});
const factorise = question({ kind: "expression", prompt: "?", answer: "(x-3)(x+3)", form: "factorised" });
const keypad = () => screen.getByRole("group", { name: "Maths keypad" });
const tap = async (...names: string[]) => {
  for (const name of names) await userEvent.click(within(keypad()).getByRole("button", { name }));
};

describe("an expression answer", () => {
  it("is written with the keypad by touch, read back in words, and graded right", async () => {
    render(<Answer item={factorise} />);
    await tap("Open bracket", "Letter x", "Minus", "3", "Close bracket");
    await tap("Open bracket", "Letter x", "Plus", "3", "Close bracket");
    const field = screen.getByRole("textbox", { name: /Your answer/ });
    expect(typedIn(field)).toBe("(x-3)(x+3)");
    expect(described(field)).toBe(
      "You wrote: bracket x minus 3 close bracket times bracket x plus 3 close bracket",
    );
    expect(grade(factorise.key as PracticeItem, sent, 0)).toEqual({ correct: true });
  });

  it("is typed on a keyboard; the expanded form is read back and graded wrong where factors are asked", async () => {
    render(<Answer item={factorise} />);
    const field = screen.getByRole("textbox", { name: /Your answer/ });
    await userEvent.type(field, "x^2 - 9");
    expect(described(field)).toBe("You wrote: x squared minus 9");
    expect(grade(factorise.key as PracticeItem, sent, 0)).toEqual({ correct: false });
    await userEvent.click(within(keypad()).getByRole("button", { name: "Clear" }));
    expect(sent).toBeNull();
    await userEvent.type(field, "x2");
    expect(described(field)).toMatch(/not an expression yet/);
  });

  it("reads back in Hindi, and writes Devanagari digits when the child chose them", async () => {
    await setLanguage("hi");
    render(<Answer item={factorise} devanagari />);
    const group = screen.getByRole("group", { name: "गणित कीपैड" });
    await userEvent.click(within(group).getByRole("button", { name: "अक्षर x" }));
    await userEvent.click(within(group).getByRole("button", { name: "का वर्ग" }));
    await userEvent.click(within(group).getByRole("button", { name: "ऋण" }));
    await userEvent.click(within(group).getByRole("button", { name: "९" }));
    const field = screen.getByRole("textbox");
    expect(typedIn(field)).toBe("x²-९");
    expect(described(field)).toBe("आपने लिखा: x का वर्ग घटा 9");
  });

  it("is pressed with the keyboard: Tab to a key, Enter", async () => {
    render(<Answer item={factorise} />);
    within(keypad()).getByRole("button", { name: "Letter x" }).focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.tab();
    await userEvent.keyboard("{Enter}"); // the next key: y
    expect(typedIn(screen.getByRole("textbox"))).toBe("xy");
  });
});

describe("a solution answer", () => {
  const roots = question({ kind: "solution", prompt: "?", solution: "roots", values: ["-3", "3"] });
  const none = question({ kind: "solution", prompt: "?", solution: "none", values: [] });

  it("takes two roots in any order from the keypad", async () => {
    render(<Answer item={roots} />);
    await tap("3", "Comma, between two values", "Minus", "3");
    expect(sent).toBe("3,-3");
    expect(grade(roots.key as PracticeItem, sent, 0)).toEqual({ correct: true });
  });

  it("offers No solution, in the child's language", async () => {
    await setLanguage("hi");
    render(<Answer item={none} />);
    await userEvent.click(screen.getByRole("button", { name: "कोई हल नहीं" }));
    expect(sent).toBe("कोई हल नहीं");
    expect(grade(none.key as PracticeItem, sent, 0)).toEqual({ correct: true });
  });
});
