import type { Student } from "@ganit/contracts";
import { apiPath } from "@ganit/contracts/paths";
import { useTranslation } from "react-i18next";
import { DetailsPanel } from "@/components/details-dialog.tsx";
import { PrintButtons } from "@/components/print-buttons.tsx";
import { NAMESPACE } from "./i18n.ts";

/** The child's report for the parents' meeting (levels by chapter, assignments), printed in English or Hindi. */
export function StudentReportPanel({ student }: { student: Student }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <DetailsPanel title={t("report.title")}>
      <p className="mt-1 text-ink-muted">{t("report.subtitle")}</p>
      <div className="mt-3">
        <PrintButtons
          size="sm"
          legend={t("report.legend")}
          labels={{ en: t("report.en"), hi: t("report.hi") }}
          path={(language) => apiPath.childReport(student._id, language)}
          filename={(language) => `report-${student.rollNumber || student._id}-${language}.pdf`}
          failed={t("report.failed")}
        />
      </div>
    </DetailsPanel>
  );
}
