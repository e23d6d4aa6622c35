import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { useOperatorSchool } from "@/lib/shared-api.ts";

/**
 * "Showing: <school>" above an operator's list opened through a school's link (`?schoolId=`), with
 * the button that shows every school again. The name comes from the server; while it loads, or if
 * the school is gone, the chip still says a school filter is on.
 */
export function SchoolFilterChip({
  schoolId,
  onClear,
}: {
  schoolId: string | undefined;
  onClear: () => void;
}) {
  const { t } = useTranslation("common");
  const school = useOperatorSchool(schoolId);
  if (!schoolId) return null;
  return (
    <FilterChip clearLabel={t("schoolFilter.clear")} onClear={onClear}>
      {t("schoolFilter.showing")}{" "}
      <strong className="font-bold text-brand-950">{school.data?.name ?? t("schoolFilter.oneSchool")}</strong>
    </FilterChip>
  );
}

/**
 * A filter a link or a row put on an operator's list (one school, one person), said above the list
 * with the button that lifts it.
 */
export function FilterChip({
  children,
  clearLabel,
  onClear,
}: {
  children: ReactNode;
  clearLabel: string;
  onClear: () => void;
}) {
  return (
    <p className="mt-4 flex flex-wrap items-center gap-3 rounded-card border border-brand-200 bg-brand-50 px-4 py-2 text-body">
      <span>{children}</span>
      <Button type="button" size="sm" variant="secondary" onClick={onClear}>
        {clearLabel}
      </Button>
    </p>
  );
}
