import { masteryProgress, type Outcome, skillLevel } from "@ganit/contracts/practice/index";
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
