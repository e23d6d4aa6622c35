import type { ParentChild } from "@ganit/contracts";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useListExport } from "@/components/list-export.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { apiErrorMessage } from "@/lib/messages.ts";
import { downloadChildData } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";

type Child = Pick<ParentChild, "id" | "name">;
/** The copies of a child's data a parent can download, in the order their buttons stand. */
const DATA_FORMATS = ["json", "xlsx"] as const;
type Format = (typeof DATA_FORMATS)[number];

/** Loaded when asked: the page's first visit does not carry the erasure's declaration. */
const EraseChildDialog = lazy(() =>
  import("./erase-child-dialog.tsx").then((module) => ({ default: module.EraseChildDialog })),
);

/**
 * The parent's rights over each linked child's data (DPDP Act 2023): a copy of everything Ganit
 * holds (JSON or Excel), and its erasure, confirmed here.
 */
export function ChildDataCard({ items }: { items: Child[] }) {
  const { t } = useTranslation(NAMESPACE);
  const [toErase, setToErase] = useState<Child | null>(null);
  // One copy at a time: a double tap on a slow line would build and save the copy twice.
  const { progress: busy, run } = useListExport<{ id: string; format: Format }>();
  const download = (child: Child, format: Format) =>
    run(
      { id: child.id, format },
      () => downloadChildData(child, format),
      (error) => apiErrorMessage(error, t("data.downloadFailed")),
    );
  return (
    <Card title={t("data.title")} description={t("data.subtitle")} titleAs="h2">
      <ul className="flex flex-col gap-4">
        {items.map((child) => (
          <li key={child.id}>
            <fieldset className="flex flex-col gap-2">
              <legend className="font-semibold">{child.name}</legend>
              <div className="flex flex-wrap gap-2">
                {DATA_FORMATS.map((format) => (
                  <Button
                    key={format}
                    variant="secondary"
                    size="sm"
                    loading={busy?.id === child.id && busy.format === format}
                    disabled={busy !== null}
                    onClick={() => void download(child, format)}
                  >
                    {t(`data.${format}`)}
                  </Button>
                ))}
                <Button variant="dangerQuiet" size="sm" onClick={() => setToErase(child)}>
                  {t("data.erase")}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
      {toErase && (
        <Suspense fallback={null}>
          <EraseChildDialog child={toErase} onClose={() => setToErase(null)} />
        </Suspense>
      )}
    </Card>
  );
}
