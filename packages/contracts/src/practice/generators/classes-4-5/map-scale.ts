import { defineGenerator, indian, say } from "../define.ts";
import { CHILD_NAMES, pickName, wrongAnswers } from "./shared.ts";

/**
 * Distances on a map. Steps: 1 a school map where 1 cm stands for 10, 20, 50 or 100 m, 2 a state
 * map where 1 cm stands for 2 to 25 km, 3 the other way: how many cm on the map for a real
 * distance. Named mistakes: the scale added instead of multiplied, the map's number given as it is,
 * multiplied instead of divided, the scale taken away.
 */
const PLACES = ["well", "temple", "library", "busStop", "pond"] as const;
const TOWNS = [
  ["jaipur", "ajmer"],
  ["pune", "nashik"],
  ["madurai", "trichy"],
  ["patna", "gaya"],
  ["guwahati", "shillong"],
] as const;

export const mapScale = defineGenerator({
  id: "mapScale",
  version: 1,
  name: { en: "Distances on a map", hi: "मानचित्र पर दूरी" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  classes: [4, 5],
  skills: ["map-scale"],
  families: ["Mathematics"],
  texts: {
    en: {
      ...CHILD_NAMES.en,
      schoolPrompt:
        "On {name}'s map of the village, 1 cm stands for {scale} m. The school and the {place} are {map} cm apart on the map. How many metres apart are they really?",
      townPrompt:
        "On a map, 1 cm stands for {scale} km. {from} and {to} are {map} cm apart on the map. How many km apart are they really?",
      backPrompt:
        "On a map, 1 cm stands for {scale} km. {from} and {to} are really {real} km apart. How many cm apart are they on the map?",
      hint: "Each cm on the map stands for {scale} {unit}.",
      solution: "{map} cm on the map stands for {map} × {scale} = {answer} {unit}.",
      backSolution: "Each cm is {scale} km: {real} ÷ {scale} = {answer} cm.",
      m: "m",
      km: "km",
      well: "well",
      temple: "temple",
      library: "library",
      busStop: "bus stop",
      pond: "pond",
      jaipur: "Jaipur",
      ajmer: "Ajmer",
      pune: "Pune",
      nashik: "Nashik",
      madurai: "Madurai",
      trichy: "Tiruchirappalli",
      patna: "Patna",
      gaya: "Gaya",
      guwahati: "Guwahati",
      shillong: "Shillong",
      addedScale: "Added the scale instead of multiplying by it",
      mapNumberOnly: "Gave the number on the map without using the scale",
      multipliedInstead: "Multiplied by the scale instead of dividing",
      subtractedScale: "Took the scale away instead of dividing",
    },
    hi: {
      ...CHILD_NAMES.hi,
      schoolPrompt:
        "{name} के गाँव के मानचित्र पर 1 सेमी, {scale} मीटर को दिखाता है। मानचित्र पर स्कूल और {place} {map} सेमी दूर हैं। असल में वे कितने मीटर दूर हैं?",
      townPrompt:
        "एक मानचित्र पर 1 सेमी, {scale} किमी को दिखाता है। मानचित्र पर {from} और {to} {map} सेमी दूर हैं। असल में वे कितने किमी दूर हैं?",
      backPrompt:
        "एक मानचित्र पर 1 सेमी, {scale} किमी को दिखाता है। {from} और {to} असल में {real} किमी दूर हैं। मानचित्र पर वे कितने सेमी दूर होंगे?",
      hint: "मानचित्र का हर 1 सेमी, {scale} {unit} को दिखाता है।",
      solution: "मानचित्र के {map} सेमी = {map} × {scale} = {answer} {unit}।",
      backSolution: "हर सेमी {scale} किमी है: {real} ÷ {scale} = {answer} सेमी।",
      m: "मीटर",
      km: "किमी",
      well: "कुआँ",
      temple: "मंदिर",
      library: "पुस्तकालय",
      busStop: "बस अड्डा",
      pond: "तालाब",
      jaipur: "जयपुर",
      ajmer: "अजमेर",
      pune: "पुणे",
      nashik: "नासिक",
      madurai: "मदुरै",
      trichy: "तिरुचिरापल्ली",
      patna: "पटना",
      gaya: "गया",
      guwahati: "गुवाहाटी",
      shillong: "शिलांग",
      addedScale: "पैमाने से गुणा करने की जगह उसे जोड़ दिया",
      mapNumberOnly: "पैमाना लगाए बिना मानचित्र वाली संख्या ही लिख दी",
      multipliedInstead: "भाग देने की जगह पैमाने से गुणा कर दिया",
      subtractedScale: "भाग देने की जगह पैमाना घटा दिया",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    const [from, to] = random.pick(TOWNS).map((town) => say(town));
    if (step === 3) {
      const scale = random.int(2, 25);
      const answer = random.int(2, 20);
      const real = scale * answer;
      return {
        values: [step],
        item: {
          kind: "numeric",
          prompt: say("backPrompt", { scale, real, from: from as never, to: to as never }),
          answer: String(answer),
          unit: "cm",
          hint: say("hint", { scale, unit: say("km") }),
          solution: say("backSolution", { scale, real, answer }),
          wrongAnswers: wrongAnswers(String(answer), [
            { answer: real * scale, misconception: say("multipliedInstead") },
            { answer: real - scale, misconception: say("subtractedScale") },
          ]),
        },
      };
    }
    const scale = step === 1 ? random.pick([10, 20, 50, 100]) : random.int(2, 25);
    const map = random.int(2, step === 1 ? 12 : 20);
    const answer = map * scale;
    const unit = say(step === 1 ? "m" : "km");
    const params = {
      name: pickName(random),
      place: say(random.pick(PLACES)),
      scale,
      map,
      unit,
      answer: indian(answer),
    };
    return {
      values: [step],
      item: {
        kind: "numeric",
        prompt:
          step === 1
            ? say("schoolPrompt", params)
            : say("townPrompt", { scale, map, from: from as never, to: to as never }),
        answer: String(answer),
        unit: step === 1 ? "m" : "km",
        hint: say("hint", { scale, unit }),
        solution: say("solution", params),
        wrongAnswers: wrongAnswers(String(answer), [
          { answer: map + scale, misconception: say("addedScale") },
          { answer: map, misconception: say("mapNumberOnly") },
        ]),
      },
    };
  },
});
