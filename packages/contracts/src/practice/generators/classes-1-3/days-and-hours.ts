import type { Random } from "../../random.ts";
import { MONTH_KEYS as MONTHS } from "../calendar.ts";
import { type Draft, defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { CHILD_NAMES, numericItem, singleChoice, twoNames } from "./shared.ts";

/**
 * Time in a child's day and year. Steps of difficulty: 1 how many hours from one o'clock time to
 * another (past 12 noon too), 2 the day of the week a few days after or before today, 3 the days in
 * a few weeks, or the month a few months after this one.
 */
const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const wrap = (list: readonly string[], i: number) =>
  list[((i % list.length) + list.length) % list.length] as string;

export const daysAndHours = defineGenerator(
  about("daysAndHours", 1, CHILD_NAMES),
  steps(3),
  (random, min, max) => {
    const step = random.int(min, max);
    if (step === 1) return hours(random);
    if (step === 2) return days(random);
    return random.next() < 0.5 ? weeks(random) : months(random);
  },
);

function hours(random: Random): Draft {
  const start = random.int(6, 11);
  const answer = random.int(2, 7);
  const end = ((start + answer - 1) % 12) + 1;
  const [name] = twoNames(random);
  const params = { name, start, end, answer, toNoon: 12 - start };
  return {
    values: [1],
    item: numericItem(
      say("hoursPrompt", params),
      answer,
      say("hoursHint", params),
      say(end > start ? "hoursSame" : "hoursNoon", params),
      [
        { answer: answer + 1, misconception: say("countedNumbers") },
        { answer: Math.abs(end - start), misconception: say("subtractedAcrossNoon") },
      ],
    ),
  };
}

/** Counting `n` steps from `from` in a list, forward or back, each name on the way. */
function countAlong(list: readonly string[], from: number, n: number, forward: boolean) {
  const way = forward ? 1 : -1;
  const passed = Array.from({ length: n }, (_, i) => say(wrap(list, from + way * (i + 1))));
  return passed.reduce((all, next) => say("counted", { a: all, b: next }));
}

function days(random: Random): Draft {
  const today = random.int(0, 6);
  const n = random.int(2, 6);
  const after = random.next() < 0.6;
  const way = after ? 1 : -1;
  const key = wrap(DAYS, today + way * n);
  const choice = singleChoice(
    random,
    say(key),
    [
      { label: say(wrap(DAYS, today + way * (n - 1))), misconception: say("countedToday") },
      { label: say(wrap(DAYS, today - way * n)), misconception: say("wrongWay") },
    ],
    [say(wrap(DAYS, today + way * (n + 1))), say(wrap(DAYS, today))],
  );
  const params = { today: say(DAYS[today] as string), n };
  return {
    values: [2],
    item: {
      ...choice,
      prompt: say(after ? "dayAfter" : "dayBefore", params),
      hint: say("dayHint"),
      solution: say("daySolution", { n, counted: countAlong(DAYS, today, n, after), answer: say(key) }),
    },
  };
}

function weeks(random: Random): Draft {
  const weeks = random.int(2, 5);
  const answer = weeks * 7;
  const params = { weeks, answer, sum: Array.from({ length: weeks }, () => "7").join(" + ") };
  return {
    values: [3],
    item: numericItem(say("weeksPrompt", params), answer, say("weeksHint"), say("weeksSolution", params), [
      { answer: weeks + 7, misconception: say("addedSeven") },
      { answer: (weeks - 1) * 7, misconception: say("oneWeekShort") },
    ]),
  };
}

function months(random: Random): Draft {
  const month = random.int(0, 11);
  const n = random.int(2, 5);
  const key = wrap(MONTHS, month + n);
  const choice = singleChoice(
    random,
    say(key),
    [
      { label: say(wrap(MONTHS, month + n - 1)), misconception: say("countedThisMonth") },
      { label: say(wrap(MONTHS, month - n)), misconception: say("wrongWay") },
    ],
    [say(wrap(MONTHS, month + n + 1))],
  );
  return {
    values: [3],
    item: {
      ...choice,
      prompt: say("monthPrompt", { month: say(MONTHS[month] as string), n }),
      hint: say("monthHint"),
      solution: say("monthSolution", { n, counted: countAlong(MONTHS, month, n, true), answer: say(key) }),
    },
  };
}
