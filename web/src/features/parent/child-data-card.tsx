import type { ParentChild } from "@ganit/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { RowDialog } from "@/components/ui/row-dialog.tsx";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { downloadChildData, useEraseChild } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";

type Child = Pick<ParentChild, "id" | "name">;

/** What the parent types to confirm an erasure: the child's first name, as the page shows it. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const same = (typed: string, name: string) =>
  typed.trim().toLocaleLowerCase() === firstName(name).toLocaleLowerCase();

/**
 * The erasure can not be taken back: the dialog names the child, says what goes and what stays,
 * and the button works only once the child's first name is typed.
 */
function EraseChildDialog({ child, onClose }: { child: Child | null; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const erase = useEraseChild();
  const [typed, setTyped] = useState("");
  const close = () => {
    setTyped("");
    onClose();
  };
  const ready = child !== null && same(typed, child.name);
  return (
    <RowDialog
      target={child}
      busy={erase.isPending}
      onCancel={close}
      title={t("data.eraseTitle", { name: child?.name ?? "" })}
      description={t("data.eraseWhat", { name: child?.name ?? "" })}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={erase.isPending}>
            {t("data.cancel")}
          </Button>
          <Button
            variant="danger"
            loading={erase.isPending}
            disabled={!ready}
            onClick={() =>
              child &&
              erase.mutate(child.id, {
                onSuccess: (reply) => {
                  toast.success(translateMessage(reply));
                  close();
                },
                onError: (error) => toast.error(apiErrorMessage(error, t("data.eraseFailed"))),
              })
            }
          >
            {erase.isPending ? t("data.erasing") : t("data.eraseConfirm")}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="rounded-control border border-danger-600/30 bg-danger-50 px-3 py-2 font-semibold text-danger-800">
          {t("data.eraseWarning")}
        </p>
        {child && (
          <Input
            label={t("data.typeName", { first: firstName(child.name) })}
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value.slice(0, 100))}
          />
        )}
      </div>
    </RowDialog>
  );
}

/**
 * The parent's rights over each linked child's data (DPDP Act 2023): a copy of everything Ganit
 * holds (JSON or Excel), and its erasure, confirmed here.
 */
export function ChildDataCard({ items }: { items: Child[] }) {
  const { t } = useTranslation(NAMESPACE);
  const [toErase, setToErase] = useState<Child | null>(null);
  const download = (child: Child, format: "json" | "xlsx") =>
    downloadChildData(child.id, format).catch((error: unknown) =>
      toast.error(apiErrorMessage(error, t("data.downloadFailed"))),
    );
  return (
    <Card title={t("data.title")} description={t("data.subtitle")} titleAs="h2">
      <ul className="flex flex-col gap-4">
        {items.map((child) => (
          <li key={child.id}>
            <fieldset className="flex flex-col gap-2">
              <legend className="font-semibold">{child.name}</legend>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => download(child, "json")}>
                  {t("data.json")}
                </Button>
                <Button variant="secondary" size="sm" onClick={() => download(child, "xlsx")}>
                  {t("data.xlsx")}
                </Button>
                <Button variant="dangerQuiet" size="sm" onClick={() => setToErase(child)}>
                  {t("data.erase")}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
      <EraseChildDialog child={toErase} onClose={() => setToErase(null)} />
    </Card>
  );
}
