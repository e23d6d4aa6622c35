import { useTranslation } from "react-i18next";
import { StatusBadge } from "@/components/ui/index.ts";
import { NAMESPACE } from "./i18n.ts";

/** A school's or a class's status: active green, hold yellow, anything else (blocked) red. */
export function StatusPill({ status }: { status: string }) {
  const { t } = useTranslation(NAMESPACE);
  const label =
    status === "active" || status === "hold" || status === "blocked" ? t(`status.${status}`) : status;
  return <StatusBadge status={status} label={label} />;
}
