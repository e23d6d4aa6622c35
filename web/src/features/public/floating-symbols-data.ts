/** The landing page's floating symbols: 30 of them, at random places, sizes and speeds. */
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

/**
 * A small seeded generator (mulberry32). The hero uses a fixed seed, so the page prerendered at
 * build time and the same page rendered in the browser place the symbols alike (hydration needs
 * identical markup); the layout still looks scattered at random. The practice engine's own
 * (`seededRandom` of contracts' practice/random.ts) would cost the home page's first load 0.3 KiB.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The hero's seed: any number gives a pleasant scatter; this one keeps the big symbols apart. */
export const HERO_SEED = 20251;

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
