import { MONTH_KEYS as MONTHS } from "../calendar.ts";
import { defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { CHILD_NAMES, LINES_TEXT, lines, numericItem, pickName } from "./shared.ts";

/**
 * Time and the calendar. Steps: 1 hours and minutes into minutes, or minutes and seconds into
 * seconds; 2 the minutes a journey takes between two morning times; 3 the days from a date to a date
 * in the next month (of 2026, so February has 28 days). Named mistakes: 100 minutes in an hour,
 * the minutes left out, the times taken away as plain numbers, whole hours only, every month of 30
 * days, both ends counted.
 */
const DAYS_2026 = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const TRIPS = ["bus", "train", "boat"] as const;

const clockTime = (hour: number, minute: number) => `${hour}:${String(minute).padStart(2, "0")}`;

export const timeSpan = defineGenerator(
  about("timeSpan", 1, LINES_TEXT, CHILD_NAMES),
  steps(3, 2),
  (random, min, max) => {
    const step = random.int(min, max);
    if (step === 1) {
      const hours = random.next() < 0.5;
      const big = random.int(1, 9);
      const small = random.int(1, 59);
      const answer = big * 60 + small;
      const params = { big, small, bigPart: big * 60, answer };
      return {
        values: [step],
        item: numericItem(
          say(hours ? "hoursPrompt" : "minutesPrompt", params),
          answer,
          say(hours ? "hoursHint" : "minutesHint"),
          say(hours ? "hoursSolution" : "minutesSolution", params),
          [
            { answer: big * 100 + small, misconception: say("hundredInAnHour") },
            { answer: big * 60, misconception: say("forgotTheSmallPart") },
          ],
        ),
      };
    }
    if (step === 2) {
      // Start at 6 to 9 in the morning with minutes past the hour; end 1 to 3 hours later with
      // fewer minutes past its hour, so the plain-number subtraction goes wrong.
      const startHour = random.int(6, 8);
      const startMinute = random.int(4, 11) * 5;
      const endHour = startHour + random.int(1, 3);
      const endMinute = random.int(0, startMinute / 5 - 1) * 5;
      const first = 60 - startMinute;
      const hours = endHour - startHour - 1;
      const answer = first + hours * 60 + endMinute;
      const params = {
        name: pickName(random),
        trip: say(random.pick(TRIPS)),
        start: clockTime(startHour, startMinute),
        end: clockTime(endHour, endMinute),
        nextHour: startHour + 1,
        endHour,
        first,
        hours,
        middle: hours * 60,
        last: endMinute,
        answer,
      };
      const working = [say("toHour", params)];
      if (hours > 0) working.push(say("hoursBetween", params));
      if (endMinute > 0) working.push(say("lastMinutes", params));
      // Only the parts there are: no "+ 0" for a journey inside one hour.
      const sum = [first, hours * 60, endMinute].filter((part) => part > 0).join(" + ");
      working.push(say("tripTotal", { ...params, sum }));
      return {
        values: [step],
        item: numericItem(say("tripPrompt", params), answer, say("tripHint", params), lines(working), [
          {
            answer: endHour * 100 + endMinute - (startHour * 100 + startMinute),
            misconception: say("subtractedAsNumbers"),
          },
          { answer: (endHour - startHour) * 60, misconception: say("wholeHoursOnly") },
        ]),
      };
    }
    const monthIndex = random.int(0, 10);
    const monthDays = DAYS_2026[monthIndex] as number;
    const day = random.int(monthDays - 12, monthDays - 1);
    const endDay = random.int(1, 20);
    const left = monthDays - day;
    const answer = left + endDay;
    const params = {
      name: pickName(random),
      day,
      endDay,
      month: say(MONTHS[monthIndex] as string),
      nextMonth: say(MONTHS[monthIndex + 1] as string),
      monthDays,
      left,
      answer,
    };
    return {
      values: [step],
      item: numericItem(
        say("datePrompt", params),
        answer,
        say("dateHint", params),
        lines([say("daysLeft", params), say("daysTotal", params)]),
        [
          { answer: 30 - day + endDay, misconception: say("thirtyDayMonth") },
          { answer: answer + 1, misconception: say("countedBothEnds") },
        ],
      ),
    };
  },
);
