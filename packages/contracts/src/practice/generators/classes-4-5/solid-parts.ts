import { defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { numericItem } from "./shared.ts";

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

export const solidParts = defineGenerator(about("solidParts", 1), steps(3, 2), (random, min, max) => {
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
    item: numericItem(
      prompt,
      answer,
      say("hint"),
      say(kind === "prism" ? "prismSolution" : "pyramidSolution", {
        ...all,
        sides,
        answer,
        part: say(part),
      }),
      [...wrong, { answer: all[MIXED[part]], misconception: say("mixedUpParts") }],
    ),
  };
});
