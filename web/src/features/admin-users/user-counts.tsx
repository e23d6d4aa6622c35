import type { AdminUsersPage } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { CountTiles } from "@/components/count-tiles.tsx";
import { NAMESPACE } from "./i18n.ts";

const tiles = [
  { key: "total", symbol: "∑", tone: "bg-brand-50 text-brand-800 border-brand-100" },
  { key: "active", symbol: "✓", tone: "bg-success-50 text-success-800 border-success-600/20" },
  { key: "hold", symbol: "‖", tone: "bg-warning-50 text-warning-800 border-warning-700/20" },
] as const;

/** Total Users, Active Users, On Hold: counted over every staff account, whatever the filters. */
export function UserCounts({ counts }: { counts: AdminUsersPage["counts"] | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <CountTiles
      label={t("list.cards.label")}
      tiles={tiles.map((tile) => ({ ...tile, label: t(`list.cards.${tile.key}`) }))}
      counts={counts}
    />
  );
}
