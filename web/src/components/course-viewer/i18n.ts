import { registerTranslations, type Translation } from "@/lib/i18n.ts";

/** Texts of the shared course content viewer (admin now; school, teacher and student viewers later). */
export const NAMESPACE = "courseViewer" as const;

export const en = {
  contents: "Course contents",
  showContents: "Show contents",
  hideContents: "Hide contents",
  classN: "Class {{n}}",
  level: "{{n}}: {{name}}",
  noResources: "No resources in this class yet.",
  noneSelected: "No content selected",
  selectHint: "Select a resource from the sidebar to view content",
  frameTitle: "{{type}}: {{title}}",
  loading: "Loading the resource…",
  cannotShow: "This resource cannot be shown here.",
  doneMark: "(done)",
  needsConnection: "You are offline. This resource is on another website and needs an internet connection.",
  needsConnectionHint: "Lessons you have opened before still work. Connect to the internet to open this one.",
  practise: "Practise here, one question at a time",
  practiceLevel: "Your level: {{level}}",
  reviewTitle: "Mixed review",
  reviewDue_one:
    "{{count}} set you are proficient in is ready for a short mixed review. Get it right and it becomes Mastered.",
  reviewDue_other:
    "{{count}} sets you are proficient in are ready for a short mixed review. Get them right and they become Mastered.",
  reviewStart: "Start the mixed review",
  levels: {
    notStarted: "Not started",
    attempted: "Attempted",
    familiar: "Familiar",
    proficient: "Proficient",
    mastered: "Mastered",
  },
};

export const hi: Translation<typeof en> = {
  contents: "कोर्स की सामग्री",
  showContents: "सामग्री दिखाएँ",
  hideContents: "सामग्री छिपाएँ",
  classN: "कक्षा {{n}}",
  level: "{{n}}: {{name}}",
  noResources: "इस कक्षा में अभी कोई संसाधन नहीं है।",
  noneSelected: "कोई सामग्री नहीं चुनी गई",
  selectHint: "सामग्री देखने के लिए साइडबार से कोई संसाधन चुनें",
  frameTitle: "{{type}}: {{title}}",
  loading: "संसाधन लोड हो रहा है…",
  cannotShow: "यह संसाधन यहाँ नहीं दिखाया जा सकता।",
  doneMark: "(पूरा हुआ)",
  needsConnection: "आप ऑफ़लाइन हैं। यह संसाधन किसी दूसरी वेबसाइट पर है और इसके लिए इंटरनेट कनेक्शन चाहिए।",
  needsConnectionHint: "पहले खोले गए पाठ अब भी चलते हैं। इसे खोलने के लिए इंटरनेट से जुड़ें।",
  practise: "यहाँ अभ्यास करें, एक बार में एक प्रश्न",
  practiceLevel: "आपका स्तर: {{level}}",
  reviewTitle: "मिली-जुली दोहराई",
  reviewDue_one:
    "जिस {{count}} सेट में आप दक्ष हैं, वह एक छोटी मिली-जुली दोहराई के लिए तैयार है। सही करें और उसमें आपकी महारत हो जाएगी।",
  reviewDue_other:
    "जिन {{count}} सेटों में आप दक्ष हैं, वे एक छोटी मिली-जुली दोहराई के लिए तैयार हैं। सही करें और उनमें आपकी महारत हो जाएगी।",
  reviewStart: "मिली-जुली दोहराई शुरू करें",
  levels: {
    notStarted: "शुरू नहीं किया",
    attempted: "प्रयास किया",
    familiar: "परिचित",
    proficient: "दक्ष",
    mastered: "महारत",
  },
};

registerTranslations(NAMESPACE, { en, hi });
