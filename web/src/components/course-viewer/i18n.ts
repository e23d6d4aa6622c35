import { registerTranslations, type Translation } from "@/lib/i18n.ts";
import en from "./locales/en.json";
import hiTexts from "./locales/hi.json";

/** Texts of the shared course content viewer (admin now; school, teacher and student viewers later). */
export const NAMESPACE = "courseViewer" as const;

export { en };
export const hi: Translation<typeof en> = hiTexts;

registerTranslations(NAMESPACE, { en, hi });
