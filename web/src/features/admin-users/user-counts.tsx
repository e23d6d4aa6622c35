import type { AdminUsersPage } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import { localeOf } from "@/lib/dates.ts";
import { NAMESPACE } from "./i18n.ts";

const tiles = [
  { key: "total", symbol: "∑", tone: "bg-brand-50 text-brand-800 border-brand-100" },
  { key: "active", symbol: "✓", tone: "bg-success-50 text-success-800 border-success-600/20" },
  { key: "hold", symbol: "‖", tone: "bg-warning-50 text-warning-800 border-warning-700/20" },
] as const;

/** Total Users, Active Users, On Hold: counted over every staff account, whatever the filters. */
export function UserCounts({ counts }: { counts: AdminUsersPage["counts"] | undefined }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const number = new Intl.NumberFormat(localeOf(i18n.language));
  return (
    <dl aria-label={t("list.cards.label")} className="grid grid-cols-3 gap-3 sm:gap-4">
      {tiles.map((tile) => (
        // A <dl> may only hold dt/dd groups in divs: the symbol sits inside the dd.
        <div
          key={tile.key}
          className={cn("flex flex-col-reverse gap-1 rounded-card border p-3 shadow-card sm:p-5", tile.tone)}
        >
          <dt className="text-caption font-bold leading-tight sm:text-body">{t(`list.cards.${tile.key}`)}</dt>
          <dd className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-white/80 font-display text-h3 font-bold sm:flex"
            >
              {tile.symbol}
            </span>
            <span className="font-display text-h2 font-extrabold leading-tight text-brand-950 tabular-nums">
              {counts ? number.format(counts[tile.key]) : "–"}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
