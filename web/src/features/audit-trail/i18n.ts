import { registerTranslations, type Translation } from "@/lib/i18n.ts";
import en from "./locales/en.json";
import hiTexts from "./locales/hi.json";

export const NAMESPACE = "auditTrail" as const;

/** An action's key in `actions`: i18next reads dots as nesting, so `auth.login.failed` is `auth_login_failed`. */
export const actionKey = (action: string) => action.replaceAll(".", "_");

export { en };

const hi: Translation<typeof en> = hiTexts;

registerTranslations(NAMESPACE, { en, hi });
