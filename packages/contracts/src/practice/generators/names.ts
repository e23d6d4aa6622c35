/**
 * Names from across India that the word problems of Classes 4–5 and 8–10 share, in both languages;
 * each key is the name. A class band's own list puts its own names round these (the order of the
 * keys is part of each draw, so a list keeps its order).
 */
export const INDIAN_NAMES = {
  en: {
    arjun: "Arjun",
    fatima: "Fatima",
    harpreet: "Harpreet",
    lakshmi: "Lakshmi",
    tenzing: "Tenzing",
    joseph: "Joseph",
  },
  hi: {
    arjun: "अर्जुन",
    fatima: "फ़ातिमा",
    harpreet: "हरप्रीत",
    lakshmi: "लक्ष्मी",
    tenzing: "तेनज़िंग",
    joseph: "जोसेफ़",
  },
} as const;
