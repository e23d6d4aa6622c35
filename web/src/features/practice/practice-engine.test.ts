import { correctAnswer, GENERATORS } from "@ganit/contracts/practice/index";
import { describe, expect, it } from "vitest";
import { withDevanagariDigits } from "./math-html.tsx";
import {
  carriedForward,
  freshVariant,
  gradeOnDevice,
  localStanding,
  offlineAttempt,
  starsFor,
} from "./practice-engine.ts";
import { attempt, generatedAttempt, TABLES } from "./test-api.tsx";

describe("the phone's practice engine", () => {
  it("grades a practice question with the shared engine and leaves a quiz to the server", () => {
    const [numeric] = attempt().items;
    expect(gradeOnDevice(numeric as never, "253")).toBe(true);
    expect(gradeOnDevice(numeric as never, "२५३")).toBe(true);
    expect(gradeOnDevice(numeric as never, "252")).toBe(false);
    const [quizItem] = attempt("quiz").items;
    expect(gradeOnDevice(quizItem as never, "253")).toBeNull();
  });

  it("makes a fresh variant of a generated question that the engine grades with its own answer", () => {
    const run = generatedAttempt();
    const [item] = run.items;
    const variant = freshVariant(item as never, run as never, 7);
    expect(variant.id).toMatch(/^g0\.tables\.\d+\.\d+-\d+\.7$/);
    expect(variant.seed).toBe(7);
    expect(gradeOnDevice(variant, correctAnswer(variant.key as never, 7) as never)).toBe(true);
    expect(GENERATORS[TABLES.generator]).toBeTruthy();
  });

  it("writes a generated question in Hindi when Hindi is chosen, and shows its digits in Devanagari on request", () => {
    const run = generatedAttempt();
    const [item] = run.items;
    const hindi = freshVariant(item as never, run as never, 7, "hi");
    const english = freshVariant(item as never, run as never, 7, "en");
    expect(hindi.hint).toMatch(/करके \d+ बार गिनो/);
    expect(english.hint).toMatch(/^Count in \d+s/);
    expect(hindi.key).toMatchObject({ answer: (english.key as { answer: string }).answer });
    expect(
      withDevanagariDigits('<span class="frac" aria-label="3/4"><span>3</span></span> × 12 &amp; 5'),
    ).toBe('<span class="frac" aria-label="3/4"><span>३</span></span> × १२ &amp; ५');
  });

  it("never offers the question just missed as the one to try next", () => {
    const run = generatedAttempt();
    const [item] = run.items;
    const missed = freshVariant(item as never, run as never, 7);
    // The seed that drew the missed question draws it again: the engine draws once more.
    const next = freshVariant(missed, run as never, 7);
    expect(next.text).not.toBe(missed.text);
    expect(gradeOnDevice(next, correctAnswer(next.key as never, next.seed as number) as never)).toBe(true);
  });

  it("shows an author's ordering question again in another order, still graded right", () => {
    const ordering = {
      id: "q-order",
      kind: "ordering" as const,
      prompt: "Smallest first",
      items: ["1/4", "1/2", "3/4"],
      html: { prompt: "Smallest first", items: ["1/4", "1/2", "3/4"] },
    };
    const run = attempt("practice", [ordering as never]);
    const [item] = run.items;
    const variant = freshVariant(item as never, run as never, 99);
    expect(variant.seed).toBe(99);
    expect([...(variant.items ?? [])].sort()).toEqual(["1/2", "1/4", "3/4"]);
    expect(gradeOnDevice(variant, correctAnswer(variant.key as never, 99) as never)).toBe(true);
  });

  it("runs a kept attempt offline as a new sitting with new numbers for generated questions", () => {
    const kept = generatedAttempt();
    const again = offlineAttempt(kept as never);
    expect(again.attemptId).not.toBe(kept.attemptId);
    expect(again.attemptId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(again.resourceId).toBe(kept.resourceId);
    expect(again.items[0]?.id).not.toBe(kept.items[0]?.id);
  });

  it("reckons the progress from the server's ordered first tries, not from a count of right ones", () => {
    const before = (pattern: string) =>
      [...pattern].map((c) => ({ correct: c === "1", attemptId: "earlier" }));
    // ✓✗✓✗✗ on the server (2 right of the last 5), then two right on the phone: 3 of the last 5.
    const run = {
      ...attempt(),
      level: "familiar" as const,
      progress: { rule: "recent" as const, right: 2, of: 5, target: 4, toGo: 2, met: false },
      history: before("10100"),
    };
    const right = { correct: true, attemptId: run.attemptId };
    const standing = localStanding(run as never, [right, right]);
    expect(standing.progress).toMatchObject({ right: 3, toGo: 1, met: false });
    expect(standing.level).toBe("familiar");
  });

  it("keeps Proficient after a slip, once the rule was met on the phone", () => {
    const run = { ...attempt(), level: "familiar" as const, history: [] };
    const answer = (correct: boolean) => ({ correct, attemptId: run.attemptId });
    const met = [answer(true), answer(true), answer(true), answer(true)];
    expect(localStanding(run as never, met).level).toBe("proficient");
    expect(localStanding(run as never, [...met, answer(false), answer(false)]).level).toBe("proficient");
    // Carried to the next sitting begun offline: still Proficient there.
    const kept = carriedForward(run as never, [...met, answer(false)]);
    expect(kept.level).toBe("proficient");
    expect(localStanding(offlineAttempt(kept), [{ correct: false, attemptId: "x" }]).level).toBe(
      "proficient",
    );
  });

  it("gives stars for the child's own first tries", () => {
    expect(starsFor(0, 0)).toBe(0);
    expect(starsFor(1, 5)).toBe(1);
    expect(starsFor(3, 5)).toBe(2);
    expect(starsFor(4, 5)).toBe(3);
  });
});
