import type { Checked } from "../test-generator-checkers.ts";
import { fraction, match, rounded } from "./classes-8-10-tools.ts";

/**
 * The statistics and probability checkers of Classes 8–10: the table read back from the prompt and
 * worked again (the median by walking the classes one by one), and probabilities by listing the
 * outcomes themselves (every face, every pair of dice, every card of a pack, every numbered card).
 */
const list = (text: string) => text.split(", ").map(Number);
const SUITS = ["spades", "hearts", "diamonds", "clubs"] as const;
const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;
const PACK = SUITS.flatMap((suit) =>
  RANKS.map((rank) => ({ suit, rank, red: suit === "hearts" || suit === "diamonds" })),
);
const CARD_TESTS: Record<string, (c: (typeof PACK)[number]) => boolean> = {
  "a red card": (c) => c.red,
  "a king": (c) => c.rank === "K",
  "a face card (king, queen or jack)": (c) => ["K", "Q", "J"].includes(c.rank),
  "a spade": (c) => c.suit === "spades",
  "a red face card": (c) => c.red && ["K", "Q", "J"].includes(c.rank),
  "the ace of hearts": (c) => c.suit === "hearts" && c.rank === "A",
  "a black king": (c) => !c.red && c.rank === "K",
};
const prime = (n: number) => n > 1 && [...Array(n).keys()].slice(2).every((d) => n % d !== 0);

export const CHECKERS_DATA = {
  groupedData(prompt: string): Checked {
    const freqs = list(match(/frequencies ([\d, ]+)\.$/, prompt)[0] as string);
    const n = freqs.reduce((s, f) => s + f, 0);
    if (prompt.includes("values")) {
      const xs = list(match(/values ([\d, ]+) with/, prompt)[0] as string);
      const total = xs.reduce((s, x, i) => s + x * (freqs[i] as number), 0);
      return {
        key: rounded(total / n),
        rules: {
          dividedByClasses: rounded(total / xs.length),
          ignoredFrequencies: rounded(xs.reduce((s, x) => s + x, 0) / xs.length),
        },
      };
    }
    const classes = [...prompt.matchAll(/(\d+)–(\d+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
    const h = (classes[0] as readonly [number, number])[1] - (classes[0] as readonly [number, number])[0];
    if (prompt.includes("the mean")) {
      const mid = classes.map(([lo, hi]) => (lo + hi) / 2);
      const total = mid.reduce((s, x, i) => s + x * (freqs[i] as number), 0);
      const lower = classes.reduce((s, [lo], i) => s + lo * (freqs[i] as number), 0);
      return {
        key: rounded(total / n),
        rules: { dividedByClasses: rounded(total / classes.length), usedLowerLimits: rounded(lower / n) },
      };
    }
    if (prompt.includes("the mode")) {
      const i = freqs.indexOf(Math.max(...freqs));
      const [f0, f1, f2] = [freqs[i - 1] as number, freqs[i] as number, freqs[i + 1] as number];
      const [lo, hi] = classes[i] as readonly [number, number];
      const part = (f1 - f0) / (f1 - f0 + (f1 - f2));
      return {
        key: rounded(lo + part * h),
        rules: { usedUpperLimit: rounded(hi + part * h), forgotWidth: rounded(lo + part) },
      };
    }
    // The median: walk the classes until the running total passes n/2.
    let before = 0;
    let i = 0;
    while (before + (freqs[i] as number) <= n / 2) before += freqs[i++] as number;
    const [lo, hi] = classes[i] as readonly [number, number];
    const f = freqs[i] as number;
    return {
      key: rounded(lo + ((n / 2 - before) * h) / f),
      rules: {
        usedUpperLimit: rounded(hi + ((n / 2 - before) * h) / f),
        usedN: rounded(lo + ((n - before) * h) / f),
      },
    };
  },
  probability(prompt: string): Checked {
    let favourable = 0;
    let total = 0;
    let extra: Record<string, string> = {};
    if (prompt.startsWith("A die")) {
      const event = match(/getting (.+)\?$/, prompt)[0] as string;
      const k = Number(/(\d+)$/.exec(event)?.[1] ?? 0);
      for (let face = 1; face <= 6; face++) {
        total++;
        const ok = event.startsWith("a number greater")
          ? face > k
          : event.startsWith("a number less")
            ? face < k
            : event === "an even number"
              ? face % 2 === 0
              : event === "a prime number"
                ? prime(face)
                : face % 3 === 0;
        if (ok) favourable++;
      }
    } else if (prompt.startsWith("A bag")) {
      const balls = [...prompt.matchAll(/(\d+) (red|blue|green|yellow) balls/g)].map(
        (m) => [m[2], Number(m[1])] as const,
      );
      const colour = match(/that it is (\w+)\?$/, prompt)[0];
      for (const [c, count] of balls) {
        total += count;
        if (c === colour) favourable += count;
      }
    } else if (prompt.startsWith("Two dice")) {
      const target = Number(match(/is (\d+)\?$/, prompt)[0]);
      for (let a = 1; a <= 6; a++)
        for (let b = 1; b <= 6; b++) {
          total++;
          if (a + b === target) favourable++;
        }
      extra = { sumsEquallyLikely: "1/11" };
    } else if (prompt.startsWith("One card")) {
      const not = prompt.includes("it is not ");
      const event = match(/that it is (?:not )?(.+)\?$/, prompt)[0] as string;
      const test = CARD_TESTS[event];
      if (!test) throw new Error(`unknown card event "${event}"`);
      total = PACK.length;
      favourable = PACK.filter((c) => (not ? !test(c) : test(c))).length;
      if (not)
        return {
          key: fraction(favourable, total),
          rules: {
            gaveEventItself: fraction(total - favourable, total),
            usedOdds: fraction(favourable, total - favourable),
          },
        };
    } else {
      const [n, event] = match(/numbered 1 to (\d+) .* its number is (.+)\?$/, prompt) as [string, string];
      const k = Number(/(\d+)$/.exec(event)?.[1] ?? 0);
      for (let v = 1; v <= Number(n); v++) {
        total++;
        const ok =
          event === "a perfect square"
            ? Math.round(Math.sqrt(v)) ** 2 === v
            : event === "a prime number"
              ? prime(v)
              : v % k === 0;
        if (ok) favourable++;
      }
    }
    return {
      key: fraction(favourable, total),
      rules: {
        gaveNotEvent: fraction(total - favourable, total),
        usedOdds: fraction(favourable, total - favourable),
        ...extra,
      },
    };
  },
};
