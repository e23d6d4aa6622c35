import { registerTranslations, type Translation } from "@/lib/i18n.ts";

/** Texts of the printable receipt of a verified payment (/receipt/:purchaseId). */
export const NAMESPACE = "receipts" as const;

export const en = {
  title: "Payment receipt",
  loading: "Loading the receipt…",
  notFound: "This receipt was not found.",
  loadFailed: "Failed to load the receipt.",
  retry: "Try Again",
  print: "Print",
  back: "Back",
  receiptNumber: "Receipt number",
  buyer: "Received from",
  email: "E-mail",
  lineCaption: "What was bought",
  columns: { course: "Course", class: "Class", seats: "Seats", unitPrice: "Unit price", amount: "Amount" },
  schoolAccess: "School access",
  renewal: "(more seats)",
  subtotal: "Subtotal",
  discount: "Discount ({{percent}}%)",
  tax: "Tax",
  total: "Total paid",
  utr: "UTR number",
  paymentDate: "Payment date",
  verifiedOn: "Verified on",
  verifiedBy: "Verified by",
  note: "Purchases are non-refundable. This receipt was issued after the payment was verified.",
};

const hi: Translation<typeof en> = {
  title: "भुगतान की रसीद",
  loading: "रसीद लोड हो रही है…",
  notFound: "यह रसीद नहीं मिली।",
  loadFailed: "रसीद लोड नहीं हो सकी।",
  retry: "फिर से कोशिश करें",
  print: "प्रिंट करें",
  back: "वापस",
  receiptNumber: "रसीद संख्या",
  buyer: "भुगतानकर्ता",
  email: "ई-मेल",
  lineCaption: "क्या खरीदा गया",
  columns: { course: "कोर्स", class: "कक्षा", seats: "सीटें", unitPrice: "इकाई मूल्य", amount: "राशि" },
  schoolAccess: "स्कूल की पहुँच",
  renewal: "(अतिरिक्त सीटें)",
  subtotal: "उप-योग",
  discount: "छूट ({{percent}}%)",
  tax: "कर",
  total: "कुल भुगतान",
  utr: "UTR नंबर",
  paymentDate: "भुगतान की तारीख",
  verifiedOn: "पुष्टि की तारीख",
  verifiedBy: "पुष्टि करने वाले",
  note: "खरीद की राशि वापस नहीं की जाती। यह रसीद भुगतान की पुष्टि के बाद जारी की गई है।",
};

registerTranslations(NAMESPACE, { en, hi });
