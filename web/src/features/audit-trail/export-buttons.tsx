import { API, AUDIT_EXPORT_FORMATS, type AuditExportFormat } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { useListExport } from "@/components/list-export.tsx";
import { Button } from "@/components/ui/button.tsx";
import { apiDownload } from "@/lib/api.ts";
import { apiErrorMessage } from "@/lib/messages.ts";
import { NAMESPACE } from "./i18n.ts";

/**
 * The trail's export with the screen's filters, search and order (the list's query without its
 * page): the server answers the whole filtered trail, up to its bound, as .xlsx or CSV. A filter
 * that matches too much is said in the server's words (narrow the filter).
 */
export function exportPath(listQuery: string, format: AuditExportFormat): string {
  const query = new URLSearchParams(listQuery);
  query.delete("page");
  query.delete("limit");
  query.set("format", format);
  return `${API.auditExport}?${query.toString()}`;
}

export function AuditExportButtons({ listQuery, empty }: { listQuery: string; empty: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  // The format being exported stands for the export's progress: its button spins, the other waits.
  const { progress: busy, run } = useListExport<AuditExportFormat>();
  const download = (format: AuditExportFormat) =>
    run(
      format,
      () => apiDownload(exportPath(listQuery, format), `audit-trail.${format}`),
      (error) => apiErrorMessage(error, t("export.failed")),
    );
  return (
    <div className="flex flex-wrap gap-2">
      {AUDIT_EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          variant="secondary"
          loading={busy === format}
          disabled={empty || busy !== null}
          onClick={() => void download(format)}
        >
          {t(`export.${format}`)}
        </Button>
      ))}
    </div>
  );
}
