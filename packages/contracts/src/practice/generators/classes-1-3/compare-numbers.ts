import { defineGenerator, say, type Text } from "../define.ts";

/**
 * Which sign goes between two numbers: >, < or =. The author's range is the numbers' range (1–9 for
 * Class 1, up to 100 for Class 2, up to 999 for Class 3). About one question in eight compares a
 * number with itself, so "=" is a real choice.
 */
const SIGNS = [">", "<", "="] as const;
const signOf = (a: number, b: number) => (a > b ? 0 : a < b ? 1 : 2);

export const compareNumbers = defineGenerator({
  id: "compareNumbers",
  version: 1,
  name: { en: "Compare two numbers (>, <, =)", hi: "दो संख्याओं की तुलना (>, <, =)" },
  bounds: { min: 1, max: 999, defaultMin: 1, defaultMax: 99, span: 5 },
  classes: [1, 2, 3],
  skills: ["compare-numbers"],
  families: ["Mathematics"],
  texts: {
    en: {
      prompt: "Which sign goes between {a} and {b}?  {a} ☐ {b}",
      hint: "The open side of > or < faces the bigger number. Compare the number of digits first, then the digits from the left.",
      bigger: "{a} is bigger than {b}: {a} − {b} = {gap}, so {a} > {b}.",
      smaller: "{a} is smaller than {b}: {b} − {a} = {gap}, so {a} < {b}.",
      equal: "Both numbers are the same: {a} − {b} = 0, so {a} = {b}.",
      reversedSign: "Turned the sign the wrong way: the open side faced the smaller number",
      onesFirst: "Compared the ones digits instead of starting from the left",
      firstDigits: "Compared the first digits without seeing that one number has more digits",
    },
    hi: {
      prompt: "{a} और {b} के बीच कौन-सा चिह्न आएगा?  {a} ☐ {b}",
      hint: "> या < का खुला मुँह बड़ी संख्या की ओर रहता है। पहले अंकों की गिनती देखो, फिर बाईं ओर से अंकों की तुलना करो।",
      bigger: "{a}, {b} से बड़ी है: {a} − {b} = {gap}, इसलिए {a} > {b}।",
      smaller: "{a}, {b} से छोटी है: {b} − {a} = {gap}, इसलिए {a} < {b}।",
      equal: "दोनों संख्याएँ एक जैसी हैं: {a} − {b} = 0, इसलिए {a} = {b}।",
      reversedSign: "चिह्न उलटा लगाया: खुला मुँह छोटी संख्या की ओर कर दिया",
      onesFirst: "बाईं ओर से शुरू करने की जगह इकाई के अंकों की तुलना की",
      firstDigits: "पहले अंकों की तुलना की, यह नहीं देखा कि एक संख्या में ज़्यादा अंक हैं",
    },
  },
  generate(random, min, max) {
    const a = random.int(min, max);
    let b = random.int(min, max);
    if (random.next() < 0.125) b = a;
    else if (a === b) b = a === max ? a - 1 : a + 1;
    const key = signOf(a, b);
    const misconceptions: (Text | null)[] = [null, null, null];
    const name = (option: number, misconception: Text) => {
      if (option !== key && misconceptions[option] === null) misconceptions[option] = misconception;
    };
    if (key !== 2) name(1 - key, say("reversedSign"));
    name(signOf(a % 10, b % 10), say("onesFirst"));
    const [da, db] = [String(a), String(b)];
    if (da.length !== db.length) name(signOf(Number(da[0]), Number(db[0])), say("firstDigits"));
    const solution = key === 0 ? "bigger" : key === 1 ? "smaller" : "equal";
    return {
      values: [a, b],
      item: {
        kind: "single",
        prompt: say("prompt", { a, b }),
        options: [...SIGNS],
        answer: key,
        misconceptions,
        hint: say("hint"),
        solution: say(solution, { a, b, gap: Math.abs(a - b) }),
      },
    };
  },
});
