import { defineGenerator } from "../define.ts";
import { drawKind, kindBounds, numeric, texts } from "./kinds.ts";

/**
 * Perimeter, area and circles: 1–3 a square's perimeter, a rectangle's missing side from its
 * perimeter, a square's side from its perimeter; 4–6 a square's area, a triangle's area, a
 * rectangle's missing side from its area; 7–9 diameter from radius, radius from diameter, the
 * distance between the centres of two touching circles.
 */
export const measures = defineGenerator({
  id: "measures",
  version: 1,
  name: { en: "Perimeter, area and circles", hi: "परिमाप, क्षेत्रफल और वृत्त" },
  bounds: kindBounds(3),
  classes: [6, 7],
  skills: ["perimeter", "area", "radius-and-diameter"],
  families: ["Mathematics", "Geo Math"],
  texts: {
    en: {
      squarePerimeterPrompt: "A square has sides of {s} cm. What is its perimeter, in cm?",
      squarePerimeterHint: "Perimeter is the distance all the way round: a square has 4 equal sides.",
      squarePerimeterSolution: "Perimeter = 4 × side\n4 × {s} = {answer} cm",
      missingSidePrompt:
        "A rectangle has a perimeter of {p} cm and a length of {l} cm. What is its width, in cm?",
      missingSideHint: "Length + width is half the perimeter.",
      missingSideSolution: "Length + width = {p} ÷ 2 = {half}\nWidth = {half} − {l} = {answer} cm",
      sideFromPerimeterPrompt: "A square has a perimeter of {p} cm. How long is each side, in cm?",
      sideFromPerimeterHint: "The 4 sides of a square are equal.",
      sideFromPerimeterSolution: "Side = perimeter divided by 4:\n{p} ÷ 4 = {answer} cm",
      squareAreaPrompt: "A square has sides of {s} cm. What is its area, in cm²?",
      squareAreaHint: "Area of a square = side × side.",
      squareAreaSolution: "Area = side × side\n{s} × {s} = {answer} cm²",
      triangleAreaPrompt: "A triangle has a base of {b} cm and a height of {h} cm. What is its area, in cm²?",
      triangleAreaHint: "A triangle is half of a rectangle with the same base and height.",
      triangleAreaSolution: "Area = half of base × height\n{b} × {h} ÷ 2 = {answer} cm²",
      sideFromAreaPrompt:
        "A rectangle has an area of {a} cm² and a length of {l} cm. What is its width, in cm?",
      sideFromAreaHint: "Area = length × width, so width = area ÷ length.",
      sideFromAreaSolution: "Width = area ÷ length\n{a} ÷ {l} = {answer} cm",
      diameterPrompt: "A compass opened to {r} cm draws a circle. What is its diameter, in cm?",
      diameterHint: "The diameter is two radii.",
      diameterSolution: "Diameter = 2 × radius\n2 × {r} = {answer} cm",
      radiusPrompt: "A circle has a diameter of {d} cm. What is its radius, in cm?",
      radiusHint: "The radius is half the diameter.",
      radiusSolution: "Radius = half the diameter:\n{d} ÷ 2 = {answer} cm",
      touchingPrompt:
        "Two circles of radius {r} cm and {q} cm touch each other from outside. How far apart are their centres, in cm?",
      touchingHint: "Centre to centre is one radius plus the other.",
      touchingSolution: "Distance = first radius + second radius\n{r} + {q} = {answer} cm",
      addedTwoSides: "Added only two sides",
      areaForPerimeter: "Found the area instead of the perimeter",
      forgotHalf: "Did not halve the perimeter first",
      halved: "Divided by 2 instead of 4",
      perimeterForArea: "Found the perimeter instead of the area",
      noHalf: "Forgot to halve base × height",
      addedSides: "Added the numbers instead of multiplying",
      subtracted: "Took the length away from the area instead of dividing",
      radiusForDiameter: "Gave the radius itself",
      halvedInstead: "Halved instead of doubling",
      doubledInstead: "Doubled instead of halving",
      usedDiameters: "Added the diameters instead of the radii",
      subtractedRadii: "Took one radius from the other",
    },
    hi: {
      squarePerimeterPrompt: "एक वर्ग की हर भुजा {s} सेमी है। इसका परिमाप कितने सेमी है?",
      squarePerimeterHint: "परिमाप चारों ओर की पूरी दूरी है: वर्ग की 4 बराबर भुजाएँ होती हैं।",
      squarePerimeterSolution: "परिमाप = 4 × भुजा\n4 × {s} = {answer} सेमी",
      missingSidePrompt: "एक आयत का परिमाप {p} सेमी और लंबाई {l} सेमी है। इसकी चौड़ाई कितने सेमी है?",
      missingSideHint: "लंबाई + चौड़ाई परिमाप का आधा होता है।",
      missingSideSolution: "लंबाई + चौड़ाई = {p} ÷ 2 = {half}\nचौड़ाई = {half} − {l} = {answer} सेमी",
      sideFromPerimeterPrompt: "एक वर्ग का परिमाप {p} सेमी है। इसकी हर भुजा कितने सेमी की है?",
      sideFromPerimeterHint: "वर्ग की 4 भुजाएँ बराबर होती हैं।",
      sideFromPerimeterSolution: "भुजा = परिमाप का चौथाई:\n{p} ÷ 4 = {answer} सेमी",
      squareAreaPrompt: "एक वर्ग की हर भुजा {s} सेमी है। इसका क्षेत्रफल कितने वर्ग सेमी है?",
      squareAreaHint: "वर्ग का क्षेत्रफल = भुजा × भुजा।",
      squareAreaSolution: "क्षेत्रफल = भुजा × भुजा\n{s} × {s} = {answer} वर्ग सेमी",
      triangleAreaPrompt: "एक त्रिभुज का आधार {b} सेमी और ऊँचाई {h} सेमी है। इसका क्षेत्रफल कितने वर्ग सेमी है?",
      triangleAreaHint: "त्रिभुज उसी आधार और ऊँचाई वाले आयत का आधा होता है।",
      triangleAreaSolution: "क्षेत्रफल = आधार × ऊँचाई का आधा\n{b} × {h} ÷ 2 = {answer} वर्ग सेमी",
      sideFromAreaPrompt: "एक आयत का क्षेत्रफल {a} वर्ग सेमी और लंबाई {l} सेमी है। इसकी चौड़ाई कितने सेमी है?",
      sideFromAreaHint: "क्षेत्रफल = लंबाई × चौड़ाई, इसलिए चौड़ाई = क्षेत्रफल ÷ लंबाई।",
      sideFromAreaSolution: "चौड़ाई = क्षेत्रफल ÷ लंबाई\n{a} ÷ {l} = {answer} सेमी",
      diameterPrompt: "{r} सेमी खुले परकार से वृत्त बना। उसका व्यास कितने सेमी है?",
      diameterHint: "व्यास दो त्रिज्याओं के बराबर है।",
      diameterSolution: "व्यास = 2 × त्रिज्या\n2 × {r} = {answer} सेमी",
      radiusPrompt: "एक वृत्त का व्यास {d} सेमी है। उसकी त्रिज्या कितने सेमी है?",
      radiusHint: "त्रिज्या व्यास की आधी होती है।",
      radiusSolution: "त्रिज्या = व्यास का आधा:\n{d} ÷ 2 = {answer} सेमी",
      touchingPrompt:
        "{r} सेमी और {q} सेमी त्रिज्या वाले दो वृत्त बाहर से एक-दूसरे को छूते हैं। उनके केंद्रों के बीच कितने सेमी की दूरी है?",
      touchingHint: "केंद्र से केंद्र तक एक त्रिज्या और दूसरी त्रिज्या।",
      touchingSolution: "दूरी = पहली त्रिज्या + दूसरी त्रिज्या\n{r} + {q} = {answer} सेमी",
      addedTwoSides: "केवल दो भुजाएँ जोड़ीं",
      areaForPerimeter: "परिमाप की जगह क्षेत्रफल निकाल दिया",
      forgotHalf: "पहले परिमाप को आधा नहीं किया",
      halved: "4 की जगह 2 से भाग दिया",
      perimeterForArea: "क्षेत्रफल की जगह परिमाप निकाल दिया",
      noHalf: "आधार × ऊँचाई को आधा करना भूल गए",
      addedSides: "गुणा करने की जगह संख्याएँ जोड़ दीं",
      subtracted: "भाग देने की जगह क्षेत्रफल में से लंबाई घटा दी",
      radiusForDiameter: "त्रिज्या को ही उत्तर लिख दिया",
      halvedInstead: "दुगुना करने की जगह आधा कर दिया",
      doubledInstead: "आधा करने की जगह दुगुना कर दिया",
      usedDiameters: "त्रिज्याओं की जगह व्यास जोड़ दिए",
      subtractedRadii: "एक त्रिज्या में से दूसरी घटा दी",
    },
  },
  generate(random, min, max) {
    const { value, kind, level } = drawKind(random, min, max);
    const cm = { unit: "cm" } as const;
    const cm2 = { unit: "cm2" } as const;
    if (kind === 0) {
      if (level === 1) {
        const s = random.int(3, 25);
        return numeric(
          value,
          texts("squarePerimeterPrompt", "squarePerimeterHint", "squarePerimeterSolution", {
            s,
            answer: 4 * s,
          }),
          4 * s,
          [
            ["addedTwoSides", 2 * s],
            ["areaForPerimeter", s * s],
          ],
          cm,
        );
      }
      if (level === 2) {
        const l = random.int(6, 40);
        const w = random.int(2, l - 1);
        const p = 2 * (l + w);
        return numeric(
          value,
          texts("missingSidePrompt", "missingSideHint", "missingSideSolution", {
            p,
            l,
            half: l + w,
            answer: w,
          }),
          w,
          [["forgotHalf", p - l]],
          cm,
        );
      }
      const s = random.int(3, 40);
      return numeric(
        value,
        texts("sideFromPerimeterPrompt", "sideFromPerimeterHint", "sideFromPerimeterSolution", {
          p: 4 * s,
          answer: s,
        }),
        s,
        [["halved", 2 * s]],
        cm,
      );
    }
    if (kind === 1) {
      if (level === 1) {
        const s = random.int(3, 20);
        return numeric(
          value,
          texts("squareAreaPrompt", "squareAreaHint", "squareAreaSolution", { s, answer: s * s }),
          s * s,
          [
            ["perimeterForArea", 4 * s],
            ["addedSides", 2 * s],
          ],
          cm2,
        );
      }
      if (level === 2) {
        let b = random.int(3, 30);
        const h = random.int(3, 30);
        if ((b * h) % 2 === 1) b += 1;
        return numeric(
          value,
          texts("triangleAreaPrompt", "triangleAreaHint", "triangleAreaSolution", {
            b,
            h,
            answer: (b * h) / 2,
          }),
          (b * h) / 2,
          [
            ["noHalf", b * h],
            ["addedSides", b + h],
          ],
          cm2,
        );
      }
      const l = random.int(4, 25);
      const w = random.int(2, 25);
      return numeric(
        value,
        texts("sideFromAreaPrompt", "sideFromAreaHint", "sideFromAreaSolution", { a: l * w, l, answer: w }),
        w,
        [["subtracted", l * w - l]],
        cm,
      );
    }
    if (level === 1) {
      const r = random.int(2, 15);
      return numeric(
        value,
        texts("diameterPrompt", "diameterHint", "diameterSolution", { r, answer: 2 * r }),
        2 * r,
        [
          ["radiusForDiameter", r],
          ["halvedInstead", r % 2 === 0 ? r / 2 : Number.NaN],
        ],
        cm,
      );
    }
    if (level === 2) {
      const r = random.int(2, 15);
      return numeric(
        value,
        texts("radiusPrompt", "radiusHint", "radiusSolution", { d: 2 * r, answer: r }),
        r,
        [["doubledInstead", 4 * r]],
        cm,
      );
    }
    const r = random.int(2, 12);
    let q = random.int(2, 12);
    if (q === r) q += 1;
    return numeric(
      value,
      texts("touchingPrompt", "touchingHint", "touchingSolution", { r, q, answer: r + q }),
      r + q,
      [
        ["usedDiameters", 2 * (r + q)],
        ["subtractedRadii", Math.abs(r - q)],
      ],
      cm,
    );
  },
});
