import { cn } from "@/lib/cn.ts";
import { useStatusWords } from "@/lib/status-words.ts";

export type StatusTone = "success" | "warning" | "danger";

/** The colour rule of the spec: active is green, hold is yellow, anything else is red. */
export function statusTone(status: string): StatusTone {
  const normalised = status.trim().toLowerCase();
  if (normalised === "active") return "success";
  if (normalised === "hold") return "warning";
  return "danger";
}

const tones: Record<StatusTone, string> = {
  success: "bg-success-100 text-success-800 ring-success-600/30",
  warning: "bg-warning-100 text-warning-800 ring-warning-700/30",
  danger: "bg-danger-100 text-danger-800 ring-danger-600/30",
};

export type StatusBadgeProps = {
  /** The status as the API sends it ("active", "hold", …). */
  status: string;
  /** Text to show instead of the status's word in the table of status words (lib/status-words.ts). */
  label?: string;
  className?: string;
};

/** A pill showing a status; `data-tone` carries the colour for tests and styling hooks. */
export function StatusBadge({ status, label, className }: StatusBadgeProps) {
  const words = useStatusWords();
  const tone = statusTone(status);
  return (
    <span
      data-tone={tone}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-caption font-bold capitalize ring-1 ring-inset",
        tones[tone],
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {label ?? words.account(status)}
    </span>
  );
}
