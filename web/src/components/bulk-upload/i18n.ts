import { registerTranslations, type Translation } from "@/lib/i18n.ts";
import en from "./locales/en.json";
import hiTexts from "./locales/hi.json";

export const NAMESPACE = "bulkUpload" as const;

/** Texts of the shared upload panel and credentials sheet; each screen passes its own nouns. */
export { en };

const hi: Translation<typeof en> = hiTexts;

registerTranslations(NAMESPACE, { en, hi });
