import { type Solid, solidSvg } from "../../figures/solids.ts";
import type { Random } from "../../random.ts";
import { defineGenerator, say, type Text } from "../define.ts";
import { isClean, numericItem, type Wrong, written } from "./shared.ts";

/**
 * Volume and surface area of solids, π = 22/7. Bounds: 1 a cuboid's volume, 2 a cylinder's or
 * cone's volume, 3 a sphere's or hemisphere's volume; 4 a cuboid's total surface area, 5 a cylinder's
 * total or a cone's curved surface area (the slant from a whole triple), 6 a sphere's or a
 * hemisphere's total surface area. Radii are multiples of 3.5 (10.5 for spheres' volumes) so the
 * answers end in at most two decimals. Every solid is drawn with its dimensions written on it
 * (figures/solids.ts), marked "not to scale" where a dimension had to be drawn longer to be read.
 */
const PI = 22 / 7;
type Drawn = { prompt: Text; answer: number; hint: Text; solution: Text; wrongs: Wrong[]; solid: Solid };

function draw(random: Random, step: number): Drawn {
  if (step === 1 || step === 4) {
    const [l, b, h] = [random.int(3, 25), random.int(2, 20), random.int(2, 15)];
    const params = { l, b, h };
    if (step === 1) {
      const answer = l * b * h;
      return {
        solid: { kind: "cuboid", l, b, h },
        prompt: say("cuboidVolumePrompt", params),
        answer,
        hint: say("volumeHint"),
        solution: say("cuboidVolumeSolution", { ...params, answer }),
        wrongs: [
          [l + b + h, "addedDimensions"],
          [2 * (l * b + b * h + h * l), "surfaceInstead"],
        ],
      };
    }
    const answer = 2 * (l * b + b * h + h * l);
    return {
      solid: { kind: "cuboid", l, b, h },
      prompt: say("cuboidSurfacePrompt", params),
      answer,
      hint: say("surfaceHint"),
      solution: say("cuboidSurfaceSolution", { ...params, answer }),
      wrongs: [
        [l * b + b * h + h * l, "countedThreeFaces"],
        [2 * h * (l + b), "lateralOnly"],
      ],
    };
  }
  if (step === 2) {
    const r = 7 * random.int(1, 4);
    const h = 3 * random.int(2, 10);
    const cone = random.next() < 0.5;
    const cylinder = PI * r * r * h;
    const answer = cone ? cylinder / 3 : cylinder;
    const params = { r, h, answer: written(answer) };
    return {
      solid: { kind: cone ? "cone" : "cylinder", r, h },
      prompt: say(cone ? "coneVolumePrompt" : "cylinderVolumePrompt", params),
      answer,
      hint: say("volumeHint"),
      solution: say(cone ? "coneVolumeSolution" : "cylinderVolumeSolution", params),
      wrongs: cone
        ? [
            [cylinder, "forgotThird"],
            [(PI * r * h) / 3, "forgotSquare"],
          ]
        : [
            [2 * PI * r * h, "usedCurvedArea"],
            [PI * r * h, "forgotSquare"],
          ],
    };
  }
  if (step === 3) {
    const r = 10.5 * random.int(1, 4);
    const half = random.next() < 0.5;
    const sphere = (4 / 3) * PI * r * r * r;
    const answer = half ? sphere / 2 : sphere;
    const params = { r, answer: written(answer) };
    return {
      solid: { kind: half ? "hemisphere" : "sphere", r },
      prompt: say(half ? "hemisphereVolumePrompt" : "sphereVolumePrompt", params),
      answer,
      hint: say("volumeHint"),
      solution: say(half ? "hemisphereVolumeSolution" : "sphereVolumeSolution", params),
      wrongs: half
        ? [
            [sphere, "wholeSphere"],
            [2 * PI * r * r, "usedSurfaceFormula"],
          ]
        : [
            [4 * PI * r * r, "usedSurfaceFormula"],
            [(4 / 3) * PI * r * r, "forgotCube"],
          ],
    };
  }
  if (step === 5) {
    const cone = random.next() < 0.5;
    if (cone) {
      const [a, b, c] = random.pick([
        [7, 24, 25],
        [21, 20, 29],
        [14, 48, 50],
        [35, 12, 37],
        [21, 28, 35],
      ] as const);
      const answer = PI * a * c;
      const params = { r: a, h: b, l: c, square: c * c, answer: written(answer) };
      return {
        solid: { kind: "cone", r: a, h: b },
        prompt: say("coneSurfacePrompt", params),
        answer,
        hint: say("surfaceHint"),
        solution: say("coneSurfaceSolution", params),
        wrongs: [
          [PI * a * b, "usedHeightNotSlant"],
          [PI * a * c + PI * a * a, "addedBase"],
        ],
      };
    }
    const r = 7 * random.int(1, 3);
    const h = random.int(3, 30);
    const answer = 2 * PI * r * (r + h);
    const params = { r, h, answer: written(answer) };
    return {
      solid: { kind: "cylinder", r, h },
      prompt: say("cylinderSurfacePrompt", params),
      answer,
      hint: say("surfaceHint"),
      solution: say("cylinderSurfaceSolution", params),
      wrongs: [
        [2 * PI * r * h, "curvedOnly"],
        [2 * PI * r * h + PI * r * r, "oneEnd"],
      ],
    };
  }
  const r = 3.5 * random.int(1, 8);
  const half = random.next() < 0.5;
  const answer = (half ? 3 : 4) * PI * r * r;
  const params = { r, answer: written(answer) };
  return {
    solid: { kind: half ? "hemisphere" : "sphere", r },
    prompt: say(half ? "hemisphereSurfacePrompt" : "sphereSurfacePrompt", params),
    answer,
    hint: say("surfaceHint"),
    solution: say(half ? "hemisphereSurfaceSolution" : "sphereSurfaceSolution", params),
    wrongs: half
      ? [
          [2 * PI * r * r, "forgotBase"],
          [4 * PI * r * r, "wholeSphere"],
        ]
      : [
          [2 * PI * r * r, "halfSphere"],
          [PI * r * r, "forgotFour"],
        ],
  };
}

export const solids = defineGenerator({
  id: "solids",
  version: 1,
  name: { en: "Surface area and volume of solids", hi: "ठोसों का पृष्ठीय क्षेत्रफल और आयतन" },
  bounds: { min: 1, max: 6, defaultMin: 1, defaultMax: 6 },
  classes: [8, 9, 10],
  skills: ["volume-of-solids", "surface-area-of-solids"],
  families: ["Mathematics"],
  texts: {
    en: {
      solidAlt: "A drawing of the {solid}, its dimensions written on it as the question gives them. {scale}",
      cuboid: "cuboid",
      cylinder: "cylinder",
      cone: "cone",
      sphere: "sphere",
      hemisphere: "hemisphere",
      toScale: "It is drawn to scale.",
      notToScale: "It is not drawn to scale.",
      cuboidVolumePrompt: "A cuboid box is {l} cm long, {b} cm wide and {h} cm high. Find its volume in cm³.",
      cuboidSurfacePrompt:
        "A closed cuboid box is {l} cm long, {b} cm wide and {h} cm high. Find its total surface area in cm².",
      cylinderVolumePrompt:
        "Find the volume of a cylinder of radius {r} cm and height {h} cm, in cm³. Use π = 22/7.",
      coneVolumePrompt: "Find the volume of a cone of radius {r} cm and height {h} cm, in cm³. Use π = 22/7.",
      sphereVolumePrompt: "Find the volume of a sphere of radius {r} cm, in cm³. Use π = 22/7.",
      hemisphereVolumePrompt: "Find the volume of a hemisphere of radius {r} cm, in cm³. Use π = 22/7.",
      cylinderSurfacePrompt:
        "Find the total surface area of a closed cylinder of radius {r} cm and height {h} cm, in cm². Use π = 22/7.",
      coneSurfacePrompt:
        "Find the curved surface area of a cone of radius {r} cm and height {h} cm, in cm². Use π = 22/7.",
      sphereSurfacePrompt: "Find the surface area of a sphere of radius {r} cm, in cm². Use π = 22/7.",
      hemisphereSurfacePrompt:
        "Find the total surface area of a solid hemisphere of radius {r} cm, in cm². Use π = 22/7.",
      volumeHint: "Cuboid: l × b × h. Cylinder: πr²h. Cone: ⅓πr²h. Sphere: (4/3)πr³. Hemisphere: (2/3)πr³.",
      surfaceHint:
        "Cuboid: 2(lb + bh + hl). Cylinder: 2πr(r + h). Cone (curved): πrl with l² = r² + h². Sphere: 4πr². Solid hemisphere: 3πr².",
      cuboidVolumeSolution: "Volume: {l} × {b} × {h} = {answer}",
      cuboidSurfaceSolution: "Total surface area: 2 × ({l} × {b} + {b} × {h} + {h} × {l}) = {answer}",
      cylinderVolumeSolution: "Volume: 22/7 × {r} × {r} × {h} = {answer}",
      coneVolumeSolution: "Volume: 1/3 × 22/7 × {r} × {r} × {h} = {answer}",
      sphereVolumeSolution: "Volume: 4/3 × 22/7 × {r} × {r} × {r} = {answer}",
      hemisphereVolumeSolution: "Volume: 2/3 × 22/7 × {r} × {r} × {r} = {answer}",
      cylinderSurfaceSolution: "Total surface area: 2 × 22/7 × {r} × ({r} + {h}) = {answer}",
      coneSurfaceSolution:
        "Slant height squared: {r} × {r} + {h} × {h} = {square}, so l is {l}, since {l} × {l} = {square}\nCurved surface area: 22/7 × {r} × {l} = {answer}",
      sphereSurfaceSolution: "Surface area: 4 × 22/7 × {r} × {r} = {answer}",
      hemisphereSurfaceSolution:
        "Curved part 2πr² and flat base πr² make 3πr².\nTotal surface area: 3 × 22/7 × {r} × {r} = {answer}",
      addedDimensions: "Added the length, width and height instead of multiplying",
      surfaceInstead: "Found the surface area instead of the volume",
      countedThreeFaces: "Counted each pair of faces once (forgot to double)",
      lateralOnly: "Found only the four walls, leaving out the top and bottom",
      forgotThird: "Forgot the ⅓ in the cone's volume",
      forgotSquare: "Used r instead of r²",
      usedCurvedArea: "Used the curved surface area formula 2πrh",
      wholeSphere: "Used the whole sphere instead of the half",
      usedSurfaceFormula: "Used a surface area formula instead of the volume",
      forgotCube: "Used r² instead of r³",
      usedHeightNotSlant: "Used the height instead of the slant height",
      addedBase: "Added the base: found the total surface area, not the curved one",
      curvedOnly: "Found only the curved surface, leaving out both ends",
      oneEnd: "Added only one circular end",
      forgotBase: "Left out the flat circular base of the hemisphere",
      halfSphere: "Used 2πr² (half a sphere) instead of 4πr²",
      forgotFour: "Forgot the 4 in 4πr²",
    },
    hi: {
      solidAlt: "{solid} का चित्र, जिस पर उसकी माप प्रश्न के अनुसार लिखी हैं। {scale}",
      cuboid: "घनाभ",
      cylinder: "बेलन",
      cone: "शंकु",
      sphere: "गोले",
      hemisphere: "अर्धगोले",
      toScale: "यह पैमाने के अनुसार बना है।",
      notToScale: "यह पैमाने के अनुसार नहीं बना है।",
      cuboidVolumePrompt:
        "एक घनाभ डिब्बा {l} सेमी लंबा, {b} सेमी चौड़ा और {h} सेमी ऊँचा है। इसका आयतन सेमी³ में ज्ञात करो।",
      cuboidSurfacePrompt:
        "एक बंद घनाभ डिब्बा {l} सेमी लंबा, {b} सेमी चौड़ा और {h} सेमी ऊँचा है। इसका कुल पृष्ठीय क्षेत्रफल सेमी² में ज्ञात करो।",
      cylinderVolumePrompt: "{r} सेमी त्रिज्या और {h} सेमी ऊँचाई वाले बेलन का आयतन सेमी³ में ज्ञात करो। π = 22/7 लो।",
      coneVolumePrompt: "{r} सेमी त्रिज्या और {h} सेमी ऊँचाई वाले शंकु का आयतन सेमी³ में ज्ञात करो। π = 22/7 लो।",
      sphereVolumePrompt: "{r} सेमी त्रिज्या वाले गोले का आयतन सेमी³ में ज्ञात करो। π = 22/7 लो।",
      hemisphereVolumePrompt: "{r} सेमी त्रिज्या वाले अर्धगोले का आयतन सेमी³ में ज्ञात करो। π = 22/7 लो।",
      cylinderSurfacePrompt:
        "{r} सेमी त्रिज्या और {h} सेमी ऊँचाई वाले बंद बेलन का कुल पृष्ठीय क्षेत्रफल सेमी² में ज्ञात करो। π = 22/7 लो।",
      coneSurfacePrompt:
        "{r} सेमी त्रिज्या और {h} सेमी ऊँचाई वाले शंकु का वक्र पृष्ठीय क्षेत्रफल सेमी² में ज्ञात करो। π = 22/7 लो।",
      sphereSurfacePrompt: "{r} सेमी त्रिज्या वाले गोले का पृष्ठीय क्षेत्रफल सेमी² में ज्ञात करो। π = 22/7 लो।",
      hemisphereSurfacePrompt:
        "{r} सेमी त्रिज्या वाले ठोस अर्धगोले का कुल पृष्ठीय क्षेत्रफल सेमी² में ज्ञात करो। π = 22/7 लो।",
      volumeHint: "घनाभ: l × b × h। बेलन: πr²h। शंकु: ⅓πr²h। गोला: (4/3)πr³। अर्धगोला: (2/3)πr³।",
      surfaceHint:
        "घनाभ: 2(lb + bh + hl)। बेलन: 2πr(r + h)। शंकु (वक्र): πrl, जहाँ l² = r² + h²। गोला: 4πr²। ठोस अर्धगोला: 3πr²।",
      cuboidVolumeSolution: "आयतन: {l} × {b} × {h} = {answer}",
      cuboidSurfaceSolution: "कुल पृष्ठीय क्षेत्रफल: 2 × ({l} × {b} + {b} × {h} + {h} × {l}) = {answer}",
      cylinderVolumeSolution: "आयतन: 22/7 × {r} × {r} × {h} = {answer}",
      coneVolumeSolution: "आयतन: 1/3 × 22/7 × {r} × {r} × {h} = {answer}",
      sphereVolumeSolution: "आयतन: 4/3 × 22/7 × {r} × {r} × {r} = {answer}",
      hemisphereVolumeSolution: "आयतन: 2/3 × 22/7 × {r} × {r} × {r} = {answer}",
      cylinderSurfaceSolution: "कुल पृष्ठीय क्षेत्रफल: 2 × 22/7 × {r} × ({r} + {h}) = {answer}",
      coneSurfaceSolution:
        "तिर्यक ऊँचाई का वर्ग: {r} × {r} + {h} × {h} = {square}, इसलिए l बराबर {l}, क्योंकि {l} × {l} = {square}\nवक्र पृष्ठीय क्षेत्रफल: 22/7 × {r} × {l} = {answer}",
      sphereSurfaceSolution: "पृष्ठीय क्षेत्रफल: 4 × 22/7 × {r} × {r} = {answer}",
      hemisphereSurfaceSolution:
        "वक्र भाग 2πr² और समतल आधार πr² मिलकर 3πr² बनाते हैं।\nकुल पृष्ठीय क्षेत्रफल: 3 × 22/7 × {r} × {r} = {answer}",
      addedDimensions: "लंबाई, चौड़ाई और ऊँचाई को गुणा करने की जगह जोड़ दिया",
      surfaceInstead: "आयतन की जगह पृष्ठीय क्षेत्रफल निकाला",
      countedThreeFaces: "हर जोड़ी का एक ही फलक गिना (दुगुना करना भूल गए)",
      lateralOnly: "केवल चार दीवारें लीं, ऊपर और नीचे का भाग छोड़ दिया",
      forgotThird: "शंकु के आयतन में ⅓ भूल गए",
      forgotSquare: "r² की जगह r लिया",
      usedCurvedArea: "वक्र पृष्ठ का सूत्र 2πrh लगाया",
      wholeSphere: "आधे की जगह पूरा गोला ले लिया",
      usedSurfaceFormula: "आयतन की जगह पृष्ठीय क्षेत्रफल का सूत्र लगाया",
      forgotCube: "r³ की जगह r² लिया",
      usedHeightNotSlant: "तिर्यक ऊँचाई की जगह ऊँचाई ले ली",
      addedBase: "आधार भी जोड़ दिया: वक्र की जगह कुल पृष्ठीय क्षेत्रफल निकाला",
      curvedOnly: "केवल वक्र पृष्ठ निकाला, दोनों सिरे छोड़ दिए",
      oneEnd: "केवल एक वृत्ताकार सिरा जोड़ा",
      forgotBase: "अर्धगोले का समतल वृत्ताकार आधार छोड़ दिया",
      halfSphere: "4πr² की जगह 2πr² (आधा गोला) लिया",
      forgotFour: "4πr² में 4 भूल गए",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    const { prompt, answer, hint, solution, wrongs, solid } = draw(random, step);
    if (!isClean(answer)) throw new Error(`solids: ${answer} is not a two-decimal answer`);
    const { svg, toScale } = solidSvg(solid);
    return {
      values: [step],
      figure: {
        svg,
        alt: say("solidAlt", { solid: say(solid.kind), scale: say(toScale ? "toScale" : "notToScale") }),
      },
      item: numericItem(prompt, answer, hint, solution, wrongs),
    };
  },
});
