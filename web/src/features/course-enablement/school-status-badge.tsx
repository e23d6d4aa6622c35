import { StatusBadge } from "@/components/ui/status-badge.tsx";

/**
 * A school's or a class's status: active green, hold yellow, anything else (blocked) red, named by
 * the one table of status words (the badge's own words).
 */
export function StatusPill({ status }: { status: string }) {
  return <StatusBadge status={status} />;
}
