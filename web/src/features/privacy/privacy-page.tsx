import { useTranslation } from "react-i18next";
import { PrivacyNotice } from "@/components/privacy-notice/privacy-notice.tsx";
import { Card } from "@/components/ui/card.tsx";
import { GrievanceForm } from "./grievance-form.tsx";
import { NAMESPACE } from "./i18n.ts";

/** /privacy: the short notice about children's data, in the reader's language (public). */
export default function PrivacyPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="container-page py-8 sm:py-12">
      <header className="mb-6">
        <h1 className="text-h1 font-extrabold">{t("notice.title")}</h1>
        <p className="mt-1 max-w-2xl text-lead text-ink-muted">{t("notice.subtitle")}</p>
      </header>
      <div className="flex flex-col gap-6">
        <Card className="max-w-3xl">
          <PrivacyNotice />
        </Card>
        <GrievanceForm />
      </div>
    </div>
  );
}
