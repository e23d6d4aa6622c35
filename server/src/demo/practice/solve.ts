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
