import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button, type ButtonSize } from "@/components/ui/button.tsx";
import { translateMessage } from "@/lib/messages.ts";
import type { DraftErrors } from "./course-draft.ts";
import { NAMESPACE } from "./i18n.ts";

/** Shows the message under a field when the form or the server put one at its path. */
export const errorAt = (errors: DraftErrors, path: string) =>
  errors[path] ? translateMessage(errors[path]) : undefined;

/** The message the form or the server put on a whole list (a class's topics, a topic's sub-topics), above it. */
export function ListError({ errors, path }: { errors: DraftErrors; path: string }) {
  const message = errorAt(errors, path);
  return message ? <p className="text-caption font-semibold text-danger-700">{message}</p> : null;
}

/** The course screens' load failure (dashboard counts, the course list, one course): the reason and Try Again. */
export function CourseLoadAlert({ message, onRetry }: { message: ReactNode; onRetry: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div role="alert" className="rounded-card border border-danger-600/30 bg-danger-50 p-5 text-danger-800">
      <p className="font-semibold">{message}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t("dashboard.retry")}
      </Button>
    </div>
  );
}

/** "+ Add topic", "+ Add subtopic", "+ Add resource": a new empty row at the end of its list. */
export function AddRowButton({
  label,
  size,
  className,
  onAdd,
}: {
  label: string;
  size?: ButtonSize;
  className?: string;
  onAdd: () => void;
}) {
  return (
    <Button variant="secondary" size={size} className={className} onClick={onAdd}>
      <span aria-hidden="true">+</span> {label}
    </Button>
  );
}
