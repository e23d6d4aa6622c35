import { apiPath } from "@ganit/contracts/paths";
import { useTranslation } from "react-i18next";
import { mayHoldPractice, type ViewerResource } from "@/components/course-viewer/index.ts";
import { PrintButtons } from "@/components/print-buttons.tsx";
import { NAMESPACE } from "./i18n.ts";

/**
 * Under a practice set in a teacher's or the school's viewer: a printable worksheet of it (twenty
 * fresh questions, the key on its own page, a QR code to the set), in English or in Hindi.
 */
export function PrintWorksheet({ resource }: { resource: ViewerResource }) {
  const { t } = useTranslation(NAMESPACE);
  if (!resource._id || !mayHoldPractice(resource)) return null;
  const id = resource._id;
  return (
    <PrintButtons
      legend={t("worksheet.legend")}
      labels={{ en: t("worksheet.en"), hi: t("worksheet.hi") }}
      path={(language) => apiPath.worksheet(id, language)}
      filename={(language) => `worksheet-${language}.pdf`}
      failed={t("worksheet.failed")}
    />
  );
}
