import { registerTranslations, type Translation } from "@/lib/i18n.ts";

export const NAMESPACE = "schoolDashboard" as const;

export const en = {
  title: "School Dashboard",
  welcome: "Welcome, {{name}}",
  subtitle: "Your students and teachers at a glance.",
  students: "Students",
  teachers: "Teachers",
  activeTeachers: "{{count}} active",
  byClass: "Students by class",
  byClassHint: "How many students each class has",
  classShort: "Class {{n}}",
  studentCount_one: "{{count}} student",
  studentCount_other: "{{count}} students",
  noStudents: "No students yet. Add them one by one or upload your Excel sheet.",
  actions: "Manage",
  addStudent: "Add Student",
  viewStudents: "View Students",
  addTeacher: "Add Teacher",
  viewTeachers: "View Teachers",
  buyCourses: "Buy courses",
  renewSeats: "Renew seats",
  payments: "Payments",
  profile: "My Profile",
  loadFailed: "Failed to load the dashboard",
  retry: "Try Again",
  loading: "Loading…",
};

const hi: Translation<typeof en> = {
  title: "स्कूल डैशबोर्ड",
  welcome: "स्वागत है, {{name}}",
  subtitle: "आपके विद्यार्थी और शिक्षक एक नज़र में।",
  students: "विद्यार्थी",
  teachers: "शिक्षक",
  activeTeachers: "{{count}} सक्रिय",
  byClass: "कक्षा के अनुसार विद्यार्थी",
  byClassHint: "हर कक्षा में कितने विद्यार्थी हैं",
  classShort: "कक्षा {{n}}",
  studentCount_one: "{{count}} विद्यार्थी",
  studentCount_other: "{{count}} विद्यार्थी",
  noStudents: "अभी कोई विद्यार्थी नहीं है। उन्हें एक-एक करके जोड़ें या अपनी Excel शीट अपलोड करें।",
  actions: "प्रबंधन",
  addStudent: "विद्यार्थी जोड़ें",
  viewStudents: "विद्यार्थी देखें",
  addTeacher: "शिक्षक जोड़ें",
  viewTeachers: "शिक्षक देखें",
  buyCourses: "कोर्स खरीदें",
  renewSeats: "सीटें बढ़ाएँ",
  payments: "भुगतान",
  profile: "मेरी प्रोफ़ाइल",
  loadFailed: "डैशबोर्ड लोड नहीं हो सका",
  retry: "फिर से कोशिश करें",
  loading: "लोड हो रहा है…",
};

registerTranslations(NAMESPACE, { en, hi });
