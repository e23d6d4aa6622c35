import type { PrintLanguage } from "@ganit/contracts";

/** What a worksheet says around its questions, in the reader's language. */
export const SHEET_WORDS = {
  en: {
    worksheet: "Worksheet",
    name: "Name",
    class: "Class",
    date: "Date",
    answer: "Answer",
    picture: "Picture",
    answerKey: "Answer key",
    scan: "Scan to practise this set on a phone",
    classNumber: (n: number) => `Class ${n}`,
    forTeacher: "For the teacher: cut off or keep this page.",
  },
  hi: {
    worksheet: "अभ्यास पत्रक",
    name: "नाम",
    class: "कक्षा",
    date: "तारीख",
    answer: "उत्तर",
    picture: "चित्र",
    answerKey: "उत्तर कुंजी",
    scan: "फ़ोन पर यही अभ्यास करने के लिए स्कैन करो",
    classNumber: (n: number) => `कक्षा ${n}`,
    forTeacher: "शिक्षक के लिए: यह पन्ना अलग रखें।",
  },
} satisfies Record<PrintLanguage, Record<string, string | ((n: number) => string)>>;
