import { type IssuedParentCode, ROUTES, type Student } from "@ganit/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { DetailsPanel } from "@/components/details-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { dayFirstOf } from "@/lib/dates.ts";
import { translateMessage } from "@/lib/messages.ts";
import { NAMESPACE } from "./i18n.ts";
import { issueParentCode, useLinkedParents, useUnlinkParent } from "./student-parents-api.ts";

/**
 * The details dialog's parents: who is linked to the pupil (at most two), unlinking one (audited),
 * and a parent code for the office to give (shown once: only its hash is kept).
 */
export function StudentParentsPanel({ student }: { student: Student }) {
  const { t } = useTranslation(NAMESPACE);
  const parents = useLinkedParents(student._id);
  const unlink = useUnlinkParent();
  const [issued, setIssued] = useState<IssuedParentCode | null>(null);
  const [issuing, setIssuing] = useState(false);
  const failed = () => toast.error(t("parents.failed"));
  const joinUrl = new URL(ROUTES.parentJoin, window.location.origin).toString();

  async function giveCode() {
    setIssuing(true);
    try {
      setIssued((await issueParentCode(student._id)).items[0] ?? null);
    } catch {
      failed();
    } finally {
      setIssuing(false);
    }
  }

  return (
    <DetailsPanel title={t("parents.title")}>
      {parents.isPending ? (
        <p role="status">{t("parents.loading")}</p>
      ) : (parents.data?.items ?? []).length === 0 ? (
        <p className="mt-2 text-ink-muted">{t("parents.none")}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {parents.data?.items.map((parent) => (
            <li key={parent.userId} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-semibold">{parent.name}</span>{" "}
                {/* A parent who joined with only a mobile number has no e-mail: the number is their contact. */}
                <span className="text-small text-ink-muted">{parent.email || parent.phone}</span>
              </span>
              <Button
                size="sm"
                variant="dangerQuiet"
                aria-label={t("parents.unlinkParent", { name: parent.name })}
                disabled={unlink.isPending}
                onClick={() =>
                  unlink.mutate(
                    { id: student._id, userId: parent.userId },
                    { onSuccess: (reply) => toast.success(translateMessage(reply)), onError: failed },
                  )
                }
              >
                {t("parents.unlink")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-col gap-2">
        <div>
          <Button size="sm" variant="secondary" disabled={issuing} onClick={() => void giveCode()}>
            {t("parents.code")}
          </Button>
        </div>
        {issued && (
          <p role="status" className="rounded-control border border-line p-3">
            <span className="font-semibold">
              {t("parents.codeShown", { name: issued.name, code: "" })}
              <span className="font-mono text-lead">{issued.code}</span>
            </span>
            <br />
            <span className="text-small">
              {t("parents.codeHint", { date: dayFirstOf(issued.expiresAt), url: joinUrl })}
            </span>
          </p>
        )}
      </div>
    </DetailsPanel>
  );
}
