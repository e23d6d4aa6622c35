/** A small evaluator of the equations worked solutions write (the tests' own, not the engine's). */

/**
 * Every equation a worked solution or hint writes ("12 × 10 = 120", "(16 + 25) ÷ 2 = …", "4 × (−2) =
 * −8"), worked out by this small evaluator: each side of each "=" must have the same value.
 */
export const EQUATION = /[\d(−-][\d\s,.+−×÷/()°₹-]*(?:=\s*[\d(−₹-][\d\s,.+−×÷/()°₹-]*)+/g;

export function evaluate(expression: string): number {
  const tokens = expression
    .replace(/[°₹\s]/g, "")
    .replace(/(\d),(?=\d{2})/g, "$1")
    .replace(/\.$/, "")
    .match(/\d+(?:\.\d+)?|[+−×÷/()-]/g);
  if (!tokens) throw new Error(`no expression in "${expression}"`);
  let at = 0;
  const peek = () => tokens[at];
  const primary = (): number => {
    const token = tokens[at++];
    if (token === "(") {
      const inner = sum();
      if (tokens[at++] !== ")") throw new Error(`unclosed bracket in "${expression}"`);
      return inner;
    }
    if (token === "−" || token === "-") return -primary();
    const value = Number(token);
    if (Number.isNaN(value)) throw new Error(`"${token}" in "${expression}"`);
    return value;
  };
  const product = (): number => {
    let value = primary();
    while (peek() === "×" || peek() === "÷" || peek() === "/") {
      const op = tokens[at++];
      const right = primary();
      value = op === "×" ? value * right : value / right;
    }
    return value;
  };
  const sum = (): number => {
    let value = product();
    while (peek() === "+" || peek() === "−" || peek() === "-") {
      const op = tokens[at++];
      const right = product();
      value = op === "+" ? value + right : value - right;
    }
    return value;
  };
  const value = sum();
  if (at !== tokens.length) throw new Error(`left over in "${expression}"`);
  return value;
}
