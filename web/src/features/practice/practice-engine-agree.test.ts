import type { Mastery } from "@ganit/contracts";
import { historyFor, type Outcome, seededRandom, standingAfter } from "@ganit/contracts/practice/index";
import { describe, expect, it } from "vitest";
import { type Attempt, carriedForward, localStanding, offlineAttempt } from "./practice-engine.ts";
import { attempt } from "./test-api.tsx";

/**
 * The phone's side of the agreement, over 10,000 random answer sequences: whatever the phone shows
 * after each first try (online sittings that start from the server's history, offline sittings that
 * start from the attempt the phone kept) is the level of all the child's first tries in the order
 * given, as the server reckons it (practice/mastery.ts `standingAfter` over the first tries it
 * received, sticky Proficient). The server's side, through its HTTP paths and database, is
 * server/src/modules/practice/phone-server-agree.test.ts.
 */
const RULES: Mastery[] = [
  { rule: "recent", n: 5, m: 4 },
  { rule: "recent", n: 3, m: 2 },
  { rule: "recent", n: 10, m: 7 },
  { rule: "streak", n: 2 },
  { rule: "streak", n: 3 },
  { rule: "streak", n: 10 },
  { rule: "all" },
];
const RUNS = 10_000;

/** The server after it has received `given` in order: its stored level, progress and the history it sends. */
function serverAfter(rule: Mastery, given: Outcome[], size: number) {
  const now = standingAfter(rule, [], given, size, { proficient: false, mastered: false });
  return { ...now, history: historyFor(rule, given) };
}

describe("the phone's reckoning over random answer sequences", () => {
  it(`matches the server's over ${RUNS.toLocaleString("en")} sequences with offline stretches`, () => {
    const random = seededRandom(20261127);
    let checks = 0;
    let offlineSittings = 0;
    const failures: string[] = [];
    for (let run = 0; run < RUNS && failures.length === 0; run++) {
      const rule = RULES[run % RULES.length] as Mastery;
      const base = { ...attempt(), mastery: rule } as Attempt;
      const size = base.items.length;
      const given: Outcome[] = [];
      let kept: Attempt | null = null;
      const sittings = random.int(1, 6);
      for (let s = 0; s < sittings; s++) {
        let sitting: Attempt;
        if (s === 0 || !kept || random.next() < 0.5) {
          // Online: the server's attempt, with its level and history after everything sent before.
          const server = serverAfter(rule, given, size);
          sitting = {
            ...base,
            attemptId: `online-${run}-${s}`,
            level: given.length === 0 ? "notStarted" : server.level,
            progress: server.progress,
            history: server.history,
          };
        } else {
          sitting = offlineAttempt(kept, `offline-${run}-${s}`);
          offlineSittings += 1;
        }
        const mine: Outcome[] = [];
        for (let q = random.int(1, size); q > 0; q--) {
          const outcome = { correct: random.next() < 0.6, attemptId: sitting.attemptId };
          mine.push(outcome);
          given.push(outcome);
          kept = carriedForward(sitting, mine);
          const phone = localStanding(sitting, mine);
          const server = serverAfter(rule, given, size);
          checks += 1;
          if (
            phone.level !== server.level ||
            JSON.stringify(phone.progress) !== JSON.stringify(server.progress)
          )
            failures.push(`${JSON.stringify(rule)} ${given.map((o) => (o.correct ? "✓" : "✗")).join("")}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checks).toBeGreaterThan(RUNS * 2);
    expect(offlineSittings).toBeGreaterThan(RUNS / 2);
  });
});
