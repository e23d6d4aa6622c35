import type { Random } from "../../random.ts";
import { type Draft, defineGenerator, say, steps, type Text } from "../define.ts";
import { about } from "./about.ts";
import { CHILD_NAMES, numericItem, shuffle, singleChoice, twoNames } from "./shared.ts";

/**
 * Solid shapes in things a child knows (a ball, a dice, a brick, a tin can). Steps of difficulty:
 * 1 how many of a few things can roll, 2 the shape a flat face prints on paper (the shadow or trace
 * of a solid), 3 how many faces, corners or edges a few boxes have in all.
 */
type Solid = "sphere" | "cylinder" | "cube" | "cuboid";
const THINGS: Record<string, Solid> = {
  ball: "sphere",
  orange: "sphere",
  can: "cylinder",
  drum: "cylinder",
  dice: "cube",
  matchbox: "cuboid",
  brick: "cuboid",
};
const ROLLS: Solid[] = ["sphere", "cylinder"];
const PRINT: Record<Solid, string> = {
  sphere: "circle",
  cylinder: "circle",
  cube: "square",
  cuboid: "rectangle",
};
/** Faces, corners, edges of a box, and how many of each one can see at once. */
const BOX = { faces: [6, 3], corners: [8, 7], edges: [12, 9] } as const;

export const solidShapes = defineGenerator(
  about("solidShapes", 1, CHILD_NAMES),
  steps(3, 2),
  (random, min, max) => {
    const step = random.int(min, max);
    if (step === 1) return rolling(random);
    if (step === 2) return printing(random);
    return counting(random);
  },
);

function rolling(random: Random): Draft {
  const names = Object.keys(THINGS);
  const rollers = names.filter((n) => ROLLS.includes(THINGS[n] as Solid));
  const sliders = names.filter((n) => !ROLLS.includes(THINGS[n] as Solid));
  const rolling = random.int(1, 3);
  const chosen = shuffle(random, [
    ...shuffle(random, [...rollers]).slice(0, rolling),
    ...shuffle(random, [...sliders]).slice(0, 4 - rolling),
  ]);
  const rolled = chosen.filter((n) => rollers.includes(n));
  const [a, b, c, d] = chosen.map((n) => say(n));
  return {
    values: [1],
    item: numericItem(
      say("rollPrompt", { list: say("list", { a, b, c, d } as Record<string, Text>) }),
      rolling,
      say("rollHint"),
      say("rollSolution", {
        rollers: rolled.map((n) => say(n)).reduce((all, t) => say("list2", { a: all, b: t })),
        ones: rolled.map(() => "1").join(" + "),
        answer: rolling,
      }),
      [
        { answer: 4 - rolling, misconception: say("countedSliders") },
        { answer: 4, misconception: say("countedAll") },
      ],
    ),
  };
}

function printing(random: Random): Draft {
  const thing = random.pick(Object.keys(THINGS).filter((n) => THINGS[n] !== "sphere"));
  const solid = THINGS[thing] as Solid;
  const key = PRINT[solid];
  const named: { label: Text; misconception: Text }[] = [
    { label: say(solid), misconception: say("namedTheSolid") },
  ];
  if (solid === "cube") named.push({ label: say("rectangle"), misconception: say("squareRectangle") });
  if (solid === "cuboid") named.push({ label: say("square"), misconception: say("squareRectangle") });
  if (solid === "cylinder") named.push({ label: say("rectangle"), misconception: say("curvedSide") });
  const choice = singleChoice(
    random,
    say(key),
    named,
    ["triangle", "circle", "square"].map((n) => say(n)),
  );
  const flat = solid === "cylinder" ? 2 : 6;
  const [name] = twoNames(random);
  return {
    values: [2],
    item: {
      ...choice,
      prompt: say("printPrompt", { name, thing: say(thing), thingOf: say(`${thing}Of`) }),
      hint: say("printHint"),
      solution: say("printSolution", {
        thing: say(thing),
        solid: say(solid),
        answer: say(key),
        flat,
        ones: Array.from({ length: flat }, () => "1").join(" + "),
      }),
    },
  };
}

function counting(random: Random): Draft {
  const thing = random.pick(["dice", "matchbox", "brick"]);
  const part = random.pick(["faces", "corners", "edges"] as const);
  const k = random.int(2, 4);
  const [each, seen] = BOX[part];
  const answer = each * k;
  const other = part === "corners" ? BOX.faces[0] : BOX.corners[0];
  const params = {
    k,
    thing: say(thing),
    thingOf: say(`${thing}Of`),
    things: say(`${thing}Many`),
    part: say(part),
    each,
    sum: Array.from({ length: k }, () => String(each)).join(" + "),
    answer,
  };
  return {
    values: [3],
    item: numericItem(
      say("countPrompt", params),
      answer,
      say("countHint", params),
      say("countSolution", params),
      [
        { answer: other * k, misconception: say("wrongPart") },
        { answer: seen * k, misconception: say("visibleOnly") },
      ],
    ),
  };
}
