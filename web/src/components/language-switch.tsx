import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn.ts";
import { LANGUAGES, type Language, setLanguage } from "@/lib/i18n.ts";

/** English / हिन्दी switch; the choice is remembered (localStorage, see setLanguage). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Language;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset.
    <div
      role="group"
      aria-label={t("language")}
      className={cn("inline-flex rounded-full border-2 border-brand-100 bg-white p-0.5", className)}
    >
      {LANGUAGES.map((language) => (
        <button
          key={language.code}
          type="button"
          lang={language.code}
          aria-pressed={current === language.code}
          onClick={() => setLanguage(language.code)}
          className={cn(
            "min-h-8 rounded-full px-3 text-sm font-bold transition-colors",
            current === language.code ? "bg-brand-600 text-white" : "text-brand-800 hover:bg-brand-50",
          )}
        >
          {language.label}
        </button>
      ))}
    </div>
  );
}
