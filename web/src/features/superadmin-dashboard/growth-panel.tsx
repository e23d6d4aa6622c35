import type { GrowthTrendItem } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card.tsx";
import { ScrollRegion } from "@/components/ui/scroll-region.tsx";
import { localeOf } from "@/lib/dates.ts";
import { NAMESPACE } from "./i18n.ts";

const COLUMNS = ["schools", "teachers", "students", "learners"] as const;

/** 'Growth Analytics': the spec's 'Growth chart coming soon', with the months' numbers meanwhile. */
export function GrowthPanel({
  items,
  className,
}: {
  items: GrowthTrendItem[] | undefined;
  className?: string;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const month = new Intl.DateTimeFormat(localeOf(i18n.language), {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return (
    <Card title={t("growth.title")} className={className}>
      <p className="text-lead text-ink-muted">{t("growth.soon")}</p>
      {items && items.length > 0 && (
        // A phone may scroll the months sideways.
        <ScrollRegion
          label={t("growth.caption")}
          className="mt-4 overflow-x-auto rounded-control focus-visible:outline-3 focus-visible:outline-accent-400"
        >
          <table className="w-full text-start text-body">
            <caption className="mb-2 text-start font-semibold text-brand-950">{t("growth.caption")}</caption>
            <thead className="bg-brand-50 text-caption text-brand-900">
              <tr>
                <th scope="col" className="px-1.5 py-2 text-start sm:px-3">
                  {t("growth.month")}
                </th>
                {COLUMNS.map((key) => (
                  <th key={key} scope="col" className="px-1.5 py-2 text-end sm:px-3">
                    {t(`growth.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.month} className="border-line border-t">
                  <th
                    scope="row"
                    className="px-1.5 py-1.5 text-start font-semibold whitespace-nowrap sm:px-3"
                  >
                    {month.format(new Date(`${item.month}-01T00:00:00Z`))}
                  </th>
                  {COLUMNS.map((key) => (
                    <td key={key} className="px-1.5 py-1.5 text-end tabular-nums sm:px-3">
                      {item[key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </Card>
  );
}
