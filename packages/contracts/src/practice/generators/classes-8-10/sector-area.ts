import { defineGenerator, say } from "../define.ts";
import { isClean, numericItem, written } from "./shared.ts";

/**
 * Areas related to circles with π = 22/7 (radii multiples of 7, or 3.5, so answers end in at most
 * two decimals). Bounds: 1 a sector of 90° or 180°, 2 a sector of any listed angle, 3 a minor segment
 * of a 90° sector; 4 an arc's length, 5 a sector's perimeter, 6 a ring between two circles.
 */
const ANGLES = [30, 40, 45, 60, 72, 90, 120, 135, 150, 180, 210, 240, 270] as const;
const sectorArea_ = (angle: number, r: number) => (angle * 22 * r * r) / (360 * 7);
const arc = (angle: number, r: number) => (angle * 2 * 22 * r) / (360 * 7);

export const sectorArea = defineGenerator({
  id: "sectorArea",
  version: 1,
  name: { en: "Areas of sectors and segments", hi: "त्रिज्यखंड और वृत्तखंड के क्षेत्रफल" },
  bounds: { min: 1, max: 6, defaultMin: 1, defaultMax: 6 },
  classes: [9, 10],
  skills: ["sector-area", "arc-length-and-rings"],
  families: ["Mathematics"],
  texts: {
    en: {
      sectorPrompt:
        "Find the area of a sector of a circle of radius {r} cm with angle {angle}°, in cm². Use π = 22/7.",
      segmentPrompt:
        "A chord subtends a right angle at the centre of a circle of radius {r} cm. Find the area of the minor segment in cm². Use π = 22/7.",
      arcPrompt:
        "Find the length of the arc of a sector of angle {angle}° in a circle of radius {r} cm, in cm. Use π = 22/7.",
      perimeterPrompt:
        "Find the perimeter of a sector of angle {angle}° in a circle of radius {r} cm, in cm. Use π = 22/7.",
      ringPrompt:
        "Find the area of the ring between two circles with the same centre and radii {big} cm and {small} cm, in cm². Use π = 22/7.",
      areaHint: "Area of a sector = (θ/360) × πr². A minor segment is the sector minus the triangle.",
      lengthHint: "Arc length = (θ/360) × 2πr. The perimeter of a sector is the arc plus two radii.",
      ringHint: "Area of a ring = πR² − πr².",
      sectorSolution: "Area: {angle}/360 × 22/7 × {r} × {r} = {answer}",
      segmentSolution:
        "Sector: 90/360 × 22/7 × {r} × {r} = {sector}\nTriangle: 1/2 × {r} × {r} = {triangle}\nSegment: {sector} − {triangle} = {answer}",
      arcSolution: "Arc: {angle}/360 × 2 × 22/7 × {r} = {answer}",
      perimeterSolution: "Arc: {angle}/360 × 2 × 22/7 × {r} = {arc}\nPerimeter: {arc} + 2 × {r} = {answer}",
      ringSolution: "Ring: 22/7 × ({big} × {big} − {small} × {small}) = {answer}",
      wholeCircle: "Found the area of the whole circle, not the sector",
      usedCircumference: "Used 2πr (the length formula) instead of πr²",
      forgotTriangle: "Gave the sector's area without taking away the triangle",
      usedSquareNotTriangle: "Took away r² instead of the triangle's ½ × r × r",
      usedAreaFormula: "Used πr² (the area formula) instead of 2πr",
      wholeCircumference: "Found the whole circumference, not the arc",
      forgotRadii: "Gave the arc only, without the two radii",
      oneRadius: "Added only one radius to the arc",
      squaredDifference: "Took π(R − r)² instead of π(R² − r²)",
    },
    hi: {
      sectorPrompt:
        "{r} सेमी त्रिज्या वाले वृत्त के {angle}° कोण वाले त्रिज्यखंड का क्षेत्रफल सेमी² में ज्ञात करो। π = 22/7 लो।",
      segmentPrompt:
        "{r} सेमी त्रिज्या वाले वृत्त की एक जीवा केंद्र पर समकोण बनाती है। लघु वृत्तखंड का क्षेत्रफल सेमी² में ज्ञात करो। π = 22/7 लो।",
      arcPrompt:
        "{r} सेमी त्रिज्या वाले वृत्त में {angle}° कोण वाले त्रिज्यखंड के चाप की लंबाई सेमी में ज्ञात करो। π = 22/7 लो।",
      perimeterPrompt:
        "{r} सेमी त्रिज्या वाले वृत्त में {angle}° कोण वाले त्रिज्यखंड का परिमाप सेमी में ज्ञात करो। π = 22/7 लो।",
      ringPrompt:
        "एक ही केंद्र वाले {big} सेमी और {small} सेमी त्रिज्या के दो वृत्तों के बीच के छल्ले का क्षेत्रफल सेमी² में ज्ञात करो। π = 22/7 लो।",
      areaHint: "त्रिज्यखंड का क्षेत्रफल = (θ/360) × πr²। लघु वृत्तखंड = त्रिज्यखंड − त्रिभुज।",
      lengthHint: "चाप की लंबाई = (θ/360) × 2πr। त्रिज्यखंड का परिमाप = चाप + दो त्रिज्याएँ।",
      ringHint: "छल्ले का क्षेत्रफल = πR² − πr²।",
      sectorSolution: "क्षेत्रफल: {angle}/360 × 22/7 × {r} × {r} = {answer}",
      segmentSolution:
        "त्रिज्यखंड: 90/360 × 22/7 × {r} × {r} = {sector}\nत्रिभुज: 1/2 × {r} × {r} = {triangle}\nवृत्तखंड: {sector} − {triangle} = {answer}",
      arcSolution: "चाप: {angle}/360 × 2 × 22/7 × {r} = {answer}",
      perimeterSolution: "चाप: {angle}/360 × 2 × 22/7 × {r} = {arc}\nपरिमाप: {arc} + 2 × {r} = {answer}",
      ringSolution: "छल्ला: 22/7 × ({big} × {big} − {small} × {small}) = {answer}",
      wholeCircle: "त्रिज्यखंड की जगह पूरे वृत्त का क्षेत्रफल निकाला",
      usedCircumference: "πr² की जगह 2πr (लंबाई का सूत्र) लगाया",
      forgotTriangle: "त्रिभुज घटाए बिना त्रिज्यखंड का क्षेत्रफल दे दिया",
      usedSquareNotTriangle: "त्रिभुज (½ × r × r) की जगह r² घटाया",
      usedAreaFormula: "2πr की जगह πr² (क्षेत्रफल का सूत्र) लगाया",
      wholeCircumference: "चाप की जगह पूरी परिधि निकाली",
      forgotRadii: "दो त्रिज्याएँ जोड़े बिना केवल चाप दिया",
      oneRadius: "चाप में केवल एक त्रिज्या जोड़ी",
      squaredDifference: "π(R² − r²) की जगह π(R − r)² लिया",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    if (step === 6) {
      const small = 7 * random.int(1, 4);
      const big = small + 7 * random.int(1, 3);
      const answer = (22 * (big * big - small * small)) / 7;
      const params = { big, small, answer: written(answer) };
      return {
        values: [step],
        item: numericItem(say("ringPrompt", params), answer, say("ringHint"), say("ringSolution", params), [
          [(22 * (big - small) * (big - small)) / 7, "squaredDifference"],
          [(2 * 22 * (big - small)) / 7, "usedCircumference"],
        ]),
      };
    }
    if (step === 3) {
      const r = 7 * random.int(1, 4);
      const sector = sectorArea_(90, r);
      const triangle = (r * r) / 2;
      const answer = sector - triangle;
      const params = { r, sector: written(sector), triangle: written(triangle), answer: written(answer) };
      return {
        values: [step],
        item: numericItem(
          say("segmentPrompt", params),
          answer,
          say("areaHint"),
          say("segmentSolution", params),
          [
            [sector, "forgotTriangle"],
            [sector - r * r, "usedSquareNotTriangle"],
          ],
        ),
      };
    }
    for (;;) {
      const angle = step === 1 ? random.pick([90, 180]) : random.pick(ANGLES);
      const r = random.pick([3.5, 7, 14, 21, 28, 35]);
      const area = sectorArea_(angle, r);
      const length = arc(angle, r);
      if (!isClean(step <= 2 ? area : length)) continue;
      if (step <= 2) {
        const params = { angle, r, answer: written(area) };
        return {
          values: [step],
          item: numericItem(
            say("sectorPrompt", params),
            area,
            say("areaHint"),
            say("sectorSolution", params),
            [
              [(22 * r * r) / 7, "wholeCircle"],
              [length, "usedCircumference"],
            ],
          ),
        };
      }
      if (step === 4) {
        const params = { angle, r, answer: written(length) };
        return {
          values: [step],
          item: numericItem(say("arcPrompt", params), length, say("lengthHint"), say("arcSolution", params), [
            [area, "usedAreaFormula"],
            [(2 * 22 * r) / 7, "wholeCircumference"],
          ]),
        };
      }
      const answer = length + 2 * r;
      const params = { angle, r, arc: written(length), answer: written(answer) };
      return {
        values: [step],
        item: numericItem(
          say("perimeterPrompt", params),
          answer,
          say("lengthHint"),
          say("perimeterSolution", params),
          [
            [length, "forgotRadii"],
            [length + r, "oneRadius"],
          ],
        ),
      };
    }
  },
});
