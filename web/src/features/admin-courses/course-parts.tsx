import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button, type ButtonSize } from "@/components/ui/button.tsx";
import { NAMESPACE } from "./i18n.ts";

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
