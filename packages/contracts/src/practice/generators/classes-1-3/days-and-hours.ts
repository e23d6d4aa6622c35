import type { Random } from "../../random.ts";
import { type Draft, defineGenerator, say } from "../define.ts";
import { CHILD_NAMES, singleChoice, twoNames, wrongAnswers } from "./shared.ts";

/**
 * Time in a child's day and year. Steps of difficulty: 1 how many hours from one o'clock time to
 * another (past 12 noon too), 2 the day of the week a few days after or before today, 3 the days in
 * a few weeks, or the month a few months after this one.
 */
const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
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
];
const wrap = (list: readonly string[], i: number) =>
  list[((i % list.length) + list.length) % list.length] as string;

export const daysAndHours = defineGenerator({
  id: "daysAndHours",
  version: 1,
  name: { en: "Hours, days of the week and months", hi: "घंटे, सप्ताह के दिन और महीने" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 3 },
  classes: [1, 2, 3],
  skills: ["hours-between-times", "days-of-the-week", "weeks-and-months"],
  families: ["Mathematics"],
  texts: {
    en: {
      ...CHILD_NAMES.en,
      hoursPrompt:
        "{name}'s school starts at {start} o'clock and ends at {end} o'clock. How many hours does the school day last?",
      hoursHint: "Count the jumps of the hour hand from {start} to {end}, not the numbers you pass.",
      hoursSame: "From {start} o'clock to {end} o'clock: {end} − {start} = {answer} hours.",
      hoursNoon:
        "From {start} o'clock to 12 noon: 12 − {start} = {toNoon} hours.\nFrom 12 noon to {end} o'clock: {end} hours.\n{toNoon} + {end} = {answer} hours.",
      dayAfter: "Today is {today}. What day will it be {n} days from today?",
      dayBefore: "Today is {today}. What day was it {n} days ago?",
      dayHint: "Say the days in order, one for each day, starting with the day after (or before) today.",
      daySolution: "Counting {n} days, one day at a time: {counted}.\nThe answer is {answer}.",
      weeksPrompt: "How many days are there in {weeks} weeks?",
      weeksHint: "A week has 7 days. Add 7 once for each week.",
      weeksSolution: "{sum} = {answer}\nSo {weeks} weeks have {weeks} × 7 = {answer} days.",
      monthPrompt: "This month is {month}. Which month will it be {n} months from now?",
      monthHint: "Say the months in order, one for each month, starting with the next one.",
      monthSolution: "Counting {n} months, one at a time: {counted}.\nThe answer is {answer}.",
      counted: "{a}, {b}",
      countedNumbers: "Counted the numbers on the clock instead of the hours between them",
      subtractedAcrossNoon: "Took the smaller number from the bigger, forgetting the clock goes past 12",
      countedToday: "Counted today as the first day",
      wrongWay: "Counted the wrong way: forward for before, or back for after",
      addedSeven: "Added 7 instead of adding 7 for each week",
      oneWeekShort: "Counted one week too few",
      countedThisMonth: "Counted this month as the first month",
      monday: "Monday",
      tuesday: "Tuesday",
      wednesday: "Wednesday",
      thursday: "Thursday",
      friday: "Friday",
      saturday: "Saturday",
      sunday: "Sunday",
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
    },
    hi: {
      ...CHILD_NAMES.hi,
      hoursPrompt: "{name} का स्कूल {start} बजे शुरू होता है और {end} बजे ख़त्म होता है। स्कूल कितने घंटे चलता है?",
      hoursHint: "{start} से {end} तक घंटे की सुई की छलाँगें गिनो, रास्ते की संख्याएँ नहीं।",
      hoursSame: "{start} बजे से {end} बजे तक: {end} − {start} = {answer} घंटे।",
      hoursNoon:
        "{start} बजे से दोपहर 12 बजे तक: 12 − {start} = {toNoon} घंटे।\nदोपहर 12 बजे से {end} बजे तक: {end} घंटे।\n{toNoon} + {end} = {answer} घंटे।",
      dayAfter: "आज {today} है। आज से {n} दिन बाद कौन-सा दिन होगा?",
      dayBefore: "आज {today} है। {n} दिन पहले कौन-सा दिन था?",
      dayHint: "दिनों के नाम क्रम से बोलो, हर दिन के लिए एक, आज के अगले (या पिछले) दिन से शुरू करके।",
      daySolution: "एक-एक दिन करके {n} दिन गिनो: {counted}।\nउत्तर है {answer}।",
      weeksPrompt: "{weeks} सप्ताह में कितने दिन होते हैं?",
      weeksHint: "एक सप्ताह में 7 दिन होते हैं। हर सप्ताह के लिए एक बार 7 जोड़ो।",
      weeksSolution: "{sum} = {answer}\nइसलिए {weeks} सप्ताह में {weeks} × 7 = {answer} दिन होते हैं।",
      monthPrompt: "यह महीना {month} है। अब से {n} महीने बाद कौन-सा महीना होगा?",
      monthHint: "महीनों के नाम क्रम से बोलो, हर महीने के लिए एक, अगले महीने से शुरू करके।",
      monthSolution: "एक-एक महीना करके {n} महीने गिनो: {counted}।\nउत्तर है {answer}।",
      counted: "{a}, {b}",
      countedNumbers: "घंटों के बीच की छलाँगों की जगह घड़ी की संख्याएँ गिन लीं",
      subtractedAcrossNoon: "बड़ी संख्या में से छोटी घटा दी, यह भूल गए कि घड़ी 12 के आगे निकल जाती है",
      countedToday: "आज को ही पहला दिन गिन लिया",
      wrongWay: "उलटी दिशा में गिना: पहले के लिए आगे, या बाद के लिए पीछे",
      addedSeven: "हर सप्ताह के लिए 7 जोड़ने की जगह केवल 7 जोड़ा",
      oneWeekShort: "एक सप्ताह कम गिना",
      countedThisMonth: "इस महीने को ही पहला महीना गिन लिया",
      monday: "सोमवार",
      tuesday: "मंगलवार",
      wednesday: "बुधवार",
      thursday: "गुरुवार",
      friday: "शुक्रवार",
      saturday: "शनिवार",
      sunday: "रविवार",
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
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    if (step === 1) return hours(random);
    if (step === 2) return days(random);
    return random.next() < 0.5 ? weeks(random) : months(random);
  },
});

function hours(random: Random): Draft {
  const start = random.int(6, 11);
  const answer = random.int(2, 7);
  const end = ((start + answer - 1) % 12) + 1;
  const [name] = twoNames(random);
  const params = { name, start, end, answer, toNoon: 12 - start };
  return {
    values: [1],
    item: {
      kind: "numeric",
      prompt: say("hoursPrompt", params),
      answer: String(answer),
      hint: say("hoursHint", params),
      solution: say(end > start ? "hoursSame" : "hoursNoon", params),
      wrongAnswers: wrongAnswers(answer, [
        { answer: answer + 1, misconception: say("countedNumbers") },
        { answer: Math.abs(end - start), misconception: say("subtractedAcrossNoon") },
      ]),
    },
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
    item: {
      kind: "numeric",
      prompt: say("weeksPrompt", params),
      answer: String(answer),
      hint: say("weeksHint"),
      solution: say("weeksSolution", params),
      wrongAnswers: wrongAnswers(answer, [
        { answer: weeks + 7, misconception: say("addedSeven") },
        { answer: (weeks - 1) * 7, misconception: say("oneWeekShort") },
      ]),
    },
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
