import { defineGenerator, say } from "../define.ts";
import { wrongAnswers } from "./shared.ts";

/**
 * Angles as turns. Steps: 1 quarter, half, three-quarter and full turns in degrees; 2 the turn of a
 * clock's minute hand from 12 to a number; 3 from any number to any other, clockwise, sometimes past
 * 12. Named mistakes: a quarter turn taken as 100°, the right angles counted instead of the degrees,
 * each number taken as 6° (the minute marks), the turn measured the other way round.
 */
const TURNS = ["quarter", "half", "threeQuarter", "full"] as const;

export const turnAngles = defineGenerator({
  id: "turnAngles",
  version: 1,
  name: { en: "Angles as turns", hi: "घुमाव के रूप में कोण" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  classes: [4, 5],
  skills: ["turns-in-degrees", "turn-of-a-clock-hand"],
  families: ["Mathematics"],
  texts: {
    en: {
      turnPrompt:
        "{name} stands facing the blackboard and turns {turn} clockwise. How many degrees has she turned?",
      turnHint: "A full turn is 360°. A quarter turn is a right angle, 90°.",
      turnSolution: "Turning {turn} is {quarters} × a quarter turn: {quarters} × 90° = {answer}°",
      handPrompt:
        "The minute hand of a clock turns clockwise from {from} to {to}. How many degrees does it turn?",
      handHint: "From one number to the next is 1/12 of a full turn: 360° ÷ 12 = 30°.",
      handSolution: "It moves {steps} numbers; {steps} × 30° = {answer}°",
      quarter: "a quarter turn",
      half: "a half turn",
      threeQuarter: "a three-quarter turn",
      full: "a full turn",
      meena: "Meena",
      fatima: "Fatima",
      lakshmi: "Lakshmi",
      bhavna: "Bhavna",
      hundredPerQuarter: "Took a quarter turn as 100°",
      countedRightAngles: "Counted the right angles instead of the degrees",
      minuteMarks: "Took each number as 6°, one minute mark",
      otherWay: "Measured the turn the other way round",
    },
    hi: {
      turnPrompt:
        "{name} श्यामपट की ओर मुँह करके खड़ी है और घड़ी की सुई की दिशा में {turn} घूमती है। {name} कितने डिग्री घूमी?",
      turnHint: "पूरा चक्कर 360° का होता है। चौथाई चक्कर एक समकोण है, 90°।",
      turnSolution: "{quarters} चौथाई चक्कर: {quarters} × 90° = {answer}°",
      handPrompt: "घड़ी की मिनट वाली सुई {from} से {to} तक घड़ी की दिशा में घूमती है। वह कितने डिग्री घूमती है?",
      handHint: "एक संख्या से अगली संख्या तक पूरे चक्कर का 1/12 है: 360° ÷ 12 = 30°।",
      handSolution: "सुई {steps} संख्याएँ आगे जाती है; {steps} × 30° = {answer}°",
      quarter: "चौथाई चक्कर",
      half: "आधा चक्कर",
      threeQuarter: "तीन-चौथाई चक्कर",
      full: "पूरा चक्कर",
      meena: "मीना",
      fatima: "फ़ातिमा",
      lakshmi: "लक्ष्मी",
      bhavna: "भावना",
      hundredPerQuarter: "चौथाई चक्कर को 100° मान लिया",
      countedRightAngles: "डिग्री की जगह समकोण गिन दिए",
      minuteMarks: "हर संख्या को 6° माना, जैसे एक मिनट का निशान",
      otherWay: "घुमाव उल्टी दिशा से नापा",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    if (step === 1) {
      const quarters = random.int(1, 4);
      const answer = quarters * 90;
      const turn = say(TURNS[quarters - 1] as string);
      return {
        values: [step],
        item: {
          kind: "numeric",
          prompt: say("turnPrompt", {
            name: say(random.pick(["meena", "fatima", "lakshmi", "bhavna"])),
            turn,
          }),
          answer: String(answer),
          unit: "degree",
          hint: say("turnHint"),
          solution: say("turnSolution", { turn, quarters, answer }),
          wrongAnswers: wrongAnswers(String(answer), [
            { answer: quarters * 100, misconception: say("hundredPerQuarter") },
            { answer: quarters, misconception: say("countedRightAngles") },
          ]),
        },
      };
    }
    const from = step === 2 ? 12 : random.int(1, 12);
    const steps = random.int(1, 11);
    const to = ((from + steps - 1) % 12) + 1;
    const answer = steps * 30;
    return {
      values: [step],
      item: {
        kind: "numeric",
        prompt: say("handPrompt", { from, to }),
        answer: String(answer),
        unit: "degree",
        hint: say("handHint"),
        solution: say("handSolution", { steps, answer }),
        wrongAnswers: wrongAnswers(String(answer), [
          { answer: steps * 6, misconception: say("minuteMarks") },
          { answer: 360 - answer, misconception: say("otherWay") },
        ]),
      },
    };
  },
});
