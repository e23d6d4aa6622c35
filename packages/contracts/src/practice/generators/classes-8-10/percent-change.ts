import { defineGenerator, indian, say } from "../define.ts";
import { numericItem } from "./shared.ts";

/**
 * Percentages in use. Bounds: 1 a percentage increase, 2 a decrease, 3 the percentage change from two
 * values; 4 profit per cent, 5 loss per cent, 6 the selling price for a profit per cent; 7 the price
 * after a discount, 8 the discount per cent, 9 a price with GST added.
 */
export const percentChange = defineGenerator({
  id: "percentChange",
  version: 1,
  name: { en: "Percentage change, profit, loss and discount", hi: "प्रतिशत बदलाव, लाभ, हानि और छूट" },
  bounds: { min: 1, max: 9, defaultMin: 1, defaultMax: 9 },
  classes: [8],
  skills: ["percentage-change", "profit-and-loss", "discount-and-tax"],
  families: ["Mathematics"],
  texts: {
    en: {
      increasePrompt: "A price of ₹{base} goes up by {p}%. What is the new price in rupees?",
      decreasePrompt: "A price of ₹{base} comes down by {p}%. What is the new price in rupees?",
      changePrompt: "The number of students rose from {base} to {after}. By what per cent did it rise?",
      profitPrompt:
        "A shopkeeper buys a fan for ₹{base} and sells it for ₹{after}. What is the profit per cent?",
      lossPrompt: "A bicycle bought for ₹{base} is sold for ₹{after}. What is the loss per cent?",
      sellPrompt:
        "A lamp costs the shopkeeper ₹{base}. At what price, in rupees, must it be sold for a {p}% profit?",
      discountPrompt: "A shirt marked ₹{base} is sold at {p}% discount. What is the selling price in rupees?",
      discountRatePrompt: "A bag marked ₹{base} is sold for ₹{after}. What is the discount per cent?",
      gstPrompt: "A toy costs ₹{base} before {p}% GST. What is its price with GST, in rupees?",
      hint: "p% of a number is p/100 of it. Profit or loss per cent and discount per cent are always worked on the original (cost or marked) price.",
      changeSolution: "Change: {p} ÷ 100 × {base} = {change}\nNew value: {base} {sign} {change} = {answer}",
      rateSolution: "Change: {after} − {base} = {change}\nPer cent: {change} ÷ {base} × 100 = {answer}",
      lossRateSolution: "Change: {base} − {after} = {change}\nPer cent: {change} ÷ {base} × 100 = {answer}",
      gaveChange: "Gave the change instead of the new amount",
      wrongDirection: "Added where the amount goes down, or took away where it goes up",
      usedNewValue: "Worked the per cent on the new value instead of the original",
      gaveChangeOnly: "Gave the change in rupees, not the per cent",
    },
    hi: {
      increasePrompt: "₹{base} का दाम {p}% बढ़ जाता है। नया दाम कितने रुपये है?",
      decreasePrompt: "₹{base} का दाम {p}% घट जाता है। नया दाम कितने रुपये है?",
      changePrompt: "विद्यार्थियों की संख्या {base} से बढ़कर {after} हो गई। यह कितने प्रतिशत बढ़ी?",
      profitPrompt: "एक दुकानदार पंखा ₹{base} में खरीदकर ₹{after} में बेचता है। लाभ प्रतिशत क्या है?",
      lossPrompt: "₹{base} में खरीदी गई साइकिल ₹{after} में बेची गई। हानि प्रतिशत क्या है?",
      sellPrompt: "एक लैंप दुकानदार को ₹{base} का पड़ता है। {p}% लाभ के लिए उसे कितने रुपये में बेचना होगा?",
      discountPrompt: "₹{base} अंकित मूल्य वाली कमीज़ {p}% छूट पर बेची गई। विक्रय मूल्य कितने रुपये है?",
      discountRatePrompt: "₹{base} अंकित मूल्य वाला बैग ₹{after} में बेचा गया। छूट प्रतिशत क्या है?",
      gstPrompt: "एक खिलौने का दाम {p}% GST से पहले ₹{base} है। GST के साथ दाम कितने रुपये है?",
      hint: "किसी संख्या का p% उसका p/100 भाग है। लाभ, हानि और छूट का प्रतिशत हमेशा मूल (क्रय या अंकित) मूल्य पर निकालते हैं।",
      changeSolution: "बदलाव: {p} ÷ 100 × {base} = {change}\nनया मान: {base} {sign} {change} = {answer}",
      rateSolution: "बदलाव: {after} − {base} = {change}\nप्रतिशत: {change} ÷ {base} × 100 = {answer}",
      lossRateSolution: "बदलाव: {base} − {after} = {change}\nप्रतिशत: {change} ÷ {base} × 100 = {answer}",
      gaveChange: "नई राशि की जगह बदलाव दे दिया",
      wrongDirection: "घटने पर जोड़ दिया, या बढ़ने पर घटा दिया",
      usedNewValue: "प्रतिशत मूल की जगह नए मान पर निकाला",
      gaveChangeOnly: "प्रतिशत की जगह रुपयों में बदलाव दे दिया",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    let base = 0;
    let p = 0;
    // Whole rupees and whole children: the change must be a whole number.
    do {
      base = random.pick([40, 50, 80, 120, 150, 200, 250, 400, 500, 600, 800, 1000, 1200, 1500, 2000]);
      p = random.pick([5, 10, 12, 15, 20, 25, 30, 40]);
    } while ((base * p) % 100 !== 0);
    const change = (base * p) / 100;
    const up = [1, 3, 4, 6, 9].includes(step);
    const after = up ? base + change : base - change;
    if ([3, 4, 5, 8].includes(step)) {
      const key = { 3: "changePrompt", 4: "profitPrompt", 5: "lossPrompt", 8: "discountRatePrompt" }[
        step
      ] as string;
      const params = { base: indian(base), after: indian(after), change, answer: p };
      return {
        values: [step],
        item: numericItem(
          say(key, params),
          p,
          say("hint"),
          say(up ? "rateSolution" : "lossRateSolution", { ...params, base, after }),
          [
            [(change / after) * 100, "usedNewValue"],
            [change, "gaveChangeOnly"],
          ],
        ),
      };
    }
    const key = {
      1: "increasePrompt",
      2: "decreasePrompt",
      6: "sellPrompt",
      7: "discountPrompt",
      9: "gstPrompt",
    }[step] as string;
    const params = { base: indian(base), p, change, sign: up ? "+" : "−", answer: after };
    return {
      values: [step],
      item: numericItem(say(key, params), after, say("hint"), say("changeSolution", { ...params, base }), [
        [change, "gaveChange"],
        [up ? base - change : base + change, "wrongDirection"],
      ]),
    };
  },
});
