import { clockSvg } from "../figures/clock.ts";
import { type Random, shuffle } from "../random.ts";
import { about } from "./about.ts";
import { defineGenerator, type Label, say, steps, type Text } from "./define.ts";

/**
 * Reading an analogue clock, and the time between two times. Steps of difficulty: 1 the hour and
 * the half hour, 2 the quarter hour, 3 every 5 minutes. The clock is drawn from the seed; its text
 * alternative says where each hand points, so a child who cannot see it still reads the clock.
 */
const STEP_MINUTES: Record<number, readonly number[]> = {
  1: [0, 30],
  2: [0, 15, 30, 45],
  3: Array.from({ length: 12 }, (_, i) => i * 5),
};
const NAMES = ["meena", "arjun", "farhan", "lalita", "harpreet", "kavya", "tenzin", "joseph"] as const;
const TASKS = ["homework", "cricket", "drawing", "cooking", "reading", "garden"] as const;

export const timeText = (hour: number, minute: number) => `${hour}:${String(minute).padStart(2, "0")}`;
const numeralAt = (minute: number) => (minute === 0 ? 12 : minute / 5);
const nextHour = (hour: number) => (hour % 12) + 1;

/** Where the hands are, in words: the hour hand at or between numbers, the minute hand at one. */
function clockAlt(hour: number, minute: number): Text {
  const hourPlace =
    minute === 0 ? say("hourAt", { n: hour }) : say("hourBetween", { a: hour, b: nextHour(hour) });
  return say("clockAlt", { hourPlace, minuteAt: numeralAt(minute) });
}

function readTheClock(random: Random, hour: number, minute: number) {
  const key = timeText(hour, minute);
  const named: { text: string; misconception: Text }[] = [
    // The long hand's number taken for the hour, the short hand's for five-minute steps.
    {
      text: timeText(numeralAt(minute), (hour % 12) * 5),
      misconception: say("swappedHands"),
    },
    // The number the long hand points at read as the minutes (3:06 for half past three).
    { text: `${hour}:${String(numeralAt(minute)).padStart(2, "0")}`, misconception: say("pointedNumber") },
  ];
  // Past the hour, the short hand has left its number: reading the one it moves towards.
  if (minute > 0) named.push({ text: timeText(nextHour(hour), minute), misconception: say("nextHour") });
  const options: { text: string; misconception: Text | null }[] = [{ text: key, misconception: null }];
  for (const wrong of named) if (!options.some((o) => o.text === wrong.text)) options.push(wrong);
  // Four choices on every clock: an hour earlier fills the place of a mistake the clock cannot show.
  for (let back = 1; options.length < 4; back++) {
    const text = timeText(((hour - 1 - back + 24) % 12) + 1, minute);
    if (!options.some((o) => o.text === text)) options.push({ text, misconception: null });
  }
  const shown = shuffle(random, options);
  const params = { time: key, hour, minuteAt: numeralAt(minute), minute };
  return {
    kind: "single" as const,
    prompt: say("readPrompt"),
    options: shown.map((o) => o.text as Label),
    answer: shown.findIndex((o) => o.text === key),
    misconceptions: shown.map((o) => o.misconception),
    hint: say("readHint"),
    solution: say(minute === 0 ? "readSolutionHour" : "readSolution", params),
  };
}

function elapsed(random: Random, step: number, hour: number, minute: number) {
  // The end is later the same morning or afternoon, past the next hour, in the step's minutes.
  const unit = step === 1 ? 30 : step === 2 ? 15 : 5;
  const least = 60 - minute + (minute === 0 ? unit : 0);
  const most = Math.min(step === 1 ? 90 : 115, (11 - hour) * 60 + 55 - minute);
  const choices: number[] = [];
  for (let d = Math.ceil(least / unit) * unit; d <= most; d += unit) choices.push(d);
  const duration = random.pick(choices);
  const endTotal = hour * 60 + minute + duration;
  const endHour = Math.floor(endTotal / 60);
  const endMinute = endTotal % 60;
  const name = say(random.pick(NAMES));
  const task = say(random.pick(TASKS));
  // Times taken as plain numbers (4:10 − 3:50 as 410 − 350), as if an hour had 100 minutes.
  const hundred = endHour * 100 + endMinute - (hour * 100 + minute);
  // Only the minutes compared, the smaller taken from the larger.
  const minutesOnly = Math.abs(endMinute - minute);
  const wrong = [
    { answer: String(hundred), misconception: say("hundredMinutes") },
    { answer: String(minutesOnly), misconception: say("minutesOnly") },
  ].filter((w) => w.answer !== String(duration));
  const toHour = 60 - minute;
  const params = {
    name,
    task,
    start: timeText(hour, minute),
    end: timeText(endHour, endMinute),
    next: timeText(hour + 1, 0),
    toHour,
    rest: duration - toHour,
    answer: duration,
  };
  return {
    kind: "numeric" as const,
    prompt: say("elapsedPrompt", params),
    answer: String(duration),
    hint: say("elapsedHint"),
    solution: say("elapsedSolution", params),
    wrongAnswers: wrong,
  };
}

export const clock = defineGenerator(about("clock", 1), steps(3, 2), (random, min, max) => {
  const step = random.int(min, max);
  const minutes = STEP_MINUTES[step] ?? [0];
  // At the quarter-hour and five-minute steps, the clock shows what the step is for.
  const minute = step === 1 ? random.pick(minutes) : random.pick(minutes.filter((m) => m % 30 !== 0));
  const askElapsed = random.next() < 0.3;
  const hour = askElapsed ? random.int(1, 10) : random.int(1, 12);
  const item = askElapsed ? elapsed(random, step, hour, minute) : readTheClock(random, hour, minute);
  return {
    values: [step],
    figure: { svg: clockSvg(hour, minute), alt: clockAlt(hour, minute) },
    item,
  };
});
