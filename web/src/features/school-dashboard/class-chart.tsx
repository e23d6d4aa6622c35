import type { SchoolDashboard } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { NAMESPACE } from "./i18n.ts";

/**
 * Students per class as bars drawn with CSS: a chart library would add ~100 KB gzip to a screen a
 * school office opens on a slow connection. The numbers are in the table beside it for screen readers.
 */
export function ClassChart({ data }: { data: SchoolDashboard["studentsByClass"] }) {
  const { t } = useTranslation(NAMESPACE);
  const most = Math.max(1, ...data.map((row) => row.count));
  return (
    <div aria-hidden="true" className="flex h-48 items-end gap-1.5 border-line border-b-2 sm:gap-3">
      {data.map((row) => (
        <div key={row.class} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
          <span className="text-caption font-bold text-ink">{row.count}</span>
          <div
            className="w-full rounded-t-md bg-brand-600"
            style={{ height: `${(row.count / most) * 80}%`, minHeight: row.count ? 4 : 0 }}
            title={t("classShort", { n: row.class })}
          />
        </div>
      ))}
    </div>
  );
}
