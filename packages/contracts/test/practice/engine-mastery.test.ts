import {
  historyFor,
  masteryProgress,
  needsHelpRule,
  type Outcome,
  skillLevel,
  standingAfter,
} from "@ganit/contracts/practice/index";
import { describe, expect, it } from "vitest";

/** The mastery rules (all, n in a row, m of the last n) and the skill levels they lead to. */
const run = (pattern: string, attemptId = "a"): Outcome[] =>
  [...pattern].map((c) => ({ correct: c === "1", attemptId }));

describe("mastery rules", () => {
  it("m of the last n: 4 of 5 by default, counting only the last five", () => {
    const rule = { rule: "recent" as const };
    expect(masteryProgress(rule, run("10110"))).toMatchObject({
      right: 3,
      of: 5,
      target: 4,
      toGo: 1,
      met: false,
    });
    expect(masteryProgress(rule, run("011011"))).toMatchObject({ right: 4, met: true });
    expect(masteryProgress(rule, run("111100000"))).toMatchObject({ right: 0, toGo: 4, met: false });
    expect(masteryProgress({ rule: "recent", n: 3, m: 2 }, run("0011"))).toMatchObject({
      right: 2,
      met: true,
    });
  });
  it("n in a row: a wrong answer starts the count again", () => {
    expect(masteryProgress({ rule: "streak", n: 3 }, run("1101"))).toMatchObject({
      right: 1,
      toGo: 2,
      met: false,
    });
    expect(masteryProgress({ rule: "streak", n: 3 }, run("0111"))).toMatchObject({ right: 3, met: true });
    expect(masteryProgress({ rule: "streak", n: 10 }, run("111111111"))).toMatchObject({
      right: 9,
      met: false,
    });
  });
  it("all: every question of the latest attempt right at the first try", () => {
    const outcomes = [...run("101", "first"), ...run("111", "second")];
    expect(masteryProgress({ rule: "all" }, outcomes, 3)).toMatchObject({ right: 3, of: 3, met: true });
    expect(masteryProgress({ rule: "all" }, run("11", "only"), 3)).toMatchObject({
      right: 2,
      toGo: 1,
      met: false,
    });
    expect(masteryProgress({ rule: "all" }, run("101", "only"), 3).met).toBe(false);
  });
});

describe("skill levels", () => {
  const rule = { rule: "recent" as const };
  const level = (pattern: string, flags: { proficient?: boolean; mastered?: boolean } = {}) =>
    skillLevel({
      answered: pattern.length,
      progress: masteryProgress(rule, run(pattern)),
      proficient: flags.proficient ?? false,
      mastered: flags.mastered ?? false,
    });
  it("goes from Not started through Attempted and Familiar to Proficient and Mastered", () => {
    expect(level("")).toBe("notStarted");
    expect(level("0")).toBe("attempted");
    expect(level("011")).toBe("familiar");
    expect(level("11011")).toBe("proficient");
    expect(level("00000", { proficient: true })).toBe("proficient");
    expect(level("0", { proficient: true, mastered: true })).toBe("mastered");
  });
});

describe("the one reckoning of phone and server", () => {
  const rule = { rule: "recent" as const };
  const none = { proficient: false, mastered: false };
  it("reads the ordered first tries: ✓✗✓✗✗ then two right is 3 of the last 5, not the goal", () => {
    const now = standingAfter(rule, run("10100"), run("11"), 0, none);
    expect(now.progress).toMatchObject({ right: 3, of: 5, met: false });
    expect(now.level).toBe("familiar");
  });
  it("keeps Proficient once any answer met the rule, whatever follows", () => {
    expect(standingAfter(rule, [], run("1111000"), 0, none)).toMatchObject({
      level: "proficient",
      proficient: true,
      progress: { right: 2, met: false },
    });
    expect(standingAfter(rule, run("0"), run("0"), 0, { proficient: true, mastered: false }).level).toBe(
      "proficient",
    );
  });
  it("keeps the last ten first tries, or for 'all' the latest sitting's", () => {
    expect(historyFor(rule, run("110011001100"))).toHaveLength(10);
    const sittings = [...run("10", "a"), ...run("111", "b")];
    expect(historyFor({ rule: "all" }, sittings)).toEqual(run("111", "b"));
  });
});

describe("the needs-help rules", () => {
  const recent = (pattern: string) => run(pattern);
  it.each([
    [{ wrongInARow: 3, bestScore: 100, firstTries: 3, recent: recent("110") }, "wrongInARow"],
    [{ wrongInARow: 2, bestScore: 17, firstTries: 6, recent: recent("001001") }, "lowScore"],
    [{ wrongInARow: 2, bestScore: 17, firstTries: 4, recent: recent("0010") }, null],
    [{ wrongInARow: 0, bestScore: 50, firstTries: 6, recent: recent("001001") }, null],
    // Half-way through a long set with every answer right: a low score, not a child who is stuck.
    [{ wrongInARow: 0, bestScore: 31, firstTries: 5, recent: recent("11111") }, null],
    [{ wrongInARow: 1, bestScore: 40, firstTries: 10, recent: recent("0101010100") }, "lowScore"],
  ])("%j → %s", (state, reason) => {
    expect(needsHelpRule(state)).toBe(reason);
  });
});
