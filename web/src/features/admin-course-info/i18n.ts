import { registerTranslations, type Translation } from "@/lib/i18n.ts";

export const NAMESPACE = "adminCourseInfo" as const;

export const en = {
  title: "Course Info",
  subtitle: "Class {{n}}: every level, title and resource as learners will see them.",
  back: "Back to courses",
  loadFailed: "Failed to load course data.",
  noCourse: "No course ID found. Please select a course first.",
  noClass: "Class number is required in the URL parameters.",
  noSuchClass: "This course has no Class {{n}}.",
  tryAgain: "Try Again",
};

export const hi: Translation<typeof en> = {
  title: "कोर्स की जानकारी",
  subtitle: "कक्षा {{n}}: हर स्तर, शीर्षक और संसाधन, जैसे विद्यार्थी देखेंगे।",
  back: "कोर्सों पर वापस",
  loadFailed: "कोर्स का डेटा लोड नहीं हो सका।",
  noCourse: "कोई कोर्स आईडी नहीं मिली। कृपया पहले एक कोर्स चुनें।",
  noClass: "URL में कक्षा संख्या होना आवश्यक है।",
  noSuchClass: "इस कोर्स में कक्षा {{n}} नहीं है।",
  tryAgain: "फिर से कोशिश करें",
};

registerTranslations(NAMESPACE, { en, hi });
