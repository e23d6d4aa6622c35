import { NO_PURCHASE_SCHOOLS_LIST, type NoPurchaseSchool } from "@ganit/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListExportButton, useCappedListExport } from "@/components/list-export.tsx";
import { ListScreenTop, listTableProps, useListLoadError } from "@/components/list-page.tsx";
import { DataTable } from "@/components/ui/data-table.tsx";
import { useListParams } from "@/lib/use-list-params.ts";
import { useNoPurchaseSchools } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";
import { OpenDetailsContext, useSchoolColumns } from "./school-columns.tsx";
import { SchoolDetailsDialog } from "./school-details-dialog.tsx";

/**
 * /superadmin/nopurchase and /admin/nopurchases: the schools that never had a verified purchase,
 * searched, sorted and paged by the server, with their details and an export of the filtered rows.
 */
export default function NoPurchaseSchoolsPage() {
  const { t } = useTranslation(NAMESPACE);
  const list = useListParams(NO_PURCHASE_SCHOOLS_LIST);
  const schools = useNoPurchaseSchools(list.apiQuery);
  const columns = useSchoolColumns();
  const [open, setOpen] = useState<NoPurchaseSchool | null>(null);
  const loadError = useListLoadError(schools, t("loadFailed"), "no-purchase-schools-load");
  const { exporting, start } = useCappedListExport((key, options) => t(`export.${key}`, options));

  const exportRows = () =>
    start(async () => {
      // The export code (and SheetJS behind it) loads only when Export is pressed.
      const { exportSchools } = await import("./export-schools.ts");
      return exportSchools(list.apiQuery, t);
    });

  return (
    <div className="container-page py-8 sm:py-12">
      <ListScreenTop
        list={list}
        text={(key) => t(key)}
        actions={
          <ListExportButton
            exporting={exporting}
            empty={!schools.data?.total}
            label={exporting ? t("export.busy") : t("export.button")}
            onExport={() => void exportRows()}
          />
        }
        className="grid gap-4"
      />
      <OpenDetailsContext value={setOpen}>
        <DataTable
          {...listTableProps(list, schools, loadError, (key) => t(key))}
          columns={columns}
          getRowId={(school) => school._id}
          noMatchesTitle={t("noMatches")}
          clearFiltersLabel={t("clearSearch")}
        />
      </OpenDetailsContext>
      <SchoolDetailsDialog school={open} onClose={() => setOpen(null)} />
    </div>
  );
}
