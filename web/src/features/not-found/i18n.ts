import { registerTranslations, type Translation } from "@/lib/i18n.ts";

export const NOT_FOUND_NS = "notFound";

export const en = {
  title: "Oops! This page got lost",
  lead: "We could not find the page you were looking for. While you are here, can you solve this puzzle?",
  puzzleHeading: "Math puzzle",
  question: "What is {{expression}}?",
  answerLabel: "Your answer",
  check: "Check",
  correct: "Correct! Well done. A new puzzle is on its way…",
  wrong: "Not quite. Try again!",
  empty: "Type a number first.",
  home: "Take me home",
  operatorTitle: "This page does not exist",
  operatorLead: "There is no such screen here. The menu above lists every screen of your area.",
  operatorHome: "Go to the dashboard",
};

const hi: Translation<typeof en> = {
  title: "अरे! यह पृष्ठ खो गया",
  lead: "आप जो पृष्ठ ढूँढ रहे थे, वह हमें नहीं मिला। जब तक आप यहाँ हैं, क्या आप यह पहेली हल कर सकते हैं?",
  puzzleHeading: "गणित पहेली",
  question: "{{expression}} कितना होता है?",
  answerLabel: "आपका उत्तर",
  check: "जाँचें",
  correct: "सही! बहुत बढ़िया। नई पहेली आ रही है…",
  wrong: "थोड़ा चूक गए। फिर से कोशिश करें!",
  empty: "पहले कोई संख्या लिखें।",
  home: "मुझे होम पेज पर ले चलें",
  operatorTitle: "यह पृष्ठ मौजूद नहीं है",
  operatorLead: "यहाँ ऐसी कोई स्क्रीन नहीं है। ऊपर का मेनू आपके क्षेत्र की हर स्क्रीन दिखाता है।",
  operatorHome: "डैशबोर्ड पर जाएँ",
};

registerTranslations(NOT_FOUND_NS, { en, hi });
