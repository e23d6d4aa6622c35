/**
 * A polynomial in x written two ways: for reading (`2x² − 6x + 4`, real minus signs) and as an
 * expression key the answer reader takes (`2x^2 - 6x + 4`). Coefficients from the highest power down;
 * zero terms left out, a coefficient 1 not written.
 */
export function polynomialText(coefficients: readonly number[], key = false): string {
  const degree = coefficients.length - 1;
  const minus = key ? "-" : "−";
  const parts: string[] = [];
  coefficients.forEach((c, i) => {
    if (c === 0) return;
    const power = degree - i;
    const size = Math.abs(c);
    const letter = power === 0 ? "" : power === 1 ? "x" : key ? `x^${power}` : power === 2 ? "x²" : `x³`;
    const body = `${size === 1 && power > 0 ? "" : size}${letter}`;
    if (parts.length === 0) parts.push(c < 0 ? `${minus}${body}` : body);
    else parts.push(`${c < 0 ? minus : "+"} ${body}`);
  });
  return parts.length === 0 ? "0" : parts.join(" ");
}
