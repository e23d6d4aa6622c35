import { type ParentChild, type ParentChildren, privacyChildErase } from "@ganit/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { RowDialog } from "@/components/ui/row-dialog.tsx";
import { call } from "@/lib/client.ts";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { NAMESPACE } from "./i18n.ts";

type Child = Pick<ParentChild, "id" | "name">;

/**
 * The parent confirms the erasure of a linked child's data: the child leaves the parent's page at
 * once. The list is not fetched again here: the job that erases the child runs just after the
 * answer, and a list read before it ends would still name the child.
 */
function useEraseChild() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(privacyChildErase, { params: { id } }),
    onSuccess: (_reply, id) => {
      client.setQueryData<ParentChildren>(["parent", "children"], (old) =>
        old ? { ...old, items: old.items.filter((child) => child.id !== id) } : old,
      );
      client.removeQueries({ queryKey: ["parent", "week", id] });
    },
  });
}

/** What the parent types to confirm an erasure: the child's first name, as the page shows it. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const same = (typed: string, name: string) =>
  typed.trim().toLocaleLowerCase() === firstName(name).toLocaleLowerCase();

/**
 * The erasure can not be taken back: the dialog names the child, says what goes and what stays,
 * and the button works only once the child's first name is typed.
 */
export function EraseChildDialog({ child, onClose }: { child: Child | null; onClose: () => void }) {
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
