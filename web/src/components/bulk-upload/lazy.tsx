import { type ComponentType, lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import type { BulkUploadPanelProps } from "./bulk-upload-panel.tsx";
import type { Credential } from "./credentials-sheet.tsx";

/**
 * The upload panel and the credentials sheet arrive after the screen's form: on a slow line the
 * school can type a student in while the panel's code is still on its way, and the screen's first
 * visit stays inside the bundle budget. (SheetJS itself waits until a sheet is read or written.)
 */
const Panel = lazy(() =>
  import("./bulk-upload-panel.tsx").then((module) => ({
    default: module.BulkUploadPanel as ComponentType<BulkUploadPanelProps<string, unknown>>,
  })),
);
const Sheet = lazy(() =>
  import("./credentials-sheet.tsx").then((module) => ({ default: module.CredentialsSheet })),
);

function Loading() {
  const { t } = useTranslation();
  return (
    <Card className="flex min-h-60 items-center justify-center">
      <Spinner label={t("ui.table.loading")} />
    </Card>
  );
}

export function LazyBulkUploadPanel<F extends string, Result>(props: BulkUploadPanelProps<F, Result>) {
  return (
    <Suspense fallback={<Loading />}>
      <Panel {...(props as unknown as BulkUploadPanelProps<string, unknown>)} />
    </Suspense>
  );
}

export function LazyCredentialsSheet(props: {
  credentials: readonly Credential[];
  item: string;
  fileName: string;
  footnote?: string;
}) {
  return (
    <Suspense fallback={<Loading />}>
      <Sheet {...props} />
    </Suspense>
  );
}
