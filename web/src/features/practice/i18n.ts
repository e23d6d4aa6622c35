import { registerTranslations, type Translation } from "@/lib/i18n.ts";
import en from "./locales/en.json";
import hiTexts from "./locales/hi.json";

/**
 * Texts of native practice: the student's answering screen (one question at a time, the keypad,
 * feedback, the summary), the teacher's and the school's results, and the admin's set editor.
 */
export const NAMESPACE = "practice" as const;

export { en };
export const hi: Translation<typeof en> = hiTexts;

registerTranslations(NAMESPACE, { en, hi });
