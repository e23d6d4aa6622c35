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
  /** One level of left-associative operators over the level below it: a op b op c … */
  const level =
    (operand: () => number, operators: Record<string, (left: number, right: number) => number>) =>
    (): number => {
      let value = operand();
      for (let op = operators[peek() ?? ""]; op; op = operators[peek() ?? ""]) {
        at++;
        value = op(value, operand());
      }
      return value;
    };
  const divide = (left: number, right: number) => left / right;
  const subtract = (left: number, right: number) => left - right;
  const product = level(primary, { "×": (left, right) => left * right, "÷": divide, "/": divide });
  const sum = level(product, { "+": (left, right) => left + right, "−": subtract, "-": subtract });
  const value = sum();
  if (at !== tokens.length) throw new Error(`left over in "${expression}"`);
  return value;
}
