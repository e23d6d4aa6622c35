/**
 * Rupees with 2 decimals for display: ₹1,234.50 (Indian digit grouping). A module without zod, so
 * the screens that only show amounts (payment history, receipts) do not download the schemas.
 */
export const formatRupees = (value: number, locale = "en-IN") =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "INR", minimumFractionDigits: 2 }).format(
    value,
  );
