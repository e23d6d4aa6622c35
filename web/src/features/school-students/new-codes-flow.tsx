import type { StudentAddResponse } from "@ganit/contracts";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { apiErrorMessage } from "@/lib/messages.ts";
import { useNewCodes } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";
import { useIssuedSheet } from "./issued-sheet.tsx";
import type { NewCodesTarget } from "./new-codes-dialog.tsx";

const NewCodesDialog = lazy(() =>
  import("./new-codes-dialog.tsx").then((module) => ({ default: module.NewCodesDialog })),
);

/**
 * Sign-in codes after the first day: ask (one student, or a class's sheet again), confirm, then the
 * new sheet above the list, as after an upload.
 */
export function useNewCodesFlow() {
  const { t } = useTranslation(NAMESPACE);
  const [target, setTarget] = useState<NewCodesTarget | null>(null);
  const issued = useIssuedSheet();
  const issue = useNewCodes();

  const confirm = (chosen: NewCodesTarget) =>
    issue.mutate(
      chosen.kind === "student" ? { studentIds: [chosen.studentId] } : { classNumber: chosen.classNumber },
      {
        onSuccess: (reply: StudentAddResponse) => {
          setTarget(null);
          issued.show(reply);
        },
        onError: (error) => toast.error(apiErrorMessage(error, t("newCodes.failed"))),
      },
    );

  return {
    ask: setTarget,
    sheet: issued.sheet,
    dialog: target && (
      <Suspense fallback={null}>
        <NewCodesDialog
          target={target}
          busy={issue.isPending}
          onCancel={() => setTarget(null)}
          onConfirm={confirm}
        />
      </Suspense>
    ),
  };
}
