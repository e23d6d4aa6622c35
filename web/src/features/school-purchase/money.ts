import { formatRupees } from "@ganit/contracts";
import { useTranslation } from "react-i18next";
import { localeOf } from "@/lib/dates.ts";

/** Rupees with 2 decimals in the reader's language (Indian digit grouping either way). */
export function useRupees() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return (value: number) => formatRupees(value, locale);
}
