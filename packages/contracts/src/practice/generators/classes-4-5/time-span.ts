import { defineGenerator, say } from "../define.ts";
import { CHILD_NAMES, LINES_TEXT, lines, pickName, wrongAnswers } from "./shared.ts";

/**
 * Time and the calendar. Steps: 1 hours and minutes into minutes, or minutes and seconds into
 * seconds; 2 the minutes a journey takes between two morning times; 3 the days from a date to a date
 * in the next month (of 2026, so February has 28 days). Named mistakes: 100 minutes in an hour,
 * the minutes left out, the times taken away as plain numbers, whole hours only, every month of 30
 * days, both ends counted.
 */
const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
] as const;
const DAYS_2026 = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const TRIPS = ["bus", "train", "boat"] as const;

const clockTime = (hour: number, minute: number) => `${hour}:${String(minute).padStart(2, "0")}`;

export const timeSpan = defineGenerator({
  id: "timeSpan",
  version: 1,
  name: { en: "Hours, minutes, seconds and the calendar", hi: "घंटे, मिनट, सेकंड और कैलेंडर" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  classes: [4, 5],
  skills: ["change-units-of-time", "time-taken-in-minutes", "days-between-dates"],
  families: ["Mathematics"],
  texts: {
    en: {
      ...LINES_TEXT.en,
      ...CHILD_NAMES.en,
      hoursPrompt: "How many minutes are there in {big} hours {small} minutes?",
      minutesPrompt: "How many seconds are there in {big} minutes {small} seconds?",
      hoursHint: "1 hour = 60 minutes.",
      minutesHint: "1 minute = 60 seconds.",
      hoursSolution: "{big} hours = {big} × 60 = {bigPart} minutes; {bigPart} + {small} = {answer} minutes.",
      minutesSolution:
        "{big} minutes = {big} × 60 = {bigPart} seconds; {bigPart} + {small} = {answer} seconds.",
      tripPrompt:
        "{name}'s {trip} leaves at {start} in the morning and arrives at {end} the same morning. How many minutes does the journey take?",
      tripHint:
        "Count on from {start}: first to the next full hour, then whole hours, then the minutes left.",
      toHour: "From {start} to {nextHour}:00 is {first} minutes.",
      hoursBetween: "From {nextHour}:00 to {endHour}:00: {hours} × 60 = {middle} minutes.",
      lastMinutes: "From {endHour}:00 to {end} is {last} minutes.",
      tripTotal: "In all: {sum} = {answer} minutes.",
      datePrompt:
        "{name}'s holiday starts on {day} {month} 2026. School opens again on {endDay} {nextMonth} 2026. How many days after {day} {month} is {endDay} {nextMonth}?",
      dateHint:
        "How many days does {month} have? Count the days left in {month}, then add the days of {nextMonth}.",
      daysLeft:
        "{month} 2026 has {monthDays} days: {monthDays} − {day} = {left} days are left after {day} {month}.",
      daysTotal: "{left} + {endDay} = {answer} days.",
      bus: "bus",
      train: "train",
      boat: "boat",
      january: "January",
      february: "February",
      march: "March",
      april: "April",
      may: "May",
      june: "June",
      july: "July",
      august: "August",
      september: "September",
      october: "October",
      november: "November",
      december: "December",
      hundredInAnHour: "Took 100 minutes (or seconds) in one unit instead of 60",
      forgotTheSmallPart: "Changed the big unit but forgot to add the rest",
      subtractedAsNumbers: "Took the times away as ordinary numbers",
      wholeHoursOnly: "Counted only the whole hours between the two times",
      thirtyDayMonth: "Took every month to have 30 days",
      countedBothEnds: "Counted the first day too",
    },
    hi: {
      ...LINES_TEXT.hi,
      ...CHILD_NAMES.hi,
      hoursPrompt: "{big} घंटे {small} मिनट में कितने मिनट होते हैं?",
      minutesPrompt: "{big} मिनट {small} सेकंड में कितने सेकंड होते हैं?",
      hoursHint: "1 घंटा = 60 मिनट।",
      minutesHint: "1 मिनट = 60 सेकंड।",
      hoursSolution: "{big} घंटे = {big} × 60 = {bigPart} मिनट; {bigPart} + {small} = {answer} मिनट।",
      minutesSolution: "{big} मिनट = {big} × 60 = {bigPart} सेकंड; {bigPart} + {small} = {answer} सेकंड।",
      tripPrompt:
        "{name} की {trip} सुबह {start} बजे चलती है और उसी सुबह {end} बजे पहुँचती है। इस यात्रा में कितने मिनट लगते हैं?",
      tripHint: "{start} से आगे गिनो: पहले अगले पूरे घंटे तक, फिर पूरे घंटे, फिर बचे हुए मिनट।",
      toHour: "{start} से {nextHour}:00 तक {first} मिनट।",
      hoursBetween: "{nextHour}:00 से {endHour}:00 तक: {hours} × 60 = {middle} मिनट।",
      lastMinutes: "{endHour}:00 से {end} तक {last} मिनट।",
      tripTotal: "कुल: {sum} = {answer} मिनट।",
      datePrompt:
        "{name} की छुट्टियाँ {day} {month} 2026 से शुरू होती हैं। स्कूल {endDay} {nextMonth} 2026 को फिर खुलता है। {endDay} {nextMonth}, {day} {month} के कितने दिन बाद है?",
      dateHint: "{month} में कितने दिन होते हैं? {month} के बचे हुए दिन गिनो, फिर {nextMonth} के दिन जोड़ो।",
      daysLeft:
        "2026 के {month} में {monthDays} दिन हैं: {day} {month} के बाद {monthDays} − {day} = {left} दिन बचे।",
      daysTotal: "{left} + {endDay} = {answer} दिन।",
      bus: "बस",
      train: "रेलगाड़ी",
      boat: "नाव",
      january: "जनवरी",
      february: "फ़रवरी",
      march: "मार्च",
      april: "अप्रैल",
      may: "मई",
      june: "जून",
      july: "जुलाई",
      august: "अगस्त",
      september: "सितंबर",
      october: "अक्टूबर",
      november: "नवंबर",
      december: "दिसंबर",
      hundredInAnHour: "एक घंटे (या मिनट) को 60 की जगह 100 का माना",
      forgotTheSmallPart: "बड़ी इकाई बदली पर बाकी मिनट/सेकंड जोड़ना भूल गए",
      subtractedAsNumbers: "समयों को साधारण संख्याओं की तरह घटा दिया",
      wholeHoursOnly: "दोनों समयों के बीच केवल पूरे घंटे गिने",
      thirtyDayMonth: "हर महीने को 30 दिन का मान लिया",
      countedBothEnds: "पहला दिन भी गिन लिया",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    if (step === 1) {
      const hours = random.next() < 0.5;
      const big = random.int(1, 9);
      const small = random.int(1, 59);
      const answer = big * 60 + small;
      const params = { big, small, bigPart: big * 60, answer };
      return {
        values: [step],
        item: {
          kind: "numeric",
          prompt: say(hours ? "hoursPrompt" : "minutesPrompt", params),
          answer: String(answer),
          hint: say(hours ? "hoursHint" : "minutesHint"),
          solution: say(hours ? "hoursSolution" : "minutesSolution", params),
          wrongAnswers: wrongAnswers(String(answer), [
            { answer: big * 100 + small, misconception: say("hundredInAnHour") },
            { answer: big * 60, misconception: say("forgotTheSmallPart") },
          ]),
        },
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
      const steps = [say("toHour", params)];
      if (hours > 0) steps.push(say("hoursBetween", params));
      if (endMinute > 0) steps.push(say("lastMinutes", params));
      // Only the parts there are: no "+ 0" for a journey inside one hour.
      const sum = [first, hours * 60, endMinute].filter((part) => part > 0).join(" + ");
      steps.push(say("tripTotal", { ...params, sum }));
      return {
        values: [step],
        item: {
          kind: "numeric",
          prompt: say("tripPrompt", params),
          answer: String(answer),
          hint: say("tripHint", params),
          solution: lines(steps),
          wrongAnswers: wrongAnswers(String(answer), [
            {
              answer: endHour * 100 + endMinute - (startHour * 100 + startMinute),
              misconception: say("subtractedAsNumbers"),
            },
            { answer: (endHour - startHour) * 60, misconception: say("wholeHoursOnly") },
          ]),
        },
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
      item: {
        kind: "numeric",
        prompt: say("datePrompt", params),
        answer: String(answer),
        hint: say("dateHint", params),
        solution: lines([say("daysLeft", params), say("daysTotal", params)]),
        wrongAnswers: wrongAnswers(String(answer), [
          { answer: 30 - day + endDay, misconception: say("thirtyDayMonth") },
          { answer: answer + 1, misconception: say("countedBothEnds") },
        ]),
      },
    };
  },
});
