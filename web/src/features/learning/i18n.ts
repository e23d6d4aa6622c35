import { registerTranslations, type Translation } from "@/lib/i18n.ts";
import en from "./locales/en.json";
import hiTexts from "./locales/hi.json";

/**
 * Texts of learning: the student's and the teacher's dashboards, the content viewers of
 * students, teachers and the school (the spec's messages, part 1 §8), progress and the class
 * progress table.
 */
export const NAMESPACE = "learning" as const;

export { en };

const hi: Translation<typeof en> = hiTexts;

registerTranslations(NAMESPACE, { en, hi });
