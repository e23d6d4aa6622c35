import { registerTranslations, type Translation } from "@/lib/i18n.ts";
import en from "./locales/en.json";
import hiTexts from "./locales/hi.json";

/**
 * Texts of the individual learner's screens (role studentb2c): /dashboard, /buycourses,
 * /paymenthistory and /coursecontent. Server messages (UTR rules, the purchase's answer) come by key
 * from the "messages" namespace; the content viewer's own messages (spec part 1 §8) are here.
 */
export const NAMESPACE = "learner" as const;

export { en };

const hi: Translation<typeof en> = hiTexts;

registerTranslations(NAMESPACE, { en, hi });
