import { about } from "./about.ts";
import { defineGenerator, say, steps } from "./define.ts";

/**
 * Setting a clock's hands to a time (a touch answer: docs/adr/0651-touch-answers.md). Steps of
 * difficulty: 1 the hour and the half hour, 2 the quarter hour, 3 every 5 minutes. The child drags
 * the hands or moves them with the arrow keys; the time the hands show is the answer.
 */
const time = (hour: number, minute: number) => `${hour}:${String(minute).padStart(2, "0")}`;

export const setClock = defineGenerator(about("setClock", 1), steps(3, 2), (random, min, max) => {
  const step = random.int(min, max);
  const minutes = step === 1 ? [0, 30] : step === 2 ? [15, 45] : [5, 10, 20, 25, 35, 40, 50, 55];
  const minute = random.pick(minutes);
  const hour = random.int(1, 12);
  const key = time(hour, minute);
  const minuteAt = minute === 0 ? 12 : minute / 5;
  const next = (hour % 12) + 1;
  const wrong = [
    // The long hand on the hour's number and the short hand on the minutes' number.
    { answer: time(minuteAt, (hour * 5) % 60), misconception: say("swappedHands") },
    ...(minute > 0 ? [{ answer: time(next, minute), misconception: say("nextHour") }] : []),
  ].filter((w) => w.answer !== key);
  const params = { time: key, hour, minute, minuteAt, next };
  return {
    values: [step],
    item: {
      kind: "time",
      prompt: say("prompt", params),
      answer: key,
      hint: say("hint"),
      solution: say(minute === 0 ? "solutionHour" : "solution", params),
      wrongAnswers: wrong,
    },
  };
});
