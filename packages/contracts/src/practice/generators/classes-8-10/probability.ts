import type { Random } from "../../random.ts";
import { defineGenerator, say, type Text } from "../define.ts";
import { fractionItem, fractionText } from "./shared.ts";

/**
 * Classical probability, answers as fractions. Bounds: 1 one throw of a die, 2 a ball from a bag,
 * 3 the sum of two dice; 4 a card from a pack of 52, 5 the chance an event does not happen, 6 a card
 * from cards numbered 1 to n.
 */
type Event = { prompt: Text; favourable: number; total: number; working: Text };
const COLOURS = ["red", "blue", "green", "yellow"] as const;
const CARD_EVENTS = [
  ["redCard", 26],
  ["king", 4],
  ["faceCard", 12],
  ["spade", 13],
  ["redFaceCard", 6],
  ["aceOfHearts", 1],
  ["blackKing", 2],
] as const;
const isPrime = (n: number) => {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
};

function drawEvent(random: Random, step: number): Event {
  if (step === 1) {
    const kind = random.pick(["greater", "less", "even", "prime", "multiple3"] as const);
    const k = random.int(2, 5);
    const faces = [1, 2, 3, 4, 5, 6].filter((f) =>
      kind === "greater"
        ? f > k
        : kind === "less"
          ? f < k
          : kind === "even"
            ? f % 2 === 0
            : kind === "prime"
              ? isPrime(f)
              : f % 3 === 0,
    );
    return {
      prompt: say("diePrompt", { event: say(kind, { k }) }),
      favourable: faces.length,
      total: 6,
      working: say("listWorking", { list: faces.join(", "), favourable: faces.length, total: 6 }),
    };
  }
  if (step === 2) {
    const counts = COLOURS.slice(0, random.int(2, 4)).map(() => random.int(2, 12));
    const which = random.int(0, counts.length - 1);
    const colours = counts.map((c, i) => say("ballCount", { count: c, colour: say(COLOURS[i] as string) }));
    const list = colours.reduce<Text>(
      (joined, c, i) => (i === 0 ? c : say("and", { a: joined, b: c })),
      say("none"),
    );
    const total = counts.reduce((s, c) => s + c, 0);
    return {
      prompt: say("bagPrompt", { list, colour: say(COLOURS[which] as string) }),
      favourable: counts[which] as number,
      total,
      working: say("countWorking", { favourable: counts[which] as number, total, sum: counts.join(" + ") }),
    };
  }
  if (step === 3) {
    const target = random.int(3, 11);
    const pairs: string[] = [];
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) if (a + b === target) pairs.push(`(${a}, ${b})`);
    return {
      prompt: say("dicePrompt", { target }),
      favourable: pairs.length,
      total: 36,
      working: say("pairsWorking", { list: pairs.join(" "), favourable: pairs.length }),
    };
  }
  if (step === 4) {
    const [event, count] = random.pick(CARD_EVENTS);
    return {
      prompt: say("cardPrompt", { event: say(event) }),
      favourable: count,
      total: 52,
      working: say("cardWorking", { event: say(event), favourable: count }),
    };
  }
  const n = random.pick([20, 25, 30, 40, 50, 60, 90, 100]);
  const kind = random.pick(["square", "primeNumber", "multiple"] as const);
  const k = random.int(3, 9);
  const numbers = Array.from({ length: n }, (_, i) => i + 1).filter((v) =>
    kind === "square" ? Number.isInteger(Math.sqrt(v)) : kind === "primeNumber" ? isPrime(v) : v % k === 0,
  );
  return {
    prompt: say("numberedPrompt", { n, event: say(kind, { k }) }),
    favourable: numbers.length,
    total: n,
    working: say("listWorking", { list: numbers.join(", "), favourable: numbers.length, total: n }),
  };
}

export const probability = defineGenerator({
  id: "probability",
  version: 1,
  name: { en: "Probability of an event", hi: "किसी घटना की प्रायिकता" },
  bounds: { min: 1, max: 6, defaultMin: 1, defaultMax: 6 },
  classes: [9, 10],
  skills: ["probability-of-an-event", "probability-with-cards-and-complements"],
  families: ["Mathematics"],
  fractions: true,
  texts: {
    en: {
      diePrompt: "A die is thrown once. What is the probability of getting {event}?",
      bagPrompt:
        "A bag has {list}. One ball is taken out without looking. What is the probability that it is {colour}?",
      dicePrompt:
        "Two dice are thrown together. What is the probability that the sum of the numbers is {target}?",
      cardPrompt:
        "One card is drawn from a well-shuffled pack of 52 playing cards. What is the probability that it is {event}?",
      notPrompt:
        "One card is drawn from a well-shuffled pack of 52 playing cards. What is the probability that it is not {event}?",
      numberedPrompt:
        "Cards numbered 1 to {n} are put in a box and one is drawn at random. What is the probability that its number is {event}?",
      greater: "a number greater than {k}",
      less: "a number less than {k}",
      even: "an even number",
      prime: "a prime number",
      multiple3: "a multiple of 3",
      red: "red",
      blue: "blue",
      green: "green",
      yellow: "yellow",
      ballCount: "{count} {colour} balls",
      and: "{a}, {b}",
      none: "nothing",
      redCard: "a red card",
      king: "a king",
      faceCard: "a face card (king, queen or jack)",
      spade: "a spade",
      redFaceCard: "a red face card",
      aceOfHearts: "the ace of hearts",
      blackKing: "a black king",
      square: "a perfect square",
      primeNumber: "a prime number",
      multiple: "a multiple of {k}",
      hint: "P(E) = number of outcomes favourable to E ÷ total number of equally likely outcomes. P(not E) = 1 − P(E).",
      solution: "{working}\nP: {favourable} ÷ {total} = {answer}",
      notSolution:
        "{working}\nP(E): {favourable} ÷ 52, and P(not E) = 1 − P(E).\nP(not E): (52 − {favourable}) ÷ 52 = {answer}",
      listWorking: "Favourable outcomes: {list}, that is {favourable} of {total}.",
      countWorking: "Balls in all: {sum} = {total}; favourable: {favourable}.",
      pairsWorking: "There are 36 equally likely pairs. Favourable pairs: {list}, that is {favourable}.",
      cardWorking: "A pack has 52 cards, and {favourable} of them are {event}.",
      gaveNotEvent: "Gave the probability that the event does not happen",
      usedOdds: "Divided favourable by unfavourable outcomes instead of by all outcomes",
      sumsEquallyLikely: "Took the 11 possible sums (2 to 12) as equally likely",
      gaveEventItself: "Gave the probability of the event instead of its opposite",
    },
    hi: {
      diePrompt: "एक पासा एक बार फेंका जाता है। {event} आने की प्रायिकता क्या है?",
      bagPrompt: "एक थैले में {list} हैं। बिना देखे एक गेंद निकाली जाती है। उसके {colour} होने की प्रायिकता क्या है?",
      dicePrompt: "दो पासे एक साथ फेंके जाते हैं। दोनों संख्याओं का योग {target} होने की प्रायिकता क्या है?",
      cardPrompt:
        "अच्छी तरह फेंटी गई 52 पत्तों की गड्डी से एक पत्ता निकाला जाता है। उसके {event} होने की प्रायिकता क्या है?",
      notPrompt:
        "अच्छी तरह फेंटी गई 52 पत्तों की गड्डी से एक पत्ता निकाला जाता है। उसके {event} न होने की प्रायिकता क्या है?",
      numberedPrompt:
        "1 से {n} तक की संख्याओं वाले कार्ड एक डिब्बे में रखे हैं और एक कार्ड यों ही निकाला जाता है। उसकी संख्या के {event} होने की प्रायिकता क्या है?",
      greater: "{k} से बड़ी संख्या",
      less: "{k} से छोटी संख्या",
      even: "सम संख्या",
      prime: "अभाज्य संख्या",
      multiple3: "3 का गुणज",
      red: "लाल",
      blue: "नीली",
      green: "हरी",
      yellow: "पीली",
      ballCount: "{count} {colour} गेंदें",
      and: "{a}, {b}",
      none: "कुछ नहीं",
      redCard: "लाल पत्ता",
      king: "बादशाह",
      faceCard: "तस्वीर वाला पत्ता (बादशाह, बेगम या गुलाम)",
      spade: "हुकुम का पत्ता",
      redFaceCard: "लाल तस्वीर वाला पत्ता",
      aceOfHearts: "पान का इक्का",
      blackKing: "काला बादशाह",
      square: "पूर्ण वर्ग",
      primeNumber: "अभाज्य संख्या",
      multiple: "{k} का गुणज",
      hint: "P(E) = E के अनुकूल परिणामों की संख्या ÷ सभी समप्रायिक परिणामों की संख्या। P(E नहीं) = 1 − P(E)।",
      solution: "{working}\nP: {favourable} ÷ {total} = {answer}",
      notSolution:
        "{working}\nP(E): {favourable} ÷ 52, और P(E नहीं) = 1 − P(E)।\nP(E नहीं): (52 − {favourable}) ÷ 52 = {answer}",
      listWorking: "अनुकूल परिणाम: {list}, यानी {total} में से {favourable}।",
      countWorking: "कुल गेंदें: {sum} = {total}; अनुकूल: {favourable}।",
      pairsWorking: "कुल 36 समप्रायिक जोड़े हैं। अनुकूल जोड़े: {list}, यानी {favourable}।",
      cardWorking: "गड्डी में 52 पत्ते हैं, और उनमें से {favourable} पत्ते {event} हैं।",
      gaveNotEvent: "घटना के न होने की प्रायिकता दे दी",
      usedOdds: "अनुकूल को सभी परिणामों की जगह प्रतिकूल परिणामों से भाग दिया",
      sumsEquallyLikely: "11 संभव योगों (2 से 12) को समप्रायिक मान लिया",
      gaveEventItself: "उल्टी घटना की जगह घटना की ही प्रायिकता दे दी",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    if (step === 5) {
      const [card, favourable] = random.pick(CARD_EVENTS);
      const total = 52;
      const item = fractionItem(
        say("notPrompt", { event: say(card) }),
        [total - favourable, total],
        say("hint"),
        say("notSolution", {
          working: say("cardWorking", { event: say(card), favourable }),
          favourable,
          answer: fractionText(total - favourable, total),
        }),
        [
          [[favourable, total], "gaveEventItself"],
          [[total - favourable, favourable], "usedOdds"],
        ],
      );
      return { values: [step], item };
    }
    const event = drawEvent(random, step);
    const { favourable, total } = event;
    const item = fractionItem(
      event.prompt,
      [favourable, total],
      say("hint"),
      say("solution", { working: event.working, favourable, total, answer: fractionText(favourable, total) }),
      [
        [[total - favourable, total], "gaveNotEvent"],
        [[favourable, total - favourable], "usedOdds"],
        ...(step === 3 ? ([[[1, 11], "sumsEquallyLikely"]] as const) : []),
      ],
    );
    return { values: [step], item };
  },
});
