import { shuffle } from "../../random.ts";
import { defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { choiceItem, stepQuestion } from "./shared.ts";

/**
 * Euclid's geometry, where it can be worked out: bounds 1 whether a statement is one of Euclid's
 * axioms (true of any quantities) or a postulate (about geometry), 2 which axiom or postulate a step
 * of an argument uses, 3 the same with the lengths worked out; 4 the half of a segment from its
 * mid-point, 5 the equal remainders when a common part is taken from equal segments, 6 how many lines
 * pass through points no three of which lie on one line (one through each two, Postulate 1).
 */
export const NOTIONS = ["sameThing", "addEquals", "subtractEquals", "wholeGreater", "halves"] as const;
const POSTULATES = ["lineThroughTwo", "circleAnyRadius", "rightAngles"] as const;
export const KINDS = ["axiom", "postulate"] as const;
/** Each statement in words, the rule it uses, and the rule a child most often mistakes it for. */
const STATEMENTS = [
  ["lengthsChain", "sameThing", "halves"],
  ["anglesChain", "sameThing", "addEquals"],
  ["addToBoth", "addEquals", "subtractEquals"],
  ["takeFromBoth", "subtractEquals", "addEquals"],
  ["partOfSegment", "wholeGreater", "subtractEquals"],
  ["halvesOfSegment", "halves", "sameThing"],
  ["drawSegment", "lineThroughTwo", "sameThing"],
  ["drawCircle", "circleAnyRadius", "lineThroughTwo"],
  ["rightAnglesEqual", "rightAngles", "sameThing"],
] as const;
/** The four rules a step's question offers: the right one, its likeliest mix-up, then two others. */
const RULES = [...NOTIONS, ...POSTULATES] as const;

export const euclidGeometry = defineGenerator(about("euclidGeometry", 1), steps(6), (random, min, max) => {
  const step = random.int(min, max);
  if (step === 1) {
    const rule = random.pick(RULES);
    const isAxiom = (NOTIONS as readonly string[]).includes(rule);
    const item = choiceItem(
      say("kindPrompt", { rule: say(rule) }),
      KINDS,
      isAxiom ? 0 : 1,
      say("kindHint"),
      say("kindSolution", { why: say(isAxiom ? "axiomWhy" : "postulateWhy") }),
      [
        [0, "calledGeometryAnAxiom"],
        [1, "calledAxiomAPostulate"],
      ],
    );
    return { values: [step], item };
  }
  if (step === 2 || step === 3) {
    // Step 3 works the lengths out: equal segments with a common part taken away or added.
    const adding = step === 3 && random.next() < 0.5;
    const [statement, rule, mixUp] =
      step === 3 ? (STATEMENTS[adding ? 2 : 3] as (typeof STATEMENTS)[number]) : random.pick(STATEMENTS);
    // Four rules: the right one, its likeliest mix-up and two more, in a drawn order.
    const others = RULES.filter((r) => r !== rule && r !== mixUp);
    const pool: string[] = [rule, mixUp];
    while (pool.length < 4) {
      const next = random.pick(others);
      if (!pool.includes(next)) pool.push(next);
    }
    const options = shuffle(random, [...pool]);
    // Each option's mix-up, named once: the first option that makes it.
    const isNotion = (r: string) => (NOTIONS as readonly string[]).includes(r);
    const pair = (a: string, b: string) => (option: string) =>
      (rule === a && option === b) || (rule === b && option === a);
    const slipOf = (option: string) =>
      pair("addEquals", "subtractEquals")(option)
        ? "mixedAddSubtract"
        : pair("sameThing", "halves")(option)
          ? "mixedSameAndHalves"
          : isNotion(rule) && !isNotion(option)
            ? "chosePostulateForEquals"
            : !isNotion(rule) && isNotion(option)
              ? "choseEqualsForFigures"
              : null;
    const named = new Set<string>();
    const slips = options.flatMap((option, at) => {
      const slip = option === rule ? null : slipOf(option);
      if (!slip || named.has(slip)) return [];
      named.add(slip);
      return [[at, slip] as const];
    });
    const whole = random.int(8, 30);
    const part = random.int(2, whole - 3);
    const lengths: Record<string, number> = adding
      ? { part, middle: whole - part, sum: whole }
      : { whole, part, rest: whole - part };
    const prompt =
      step === 3
        ? say(adding ? "lengthAddPrompt" : "lengthPrompt", lengths)
        : say("whichPrompt", { statement: say(statement) });
    const solution =
      step === 3
        ? say(adding ? "lengthAddSolution" : "lengthSolution", lengths)
        : say("whichSolution", { how: say(`${statement}How`), why: say("ruleWhy", { rule: say(rule) }) });
    const item = choiceItem(prompt, options, options.indexOf(rule), say("whichHint"), solution, slips);
    return { values: [step], item };
  }
  if (step === 4) {
    const half = random.int(3, 25);
    const whole = 2 * half;
    return stepQuestion(
      step,
      "mid",
      { whole },
      half,
      "midHint",
      [
        [whole, "gaveWhole"],
        [2 * whole, "doubledInstead"],
      ],
      { whole, half },
    );
  }
  if (step === 5) {
    const whole = random.int(9, 40);
    const part = random.int(2, whole - 3);
    const rest = whole - part;
    return stepQuestion(
      step,
      "remainder",
      { whole, part },
      rest,
      "remainderHint",
      [
        [part, "gavePart"],
        [whole, "gaveWhole"],
        [whole + part, "addedParts"],
      ],
      { whole, part, rest },
    );
  }
  const n = random.int(3, 12);
  const lines = (n * (n - 1)) / 2;
  return stepQuestion(
    step,
    "lines",
    { n },
    lines,
    "linesHint",
    [
      [n * (n - 1), "countedEachTwice"],
      [n, "onePerPoint"],
    ],
    { n, less: n - 1, lines },
  );
});
