import { apiPath } from "@ganit/contracts/paths";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { mayHoldPractice, type ViewerResource } from "@/components/course-viewer/index.ts";
import { buttonClasses } from "@/components/ui/button.tsx";
import { apiDownload } from "@/lib/api.ts";
import { apiErrorMessage } from "@/lib/messages.ts";
import { NAMESPACE } from "./i18n.ts";

const LANGUAGES = ["en", "hi"] as const;

/**
 * Under a practice set in a teacher's or the school's viewer: a printable worksheet of it (twenty
 * fresh questions, the key on its own page, a QR code to the set), in English or in Hindi.
 */
export function PrintWorksheet({ resource }: { resource: ViewerResource }) {
  const { t } = useTranslation(NAMESPACE);
  const [busy, setBusy] = useState<string | null>(null);
  if (!resource._id || !mayHoldPractice(resource)) return null;
  const id = resource._id;
  const print = async (language: (typeof LANGUAGES)[number]) => {
    setBusy(language);
    try {
      await apiDownload(apiPath.worksheet(id, language), `worksheet-${language}.pdf`);
    } catch (error) {
      toast.error(apiErrorMessage(error, t("worksheet.failed")));
    } finally {
      setBusy(null);
    }
  };
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{t("worksheet.legend")}</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          className={buttonClasses({ variant: "secondary" })}
          disabled={busy !== null}
          aria-busy={busy === language}
          onClick={() => void print(language)}
        >
          {t(`worksheet.${language}`)}
        </button>
      ))}
    </fieldset>
  );
}
