import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { CheckIcon } from "@/components/icons.tsx";
import { Button } from "@/components/ui/button.tsx";
import { apiErrorMessage } from "@/lib/messages.ts";
import { useMarkDone } from "./api.ts";
import { NAMESPACE } from "./i18n.ts";

/**
 * 'Mark as done' under the open resource; once done it reads 'Done (undo)' with a tick and takes the tick
 * back. Offline the choice is kept on the phone and sent later (a toast says so).
 */
export function MarkDoneButton({
  courseId,
  classNumber,
  resourceId,
  done,
}: {
  courseId: string;
  classNumber: number;
  resourceId: string;
  done: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const markDone = useMarkDone(courseId, classNumber);
  const toggle = () =>
    markDone.mutate(
      { resourceId, done: !done },
      {
        onSuccess: (outcome) => {
          if (outcome === "queued") toast.info(t("done.savedOffline"));
        },
        onError: (error) => toast.error(apiErrorMessage(error, t("done.failed"))),
      },
    );
  return done ? (
    <Button variant="secondary" onClick={toggle}>
      <CheckIcon />
      {t("done.undo")}
    </Button>
  ) : (
    <Button onClick={toggle}>{t("done.mark")}</Button>
  );
}
