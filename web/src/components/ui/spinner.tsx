import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";

export type SpinnerProps = {
  /** Text for screen readers; defaults to the translated "Loading…". */
  label?: string;
  size?: "sm" | "md" | "lg";
  className?: string;
};

const sizes = { sm: "size-4 border-2", md: "size-8 border-3", lg: "size-12 border-4" };

/** A turning ring with a screen-reader label (role="status"). */
export function Spinner({ label, size = "md", className }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span role="status" className={cn("inline-flex items-center justify-center", className)}>
      <span
        aria-hidden="true"
        className={cn(
          "inline-block animate-spin rounded-full border-brand-200 border-t-brand-600 motion-reduce:animate-[spin_3s_linear_infinite]",
          sizes[size],
        )}
      />
      <span className="sr-only">{label ?? t("loading")}</span>
    </span>
  );
}

/** A spinner centred in a block, for a page or a panel that is still loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** A quiet line saying what is still loading, announced to screen readers as a status. */
export function LoadingNote({ label }: { label: string }) {
  return (
    <p role="status" className="text-ink-muted">
      {label}
    </p>
  );
}
