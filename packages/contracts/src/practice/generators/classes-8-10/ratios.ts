import { defineGenerator, indian, say } from "../define.ts";
import { NAME_KEYS, NAMES_EN, NAMES_HI, numericItem } from "./shared.ts";

/**
 * Ratio and proportion. Bounds: 1 share money in a ratio of two, 2 of three, 3 a larger share of
 * three; 4 the missing term of a proportion, 5 a map scale, 6 a recipe scaled up; 7 inverse
 * proportion (workers and days), 8 speed and time, 9 a pie chart's angle for a part.
 */
export const ratios = defineGenerator({
  id: "ratios",
  version: 1,
  name: { en: "Ratio, proportion and inverse proportion", hi: "अनुपात, समानुपात और व्युत्क्रम समानुपात" },
  bounds: { min: 1, max: 9, defaultMin: 1, defaultMax: 9 },
  classes: [8],
  skills: ["divide-in-a-ratio", "direct-proportion", "inverse-proportion-and-pie-charts"],
  families: ["Mathematics"],
  texts: {
    en: {
      sharePrompt: "₹{total} is shared among {names} in the ratio {ratio}. How many rupees does {first} get?",
      proportionPrompt: "If {a} : {b} = {c} : x, find x.",
      mapPrompt: "On a map, {a} cm stands for {b} km. How many km does {c} cm stand for?",
      recipePrompt: "A recipe uses {a} cups of rice for {b} people. How many cups are needed for {c} people?",
      workersPrompt:
        "{a} workers build a wall in {b} days. How many days would {c} workers take, working at the same rate?",
      speedPrompt: "At {a} km/h a journey takes {b} hours. How many hours does it take at {c} km/h?",
      piePrompt:
        "In a pie chart of {total} children, {part} like cricket. What angle, in degrees, shows cricket?",
      hint: "Direct proportion: a ÷ b stays the same. Inverse proportion: a × b stays the same.",
      shareSolution:
        "Total parts: {partsSum} = {parts}\nOne part: {total} ÷ {parts} = {one}\n{first}'s share: {one} × {mine} = {answer}",
      directSolution: "The same ratio: {c} × {b} ÷ {a} = {answer}",
      inverseSolution: "The product stays the same: {a} × {b} ÷ {c} = {answer}",
      pieSolution: "The angle is the part's share of 360°: {part} ÷ {total} × 360 = {answer}",
      gaveOnePart: "Gave one part instead of the share",
      usedOtherShare: "Used another person's number of parts",
      crossedWrong: "Multiplied across the wrong way",
      usedDirect: "Treated an inverse proportion as a direct one",
      usedInverse: "Treated a direct proportion as an inverse one",
      gavePercent: "Gave the percentage instead of the angle",
      pair: "{a}, {b}",
      ...NAMES_EN,
    },
    hi: {
      sharePrompt: "₹{total} को {names} में {ratio} के अनुपात में बाँटा गया। {first} को कितने रुपये मिलेंगे?",
      proportionPrompt: "यदि {a} : {b} = {c} : x है, तो x ज्ञात करो।",
      mapPrompt: "एक नक्शे पर {a} सेमी, {b} किमी दिखाता है। {c} सेमी कितने किमी दिखाएगा?",
      recipePrompt: "एक व्यंजन में {b} लोगों के लिए {a} कप चावल लगते हैं। {c} लोगों के लिए कितने कप चाहिए?",
      workersPrompt: "{a} मज़दूर एक दीवार {b} दिन में बनाते हैं। उसी गति से {c} मज़दूर कितने दिन लेंगे?",
      speedPrompt: "{a} किमी/घंटा की चाल से एक यात्रा में {b} घंटे लगते हैं। {c} किमी/घंटा से कितने घंटे लगेंगे?",
      piePrompt: "{total} बच्चों के पाई चार्ट में {part} बच्चों को क्रिकेट पसंद है। क्रिकेट को कितने अंश का कोण दिखाएगा?",
      hint: "अनुक्रमानुपात: a ÷ b वही रहता है। व्युत्क्रमानुपात: a × b वही रहता है।",
      shareSolution:
        "कुल भाग: {partsSum} = {parts}\nएक भाग: {total} ÷ {parts} = {one}\n{first} का हिस्सा: {one} × {mine} = {answer}",
      directSolution: "अनुपात वही: {c} × {b} ÷ {a} = {answer}",
      inverseSolution: "गुणनफल वही रहता है: {a} × {b} ÷ {c} = {answer}",
      pieSolution: "कोण, 360° में भाग का हिस्सा है: {part} ÷ {total} × 360 = {answer}",
      gaveOnePart: "हिस्से की जगह एक भाग दे दिया",
      usedOtherShare: "किसी और के भागों की संख्या ले ली",
      crossedWrong: "तिरछा गुणा उल्टी ओर कर दिया",
      usedDirect: "व्युत्क्रमानुपात को अनुक्रमानुपात मान लिया",
      usedInverse: "अनुक्रमानुपात को व्युत्क्रमानुपात मान लिया",
      gavePercent: "कोण की जगह प्रतिशत दे दिया",
      pair: "{a}, {b}",
      ...NAMES_HI,
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    if (step <= 3) {
      const count = step === 1 ? 2 : 3;
      const parts = Array.from({ length: count }, () => random.int(1, 9));
      if (parts[0] === parts[1]) parts[1] = (parts[1] as number) + 1;
      const sumParts = parts.reduce((s, p) => s + p, 0);
      const one = random.int(step === 3 ? 50 : 5, step === 3 ? 500 : 60);
      const total = sumParts * one;
      const start = random.int(0, NAME_KEYS.length - count);
      const names = NAME_KEYS.slice(start, start + count);
      const nameList = names.map((n) => say(n));
      const joined = nameList.reduce<ReturnType<typeof say>>(
        (acc, n, i) => (i === 0 ? n : say("pair", { a: acc, b: n })),
        say(names[0] as string),
      );
      const mine = parts[0] as number;
      const params = {
        total: indian(total),
        names: joined,
        ratio: parts.join(" : "),
        first: say(names[0] as string),
        partsSum: parts.join(" + "),
        parts: sumParts,
        one,
        mine,
        answer: mine * one,
      };
      return {
        values: [step],
        item: numericItem(
          say("sharePrompt", params),
          mine * one,
          say("hint"),
          say("shareSolution", { ...params, total }),
          [
            [one, "gaveOnePart"],
            [(parts[1] as number) * one, "usedOtherShare"],
          ],
        ),
      };
    }
    if (step <= 6) {
      const a = random.int(2, 9);
      const k = random.int(2, 12);
      const m = random.int(2, 9);
      const [b, c] = [a * k, a * m];
      const answer = c * k;
      const key = ["proportionPrompt", "mapPrompt", "recipePrompt"][step - 4] as string;
      const params = { a, b, c, answer };
      return {
        values: [step],
        item: numericItem(say(key, params), answer, say("hint"), say("directSolution", params), [
          [(a * b) / c, "usedInverse"],
          [(a * c) / b, "crossedWrong"],
        ]),
      };
    }
    if (step <= 8) {
      const c = random.int(2, 12);
      const m = random.int(2, 10);
      const a = random.int(2, 12);
      const b = c * m;
      const answer = (a * b) / c;
      const params = { a, b, c, answer };
      return {
        values: [step],
        item: numericItem(
          say(step === 7 ? "workersPrompt" : "speedPrompt", params),
          answer,
          say("hint"),
          say("inverseSolution", params),
          [[(c * b) / a, "usedDirect"]],
        ),
      };
    }
    const total = random.pick([20, 24, 30, 36, 40, 45, 60, 72, 90, 120]);
    let part = random.int(1, total - 1);
    while ((part * 360) % total !== 0) part++;
    const answer = (part * 360) / total;
    const params = { total, part, answer };
    return {
      values: [step],
      item: numericItem(say("piePrompt", params), answer, say("hint"), say("pieSolution", params), [
        [(part * 100) / total, "gavePercent"],
      ]),
    };
  },
});
