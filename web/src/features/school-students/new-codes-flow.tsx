import type { StudentAddResponse } from "@ganit/contracts";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { Credential } from "@/components/bulk-upload/credentials-sheet.tsx";
import { LazyCredentialsSheet } from "@/components/bulk-upload/lazy.tsx";
import { apiErrorMessage, translateMessage } from "@/lib/messages.ts";
import { useNewCodes } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";
import type { NewCodesTarget } from "./new-codes-dialog.tsx";

const NewCodesDialog = lazy(() =>
  import("./new-codes-dialog.tsx").then((module) => ({ default: module.NewCodesDialog })),
);

type Issued = { credentials: Credential[]; expiresAt: string };

/**
 * Sign-in codes after the first day: ask (one student, or a class's sheet again), confirm, then the
 * new sheet above the list with its Print and Download, as after an upload. The sheet lives only in
 * this screen's state: the server keeps only hashes of the codes.
 */
export function useNewCodesFlow() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [target, setTarget] = useState<NewCodesTarget | null>(null);
  const [issued, setIssued] = useState<Issued | null>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const issue = useNewCodes();

  const confirm = (chosen: NewCodesTarget) =>
    issue.mutate(
      chosen.kind === "student" ? { studentIds: [chosen.studentId] } : { classNumber: chosen.classNumber },
      {
        onSuccess: (reply: StudentAddResponse) => {
          toast.success(translateMessage(reply));
          setTarget(null);
          setIssued({
            credentials: reply.credentials.map((entry) => ({
              name: entry.name,
              class: entry.class,
              rollNumber: entry.rollNumber,
              username: entry.username,
              code: entry.oneTimeCode,
            })),
            expiresAt: reply.codesExpireAt,
          });
          requestAnimationFrame(() =>
            sheetRef.current?.scrollIntoView?.({ behavior: "smooth", block: "start" }),
          );
        },
        onError: (error) => toast.error(apiErrorMessage(error, t("newCodes.failed"))),
      },
    );

  const expires = issued
    ? new Date(issued.expiresAt).toLocaleDateString(i18n.language === "hi" ? "hi-IN" : "en-IN", {
        dateStyle: "long",
      })
    : "";

  return {
    ask: setTarget,
    sheet: issued && (
      <div ref={sheetRef} className="mb-6 scroll-mt-24">
        <LazyCredentialsSheet
          credentials={issued.credentials}
          item={t("item")}
          fileName="student-sign-in-details.xlsx"
          footnote={t("add.codesExpire", { date: expires })}
        />
      </div>
    ),
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
