import { defineGenerator, say } from "../define.ts";
import { wrongAnswers } from "./shared.ts";

/**
 * Faces, edges and corners of solids. Steps: 1 a cube or a cuboid (a box), 2 prisms on a triangle,
 * pentagon or hexagon, 3 pyramids on a triangle to an octagon, and prisms. The worked solution
 * counts from the base: a prism has two bases and a side face, a side edge and two corners for each
 * side of the base; a pyramid one base, and a face, an edge and a corner at the top. Named
 * mistakes: only what a drawing shows of a box (3 faces, 9 edges, 7 corners), one part counted for
 * another, the base alone counted.
 */
const BASES = ["triangle", "square", "pentagon", "hexagon", "heptagon", "octagon"] as const;
const PARTS = ["faces", "edges", "corners"] as const;
type Part = (typeof PARTS)[number];

/** The part a child counts instead: asked for faces, edges; asked for edges, corners; and so on. */
const MIXED: Record<Part, Part> = { faces: "edges", edges: "corners", corners: "faces" };
const VISIBLE_OF_A_BOX: Record<Part, number> = { faces: 3, edges: 9, corners: 7 };

function counts(kind: "prism" | "pyramid", sides: number): Record<Part, number> {
  return kind === "prism"
    ? { faces: sides + 2, edges: 3 * sides, corners: 2 * sides }
    : { faces: sides + 1, edges: 2 * sides, corners: sides + 1 };
}

export const solidParts = defineGenerator({
  id: "solidParts",
  version: 1,
  name: { en: "Faces, edges and corners of solids", hi: "ठोस आकृतियों के फलक, किनारे और कोने" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  classes: [4, 5],
  skills: ["faces-edges-corners"],
  families: ["Mathematics"],
  texts: {
    en: {
      prompt: "How many {part} does {solid} have?",
      prismPrompt: "A prism has two ends, each of them {base}. How many {part} does it have?",
      pyramidPrompt: "A pyramid has {base} as its base. How many {part} does it have?",
      hint: "Count the base first, then what goes up from each side of the base.",
      prismSolution:
        "Its ends have {sides} sides. Faces, 2 ends and {sides} side faces: 2 + {sides} = {faces}. Edges, {sides} round each end and {sides} joining them: {sides} + {sides} + {sides} = {edges}. Corners, {sides} at each end: {sides} + {sides} = {corners}. So it has {answer} {part}.",
      pyramidSolution:
        "Its base has {sides} sides. Faces, 1 base and {sides} side faces: 1 + {sides} = {faces}. Edges, {sides} round the base and {sides} up to the top: {sides} + {sides} = {edges}. Corners, {sides} on the base and 1 at the top: {sides} + 1 = {corners}. So it has {answer} {part}.",
      cube: "a cube",
      cuboid: "a cuboid (a box like a matchbox)",
      triangle: "a triangle",
      square: "a square",
      pentagon: "a pentagon",
      hexagon: "a hexagon",
      heptagon: "a heptagon",
      octagon: "an octagon",
      faces: "faces",
      edges: "edges",
      corners: "corners",
      visibleOnly: "Counted only what can be seen in a drawing of the box",
      mixedUpParts: "Counted another part (faces, edges or corners) instead",
      baseOnly: "Counted the base only",
    },
    hi: {
      prompt: "{solid} में कितने {part} होते हैं?",
      prismPrompt: "एक प्रिज़्म के दोनों सिरे {base} हैं। उसमें कितने {part} होते हैं?",
      pyramidPrompt: "एक पिरामिड का आधार {base} है। उसमें कितने {part} होते हैं?",
      hint: "पहले आधार गिनो, फिर आधार की हर भुजा से ऊपर जाने वाले भाग।",
      prismSolution:
        "इसके सिरों की {sides} भुजाएँ हैं। फलक, 2 सिरे और बगल के {sides} फलक: 2 + {sides} = {faces}। किनारे, हर सिरे पर {sides} और उन्हें जोड़ने वाले {sides}: {sides} + {sides} + {sides} = {edges}। कोने, हर सिरे पर {sides}: {sides} + {sides} = {corners}। इसलिए इसमें {answer} {part} हैं।",
      pyramidSolution:
        "इसके आधार की {sides} भुजाएँ हैं। फलक, 1 आधार और बगल के {sides} फलक: 1 + {sides} = {faces}। किनारे, आधार पर {sides} और चोटी तक {sides}: {sides} + {sides} = {edges}। कोने, आधार पर {sides} और चोटी पर 1: {sides} + 1 = {corners}। इसलिए इसमें {answer} {part} हैं।",
      cube: "घन",
      cuboid: "घनाभ (माचिस की डिब्बी जैसा डिब्बा)",
      triangle: "त्रिभुज",
      square: "वर्ग",
      pentagon: "पंचभुज",
      hexagon: "षट्भुज",
      heptagon: "सप्तभुज",
      octagon: "अष्टभुज",
      faces: "फलक",
      edges: "किनारे",
      corners: "कोने",
      visibleOnly: "डिब्बे के चित्र में जितना दिखता है, केवल उतना गिना",
      mixedUpParts: "किसी दूसरे भाग (फलक, किनारे या कोने) को गिन लिया",
      baseOnly: "केवल आधार को गिना",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    const part = random.pick(PARTS);
    const kind = step === 1 ? "prism" : step === 2 ? "prism" : random.pick(["prism", "pyramid"] as const);
    const sides = step === 1 ? 4 : step === 2 ? random.pick([3, 5, 6]) : random.int(3, 8);
    const all = counts(kind, sides);
    const answer = all[part];
    const base = say(BASES[sides - 3] as string);
    const prompt =
      step === 1
        ? say("prompt", { part: say(part), solid: say(random.pick(["cube", "cuboid"])) })
        : say(kind === "prism" ? "prismPrompt" : "pyramidPrompt", { part: say(part), base });
    const wrong =
      step === 1
        ? [{ answer: VISIBLE_OF_A_BOX[part], misconception: say("visibleOnly") }]
        : [{ answer: sides, misconception: say("baseOnly") }];
    return {
      values: [step],
      item: {
        kind: "numeric",
        prompt,
        answer: String(answer),
        hint: say("hint"),
        solution: say(kind === "prism" ? "prismSolution" : "pyramidSolution", {
          ...all,
          sides,
          answer,
          part: say(part),
        }),
        wrongAnswers: wrongAnswers(String(answer), [
          ...wrong,
          { answer: all[MIXED[part]], misconception: say("mixedUpParts") },
        ]),
      },
    };
  },
});
