import { registerTranslations, type Translation } from "@/lib/i18n.ts";
import en from "./locales/en.json";
import hiTexts from "./locales/hi.json";

export const NAMESPACE = "parent" as const;

/** The parent's screens: joining with a code, each child's week, the summary's stop link. */
export { en };

const hi: Translation<typeof en> = hiTexts;

registerTranslations(NAMESPACE, { en, hi });
