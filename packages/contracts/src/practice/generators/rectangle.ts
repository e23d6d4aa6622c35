import { defineGenerator, say } from "./define.ts";

/** The area or the perimeter of a rectangle from its length and width. */
export const rectangle = defineGenerator({
  id: "rectangle",
  version: 2,
  oldestVersion: 1,
  name: { en: "Area and perimeter of a rectangle", hi: "आयत का क्षेत्रफल और परिमाप" },
  bounds: { min: 1, max: 100, defaultMin: 2, defaultMax: 20 },
  classes: [4, 5, 6],
  skills: ["area-of-a-rectangle", "perimeter-of-a-rectangle"],
  families: ["Geo Math", "Math Lab"],
  texts: {
    en: {
      areaPrompt: "A rectangle is {length} cm long and {width} cm wide. What is its area, in cm²?",
      perimeterPrompt: "A rectangle is {length} cm long and {width} cm wide. What is its perimeter, in cm?",
      areaHint: "Area = length × width.",
      perimeterHint: "Perimeter = 2 × (length + width): the distance all round.",
      areaSolution: "{length} × {width} = {answer} cm²",
      perimeterSolution: "2 × ({length} + {width}) = {answer} cm",
      perimeterForArea: "Found the perimeter instead of the area",
      areaForPerimeter: "Found the area instead of the perimeter",
      addedSides: "Added the length and the width only once",
    },
    hi: {
      areaPrompt: "एक आयत {length} सेमी लंबा और {width} सेमी चौड़ा है। इसका क्षेत्रफल कितने वर्ग सेमी है?",
      perimeterPrompt: "एक आयत {length} सेमी लंबा और {width} सेमी चौड़ा है। इसका परिमाप कितने सेमी है?",
      areaHint: "क्षेत्रफल = लंबाई × चौड़ाई।",
      perimeterHint: "परिमाप = 2 × (लंबाई + चौड़ाई): चारों ओर की कुल दूरी।",
      areaSolution: "{length} × {width} = {answer} वर्ग सेमी",
      perimeterSolution: "2 × ({length} + {width}) = {answer} सेमी",
      perimeterForArea: "क्षेत्रफल की जगह परिमाप निकाल दिया",
      areaForPerimeter: "परिमाप की जगह क्षेत्रफल निकाल दिया",
      addedSides: "लंबाई और चौड़ाई को केवल एक बार जोड़ा",
    },
  },
  generate(random, min, max, version) {
    // From version 2 no side is 1 cm (area = the other side) and the two sides differ, where the
    // range allows: a rectangle drill that asks for a square's area asks something else.
    const low = version >= 2 && max >= 2 ? Math.max(min, 2) : min;
    const length = random.int(low, max);
    let width = random.int(low, max);
    if (version >= 2 && width === length && max > low) width = width === max ? width - 1 : width + 1;
    const area = random.next() < 0.5;
    const areaValue = length * width;
    const perimeter = 2 * (length + width);
    const answer = area ? areaValue : perimeter;
    const wrong = (
      area
        ? [
            { answer: perimeter, misconception: say("perimeterForArea") },
            { answer: length + width, misconception: say("addedSides") },
          ]
        : [
            { answer: areaValue, misconception: say("areaForPerimeter") },
            { answer: length + width, misconception: say("addedSides") },
          ]
    ).filter((w) => w.answer !== answer);
    const params = { length, width, answer };
    return {
      values: [length, width],
      item: {
        kind: "numeric",
        prompt: say(area ? "areaPrompt" : "perimeterPrompt", params),
        answer: String(answer),
        unit: area ? "cm2" : "cm",
        hint: say(area ? "areaHint" : "perimeterHint"),
        solution: say(area ? "areaSolution" : "perimeterSolution", params),
        wrongAnswers: wrong.map((w) => ({ answer: String(w.answer), misconception: w.misconception })),
      },
    };
  },
});
