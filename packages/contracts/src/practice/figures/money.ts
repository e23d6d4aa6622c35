import { svgOpen } from "./svg.ts";
/**
 * Indian coins and notes drawn as SVG: a pure function, so the server draws the same purse from the
 * same seed. Each piece is a group with `data-piece` (coin or note) and `data-value` in rupees, so a
 * test adds the money up from the drawing itself. Coins are round, notes oblong, each with its value.
 */
export const COINS = [1, 2, 5, 10, 20] as const;
export const NOTES = [10, 20, 50, 100, 200, 500] as const;
export type Piece = { kind: "coin" | "note"; value: number };

/** Each note's colour, near the printed one, so a child who knows the notes knows them here. */
const NOTE_FILL: Record<number, string> = {
  10: "#d9b38c",
  20: "#d8e36a",
  50: "#9ed8d8",
  100: "#c8b6e2",
  200: "#f5c26b",
  500: "#c9c9b8",
};

const COIN_W = 64;
const NOTE_W = 128;
const ROW_H = 70;
const WIDTH = 340;

/** The pieces laid out in rows that fit a phone, notes first. */
export function moneySvg(pieces: readonly Piece[]): string {
  let x = 0;
  let y = 0;
  const parts: string[] = [];
  for (const piece of pieces) {
    const w = piece.kind === "coin" ? COIN_W : NOTE_W;
    if (x + w > WIDTH) {
      x = 0;
      y += ROW_H;
    }
    const label = `₹${piece.value}`;
    if (piece.kind === "coin") {
      const r = piece.value >= 10 ? 29 : piece.value >= 5 ? 27 : 24;
      parts.push(
        `<g data-piece="coin" data-value="${piece.value}"><circle cx="${x + 32}" cy="${y + 34}" r="${r}" fill="${piece.value === 10 || piece.value === 20 ? "#e5c07b" : "#d1d5db"}" stroke="#4b5563" stroke-width="3"/><text x="${x + 32}" y="${y + 35}" text-anchor="middle" dominant-baseline="central" font-size="18" font-weight="700" fill="#111827">${label}</text></g>`,
      );
    } else {
      parts.push(
        `<g data-piece="note" data-value="${piece.value}"><rect x="${x + 2}" y="${y + 6}" width="${NOTE_W - 8}" height="56" rx="6" fill="${NOTE_FILL[piece.value] ?? "#e5e7eb"}" stroke="#4b5563" stroke-width="2"/><circle cx="${x + 30}" cy="${y + 34}" r="14" fill="none" stroke="#4b5563" stroke-width="2"/><text x="${x + 82}" y="${y + 35}" text-anchor="middle" dominant-baseline="central" font-size="20" font-weight="700" fill="#111827">${label}</text></g>`,
      );
    }
    x += w;
  }
  const height = y + ROW_H;
  return `${svgOpen(WIDTH, height)}${parts.join("")}</svg>`;
}
