import { registerTranslations, type Translation } from "@/lib/i18n.ts";
import en from "./locales/en.json";
import hiTexts from "./locales/hi.json";

export const NAMESPACE = "schoolParents" as const;

/** The school office's parent codes sheet and the weekly summaries' texts. */
export { en };

const hi: Translation<typeof en> = hiTexts;

registerTranslations(NAMESPACE, { en, hi });
