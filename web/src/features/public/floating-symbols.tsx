import { useState } from "react";
import { cn } from "@/lib/cn.ts";
import { makeFloatingSymbols } from "./floating-symbols-data.ts";

/** Thirty math symbols drifting behind the hero. Generated once per mount; hidden from assistive tech. */
export function FloatingSymbols() {
  const [symbols] = useState(() => makeFloatingSymbols());
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden select-none">
      {symbols.map((symbol) => (
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
