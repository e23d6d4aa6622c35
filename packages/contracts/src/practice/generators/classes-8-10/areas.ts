import { defineGenerator, say } from "../define.ts";
import { numericItem } from "./shared.ts";

/**
 * Areas of plane figures. Bounds: 1 a parallelogram, 2 a triangle, 3 a trapezium; 4 a parallelogram's
 * height from its area, 5 a triangle's base from its area, 6 a trapezium's missing parallel side;
 * 7 a rhombus from its diagonals, 8 a path round a rectangular garden, 9 an L-shaped floor.
 */
export const areas = defineGenerator({
  id: "areas",
  version: 1,
  name: {
    en: "Areas of parallelograms, triangles and trapeziums",
    hi: "समांतर चतुर्भुज, त्रिभुज और समलंब के क्षेत्रफल",
  },
  bounds: { min: 1, max: 9, defaultMin: 1, defaultMax: 9 },
  classes: [8],
  skills: ["area-formulas", "missing-lengths-from-area", "composite-areas"],
  families: ["Mathematics"],
  texts: {
    en: {
      parallelogramPrompt: "A parallelogram has base {b} cm and height {h} cm. Find its area in cm².",
      trianglePrompt: "A triangle has base {b} cm and height {h} cm. Find its area in cm².",
      trapeziumPrompt:
        "A trapezium has parallel sides {a} cm and {b} cm, {h} cm apart. Find its area in cm².",
      heightPrompt: "A parallelogram of area {area} cm² has base {b} cm. Find its height in cm.",
      basePrompt: "A triangle of area {area} cm² has height {h} cm. Find its base in cm.",
      sidePrompt:
        "A trapezium of area {area} cm² has height {h} cm and one parallel side {a} cm. Find the other parallel side in cm.",
      rhombusPrompt: "The diagonals of a rhombus are {d1} cm and {d2} cm. Find its area in cm².",
      pathPrompt:
        "A garden {l} m by {b} m has a path {w} m wide all round it, outside. Find the area of the path in m².",
      floorPrompt:
        "An L-shaped floor is a {l} m by {b} m rectangle with a {x} m by {y} m corner cut off. Find its area in m².",
      hint: "Parallelogram: b × h; triangle: ½ × b × h; trapezium: ½ × (a + b) × h; rhombus: ½ × d₁ × d₂.",
      areaSolution: "Area: {working} = {answer}",
      backSolution: "{formula}\nSo the length is {working} = {answer}",
      pathSolution:
        "Outer rectangle: ({l} + 2 × {w}) × ({b} + 2 × {w}) = {outer}\nPath: {outer} − {l} × {b} = {answer}",
      floorSolution: "Whole rectangle minus the corner: {l} × {b} − {x} × {y} = {answer}",
      parallelogramFormula: "Area = base × height",
      triangleFormula: "Area = ½ × base × height",
      trapeziumFormula: "Area = ½ × (a + b) × height",
      forgotHalf: "Forgot the ½",
      usedSideNotHeight: "Multiplied the sides instead of base and height",
      addedOnlyOneSide: "Used one parallel side instead of their sum",
      multipliedInstead: "Multiplied by the known length instead of dividing",
      forgotToSubtract: "Forgot to take away the known parallel side",
      pathOneSide: "Added the path width only once to each side",
      gaveOuter: "Gave the whole outer area, not just the path",
      addedCorner: "Added the corner instead of taking it away",
    },
    hi: {
      parallelogramPrompt: "एक समांतर चतुर्भुज का आधार {b} सेमी और ऊँचाई {h} सेमी है। इसका क्षेत्रफल सेमी² में ज्ञात करो।",
      trianglePrompt: "एक त्रिभुज का आधार {b} सेमी और ऊँचाई {h} सेमी है। इसका क्षेत्रफल सेमी² में ज्ञात करो।",
      trapeziumPrompt:
        "एक समलंब की समांतर भुजाएँ {a} सेमी और {b} सेमी हैं, और उनके बीच की दूरी {h} सेमी है। इसका क्षेत्रफल सेमी² में ज्ञात करो।",
      heightPrompt: "{area} सेमी² क्षेत्रफल वाले समांतर चतुर्भुज का आधार {b} सेमी है। इसकी ऊँचाई कितने सेमी है?",
      basePrompt: "{area} सेमी² क्षेत्रफल वाले त्रिभुज की ऊँचाई {h} सेमी है। इसका आधार कितने सेमी है?",
      sidePrompt:
        "{area} सेमी² क्षेत्रफल वाले समलंब की ऊँचाई {h} सेमी और एक समांतर भुजा {a} सेमी है। दूसरी समांतर भुजा कितने सेमी है?",
      rhombusPrompt: "एक समचतुर्भुज के विकर्ण {d1} सेमी और {d2} सेमी हैं। इसका क्षेत्रफल सेमी² में ज्ञात करो।",
      pathPrompt:
        "{l} m × {b} m के बगीचे के चारों ओर बाहर की ओर {w} m चौड़ा रास्ता है। रास्ते का क्षेत्रफल m² में ज्ञात करो।",
      floorPrompt:
        "एक L-आकार का फ़र्श {l} m × {b} m का आयत है जिसका {x} m × {y} m का कोना कटा है। इसका क्षेत्रफल m² में ज्ञात करो।",
      hint: "समांतर चतुर्भुज: b × h; त्रिभुज: ½ × b × h; समलंब: ½ × (a + b) × h; समचतुर्भुज: ½ × d₁ × d₂।",
      areaSolution: "क्षेत्रफल: {working} = {answer}",
      backSolution: "{formula}\nइसलिए लंबाई: {working} = {answer}",
      pathSolution:
        "बाहरी आयत: ({l} + 2 × {w}) × ({b} + 2 × {w}) = {outer}\nरास्ता: {outer} − {l} × {b} = {answer}",
      floorSolution: "पूरा आयत घटा कोना: {l} × {b} − {x} × {y} = {answer}",
      parallelogramFormula: "क्षेत्रफल = आधार × ऊँचाई",
      triangleFormula: "क्षेत्रफल = ½ × आधार × ऊँचाई",
      trapeziumFormula: "क्षेत्रफल = ½ × (a + b) × ऊँचाई",
      forgotHalf: "½ भूल गए",
      usedSideNotHeight: "आधार और ऊँचाई की जगह भुजाएँ गुणा कर दीं",
      addedOnlyOneSide: "समांतर भुजाओं के योग की जगह एक ही भुजा ली",
      multipliedInstead: "ज्ञात लंबाई से भाग की जगह गुणा कर दिया",
      forgotToSubtract: "ज्ञात समांतर भुजा घटाना भूल गए",
      pathOneSide: "हर भुजा में रास्ते की चौड़ाई एक ही बार जोड़ी",
      gaveOuter: "केवल रास्ते की जगह पूरा बाहरी क्षेत्रफल दे दिया",
      addedCorner: "कोना घटाने की जगह जोड़ दिया",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    const b = random.int(4, 30);
    const h = 2 * random.int(2, 12);
    const a = random.int(3, 25);
    if (step === 1)
      return {
        values: [step],
        item: numericItem(
          say("parallelogramPrompt", { b, h }),
          b * h,
          say("hint"),
          say("areaSolution", { working: `${b} × ${h}`, answer: b * h }),
          [
            [(b * h) / 2, "forgotHalf"],
            [2 * (b + h), "usedSideNotHeight"],
          ],
        ),
      };
    if (step === 2)
      return {
        values: [step],
        item: numericItem(
          say("trianglePrompt", { b, h }),
          (b * h) / 2,
          say("hint"),
          say("areaSolution", { working: `${b} × ${h} ÷ 2`, answer: (b * h) / 2 }),
          [[b * h, "forgotHalf"]],
        ),
      };
    if (step === 3) {
      const answer = ((a + b) * h) / 2;
      return {
        values: [step],
        item: numericItem(
          say("trapeziumPrompt", { a, b, h }),
          answer,
          say("hint"),
          say("areaSolution", { working: `(${a} + ${b}) × ${h} ÷ 2`, answer }),
          [
            [(a + b) * h, "forgotHalf"],
            [(b * h) / 2, "addedOnlyOneSide"],
          ],
        ),
      };
    }
    if (step === 4) {
      const area = b * h;
      return {
        values: [step],
        item: numericItem(
          say("heightPrompt", { area, b }),
          h,
          say("hint"),
          say("backSolution", { formula: say("parallelogramFormula"), working: `${area} ÷ ${b}`, answer: h }),
          [
            [area * b, "multipliedInstead"],
            [area / b / 2, "forgotHalf"],
          ],
        ),
      };
    }
    if (step === 5) {
      const area = (b * h) / 2;
      return {
        values: [step],
        item: numericItem(
          say("basePrompt", { area, h }),
          b,
          say("hint"),
          say("backSolution", { formula: say("triangleFormula"), working: `2 × ${area} ÷ ${h}`, answer: b }),
          [
            [area / h, "forgotHalf"],
            [area * h, "multipliedInstead"],
          ],
        ),
      };
    }
    if (step === 6) {
      const area = ((a + b) * h) / 2;
      return {
        values: [step],
        item: numericItem(
          say("sidePrompt", { area, h, a }),
          b,
          say("hint"),
          say("backSolution", {
            formula: say("trapeziumFormula"),
            working: `2 × ${area} ÷ ${h} − ${a}`,
            answer: b,
          }),
          [
            [(2 * area) / h, "forgotToSubtract"],
            [area / h - a, "forgotHalf"],
          ],
        ),
      };
    }
    if (step === 7) {
      const [d1, d2] = [2 * random.int(3, 15), random.int(4, 30)];
      const answer = (d1 * d2) / 2;
      return {
        values: [step],
        item: numericItem(
          say("rhombusPrompt", { d1, d2 }),
          answer,
          say("hint"),
          say("areaSolution", { working: `${d1} × ${d2} ÷ 2`, answer }),
          [[d1 * d2, "forgotHalf"]],
        ),
      };
    }
    if (step === 8) {
      const [l, w] = [random.int(10, 40), random.int(1, 3)];
      const outer = (l + 2 * w) * (b + 2 * w);
      const answer = outer - l * b;
      return {
        values: [step],
        item: numericItem(
          say("pathPrompt", { l, b, w }),
          answer,
          say("hint"),
          say("pathSolution", { l, b, w, outer, answer }),
          [
            [(l + w) * (b + w) - l * b, "pathOneSide"],
            [outer, "gaveOuter"],
          ],
        ),
      };
    }
    const [l, bb] = [random.int(8, 20), random.int(6, 15)];
    const [x, y] = [random.int(2, l - 3), random.int(2, bb - 3)];
    const answer = l * bb - x * y;
    return {
      values: [step],
      item: numericItem(
        say("floorPrompt", { l, b: bb, x, y }),
        answer,
        say("hint"),
        say("floorSolution", { l, b: bb, x, y, answer }),
        [[l * bb + x * y, "addedCorner"]],
      ),
    };
  },
});
