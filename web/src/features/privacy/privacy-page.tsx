import { useTranslation } from "react-i18next";
import { PageTitle } from "@/components/page-header.tsx";
import { PrivacyNotice } from "@/components/privacy-notice/privacy-notice.tsx";
import { Card } from "@/components/ui/card.tsx";
import { GrievanceForm } from "./grievance-form.tsx";
import { NAMESPACE } from "./i18n.ts";

/** /privacy: the short notice about children's data, in the reader's language (public). */
export default function PrivacyPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="container-page py-8 sm:py-12">
      <PageTitle title={t("notice.title")} subtitle={t("notice.subtitle")} />
      <div className="flex flex-col gap-6">
        <Card className="max-w-3xl">
          <PrivacyNotice />
        </Card>
        <GrievanceForm />
      </div>
    </div>
  );
}
