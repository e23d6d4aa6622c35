import { formatRupees } from "@ganit/contracts";
import { useTranslation } from "react-i18next";

/** Rupees with 2 decimals in the reader's language (Indian digit grouping either way). */
export function useRupees() {
  const { i18n } = useTranslation();
  const locale = i18n.language === "hi" ? "hi-IN" : "en-IN";
  return (value: number) => formatRupees(value, locale);
}
