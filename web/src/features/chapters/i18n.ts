import { registerTranslations, type Translation } from "@/lib/i18n.ts";
import en from "./locales/en.json";
import hiTexts from "./locales/hi.json";

/** Texts of the chapter view: a child's book with their levels, a class's book with its summary. */
export const NAMESPACE = "chapters" as const;

export { en };

const hi: Translation<typeof en> = hiTexts;

registerTranslations(NAMESPACE, { en, hi });
