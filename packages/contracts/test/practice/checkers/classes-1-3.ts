import type { SYLLABUS_CLASSES_1_3 } from "@ganit/contracts/practice/generators/classes-1-3/index";
import { type Draft, generatorOf, writeDraft } from "@ganit/contracts/practice/index";
import { expectAtLeast, expectContains, expectEqual, expectSame } from "../../seed-loop-expect.ts";
import type { Checked } from "../test-generator-checkers.ts";

/**
 * The independent checkers of the syllabus's generators of this class group: each reads the question
 * back from the English prompt (or the figure's own drawing) and works the key and every named wrong
 * answer out again by its own rule, never with the generator's arithmetic.
 */
type Id = (typeof SYLLABUS_CLASSES_1_3)[number]["id"];

const read = (pattern: RegExp, text: string) => {
  const found = pattern.exec(text);
  if (!found) throw new Error(`"${text}" does not read as ${pattern}`);
  return found.slice(1) as string[];
};
/** Adding `value` to itself `times` times, as a child counts equal groups. */
const repeat = (times: number, value: number) => {
  let total = 0;
  for (let i = 0; i < times; i++) total += value;
  return total;
};
/** The options a child sees, written in English. */
const optionsOf = (id: Id, draft: Draft) =>
  (writeDraft(generatorOf(id), draft, "en").item as unknown as { options: string[] }).options;
const indexOf = (options: string[], text: string) => {
  const at = options.indexOf(text);
  return at === -1 ? Number.NaN : at;
};
/** Column by column on digit strings: each column's digits and the leftmost column written whole. */
function columnSum(a: number, b: number) {
  const w = Math.max(String(a).length, String(b).length);
  const [x, y] = [String(a).padStart(w, "0"), String(b).padStart(w, "0")];
  return Number(
    [...x].map((d, i) => (i === 0 ? Number(d) + Number(y[i]) : (Number(d) + Number(y[i])) % 10)).join(""),
  );
}
function columnGap(a: number, b: number) {
  const w = Math.max(String(a).length, String(b).length);
  const [x, y] = [String(a).padStart(w, "0"), String(b).padStart(w, "0")];
  return Number([...x].map((d, i) => Math.abs(Number(d) - Number(y[i]))).join(""));
}
/** Which of two numbers is bigger by their digits: more digits, else the first digit that differs. */
function signByDigits(a: string, b: string) {
  if (a.length !== b.length) return a.length > b.length ? 0 : 1;
  return a === b ? 2 : a > b ? 0 : 1;
}
const svgOf = (draft: Draft) => {
  const svg = draft.figure?.svg;
  if (!svg) throw new Error("no picture drawn");
  return svg;
};
const countOf = (pattern: RegExp, text: string) => text.match(pattern)?.length ?? 0;

/** A story sum: the two numbers the story names, joined when it asks for a total. */
function story(prompt: string, joined: boolean): Checked {
  const [a, b] = (prompt.match(/\d+/g) ?? []).map(Number) as [number, number];
  if (joined) return { key: a + b, rules: { wrongOperation: Math.abs(a - b), noCarry: columnSum(a, b) } };
  expectSame(a > b, true, prompt);
  return { key: a - b, rules: { wrongOperation: a + b, smallerFromBigger: columnGap(a, b) } };
}

/** A repeating pattern: the shortest group the shown symbols repeat, and where the last one stopped. */
function pattern(id: Id, prompt: string, draft: Draft, option: (symbol: string) => string): Checked {
  const shown = (read(/^What comes next\? (.+) …$/, prompt)[0] as string).split(" ");
  let size = 1;
  while (shown.some((s, i) => i >= size && s !== shown[i - size])) size += 1;
  expectSame(shown.length > 2 * size && shown.length % size !== 0, true, prompt);
  const options = optionsOf(id, draft);
  const at = (symbol: string) => indexOf(options, option(symbol));
  const n = shown.length;
  return {
    key: [at(shown[n % size] as string)],
    rules: {
      repeatedLast: at(shown[n - 1] as string),
      restartedGroup: at(shown[0] as string),
      skippedOne: at(shown[(n + 1) % size] as string),
    },
  };
}
const LINE_NAMES: Record<string, string> = {
  "|": "standing line",
  "—": "sleeping line",
  "/": "slanting line",
  "\\": "slanting line",
  "~": "curved line",
};

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
/** The months of the year, in order (the calendar checkers walk and count along them). */
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
/** Walks `steps` names along a list (back when negative), one at a time. */
function walk(list: string[], from: string, steps: number) {
  let at = list.indexOf(from);
  expectAtLeast(at, 0, from);
  for (let i = 0; i < Math.abs(steps); i++) at = (at + (steps > 0 ? 1 : list.length - 1)) % list.length;
  return list[at] as string;
}

const ROLLS = new Set(["ball", "orange", "tin can", "drum"]);
const SOLID_OF: Record<string, [solid: string, face: string]> = {
  dice: ["cube", "square"],
  matchbox: ["cuboid", "rectangle"],
  brick: ["cuboid", "rectangle"],
  "tin can": ["cylinder", "circle"],
  drum: ["cylinder", "circle"],
};
/** A box's faces, corners and edges, and how many of each show from one side. */
const BOX: Record<string, [all: number, seen: number]> = { faces: [6, 3], corners: [8, 7], edges: [12, 9] };
const SIDES_NAME: Record<number, string> = { 3: "triangle", 4: "square", 5: "pentagon", 6: "hexagon" };
const FRUIT_ROW: Record<string, string> = {
  mangoes: "mango",
  bananas: "banana",
  apples: "apple",
  guavas: "guava",
};
const SMALL_PER_BIG: Record<string, number> = { cm: 100, g: 1000, mL: 1000 };

export const CHECKERS_CLASSES_1_3: Record<Id, (prompt: string, draft: Draft) => Checked> = {
  compareNumbers(prompt, draft): Checked {
    const [a, b] = read(/^Which sign goes between (\d+) and (\d+)\?/, prompt) as [string, string];
    expectEqual((draft.item as { options: string[] }).options, [">", "<", "="]);
    const key = signByDigits(a, b);
    return {
      key: [key],
      rules: {
        reversedSign: key === 2 ? Number.NaN : 1 - key,
        onesFirst: signByDigits(a.at(-1) as string, b.at(-1) as string),
        firstDigits: signByDigits(a[0] as string, b[0] as string),
      },
    };
  },
  tensAndOnes(prompt): Checked {
    const parts = [...prompt.matchAll(/(\d+) (hundreds?|tens?|ones?)\b/g)].map((m) => ({
      n: Number(m[1]),
      place: (m[2] as string).replace(/s$/, ""),
    }));
    const of = (place: string) => parts.find((p) => p.place === place)?.n ?? 0;
    const [h, t, o] = [of("hundred"), of("ten"), of("one")];
    return {
      key: repeat(h, 100) + repeat(t, 10) + o,
      rules: {
        addedParts: h + t + o,
        orderHeard: Number(parts.map((p) => p.n).join("")),
        skippedZero: Number(`${h}${o}`),
      },
    };
  },
  missingNumber(prompt): Checked {
    const sum = /^(\d+|\?) \+ (\d+|\?) = (\d+)$/.exec(prompt);
    const [part, total] = sum
      ? [Number(sum[1] === "?" ? sum[2] : sum[1]), Number(sum[3])]
      : read(/has (\d+) \w+\. .* to have (\d+)\?$/, prompt).map(Number);
    let counted = 0;
    for (let at = part as number; at < (total as number); at++) counted += 1;
    return {
      key: counted,
      rules: { addedInstead: (part as number) + (total as number), countedStart: counted + 1 },
    };
  },
  countingStories: (prompt) => story(prompt, /have now\?$/.test(prompt)),
  skipCounting(prompt): Checked {
    const terms = (read(/^Count (?:on|back): what comes next\? ([\d, ]+), …$/, prompt)[0] as string)
      .split(", ")
      .map(Number);
    const jump = (terms[1] as number) - (terms[0] as number);
    for (let i = 1; i < terms.length; i++)
      expectSame((terms[i] as number) - (terms[i - 1] as number), jump, prompt);
    const last = terms.at(-1) as number;
    const way = Math.sign(jump);
    return {
      key: last + jump,
      rules: {
        countedOnes: last + way,
        wrongWay: last - jump,
        wrongPlace: last + way * (Math.abs(jump) === 10 ? 100 : 10),
      },
    };
  },
  halfAndQuarter(prompt): Checked {
    const [n, part] = read(/has (\d+) \w+ and gives (half|a quarter|three quarters) of them/, prompt) as [
      string,
      string,
    ];
    /** Deals the things out one at a time into equal piles; the size of one pile. */
    const pile = (piles: number) => {
      const sizes = Array.from({ length: piles }, () => 0);
      for (let thing = 0; thing < Number(n); thing++)
        sizes[thing % piles] = (sizes[thing % piles] as number) + 1;
      expectSame(new Set(sizes).size, 1, prompt);
      return sizes[0] as number;
    };
    const key = part === "half" ? pile(2) : part === "a quarter" ? pile(4) : repeat(3, pile(4));
    const mixed = part === "a quarter" ? Number(n) / 2 : Number(n) / 4;
    const takeAway = part === "half" ? 2 : part === "a quarter" ? 4 : 3;
    return { key, rules: { halfQuarterMixed: mixed, tookAway: Number(n) - takeAway } };
  },
  rupees(prompt): Checked {
    if (!prompt.includes("purse has ₹") && prompt.includes("purse has")) {
      const kinds = [...prompt.matchAll(/(\d+) coins? of ₹(\d+)/g)].map(
        (m) => [Number(m[1]), Number(m[2])] as const,
      );
      return {
        key: kinds.reduce((s, [count, value]) => s + repeat(count, value), 0),
        rules: {
          countedPieces: kinds.reduce((s, [count]) => s + count, 0),
          eachKindOnce: kinds.reduce((s, [, value]) => s + value, 0),
        },
      };
    }
    return story(prompt, /have now\?$/.test(prompt));
  },
  measuringStories: (prompt) => story(prompt, /together, in/.test(prompt)),
  weighingStories: (prompt) => story(prompt, /in all, in/.test(prompt)),
  equalGroups(prompt): Checked {
    const groups = /^There are (\d+) \w+ with (\d+) \w+ in each\./.exec(prompt);
    if (groups) {
      const [g, n] = groups.slice(1).map(Number) as [number, number];
      return { key: repeat(g, n), rules: { addedNumbers: g + n, oneGroupShort: repeat(g - 1, n) } };
    }
    const [total, friends] = read(/shares (\d+) \w+ equally among (\d+) friends/, prompt).map(Number) as [
      number,
      number,
    ];
    let rounds = 0;
    for (let left = total; left > 0; left -= friends) rounds += 1;
    expectSame(repeat(rounds, friends), total, prompt);
    return { key: rounds, rules: { subtracted: total - friends, gaveSharers: friends } };
  },
  countsTable(prompt): Checked {
    const [a, first, b, second, c, third] = read(
      /^Toys in a box: (\d+) (\w+), (\d+) (\w+), (\d+) (\w+)\./,
      prompt,
    );
    const count: Record<string, number> = {
      [first as string]: Number(a),
      [second as string]: Number(b),
      [third as string]: Number(c),
    };
    const more = /How many more (\w+) than (\w+) are there\?$/.exec(prompt);
    if (more) {
      const [x, y] = [count[more[1] as string] as number, count[more[2] as string] as number];
      let gap = 0;
      while (y + gap < x) gap += 1;
      return { key: gap, rules: { addedForMore: x + y, gaveOneCount: x } };
    }
    const [p, q] = read(/How many (\w+) and (\w+) are there together\?$/, prompt).map(
      (k) => count[k] as number,
    ) as [number, number];
    return { key: p + q, rules: { addedAll: Number(a) + Number(b) + Number(c), gaveOneCount: p } };
  },
  tallyMarks(_prompt, draft): Checked {
    const svg = svgOf(draft);
    const paths = [...svg.matchAll(/<path data-mark="(bundle|singles)" d="([^"]+)"\/>/g)];
    let [lines, crosses, singles] = [0, 0, 0];
    for (const [, kind, d] of paths) {
      const standing = countOf(/v44/g, d as string);
      const across = countOf(/l50-26/g, d as string);
      if (kind === "bundle") expectEqual([standing, across], [4, 1], svg);
      else singles = standing;
      lines += standing;
      crosses += across;
    }
    expectSame(singles >= 0 && singles < 5, true, svg);
    return { key: lines + crosses, rules: { bundlesAsOnes: crosses + singles, bundlesAsFour: lines } };
  },
  pictograph(prompt, draft): Checked {
    const svg = svgOf(draft);
    const pictures = (fruit: string) => {
      // The pictures are the dots of a dashed line, one every 30 units: its length over 30, and one.
      const [length] = read(
        new RegExp(`<path data-row="${FRUIT_ROW[fruit]}" stroke="[^"]+" d="M62 \\d+h(\\d+)"`),
        svg,
      );
      expectContains(svg, 'stroke-dasharray="0 30"', prompt);
      return Number(length) / 30 + 1;
    };
    const each = Number(read(/^Each picture stands for (\d+) fruits?\./, prompt)[0]);
    const more = /How many more (\w+) than (\w+) were sold\?$/.exec(prompt);
    if (!more) {
      const count = pictures(read(/How many (\w+) were sold\?$/, prompt)[0] as string);
      return { key: repeat(count, each), rules: { forgotKey: count, addedKey: count + each } };
    }
    const [big, small] = [pictures(more[1] as string), pictures(more[2] as string)];
    expectSame(big > small, true, prompt);
    return {
      key: repeat(big - small, each),
      rules: { forgotKey: big - small, gaveBigger: repeat(big, each) },
    };
  },
  shapeSides(prompt, draft): Checked {
    const svg = svgOf(draft);
    const points = (read(/<polygon points="([^"]+)"/, svg)[0] as string)
      .split(" ")
      .map((p) => p.split(",").map(Number));
    const sides = points.length;
    if (prompt !== "What is this shape called?")
      return { key: sides, rules: { sidesAndCorners: sides + sides, countedStartTwice: sides + 1 } };
    const lengths = points.map(([x, y], i) => {
      const [nx, ny] = points[(i + 1) % sides] as number[];
      return Math.hypot((nx as number) - (x as number), (ny as number) - (y as number));
    });
    const equal = lengths.every((l) => Math.abs(l - (lengths[0] as number)) < 3);
    const name = sides === 4 ? (equal ? "square" : "rectangle") : (SIDES_NAME[sides] as string);
    const options = optionsOf("shapeSides", draft);
    return {
      key: [indexOf(options, name)],
      rules: {
        squareRectangle: sides === 4 ? indexOf(options, equal ? "rectangle" : "square") : Number.NaN,
        nearbyName: indexOf(options, SIDES_NAME[sides < 6 ? sides + 1 : sides - 1] as string),
      },
    };
  },
  solidShapes(prompt, draft): Checked {
    const roll = /^How many of these can roll\? (.+)$/.exec(prompt);
    if (roll) {
      const things = (roll[1] as string).split(", ");
      const rolling = things.filter((t) => ROLLS.has(t)).length;
      return { key: rolling, rules: { countedSliders: things.length - rolling, countedAll: things.length } };
    }
    const print = /a flat face of a (.+) in paint/.exec(prompt);
    if (print) {
      const [solid, face] = SOLID_OF[print[1] as string] as [string, string];
      const options = optionsOf("solidShapes", draft);
      return {
        key: [indexOf(options, face)],
        rules: {
          namedTheSolid: indexOf(options, solid),
          squareRectangle: indexOf(options, face === "square" ? "rectangle" : "square"),
          curvedSide: solid === "cylinder" ? indexOf(options, "rectangle") : Number.NaN,
        },
      };
    }
    const [part, k] = read(/^How many (faces|corners|edges) do (\d+) \w+ have in all\?$/, prompt) as [
      string,
      string,
    ];
    const [all, seen] = BOX[part] as [number, number];
    const other =
      part === "corners" ? (BOX.faces as [number, number])[0] : (BOX.corners as [number, number])[0];
    return {
      key: repeat(Number(k), all),
      rules: { wrongPart: repeat(Number(k), other), visibleOnly: repeat(Number(k), seen) },
    };
  },
  shapePatterns: (prompt, draft) => pattern("shapePatterns", prompt, draft, (symbol) => symbol),
  linePatterns: (prompt, draft) =>
    pattern("linePatterns", prompt, draft, (symbol) => `${LINE_NAMES[symbol]} ( ${symbol} )`),
  daysAndHours(prompt, draft): Checked {
    const school = /starts at (\d+) o'clock and ends at (\d+) o'clock/.exec(prompt);
    if (school) {
      const [start, end] = school.slice(1).map(Number) as [number, number];
      let [at, jumps] = [start, 0];
      while (at !== end) [at, jumps] = [(at % 12) + 1, jumps + 1];
      return {
        key: jumps,
        rules: { countedNumbers: jumps + 1, subtractedAcrossNoon: Math.abs(end - start) },
      };
    }
    const weeks = /^How many days are there in (\d+) weeks\?$/.exec(prompt);
    if (weeks) {
      const w = Number(weeks[1]);
      return { key: repeat(w, 7), rules: { addedSeven: w + 7, oneWeekShort: repeat(w - 1, 7) } };
    }
    const options = optionsOf("daysAndHours", draft);
    const month = /^This month is (\w+)\. Which month will it be (\d+) months from now\?$/.exec(prompt);
    if (month) {
      const [from, n] = [month[1] as string, Number(month[2])];
      return {
        key: [indexOf(options, walk(MONTHS, from, n))],
        rules: {
          countedThisMonth: indexOf(options, walk(MONTHS, from, n - 1)),
          wrongWay: indexOf(options, walk(MONTHS, from, -n)),
        },
      };
    }
    const [today, n, when] = read(
      /^Today is (\w+)\. What day (?:will it be|was it) (\d+) days (from today|ago)\?$/,
      prompt,
    );
    const way = when === "ago" ? -1 : 1;
    const steps = Number(n) * way;
    return {
      key: [indexOf(options, walk(WEEK, today as string, steps))],
      rules: {
        countedToday: indexOf(options, walk(WEEK, today as string, steps - way)),
        wrongWay: indexOf(options, walk(WEEK, today as string, -steps)),
      },
    };
  },
  measureUnits(prompt): Checked {
    const toMetre = /^A ribbon is (\d+) cm long\. How many more cm make it 1 metre long\?$/.exec(prompt);
    if (toMetre) {
      // Counted on from the ribbon's length to 100 in ones; the slips: the borrowed ten kept, the ones left.
      const rest = Number(toMetre[1]);
      let more = 0;
      while (rest + more < 100) more += 1;
      const tens = Math.floor(rest / 10) * 10;
      let tensOnly = 0;
      while (tens + tensOnly < 100) tensOnly += 1;
      return { key: more, rules: { forgotBorrowedTen: more + 10, tensOnly } };
    }
    const whole = /^How many (cm|g|mL) are there in (\d+) \w+\?$/.exec(prompt);
    if (whole) {
      const per = SMALL_PER_BIG[whole[1] as string] as number;
      const n = Number(whole[2]);
      return { key: repeat(n, per), rules: { tenPerUnit: repeat(n, per / 10) } };
    }
    const part = /^How many (cm|g|mL) are there in (half a|a quarter of a|three quarters of a) \w+\?$/.exec(
      prompt,
    );
    if (part) {
      const per = SMALL_PER_BIG[part[1] as string] as number;
      const [top, bottom] = part[2] === "half a" ? [1, 2] : part[2] === "a quarter of a" ? [1, 4] : [3, 4];
      const mixed = part[2] === "a quarter of a" ? per / 2 : per / 4;
      return {
        key: (per * top) / bottom,
        rules: { tenPerUnit: (per / 10) * (top / bottom), halfQuarterMixed: mixed },
      };
    }
    const [n, big, rest, small] = read(/^(\d+) (m|kg|L) (\d+) (cm|g|mL) is how many/, prompt) as [
      string,
      string,
      string,
      string,
    ];
    expectSame({ m: "cm", kg: "g", L: "mL" }[big], small, prompt);
    return {
      key: repeat(Number(n), SMALL_PER_BIG[small] as number) + Number(rest),
      rules: { sideBySide: Number(`${n}${rest}`), addedNumbers: Number(n) + Number(rest) },
    };
  },
};
