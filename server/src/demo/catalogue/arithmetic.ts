/**
 * Exact arithmetic for the worked examples of the demo lessons (`data-check` / `data-answer`).
 * A small recursive-descent parser over rationals (BigInt numerator and denominator), never eval:
 * numbers (with decimals), + − × ÷ ^, parentheses, and hcf/gcd, lcm and sqrt (perfect squares only).
 */

export type Rational = { n: bigint; d: bigint };

const abs = (x: bigint) => (x < 0n ? -x : x);
function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [abs(a), abs(b)];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function make(n: bigint, d: bigint): Rational {
  if (d === 0n) throw new Error("division by zero");
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

const add = (a: Rational, b: Rational) => make(a.n * b.d + b.n * a.d, a.d * b.d);
const sub = (a: Rational, b: Rational) => make(a.n * b.d - b.n * a.d, a.d * b.d);
const mul = (a: Rational, b: Rational) => make(a.n * b.n, a.d * b.d);
const div = (a: Rational, b: Rational) => make(a.n * b.d, a.d * b.n);

function pow(base: Rational, exponent: Rational): Rational {
  if (exponent.d !== 1n) throw new Error("only whole-number powers");
  let result = make(1n, 1n);
  const times = abs(exponent.n);
  for (let i = 0n; i < times; i++) result = mul(result, base);
  return exponent.n < 0n ? div(make(1n, 1n), result) : result;
}

function integerSqrt(x: bigint): bigint {
  if (x < 0n) throw new Error("square root of a negative number");
  let r = BigInt(Math.floor(Math.sqrt(Number(x))));
  while (r * r > x) r--;
  while ((r + 1n) * (r + 1n) <= x) r++;
  return r;
}

function whole(x: Rational, what: string): bigint {
  if (x.d !== 1n) throw new Error(`${what} needs whole numbers`);
  return x.n;
}

const FUNCTIONS: Record<string, (args: Rational[]) => Rational> = {
  hcf: (args) => make(args.map((a) => whole(a, "hcf")).reduce(gcd), 1n),
  gcd: (args) => make(args.map((a) => whole(a, "gcd")).reduce(gcd), 1n),
  lcm: (args) =>
    make(
      args.map((a) => whole(a, "lcm")).reduce((x, y) => abs(x * y) / gcd(x, y)),
      1n,
    ),
  sqrt: ([a]) => {
    if (!a) throw new Error("sqrt needs a number");
    const [rn, rd] = [integerSqrt(a.n), integerSqrt(a.d)];
    if (rn * rn !== a.n || rd * rd !== a.d) throw new Error("sqrt of a number that is not a perfect square");
    return make(rn, rd);
  },
};

type Token =
  | { kind: "num"; value: Rational }
  | { kind: "op"; value: string }
  | { kind: "name"; value: string };

function tokenize(source: string): Token[] {
  const text = source.replace(/×/g, "*").replace(/÷/g, "/").replace(/[−–]/g, "-");
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text.charAt(i);
    if (/\s/.test(c)) {
      i++;
    } else if (/[0-9.]/.test(c)) {
      const match = /^(\d+(?:\.\d+)?|\.\d+)/.exec(text.slice(i));
      if (!match?.[1]) throw new Error(`bad number at ${i} in "${source}"`);
      const [whole_, fraction = ""] = match[1].split(".");
      const scale = 10n ** BigInt(fraction.length);
      tokens.push({ kind: "num", value: make(BigInt(`${whole_ || "0"}${fraction}`), scale) });
      i += match[1].length;
    } else if (/[a-z]/i.test(c)) {
      const match = /^[a-z]+/i.exec(text.slice(i));
      tokens.push({ kind: "name", value: (match?.[0] ?? "").toLowerCase() });
      i += match?.[0].length ?? 1;
    } else if ("+-*/^(),".includes(c)) {
      tokens.push({ kind: "op", value: c });
      i++;
    } else {
      throw new Error(`unexpected "${c}" in "${source}"`);
    }
  }
  return tokens;
}

/** Evaluates an arithmetic expression exactly; throws on anything it does not understand. */
export function evaluate(source: string): Rational {
  const tokens = tokenize(source);
  let at = 0;
  const peek = () => tokens[at];
  const isOp = (value: string) => {
    const t = peek();
    return t?.kind === "op" && t.value === value;
  };
  const expect = (value: string) => {
    if (!isOp(value)) throw new Error(`expected "${value}" in "${source}"`);
    at++;
  };

  // expression := term (("+"|"-") term)*; term := unary (("*"|"/") unary)*;
  // unary := "-" unary | power; power := atom ("^" unary)?   (right-associative, binds tighter)
  const expression = (): Rational => {
    let value = term();
    while (isOp("+") || isOp("-")) {
      const op = (tokens[at++] as Token).value;
      value = op === "+" ? add(value, term()) : sub(value, term());
    }
    return value;
  };
  const term = (): Rational => {
    let value = unary();
    while (isOp("*") || isOp("/")) {
      const op = (tokens[at++] as Token).value;
      value = op === "*" ? mul(value, unary()) : div(value, unary());
    }
    return value;
  };
  const unary = (): Rational => {
    if (isOp("-")) {
      at++;
      return sub(make(0n, 1n), unary());
    }
    return power();
  };
  const power = (): Rational => {
    const base = atom();
    if (isOp("^")) {
      at++;
      return pow(base, unary());
    }
    return base;
  };
  const atom = (): Rational => {
    const t = peek();
    if (!t) throw new Error(`unexpected end of "${source}"`);
    if (t.kind === "num") {
      at++;
      return t.value;
    }
    if (t.kind === "name") {
      const fn = FUNCTIONS[t.value];
      if (!fn) throw new Error(`unknown function "${t.value}" in "${source}"`);
      at++;
      expect("(");
      const args = [expression()];
      while (isOp(",")) {
        at++;
        args.push(expression());
      }
      expect(")");
      return fn(args);
    }
    if (t.value === "(") {
      at++;
      const value = expression();
      expect(")");
      return value;
    }
    throw new Error(`unexpected "${t.value}" in "${source}"`);
  };

  const value = expression();
  if (at !== tokens.length) throw new Error(`unexpected "${tokens[at]?.value}" in "${source}"`);
  return value;
}

export const sameValue = (a: Rational, b: Rational) => a.n === b.n && a.d === b.d;

export const show = (x: Rational) => (x.d === 1n ? `${x.n}` : `${x.n}/${x.d}`);
