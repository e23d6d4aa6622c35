import { registerTranslations, type Translation } from "@/lib/i18n.ts";

export const NAMESPACE = "adminCourseInfo" as const;

export const en = {
  title: "Course Info",
  subtitle: "Class {{n}}: every level, title and resource as learners will see them.",
  back: "Back to the course info list",
  backToManagement: "Back to Course Management",
  listTitle: "Course Info",
  listSubtitle: "Choose a class of a course to see its levels, titles and resources.",
  listLoadFailed: "Failed to load courses",
  empty: "No courses available yet",
  classButton: "Class {{n}}",
  viewClassOf: "View Class {{n}} of {{name}}",
  switchLabel: "Classes of this course",
  loadFailed: "Failed to load course data.",
  noCourse: "No course ID found. Please select a course first.",
  noClass: "Class number is required in the URL parameters.",
  noSuchClass: "This course has no Class {{n}}.",
  tryAgain: "Try Again",
};

export const hi: Translation<typeof en> = {
  title: "कोर्स की जानकारी",
  subtitle: "कक्षा {{n}}: हर स्तर, शीर्षक और संसाधन, जैसे विद्यार्थी देखेंगे।",
  back: "कोर्स जानकारी सूची पर वापस",
  backToManagement: "कोर्स प्रबंधन पर वापस",
  listTitle: "कोर्स की जानकारी",
  listSubtitle: "किसी कोर्स की कक्षा चुनें और उसके स्तर, शीर्षक और संसाधन देखें।",
  listLoadFailed: "कोर्स लोड नहीं हो सके",
  empty: "अभी कोई कोर्स उपलब्ध नहीं है",
  classButton: "कक्षा {{n}}",
  viewClassOf: "{{name}} की कक्षा {{n}} देखें",
  switchLabel: "इस कोर्स की कक्षाएँ",
  loadFailed: "कोर्स का डेटा लोड नहीं हो सका।",
  noCourse: "कोई कोर्स आईडी नहीं मिली। कृपया पहले एक कोर्स चुनें।",
  noClass: "URL में कक्षा संख्या होना आवश्यक है।",
  noSuchClass: "इस कोर्स में कक्षा {{n}} नहीं है।",
  tryAgain: "फिर से कोशिश करें",
};

registerTranslations(NAMESPACE, { en, hi });
