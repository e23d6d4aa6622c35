import { registerTranslations, type Translation } from "@/lib/i18n.ts";

export const NAMESPACE = "superadminDashboard" as const;

export const en = {
  welcome: "Welcome, {{name}}!",
  welcomeNoName: "Welcome!",
  title: "Superadmin Dashboard",
  subtitle: "The whole platform at a glance: schools, people, registrations and payments to verify.",
  loading: "Loading dashboard data...",
  errorTitle: "Error Loading Dashboard",
  tryAgain: "Try Again",
  cards: {
    label: "Platform totals",
    schools: "Total Schools",
    students: "Total Students",
    studentsDetail_one: "{{schools}} in schools · {{learners}} individual learner",
    studentsDetail_other: "{{schools}} in schools · {{learners}} individual learners",
    teachers: "Total Teachers",
    users: "Total Users",
    schoolsHint: "Active schools",
  },
  pending: {
    title: "Pending payments",
    hint: "Purchases waiting for verification",
    link: "Review payments",
    unavailable: "Not available",
  },
  chart: {
    title: "Schools Registered Per Day",
    subtitle: "Last {{days}} days",
    date: "Date",
    count: "Schools",
    loading: "Loading chart…",
  },
  growth: {
    title: "Growth Analytics",
    soon: "Growth chart coming soon",
    caption: "Accounts created per month",
    month: "Month",
    schools: "Schools",
    teachers: "Teachers",
    students: "Students",
    learners: "Learners",
  },
  discount: {
    title: "Schools' discount",
    hint: "Taken off every school purchase, 0 to {{max}} percent with at most 2 decimals.",
    label: "Discount (%)",
    save: "Save",
    saving: "Saving…",
    loadFailed: "The discount could not be loaded.",
  },
};

const hi: Translation<typeof en> = {
  welcome: "स्वागत है, {{name}}!",
  welcomeNoName: "स्वागत है!",
  title: "सुपर एडमिन डैशबोर्ड",
  subtitle: "पूरा प्लेटफ़ॉर्म एक नज़र में: स्कूल, लोग, पंजीकरण और सत्यापन के लिए भुगतान।",
  loading: "डैशबोर्ड का डेटा लोड हो रहा है...",
  errorTitle: "डैशबोर्ड लोड करने में त्रुटि",
  tryAgain: "फिर से कोशिश करें",
  cards: {
    label: "प्लेटफ़ॉर्म के कुल आँकड़े",
    schools: "कुल स्कूल",
    students: "कुल विद्यार्थी",
    studentsDetail_one: "स्कूलों में {{schools}} · {{learners}} व्यक्तिगत शिक्षार्थी",
    studentsDetail_other: "स्कूलों में {{schools}} · {{learners}} व्यक्तिगत शिक्षार्थी",
    teachers: "कुल शिक्षक",
    users: "कुल उपयोगकर्ता",
    schoolsHint: "सक्रिय स्कूल",
  },
  pending: {
    title: "लंबित भुगतान",
    hint: "सत्यापन की प्रतीक्षा में खरीदारियाँ",
    link: "भुगतान देखें",
    unavailable: "उपलब्ध नहीं",
  },
  chart: {
    title: "प्रतिदिन पंजीकृत स्कूल",
    subtitle: "पिछले {{days}} दिन",
    date: "तारीख़",
    count: "स्कूल",
    loading: "चार्ट लोड हो रहा है…",
  },
  growth: {
    title: "विकास विश्लेषण",
    soon: "विकास चार्ट जल्द आ रहा है",
    caption: "हर महीने बने खाते",
    month: "महीना",
    schools: "स्कूल",
    teachers: "शिक्षक",
    students: "विद्यार्थी",
    learners: "शिक्षार्थी",
  },
  discount: {
    title: "स्कूलों की छूट",
    hint: "हर स्कूल खरीद पर घटाई जाती है, 0 से {{max}} प्रतिशत, अधिकतम 2 दशमलव तक।",
    label: "छूट (%)",
    save: "सहेजें",
    saving: "सहेजा जा रहा है…",
    loadFailed: "छूट लोड नहीं हो सकी।",
  },
};

registerTranslations(NAMESPACE, { en, hi });
