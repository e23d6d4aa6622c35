import type { Student } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { DetailsPanel } from "@/components/details-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { apiErrorMessage } from "@/lib/messages.ts";
import { NAMESPACE } from "./i18n.ts";
import { downloadStudentData } from "./student-data-api.ts";

/**
 * The pupil's data (DPDP Act 2023): a copy of everything Ganit holds about them, as JSON or Excel,
 * for the office or a parent who asks it, and the erasure the office confirms (asked in a dialog).
 */
export function StudentDataPanel({
  student,
  onErase,
}: {
  student: Student;
  onErase?: (student: Student) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const download = (format: "json" | "xlsx") =>
    downloadStudentData(student, format).catch((error: unknown) =>
      toast.error(apiErrorMessage(error, t("data.downloadFailed"))),
    );
  return (
    <DetailsPanel title={t("data.title")}>
      <p className="mt-1 text-ink-muted">{t("data.subtitle")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => download("json")}>
          {t("data.json")}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => download("xlsx")}>
          {t("data.xlsx")}
        </Button>
        {onErase && (
          <Button variant="dangerQuiet" size="sm" onClick={() => onErase(student)}>
            {t("data.erase")}
          </Button>
        )}
      </div>
    </DetailsPanel>
  );
}
