import { cn } from "@/lib/cn.ts";
import {
  FLOATING_SYMBOL_COUNT,
  HERO_SEED,
  makeFloatingSymbols,
  seededRandom,
} from "./floating-symbols-data.ts";

/**
 * Thirty math symbols drifting behind the hero, hidden from assistive tech. Seeded, so the
 * prerendered HTML and the browser's render agree.
 */
const SYMBOLS = makeFloatingSymbols(FLOATING_SYMBOL_COUNT, seededRandom(HERO_SEED));

export function FloatingSymbols() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden select-none">
      {SYMBOLS.map((symbol) => (
        <span
          key={symbol.key}
          data-floating-symbol=""
          className={cn(
            "ganit-floating-symbol absolute font-bold leading-none max-sm:opacity-50",
            symbol.tone,
          )}
          style={{
            left: `${symbol.left}%`,
            top: `${symbol.top}%`,
            fontSize: `${symbol.size}rem`,
            animationDuration: `${symbol.duration}s`,
            animationDelay: `${symbol.delay}s`,
          }}
        >
          {symbol.glyph}
        </span>
      ))}
    </div>
  );
}
