import type { ParentChild } from "@ganit/contracts";
import { apiPath } from "@ganit/contracts/paths";
import { useTranslation } from "react-i18next";
import { PrintButtons } from "@/components/print-buttons.tsx";
import { Card } from "@/components/ui/card.tsx";
import { NAMESPACE } from "./i18n.ts";

/** Each linked child's report for the parents' meeting (docs/adr/0706), printed in English or Hindi. */
export function ChildReportCard({ items }: { items: Pick<ParentChild, "id" | "name">[] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card title={t("report.title")} description={t("report.subtitle")} titleAs="h2">
      <ul className="flex flex-col gap-4">
        {items.map((child) => (
          <li key={child.id} className="flex flex-col gap-2">
            <span className="font-semibold">{child.name}</span>
            <PrintButtons
              size="sm"
              legend={t("report.legend", { name: child.name })}
              labels={{ en: t("report.en"), hi: t("report.hi") }}
              path={(language) => apiPath.childReport(child.id, language)}
              filename={(language) => `report-${language}.pdf`}
              failed={t("report.failed")}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}
