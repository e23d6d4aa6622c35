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
    planeToPlot: "A coordinate plane to plot the point on",
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
    planeToPlot: "बिंदु अंकित करने के लिए निर्देशांक तल",
    answerKey: "उत्तर कुंजी",
    scan: "फ़ोन पर यही अभ्यास करने के लिए स्कैन करो",
    classNumber: (n: number) => `कक्षा ${n}`,
    forTeacher: "शिक्षक के लिए: यह पन्ना अलग रखें।",
  },
} satisfies Record<PrintLanguage, Record<string, string | ((n: number) => string)>>;

/** What a test paper and the reports say around their contents, in the reader's language. */
export const PAPER_WORDS = {
  en: {
    testPaper: "Test paper",
    time: "Time",
    minutes: (n: number) => `${n} minutes`,
    marks: "Marks",
    name: "Name",
    roll: "Roll no.",
    date: "Date",
    answerKey: "Answer key",
    forTeacher: "For the teacher: keep this page; each answer with its working.",
    chapter: (n: number, title: string) => `Chapter ${n}: ${title}`,
    test: "Test",
    classNumber: (n: number) => `Class ${n}`,
    section: (s: string) => `Section ${s}`,
  },
  hi: {
    testPaper: "परीक्षा पत्र",
    time: "समय",
    minutes: (n: number) => `${n} मिनट`,
    marks: "अंक",
    name: "नाम",
    roll: "अनुक्रमांक",
    date: "तारीख",
    answerKey: "उत्तर कुंजी",
    forTeacher: "शिक्षक के लिए: यह पन्ना अपने पास रखें; हर उत्तर हल सहित।",
    chapter: (n: number, title: string) => `अध्याय ${n}: ${title}`,
    test: "परीक्षा",
    classNumber: (n: number) => `कक्षा ${n}`,
    section: (s: string) => `वर्ग ${s}`,
  },
} as const;
