import { defineGenerator, indian, say } from "../define.ts";
import { CHILD_NAMES, LINES_TEXT, lines, pickName, wrongAnswers } from "./shared.ts";

/**
 * Money with paise (₹1 = 100 paise). Steps: 1 rupees and paise into paise, 2 the cost of two things
 * (the paise add up past a rupee), 3 the change from a note. Amounts are written ₹12.50 and answered
 * in rupees (20.25) or paise. Named mistakes: ₹1 taken as 10 paise, the paise forgotten, the
 * rupee made by the paise not carried, the paise copied instead of taken away, the rupee borrowed
 * for the paise not taken away.
 */
const THINGS = ["notebook", "pencilBox", "bottle", "kite", "bangles", "storybook"] as const;
const NOTES = [50, 100, 200, 500];
const rupees = (paise: number) => (paise / 100).toFixed(2);

export const paise = defineGenerator({
  id: "paise",
  version: 1,
  name: { en: "Rupees and paise", hi: "रुपये और पैसे" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  classes: [4, 5],
  skills: ["rupees-and-paise", "add-money", "change-with-paise"],
  families: ["Mathematics"],
  texts: {
    en: {
      ...LINES_TEXT.en,
      ...CHILD_NAMES.en,
      toPaisePrompt: "How many paise are there in ₹{amount}?",
      toPaiseHint: "₹1 is 100 paise.",
      toPaiseSolution:
        "₹{whole} is {whole} × 100 = {wholePaise} paise; {wholePaise} + {part} = {answer} paise.",
      addPrompt:
        "{name} buys {first} for ₹{a} and {second} for ₹{b}. How many rupees does {name} pay in all?",
      addHint: "Add the paise first: 100 paise make ₹1 to carry to the rupees.",
      addPaise: "Paise: {pa} + {pb} = {paiseSum} paise = ₹{carry} and {paiseLeft} paise.",
      addRupees: "Rupees: {ra} + {rb} + {carry} = {rupeeSum}.",
      addTotal: "In all: ₹{a} + ₹{b} = ₹{answer}",
      changePrompt:
        "{name} buys {first} for ₹{price} and pays with a ₹{note} note. How many rupees does {name} get back?",
      changeHint: "Change = money given − price. Take ₹1 as 100 paise to take away the paise.",
      changeSolution: "₹{note} − ₹{price} = ₹{answer}",
      changeCheck: "Check: ₹{answer} + ₹{price} = ₹{note}",
      notebook: "a notebook",
      pencilBox: "a pencil box",
      bottle: "a water bottle",
      kite: "a kite",
      bangles: "a set of bangles",
      storybook: "a storybook",
      tenPaiseRupee: "Took ₹1 as 10 paise",
      forgotPaise: "Changed the rupees into paise but forgot the paise",
      noCarry: "Did not carry 100 paise as ₹1",
      copiedPaise: "Took away the rupees but copied the paise",
      noBorrow: "Took the paise from 100 but did not take ₹1 away from the rupees",
    },
    hi: {
      ...LINES_TEXT.hi,
      ...CHILD_NAMES.hi,
      toPaisePrompt: "₹{amount} में कितने पैसे होते हैं?",
      toPaiseHint: "₹1 में 100 पैसे होते हैं।",
      toPaiseSolution: "₹{whole} यानी {whole} × 100 = {wholePaise} पैसे; {wholePaise} + {part} = {answer} पैसे।",
      addPrompt: "{name} ने ₹{a} में {first} और ₹{b} में {second} खरीदी। {name} ने कुल कितने रुपये दिए?",
      addHint: "पहले पैसे जोड़ो: 100 पैसे = ₹1, इसे रुपयों में हासिल ले जाओ।",
      addPaise: "पैसे: {pa} + {pb} = {paiseSum} पैसे = ₹{carry} और {paiseLeft} पैसे।",
      addRupees: "रुपये: {ra} + {rb} + {carry} = {rupeeSum}।",
      addTotal: "कुल: ₹{a} + ₹{b} = ₹{answer}",
      changePrompt: "{name} ने ₹{price} में {first} खरीदी और ₹{note} का नोट दिया। {name} को कितने रुपये वापस मिलेंगे?",
      changeHint: "वापसी = दिए गए पैसे − दाम। पैसे घटाने के लिए ₹1 को 100 पैसे में बदलो।",
      changeSolution: "₹{note} − ₹{price} = ₹{answer}",
      changeCheck: "जाँच: ₹{answer} + ₹{price} = ₹{note}",
      notebook: "एक कॉपी",
      pencilBox: "एक पेंसिल-डिब्बी",
      bottle: "एक पानी की बोतल",
      kite: "एक पतंग",
      bangles: "चूड़ियों की एक जोड़ी",
      storybook: "एक कहानी की किताब",
      tenPaiseRupee: "₹1 को 10 पैसे मान लिया",
      forgotPaise: "रुपयों को पैसों में बदला पर ऊपर के पैसे जोड़ना भूल गए",
      noCarry: "100 पैसों को ₹1 बनाकर हासिल नहीं लिया",
      copiedPaise: "रुपये घटाए पर पैसे वैसे ही लिख दिए",
      noBorrow: "पैसे 100 में से घटाए पर रुपयों में से ₹1 कम नहीं किया",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    const name = pickName(random);
    const first = say(random.pick(THINGS));
    if (step === 1) {
      const whole = random.int(1, 99);
      const part = random.pick([5, 10, 20, 25, 50, 75, random.int(1, 99)]);
      const answer = whole * 100 + part;
      return {
        values: [step],
        item: {
          kind: "numeric",
          prompt: say("toPaisePrompt", { amount: rupees(answer) }),
          answer: String(answer),
          hint: say("toPaiseHint"),
          solution: say("toPaiseSolution", {
            whole,
            part,
            wholePaise: indian(whole * 100),
            answer: indian(answer),
          }),
          wrongAnswers: wrongAnswers(String(answer), [
            { answer: whole * 10 + part, misconception: say("tenPaiseRupee") },
            { answer: whole * 100, misconception: say("forgotPaise") },
          ]),
        },
      };
    }
    if (step === 2) {
      const [ra, rb] = [random.int(5, 199), random.int(5, 199)];
      const pa = random.int(11, 19) * 5;
      const pb = random.int(Math.max(1, 21 - pa / 5), 19) * 5;
      const total = (ra + rb) * 100 + pa + pb;
      const answer = rupees(total);
      const second = say(random.pick(THINGS.filter((t) => t !== first.key)));
      const params = {
        name,
        first,
        second,
        a: rupees(ra * 100 + pa),
        b: rupees(rb * 100 + pb),
        pa,
        pb,
        ra,
        rb,
        paiseSum: pa + pb,
        carry: Math.floor((pa + pb) / 100),
        paiseLeft: (pa + pb) % 100,
        rupeeSum: Math.floor(total / 100),
        answer,
      };
      return {
        values: [step],
        item: {
          kind: "numeric",
          prompt: say("addPrompt", params),
          answer,
          unit: "rupee",
          hint: say("addHint"),
          solution: lines([say("addPaise", params), say("addRupees", params), say("addTotal", params)]),
          wrongAnswers: wrongAnswers(answer, [
            { answer: rupees((ra + rb) * 100 + ((pa + pb) % 100)), misconception: say("noCarry") },
          ]),
        },
      };
    }
    const note = random.pick(NOTES);
    const pricePaise = random.int(5, note - 6) * 100 + random.int(1, 19) * 5;
    const [whole, part] = [Math.floor(pricePaise / 100), pricePaise % 100];
    const answer = rupees(note * 100 - pricePaise);
    const params = { name, first, note, price: rupees(pricePaise), answer };
    return {
      values: [step],
      item: {
        kind: "numeric",
        prompt: say("changePrompt", params),
        answer,
        unit: "rupee",
        hint: say("changeHint"),
        solution: lines([say("changeSolution", params), say("changeCheck", params)]),
        wrongAnswers: wrongAnswers(answer, [
          { answer: rupees((note - whole) * 100 + part), misconception: say("copiedPaise") },
          { answer: rupees((note - whole) * 100 + (100 - part)), misconception: say("noBorrow") },
        ]),
      },
    };
  },
});
