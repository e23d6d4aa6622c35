import { registerTranslations, type Translation } from "@/lib/i18n.ts";
import en from "./locales/en.json";
import hiTexts from "./locales/hi.json";

/** Texts of the printable receipt of a verified payment (/receipt/:purchaseId). */
export const NAMESPACE = "receipts" as const;

export { en };

const hi: Translation<typeof en> = hiTexts;

registerTranslations(NAMESPACE, { en, hi });
