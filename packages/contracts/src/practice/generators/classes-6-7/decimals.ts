import { defineGenerator } from "../define.ts";
import { about } from "./about.ts";
import { choice, drawKind, kindBounds, numeric, texts } from "./kinds.ts";

/**
 * Decimals: 1–3 adding and subtracting (tenths; mixed places; subtracting mixed places), 4–6 which
 * is greater, 7–9 multiplying and dividing by 10, 100 and 1000, 10–12 multiplying decimals,
 * 13–15 dividing a decimal by a whole number. Every number is kept as whole hundredths or
 * thousandths (an integer and its places), so no sum is off by a float's last digit.
 */
type Decimal = { n: number; places: number };
const written = ({ n, places }: Decimal): string => {
  if (places === 0) return String(n);
  const digits = String(n).padStart(places + 1, "0");
  const text = `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return text.includes(".") ? text.replace(/0+$/, "").replace(/\.$/, "") : text;
};
/** The same number with more places: 5.6 as 5.60. */
const padded = ({ n, places }: Decimal, to: number) => {
  const scaled = n * 10 ** (to - places);
  const digits = String(scaled).padStart(to + 1, "0");
  return to === 0 ? digits : `${digits.slice(0, -to)}.${digits.slice(-to)}`;
};
const dec = (n: number, places: number): Decimal => ({ n, places });
/** A foreseen wrong answer: the message key naming the slip and the answer it leads to. */
type Slip = readonly [misconception: string, answer: string];

export const decimals = defineGenerator(about("decimals", 1), kindBounds(5), (random, min, max) => {
  const { value, kind, level } = drawKind(random, min, max);
  if (kind === 0) {
    /**
     * A sum or difference worked in columns: both numbers written to the same places, one under the
     * other, and the one slip each question foresees.
     */
    const inColumns = (x: Decimal, op: "+" | "−", y: Decimal, places: number, answer: string, slip: Slip) =>
      numeric(
        value,
        texts("prompt", "addHint", "addSolution", {
          a: written(x),
          b: written(y),
          op,
          a2: padded(x, places),
          b2: padded(y, places),
          answer,
        }),
        answer,
        [slip],
        { equivalents: true },
      );
    // Tenths whose tenths add past 9; or one number in tenths, the other in hundredths.
    if (level === 1) {
      let a = random.int(11, 99);
      let b = random.int(11, 99);
      while ((a % 10) + (b % 10) < 10) [a, b] = [random.int(11, 99), random.int(11, 99)];
      const wholes = Math.floor(a / 10) + Math.floor(b / 10);
      return inColumns(dec(a, 1), "+", dec(b, 1), 1, written(dec(a + b, 1)), [
        "tenthsAsNumber",
        `${wholes}.${(a % 10) + (b % 10)}`,
      ]);
    }
    let a = random.int(11, 99);
    let b = random.int(101, 999);
    while (b % 10 === 0 || a % 10 === 0) [a, b] = [random.int(11, 99), random.int(101, 999)];
    const tenths = dec(a, 1);
    const hundredths = dec(b, 2);
    if (level === 2)
      return inColumns(tenths, "+", hundredths, 2, written(dec(a * 10 + b, 2)), [
        "lastDigitsLined",
        written(dec(a + b, 2)),
      ]);
    // Subtract the hundredths from the bigger tenths, borrowing at least once.
    const [big, small] = a * 10 > b ? [tenths, hundredths] : [hundredths, tenths];
    const answer = written(dec(big.n * 10 ** (2 - big.places) - small.n * 10 ** (2 - small.places), 2));
    const bigText = padded(big, 2).replace(".", "");
    const smallText = padded(small, 2).replace(".", "").padStart(bigText.length, "0");
    const columns = [...bigText].map((d, i) => String(Math.abs(Number(d) - Number(smallText[i])))).join("");
    return inColumns(big, "−", small, 2, answer, ["smallerFromBigger", written(dec(Number(columns), 2))]);
  }
  if (kind === 1) {
    const whole = level === 1 ? 0 : random.int(1, 20);
    const places = level === 3 ? 3 : 2;
    // One number with fewer places, the other with more; they share the whole part.
    for (;;) {
      const short = dec(whole * 10 + random.int(1, 9), 1);
      const long = dec(whole * 10 ** places + random.int(1, 10 ** places - 1), places);
      if (long.n % 10 === 0 || short.n * 10 ** (places - 1) === long.n) continue;
      const shortBigger = short.n * 10 ** (places - 1) > long.n;
      const options = random.next() < 0.5 ? [short, long] : [long, short];
      const answer = options.indexOf(shortBigger ? short : long);
      const wrong = shortBigger ? "longerIsBigger" : "shorterIsBigger";
      const params = {
        a2: padded(options[0] as Decimal, places),
        b2: padded(options[1] as Decimal, places),
        answer: written(shortBigger ? short : long),
      };
      return choice(
        value,
        texts("comparePrompt", "compareHint", "compareSolution", params),
        options.map(written),
        answer,
        options.map((_, i) => (i === answer ? null : wrong)),
      );
    }
  }
  if (kind === 2) {
    const k = level;
    const power = 10 ** k;
    const x = dec(random.int(101, 9999), random.int(1, 2));
    while (x.n % 10 === 0) x.n += 1;
    const times = random.next() < 0.5;
    const moved = (by: number) =>
      written(
        by >= 0
          ? dec(x.n * 10 ** Math.max(0, by - x.places), Math.max(0, x.places - by))
          : dec(x.n, x.places - by),
      );
    const answer = moved(times ? k : -k);
    const params = {
      a: written(x),
      b: power,
      op: times ? "×" : "÷",
      k,
      rule: { key: times ? "rightPlaces" : "leftPlaces", params: { b: power, k } },
      answer,
    };
    const wrongPlaces = k === 1 ? 2 : k - 1;
    return numeric(
      value,
      texts("prompt", "shiftHint", "shiftSolution", params),
      answer,
      [
        ["wrongWay", moved(times ? -k : k)],
        ["placesWrong", moved(times ? wrongPlaces : -wrongPlaces)],
      ],
      { equivalents: true },
    );
  }
  if (kind === 3) {
    const a =
      level === 3
        ? dec(random.int(101, 499), 2)
        : dec(random.int(2, 9) + (level === 1 ? random.int(1, 9) * 10 : 0), 1);
    const b = level === 1 ? dec(random.int(3, 9), 0) : dec(random.int(2, 9), 1);
    while (a.n % 10 === 0) a.n += 1;
    const product = a.n * b.n;
    const places = a.places + b.places;
    const answer = written(dec(product, places));
    const params = {
      op: "×",
      a: written(a),
      b: written(b),
      ia: a.n,
      ib: b.n,
      product,
      pa: a.places,
      pb: b.places,
      places,
      answer,
    };
    return numeric(
      value,
      texts("prompt", "multiplyHint", "multiplySolution", params),
      answer,
      [
        ["pointPlaces", written(dec(product, Math.max(a.places, b.places)))],
        ["ignoredPoint", product],
      ],
      { equivalents: true },
    );
  }
  const b = random.int(2, [5, 9, 12][level - 1] as number);
  const q = dec(random.int(11, [99, 199, 999][level - 1] as number), level === 3 ? 2 : 1);
  while (q.n % 10 === 0) q.n += 1;
  const a = dec(q.n * b, q.places);
  const answer = written(q);
  const params = { op: "÷", a: written(a), b, ia: a.n, iq: q.n, pa: a.places, answer };
  return numeric(
    value,
    texts("prompt", "divideHint", "divideSolution", params),
    answer,
    [
      ["ignoredPoint", q.n],
      ["placesWrong", written(dec(q.n, q.places + 1))],
    ],
    { equivalents: true },
  );
});
