import { registerTranslations, type Translation } from "@/lib/i18n.ts";
import en from "./locales/en.json";
import hiTexts from "./locales/hi.json";

export const NOT_FOUND_NS = "notFound";

export { en };

const hi: Translation<typeof en> = hiTexts;

registerTranslations(NOT_FOUND_NS, { en, hi });
