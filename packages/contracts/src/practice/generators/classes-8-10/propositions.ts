import { defineGenerator, gcd, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { choiceItem, numericItem } from "./shared.ts";

/**
 * If–then statements, their converses and counterexamples. Bounds: 1 the smallest counterexample to
 * "divisible by a and by b, so divisible by ab" when a and b share a factor, 2 whether such a
 * statement is true, 3 the same with larger numbers; 4 whether a statement from geometry or numbers is
 * true, 5 whether its converse is true, 6 which of the two are true.
 */
const STATEMENTS = [
  ["squareRectangle", true, false],
  ["rectangleDiagonals", true, false],
  ["equilateralAngles", true, true],
  ["verticallyOpposite", true, false],
  ["evenSquare", true, true],
  ["parallelogramSides", true, true],
  ["primeOdd", false, false],
  ["congruentAreas", true, false],
  ["endsInFive", true, false],
  ["rightTriangle", true, true],
] as const;
export const TRUTH = ["true", "false"] as const;
export const WHICH = ["both", "statementOnly", "converseOnly", "neither"] as const;
const whichOf = (s: boolean, c: boolean) => (s && c ? 0 : s ? 1 : c ? 2 : 3);

export const propositions = defineGenerator(about("propositions", 1), steps(6), (random, min, max) => {
  const step = random.int(min, max);
  if (step <= 3) {
    const most = step === 3 ? 30 : 12;
    for (;;) {
      const a = random.int(2, most);
      const b = random.int(2, most);
      if (a >= b) continue;
      const shared = gcd(a, b) > 1;
      if (step === 1 && !shared) continue;
      if (b % a === 0) continue;
      const lcm = (a * b) / gcd(a, b);
      const params = { a, b, ab: a * b, lcm, g: gcd(a, b), la: lcm / a, lb: lcm / b };
      if (step === 1)
        return {
          values: [step],
          item: numericItem(
            say("counterPrompt", params),
            lcm,
            say("numberHint"),
            say("truthSolution", { ...params, reason: say("sharing", params) }),
            [
              [a * b, "pickedAnExample"],
              [b, "checkedOneCondition"],
            ],
          ),
        };
      const answer = shared ? 1 : 0;
      const item = choiceItem(
        say("truthPrompt", params),
        TRUTH,
        answer,
        say("numberHint"),
        say("truthSolution", { ...params, reason: say(shared ? "sharing" : "coprime", params) }),
        [[0, "judgedByOneExample"]],
      );
      return { values: [step], item };
    }
  }
  const [key, statementTrue, converseTrue] = random.pick(STATEMENTS);
  const why = say("statementSolution", { why: say(`${key}Why`) });
  const statement = say(key);
  /** Whether the statement (or its converse) is true, and the slips that foresee a wrong verdict. */
  const truth = (prompt: string, isTrue: boolean, slips: [option: number, misconception: string][]) => ({
    values: [step],
    item: choiceItem(say(prompt, { statement }), TRUTH, isTrue ? 0 : 1, say("geometryHint"), why, slips),
  });
  if (step === 4) return truth("statementPrompt", statementTrue, [[0, "judgedByOneExample"]]);
  if (step === 5)
    return truth("conversePrompt", converseTrue, [
      [0, statementTrue ? "assumedConverseTrue" : "judgedByOneExample"],
      [1, "assumedConverseFalse"],
    ]);
  const answer = whichOf(statementTrue, converseTrue);
  const item = choiceItem(say("whichPrompt", { statement }), WHICH, answer, say("geometryHint"), why, [
    [whichOf(statementTrue, statementTrue), "assumedConverseTrue"],
    [whichOf(statementTrue, false), "assumedConverseFalse"],
  ]);
  return { values: [step], item };
});
