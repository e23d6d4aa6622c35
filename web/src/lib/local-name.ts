import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/**
 * A catalogue name in the reader's language: the Hindi name a course, level or title carries when
 * the reader chose Hindi and it has one; the English name otherwise (every name has one).
 */
export function localName(language: string, english: string, hindi: string | null | undefined): string {
  return language === "hi" && hindi ? hindi : english;
}

/** `localName` for the current language: `const named = useLocalName(); named(course.name, course.nameHi)`. */
export function useLocalName() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (english: string, hindi: string | null | undefined) => localName(language, english, hindi),
    [language],
  );
}

/** A resource type's label in the reader's language ("quiz" → "Quiz", "क्विज़"); an unknown type as it is. */
export function useResourceTypeLabel() {
  const { t, i18n } = useTranslation("common");
  return useCallback(
    (type: string) =>
      i18n.exists(`resourceTypes.${type}`, { ns: "common" })
        ? t(`resourceTypes.${type}` as "resourceTypes.quiz")
        : type,
    [t, i18n],
  );
}
