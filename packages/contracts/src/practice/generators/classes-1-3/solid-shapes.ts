import type { Random } from "../../random.ts";
import { type Draft, defineGenerator, say, type Text } from "../define.ts";
import { CHILD_NAMES, shuffle, singleChoice, twoNames, wrongAnswers } from "./shared.ts";

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

export const solidShapes = defineGenerator({
  id: "solidShapes",
  version: 1,
  name: { en: "Solid shapes: roll, print, count", hi: "ठोस आकृतियाँ: लुढ़कना, छाप, गिनती" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  classes: [1, 2, 3],
  skills: ["things-that-roll-or-slide", "faces-of-solids", "faces-corners-edges"],
  families: ["Mathematics"],
  texts: {
    en: {
      ...CHILD_NAMES.en,
      rollPrompt: "How many of these can roll? {list}",
      rollHint: "A thing with a curved surface can roll; a thing with only flat faces slides.",
      rollSolution: "These can roll: {rollers}.\nRolling: {ones} = {answer}",
      printPrompt:
        "{name} dips a flat face of a {thing} in paint and presses it on paper. What shape is printed?",
      printHint: "Only a flat face prints. Think of the face, not the whole solid.",
      printSolution:
        "A {thing} is a {solid}. Its flat face is a {answer}.\nIt has {flat} flat faces: {ones} = {flat}",
      countPrompt: "How many {part} do {k} {things} have in all?",
      countHint: "Count the {part} of one {thing}, then add that once for each {thing}.",
      countSolution: "One {thing} has {each} {part}.\n{sum} = {answer}",
      list: "{a}, {b}, {c}, {d}",
      list2: "{a}, {b}",
      countedSliders: "Counted the things that slide instead of the things that roll",
      countedAll: "Counted every thing, as if all could roll",
      namedTheSolid: "Named the solid, not the flat shape of its face",
      squareRectangle: "Mixed up a square and a rectangle",
      curvedSide: "Thought of the curved side, which cannot print flat",
      wrongPart: "Counted the wrong part: corners for faces or edges, faces for corners",
      visibleOnly: "Counted only what can be seen from one side",
      ball: "ball",
      orange: "orange",
      can: "tin can",
      drum: "drum",
      dice: "dice",
      matchbox: "matchbox",
      brick: "brick",
      diceMany: "dice",
      canOf: "tin can",
      drumOf: "drum",
      diceOf: "dice",
      matchboxOf: "matchbox",
      brickOf: "brick",
      matchboxMany: "matchboxes",
      brickMany: "bricks",
      faces: "faces",
      corners: "corners",
      edges: "edges",
      sphere: "sphere",
      cylinder: "cylinder",
      cube: "cube",
      cuboid: "cuboid",
      circle: "circle",
      square: "square",
      rectangle: "rectangle",
      triangle: "triangle",
    },
    hi: {
      ...CHILD_NAMES.hi,
      rollPrompt: "इनमें से कितनी चीज़ें लुढ़क सकती हैं? {list}",
      rollHint: "जिस चीज़ की सतह घुमावदार हो, वह लुढ़क सकती है; जिसकी सभी सतहें सपाट हों, वह खिसकती है।",
      rollSolution: "ये लुढ़क सकती हैं: {rollers}।\nलुढ़कने वाली: {ones} = {answer}",
      printPrompt: "{name} ने {thingOf} की एक सपाट सतह रंग में डुबोकर कागज़ पर दबाई। कौन-सी आकृति छपी?",
      printHint: "केवल सपाट सतह छपती है। पूरी ठोस चीज़ के बारे में नहीं, उसकी सतह के बारे में सोचो।",
      printSolution:
        "{thing} एक {solid} है। इसकी सपाट सतह {answer} है।\nइसकी {flat} सपाट सतहें हैं: {ones} = {flat}",
      countPrompt: "{k} {things} के कुल मिलाकर कितने {part} हैं?",
      countHint: "एक {thingOf} के {part} गिनो, फिर हर {thingOf} के लिए उतने ही जोड़ो।",
      countSolution: "एक {thingOf} के {each} {part} होते हैं।\n{sum} = {answer}",
      list: "{a}, {b}, {c}, {d}",
      list2: "{a}, {b}",
      countedSliders: "लुढ़कने वाली चीज़ों की जगह खिसकने वाली चीज़ें गिन लीं",
      countedAll: "सारी चीज़ें गिन लीं, जैसे सभी लुढ़क सकती हों",
      namedTheSolid: "सतह की सपाट आकृति की जगह ठोस का नाम बता दिया",
      squareRectangle: "वर्ग और आयत में गड़बड़ कर दी",
      curvedSide: "घुमावदार सतह के बारे में सोचा, जो सपाट नहीं छपती",
      wrongPart: "गलत चीज़ गिनी: फलकों या किनारों की जगह कोने, कोनों की जगह फलक",
      visibleOnly: "केवल वही गिना जो एक तरफ़ से दिखता है",
      ball: "गेंद",
      orange: "संतरा",
      can: "टिन का डिब्बा",
      drum: "ढोल",
      dice: "पासा",
      matchbox: "माचिस की डिब्बी",
      brick: "ईंट",
      diceMany: "पासों",
      canOf: "टिन के डिब्बे",
      drumOf: "ढोल",
      diceOf: "पासे",
      matchboxOf: "माचिस की डिब्बी",
      brickOf: "ईंट",
      matchboxMany: "माचिस की डिब्बियों",
      brickMany: "ईंटों",
      faces: "फलक",
      corners: "कोने",
      edges: "किनारे",
      sphere: "गोला",
      cylinder: "बेलन",
      cube: "घन",
      cuboid: "घनाभ",
      circle: "वृत्त",
      square: "वर्ग",
      rectangle: "आयत",
      triangle: "त्रिभुज",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    if (step === 1) return rolling(random);
    if (step === 2) return printing(random);
    return counting(random);
  },
});

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
    item: {
      kind: "numeric",
      prompt: say("rollPrompt", { list: say("list", { a, b, c, d } as Record<string, Text>) }),
      answer: String(rolling),
      hint: say("rollHint"),
      solution: say("rollSolution", {
        rollers: rolled.map((n) => say(n)).reduce((all, t) => say("list2", { a: all, b: t })),
        ones: rolled.map(() => "1").join(" + "),
        answer: rolling,
      }),
      wrongAnswers: wrongAnswers(rolling, [
        { answer: 4 - rolling, misconception: say("countedSliders") },
        { answer: 4, misconception: say("countedAll") },
      ]),
    },
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
    item: {
      kind: "numeric",
      prompt: say("countPrompt", params),
      answer: String(answer),
      hint: say("countHint", params),
      solution: say("countSolution", params),
      wrongAnswers: wrongAnswers(answer, [
        { answer: other * k, misconception: say("wrongPart") },
        { answer: seen * k, misconception: say("visibleOnly") },
      ]),
    },
  };
}
