import type { NoPurchaseSchool } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { DetailsDialog, DetailsList, type DetailsRow } from "@/components/details-dialog.tsx";
import { indiaTimeFormat } from "@/lib/dates.ts";
import { NAMESPACE } from "./i18n.ts";
import { SchoolStatus } from "./school-columns.tsx";

/** The details modal: status, UDISE code, e-mail, phone, address, city, district, state, pincode, created date. */
export function SchoolDetailsDialog({
  school,
  onClose,
}: {
  school: NoPurchaseSchool | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const created = school
    ? indiaTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(school.createdAt))
    : "";
  const rows: DetailsRow[] = school
    ? [
        [t("details.status"), <SchoolStatus key="status" status={school.status} />],
        [t("details.udiscCode"), school.udiscCode],
        [t("details.email"), school.email],
        [t("details.phone"), school.phone ?? t("ui.notApplicable", { ns: "common" })],
        [t("details.address"), school.address],
        [t("details.city"), school.city],
        [t("details.district"), school.district],
        [t("details.state"), school.state],
        [t("details.pincode"), school.pincode],
        [t("details.createdAt"), created],
      ]
    : [];
  return (
    <DetailsDialog
      open={school !== null}
      onClose={onClose}
      title={school?.name ?? t("details.title")}
      description={t("details.title")}
      closeLabel={t("details.close")}
    >
      <DetailsList rows={rows} />
    </DetailsDialog>
  );
}
