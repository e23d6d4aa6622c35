import { parseNumber, type Rational, rational } from "@ganit/contracts/practice/index";

/**
 * A small exact calculator for the demo tests: numbers, + − × ÷ ^ and brackets over fractions of big
 * integers, and a written answer or option read as a value (TeX's \frac and $ signs removed). It
 * works each demo answer out on its own, so a typo in an answer fails the test.
 */
const add = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d);
const mul = (a: Rational, b: Rational) => rational(a.n * b.n, a.d * b.d);
const neg = (a: Rational) => rational(-a.n, a.d);
const inv = (a: Rational) => rational(a.d, a.n);

export function evaluate(expression: string): Rational {
  const tokens =
    expression
      .replace(/×/g, "*")
      .replace(/÷/g, "/")
      .match(/\d+(?:\.\d+)?|[-+*/^()]/g) ?? [];
  let i = 0;
  const peek = () => tokens[i];
  const next = () => tokens[i++];
  const atom = (): Rational => {
    const token = next();
    if (token === "(") {
      const value = sum();
      next();
      return value;
    }
    if (token === "-") return neg(atom());
    const value = token ? parseNumber(token) : null;
    if (!value) throw new Error(`not a number in ${expression}`);
    return value;
  };
  const power = (): Rational => {
    const base = atom();
    if (peek() !== "^") return base;
    next();
    const exponent = Number(atom().n);
    let result = rational(1n, 1n);
    for (let k = 0; k < exponent; k++) result = mul(result, base);
    return result;
  };
  const product = (): Rational => {
    let value = power();
    while (peek() === "*" || peek() === "/")
      value = next() === "*" ? mul(value, power()) : mul(value, inv(power()));
    return value;
  };
  const sum = (): Rational => {
    let value = product();
    while (peek() === "+" || peek() === "-")
      value = next() === "+" ? add(value, product()) : add(value, neg(product()));
    return value;
  };
  return sum();
}

/** A written answer or option as a value: `$\frac{3}{4}$`, `0.75`, `145°`. */
export function readValue(text: string): Rational {
  const plain = text
    .replace(/\\frac\{([^}]*)\}\{([^}]*)\}/g, "($1)/($2)")
    .replace(/[$°₹,]/g, "")
    .trim();
  return evaluate(plain);
}

/*
 * Named checks for answers an expression cannot state on its own: worked out here by brute force
 * (search, sort, a table of facts), never from the author's answer.
 */
const numbersIn = (text: string) => (text.match(/\d+/g) ?? []).map(Number);
const whole = (value: number) => rational(BigInt(value), 1n);

/** Shapes and their lines of symmetry, as a geometry book lists them. */
export const LINES_OF_SYMMETRY: Record<string, number> = {
  square: 4,
  rectangle: 2,
  "equilateral triangle": 3,
  "regular pentagon": 5,
  "regular hexagon": 6,
};

/** The kind of an angle of so many degrees. */
export function angleType(degrees: number): string {
  if (degrees < 90) return "acute";
  if (degrees === 90) return "right";
  if (degrees < 180) return "obtuse";
  return degrees === 180 ? "straight" : "reflex";
}

/** The value a named check gives for a question's prompt, or null when `solve` is an expression. */
export function namedValue(solve: string, prompt: string): Rational | null {
  const [name, args = ""] = solve.split(":");
  const [a = 0, b = 0] = args.split(",").map(Number);
  const search = (found: (n: number) => boolean) => {
    for (let n = 1; n <= 100_000; n++) if (found(n)) return whole(n);
    return null;
  };
  switch (name) {
    case "hcf": {
      // The greatest number dividing both: counted down from the smaller.
      for (let n = Math.min(a, b); n >= 1; n--) if (a % n === 0 && b % n === 0) return whole(n);
      return null;
    }
    case "lcm":
      return search((n) => n % a === 0 && n % b === 0);
    case "hypotenuse":
      return search((n) => n * n === a * a + b * b);
    case "leg":
      return search((n) => n * n + b * b === a * a);
    case "median": {
      const sorted = numbersIn(prompt).sort((x, y) => x - y);
      return whole(sorted[(sorted.length - 1) / 2] as number);
    }
    case "range": {
      const values = numbersIn(prompt);
      return whole(Math.max(...values) - Math.min(...values));
    }
    case "symmetry": {
      const shape = Object.keys(LINES_OF_SYMMETRY).find((key) => prompt.toLowerCase().includes(key));
      return shape ? whole(LINES_OF_SYMMETRY[shape] as number) : null;
    }
    default:
      return null;
  }
}
