import { defineGenerator, say } from "./define.ts";

/**
 * Setting a clock's hands to a time (a touch answer: docs/adr/0651-touch-answers.md). Steps of
 * difficulty: 1 the hour and the half hour, 2 the quarter hour, 3 every 5 minutes. The child drags
 * the hands or moves them with the arrow keys; the time the hands show is the answer.
 */
const time = (hour: number, minute: number) => `${hour}:${String(minute).padStart(2, "0")}`;

export const setClock = defineGenerator({
  id: "setClock",
  version: 1,
  name: { en: "Set the hands of a clock", hi: "घड़ी की सुइयाँ लगाना" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  classes: [2, 3, 4],
  skills: ["set-the-hour-and-half-hour", "set-the-quarter-hour", "set-five-minutes"],
  families: ["Mathematics"],
  texts: {
    en: {
      prompt: "Move the hands so that the clock shows {time}.",
      hint: "The long hand shows the minutes, 5 for each number. The short hand shows the hour.",
      solutionHour: "The long hand goes on 12: exactly on the hour.\nThe short hand goes on {hour}.",
      solution:
        "The long hand goes on {minuteAt}: {minuteAt} × 5 = {minute} minutes.\nThe short hand goes just past {hour}, on the way to {next}.",
      swappedHands: "Swapped the hands: put the long hand on the hour",
      nextHour: "Set the hour to the number the short hand is moving towards",
    },
    hi: {
      prompt: "सुइयाँ घुमाओ ताकि घड़ी में {time} बजें।",
      hint: "बड़ी सुई मिनट बताती है, हर अंक के 5 मिनट। छोटी सुई घंटा बताती है।",
      solutionHour: "बड़ी सुई 12 पर जाएगी: पूरा घंटा।\nछोटी सुई {hour} पर जाएगी।",
      solution:
        "बड़ी सुई {minuteAt} पर जाएगी: {minuteAt} × 5 = {minute} मिनट।\nछोटी सुई {hour} से थोड़ा आगे जाएगी, {next} की ओर।",
      swappedHands: "सुइयाँ उलट दीं: बड़ी सुई घंटे पर रख दी",
      nextHour: "छोटी सुई जिस अंक की ओर जा रही है, उसे घंटा मान लिया",
    },
  },
  generate(random, min, max) {
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
  },
});
