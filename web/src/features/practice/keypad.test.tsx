import type { PracticeItem } from "@ganit/contracts";
import { grade, type StudentItem } from "@ganit/contracts/practice/index";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "@/lib/i18n.ts";
import { typed } from "./keypad.tsx";
import { answerOf, type Draft, emptyDraft, QuestionAnswer } from "./question.tsx";

/**
 * The keypad writes a mixed number: a space key in a typed answer (1 5/18), a whole-part box in a
 * fraction question; by touch and by keyboard. What it writes is graded by the shared engine, the
 * function the server grades with.
 */
afterEach(() => setLanguage("en"));

let sent: ReturnType<typeof answerOf> = null;

function Answer({ item }: { item: StudentItem }) {
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(item));
  sent = answerOf(item, draft);
  return <QuestionAnswer item={item} draft={draft} onDraft={setDraft} devanagari={false} locked={false} />;
}

const keypad = () => screen.getByRole("group", { name: "Number keypad" });
const tap = async (...names: (string | RegExp)[]) => {
  for (const name of names) await userEvent.click(within(keypad()).getByRole("button", { name }));
};
const SPACE = /^Space, between the whole number/;

const numeric = (key: Partial<PracticeItem> = {}): StudentItem => ({
  id: "q1",
  kind: "numeric",
  prompt: "23/18 = ?",
  text: "23/18 = ?",
  key: { kind: "numeric", prompt: "?", answer: "23/18", ...key } as PracticeItem,
});

describe("typing a mixed number", () => {
  it("allows one space, only between a whole part and its fraction", () => {
    const keys = (list: string[]) => list.reduce(typed, "");
    expect(keys(["1", " ", "5", "/", "1", "8"])).toBe("1 5/18");
    expect(keys(["१", " ", "५", "/", "२"])).toBe("१ ५/२");
    expect(keys([" ", "4"])).toBe("4");
    expect(keys(["4", " ", " ", "0"])).toBe("4 0"); // one space: the grader refuses `4 0`
    expect(keys(["1", " ", "5", " ", "2"])).toBe("1 52");
    expect(keys(["1", "/", "2", " "])).toBe("1/2");
    expect(keys(["1", ".", "5", " "])).toBe("1.5");
    expect(keys(["1", " ", "/"])).toBe("1 ");
    expect(keys(["1", " ", "."])).toBe("1 ");
    expect(keys(["-", " "])).toBe("-");
    expect(keys(["-", "/"])).toBe("-");
  });

  it("writes 1 5/18 by touch, and the shared engine takes it for 23/18", async () => {
    const item = numeric();
    render(<Answer item={item} />);
    await tap("1", SPACE, "5", "Fraction bar", "1", "8");
    expect(screen.getByRole("status", { name: "Your answer" }).textContent).toBe("1 5/18");
    expect(sent).toBe("1 5/18");
    expect(grade(item.key as PracticeItem, sent, 0)?.correct).toBe(true);
  });

  it("writes the space from the keyboard: Tab to the key, then Enter", async () => {
    const item = numeric();
    render(<Answer item={item} />);
    await tap("1");
    within(keypad()).getByRole("button", { name: SPACE }).focus();
    await userEvent.keyboard("{Enter}");
    await tap("5", "Fraction bar", "1", "8");
    expect(sent).toBe("1 5/18");
  });

  it("offers no fraction bar and no space where the question asks for a decimal", () => {
    render(<Answer item={{ ...numeric({ answer: "0.6", form: "decimal" }), form: "decimal" }} />);
    expect(within(keypad()).getByRole("button", { name: "Fraction bar" })).toHaveProperty("disabled", true);
    expect(within(keypad()).queryByRole("button", { name: SPACE })).toBeNull();
  });

  it("gives a fraction question a whole-part box, and the shared engine takes 1 5/18 there", async () => {
    const key = { kind: "fraction", prompt: "?", answer: { numerator: 23, denominator: 18 } } as PracticeItem;
    const item: StudentItem = { id: "q2", kind: "fraction", prompt: "?", text: "?", key };
    render(<Answer item={item} />);
    await userEvent.click(screen.getByRole("button", { name: /^Whole number \(for a mixed number\)/ }));
    await tap("1");
    await userEvent.click(screen.getByRole("button", { name: /^Top number/ }));
    await tap("5");
    // The keyboard reaches the boxes too: Tab-focus the bottom box and press Space.
    screen.getByRole("button", { name: /^Bottom number/ }).focus();
    await userEvent.keyboard(" ");
    await tap("1", "8");
    expect(sent).toEqual({ whole: "1", numerator: "5", denominator: "18" });
    expect(grade(key, sent, 0)?.correct).toBe(true);
    // No space key in a fraction question: the whole part has its own box.
    expect(within(keypad()).queryByRole("button", { name: SPACE })).toBeNull();
  });

  it("has no whole-part box where the question asks for the fraction itself", () => {
    const key = {
      kind: "fraction",
      prompt: "?",
      answer: { numerator: 23, denominator: 18 },
      form: "fraction",
    } as PracticeItem;
    render(<Answer item={{ id: "q3", kind: "fraction", prompt: "?", text: "?", key, form: "fraction" }} />);
    expect(screen.queryByRole("button", { name: /^Whole number/ })).toBeNull();
    expect(screen.getByRole("button", { name: /^Top number/ })).toBeTruthy();
  });

  it("names the space key in Hindi", async () => {
    await setLanguage("hi");
    render(<Answer item={numeric()} />);
    expect(screen.getByRole("button", { name: /^स्पेस, पूर्ण संख्या और भिन्न के बीच/ })).toBeTruthy();
  });
});
