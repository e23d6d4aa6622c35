import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import { localeOf } from "@/lib/dates.ts";

/** One tile: the count's key in `counts`, its words, its colours, and a symbol beside the number. */
export type CountTile<Key extends string> = { key: Key; label: string; tone: string; symbol?: string };

const NUMBER = "font-display text-h2 font-extrabold leading-tight text-brand-950 tabular-nums";

/**
 * A list's row of count tiles (staff accounts by status, payments by status), each counted over
 * every row whatever the filters; "–" until the counts come.
 */
export function CountTiles<Key extends string>({
  label,
  tiles,
  counts,
}: {
  label: string;
  tiles: readonly CountTile<Key>[];
  counts: Record<Key, number> | undefined;
}) {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(localeOf(i18n.language));
  return (
    <dl aria-label={label} className="grid grid-cols-3 gap-3 sm:gap-4">
      {tiles.map((tile) => {
        const value = counts ? number.format(counts[tile.key]) : "–";
        return (
          // A <dl> may only hold dt/dd groups in divs: a symbol sits inside the dd.
          <div
            key={tile.key}
            className={cn(
              "flex flex-col-reverse gap-1 rounded-card border p-3 shadow-card sm:p-5",
              tile.tone,
            )}
          >
            <dt className="text-caption font-bold leading-tight sm:text-body">{tile.label}</dt>
            {tile.symbol ? (
              <dd className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-white/80 font-display text-h3 font-bold sm:flex"
                >
                  {tile.symbol}
                </span>
                <span className={NUMBER}>{value}</span>
              </dd>
            ) : (
              <dd className={NUMBER}>{value}</dd>
            )}
          </div>
        );
      })}
    </dl>
  );
}
