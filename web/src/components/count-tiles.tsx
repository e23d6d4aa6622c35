import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";

/** One tile: what it counts, its colours, and a symbol shown beside the number on wide screens. */
export type CountTile<K extends string> = { key: K; tone: string; symbol?: string };

/**
 * The row of count tiles above a list (staff by status, payments by status): counted over every row,
 * whatever the filters; a dash until the counts arrive. Numbers in the reader's language.
 */
export function CountTiles<K extends string>({
  label,
  tiles,
  counts,
  name,
}: {
  label: string;
  tiles: readonly CountTile<K>[];
  counts: Record<K, number> | undefined;
  /** The tile's heading. */
  name: (key: K) => string;
}) {
  const { i18n } = useTranslation("common");
  const number = new Intl.NumberFormat(i18n.language === "hi" ? "hi-IN" : "en-IN");
  return (
    <dl aria-label={label} className="grid grid-cols-3 gap-3 sm:gap-4">
      {tiles.map((tile) => {
        const value = counts ? number.format(counts[tile.key]) : "–";
        return (
          <div
            key={tile.key}
            className={cn(
              "flex flex-col-reverse gap-1 rounded-card border p-3 shadow-card sm:p-5",
              tile.tone,
            )}
          >
            <dt className="text-caption font-bold leading-tight sm:text-body">{name(tile.key)}</dt>
            {tile.symbol ? (
              <SymbolValue symbol={tile.symbol}>{value}</SymbolValue>
            ) : (
              <dd className={valueClass}>{value}</dd>
            )}
          </div>
        );
      })}
    </dl>
  );
}

const valueClass = "font-display text-h2 font-extrabold leading-tight text-brand-950 tabular-nums";

/** A <dl> may only hold dt/dd groups in divs: the symbol sits inside the dd. */
function SymbolValue({ symbol, children }: { symbol: string; children: ReactNode }) {
  return (
    <dd className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-white/80 font-display text-h3 font-bold sm:flex"
      >
        {symbol}
      </span>
      <span className={valueClass}>{children}</span>
    </dd>
  );
}
