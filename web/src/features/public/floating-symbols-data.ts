/** The landing page's floating symbols (part 1 §9: 30 of them, at random places, sizes and speeds). */
export const FLOATING_SYMBOL_COUNT = 30;
export const MATH_SYMBOLS = [
  "+",
  "−",
  "×",
  "÷",
  "=",
  "π",
  "√",
  "∑",
  "%",
  "∞",
  "≥",
  "∫",
  "²",
  "½",
  "<",
  ">",
  "Δ",
  "θ",
];

/** Colour classes for the symbols: soft brand, violet and accent shades (decoration, not text). */
const TONES = [
  "text-brand-300",
  "text-brand-400",
  "text-violet-strong/40",
  "text-accent-400",
  "text-accent-500",
];

export type FloatingSymbol = {
  key: number;
  glyph: string;
  /** Position in percent of the hero. */
  left: number;
  top: number;
  /** Font size in rem. */
  size: number;
  /** One float cycle in seconds, and a negative delay so each starts mid-flight. */
  duration: number;
  delay: number;
  tone: string;
};

const between = (random: () => number, min: number, max: number) => min + random() * (max - min);
const round = (value: number, digits = 2) => Number(value.toFixed(digits));

export function makeFloatingSymbols(count = FLOATING_SYMBOL_COUNT, random: () => number = Math.random) {
  return Array.from({ length: count }, (_, key): FloatingSymbol => {
    const duration = round(between(random, 6, 16), 1);
    return {
      key,
      glyph: MATH_SYMBOLS[Math.floor(random() * MATH_SYMBOLS.length)] ?? "+",
      // Symbols keep to the sides, leaving the middle column where the text sits readable.
      left: round(random() < 0.5 ? between(random, 1, 22) : between(random, 76, 95)),
      top: round(between(random, 4, 88)),
      size: round(between(random, 1.1, 3.2)),
      duration,
      delay: -round(random() * duration, 1),
      tone: TONES[Math.floor(random() * TONES.length)] ?? "text-brand-300",
    };
  });
}
