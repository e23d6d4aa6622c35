import { registerTranslations, type Translation } from "@/lib/i18n.ts";
import en from "./locales/en.json";
import hiTexts from "./locales/hi.json";

/**
 * Texts of teachers' own tests: the teacher's list, builder and results, and the school office's
 * list and results, which share the list and results components (docs/adr/0697).
 */
export const NAMESPACE = "teacherTests" as const;

export { en };

const hi: Translation<typeof en> = hiTexts;

registerTranslations(NAMESPACE, { en, hi });
