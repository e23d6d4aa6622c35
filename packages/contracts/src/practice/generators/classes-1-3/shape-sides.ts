import { polygonCorners, polygonSvg } from "../../figures/polygon.ts";
import { defineGenerator, say, type Text } from "../define.ts";
import { singleChoice, wrongAnswers } from "./shared.ts";

/**
 * Flat shapes: how many sides or corners a drawn shape has, or what it is called (triangle, square,
 * rectangle, pentagon, hexagon). The author's range is the range of the number of sides, 3 to 8.
 * The shape is drawn from the seed; its text alternative says only that it is a flat shape with
 * straight sides (how many is the question).
 */
const NAMES: Record<number, string> = { 3: "triangle", 5: "pentagon", 6: "hexagon" };
const ALL_NAMES = ["triangle", "square", "rectangle", "pentagon", "hexagon", "circle"];

export const shapeSides = defineGenerator({
  id: "shapeSides",
  version: 1,
  name: { en: "Flat shapes: sides, corners and names", hi: "सपाट आकृतियाँ: भुजाएँ, कोने और नाम" },
  bounds: { min: 3, max: 8, defaultMin: 3, defaultMax: 6 },
  classes: [1, 2, 3],
  skills: ["count-sides-and-corners", "name-flat-shapes"],
  families: ["Mathematics"],
  texts: {
    en: {
      sidesPrompt: "How many sides does this shape have?",
      cornersPrompt: "How many corners does this shape have?",
      namePrompt: "What is this shape called?",
      countHint:
        "Put your finger on one corner and go round the shape, counting each {what} once, until you are back where you started.",
      nameHint: "Count the sides. Then look: are all the sides the same length?",
      sides: "side",
      corners: "corner",
      countSolution: "Going round once: {ones} = {answer}\nThe shape has {answer} {whatMany}.",
      sidesMany: "sides",
      cornersMany: "corners",
      nameSolution: "It has {sides} straight sides: {ones} = {sides}\n{why}\nIt is a {answer}.",
      whySquare: "All 4 sides are the same length and the corners are square corners.",
      whyRectangle:
        "The sides across from each other are equal, but two sides are longer than the other two.",
      whyOther: "A shape with {sides} sides is a {answer}.",
      alt: "A flat blue shape with straight sides and a dot at each corner.",
      sidesAndCorners: "Counted the sides and the corners together",
      countedStartTwice: "Counted the place where the counting started twice",
      squareRectangle: "Mixed up a square and a rectangle",
      nearbyName: "Named a shape with one side more or fewer",
      triangle: "triangle",
      square: "square",
      rectangle: "rectangle",
      pentagon: "pentagon",
      hexagon: "hexagon",
      circle: "circle",
    },
    hi: {
      sidesPrompt: "इस आकृति की कितनी भुजाएँ हैं?",
      cornersPrompt: "इस आकृति के कितने कोने हैं?",
      namePrompt: "इस आकृति का नाम क्या है?",
      countHint:
        "एक कोने पर उँगली रखो और आकृति के चारों ओर घूमो, हर {what} एक बार गिनो, जब तक शुरू वाली जगह पर वापस न आ जाओ।",
      nameHint: "भुजाएँ गिनो। फिर देखो: क्या सभी भुजाएँ बराबर लंबी हैं?",
      sides: "भुजा",
      corners: "कोना",
      countSolution: "एक बार पूरा घूमकर: {ones} = {answer}\nउत्तर: {answer} {whatMany}।",
      sidesMany: "भुजाएँ",
      cornersMany: "कोने",
      nameSolution: "इसकी {sides} सीधी भुजाएँ हैं: {ones} = {sides}\n{why}\nयह {answer} है।",
      whySquare: "चारों भुजाएँ बराबर लंबी हैं और कोने समकोण हैं।",
      whyRectangle: "आमने-सामने की भुजाएँ बराबर हैं, पर दो भुजाएँ बाकी दो से लंबी हैं।",
      whyOther: "जिस आकृति की {sides} भुजाएँ हों, वह {answer} कहलाती है।",
      alt: "सीधी भुजाओं वाली एक नीली सपाट आकृति, हर कोने पर एक बिंदु।",
      sidesAndCorners: "भुजाएँ और कोने दोनों मिलाकर गिन लिए",
      countedStartTwice: "जहाँ से गिनना शुरू किया, उसे दो बार गिन लिया",
      squareRectangle: "वर्ग और आयत में गड़बड़ कर दी",
      nearbyName: "एक भुजा ज़्यादा या कम वाली आकृति का नाम बता दिया",
      triangle: "त्रिभुज",
      square: "वर्ग",
      rectangle: "आयत",
      pentagon: "पंचभुज",
      hexagon: "षट्भुज",
      circle: "वृत्त",
    },
  },
  generate(random, min, max) {
    const sides = random.int(min, max);
    const askName = sides <= 6 && random.next() < 0.4;
    const oblong = askName && sides === 4 && random.next() < 0.5;
    const turn = sides === 4 ? Math.PI / 4 : random.pick([0, Math.PI / sides]);
    const figure = {
      svg: polygonSvg(polygonCorners(sides, turn, oblong)),
      alt: say("alt"),
    };
    const ones = Array.from({ length: sides }, () => "1").join(" + ");
    if (!askName) {
      const corners = random.next() < 0.5;
      const params = {
        what: say(corners ? "corners" : "sides"),
        whatMany: say(corners ? "cornersMany" : "sidesMany"),
        ones,
        answer: sides,
      };
      return {
        values: [sides],
        figure,
        item: {
          kind: "numeric",
          prompt: say(corners ? "cornersPrompt" : "sidesPrompt"),
          answer: String(sides),
          hint: say("countHint", params),
          solution: say("countSolution", params),
          wrongAnswers: wrongAnswers(sides, [
            { answer: sides * 2, misconception: say("sidesAndCorners") },
            { answer: sides + 1, misconception: say("countedStartTwice") },
          ]),
        },
      };
    }
    const name = sides === 4 ? (oblong ? "rectangle" : "square") : (NAMES[sides] as string);
    const named: { label: Text; misconception: Text }[] = [];
    if (sides === 4)
      named.push({ label: say(oblong ? "square" : "rectangle"), misconception: say("squareRectangle") });
    const nearby = sides === 3 ? "square" : sides === 4 ? "pentagon" : (NAMES[sides - 1] ?? "triangle");
    named.push({ label: say(sides === 5 ? "hexagon" : nearby), misconception: say("nearbyName") });
    const fillers = ALL_NAMES.filter((n) => n !== name).map((n) => say(n));
    const choice = singleChoice(random, say(name), named, fillers);
    const why =
      sides !== 4
        ? say("whyOther", { sides, answer: say(name) })
        : say(oblong ? "whyRectangle" : "whySquare");
    return {
      values: [sides],
      figure,
      item: {
        ...choice,
        prompt: say("namePrompt"),
        hint: say("nameHint"),
        solution: say("nameSolution", { sides, ones, why, answer: say(name) }),
      },
    };
  },
});
