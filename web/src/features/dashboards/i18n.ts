import { registerTranslations, type Translation } from "@/lib/i18n.ts";

export const en = {
  welcome: "Welcome, {{name}}!",
  welcomeNoName: "Welcome!",
  areaTitle: "Your {{role}} area",
  soon: "The tools of your area are on their way. This page will fill up as they arrive.",
  profileLink: "View my profile",
  offers: {
    superadmin:
      "Watch over the whole platform: schools, students and teachers, new registrations, admin accounts, and which courses each school may use.",
    admin:
      "Look after the course catalogue: create and edit courses with their classes, topics and resources, and keep the content library tidy.",
    school:
      "Buy courses, add your students and teachers, enrol students into course classes and keep an eye on your seats.",
    teacher:
      "Open the course content your school has assigned to you and bring maths to life in your classes.",
    student:
      "Open your courses class by class, with videos, worksheets, puzzles and quizzes that make maths fun.",
    studentb2c: "Buy courses for your class, learn at your own pace, and see your payment history.",
  },
};

const hi: Translation<typeof en> = {
  welcome: "स्वागत है, {{name}}!",
  welcomeNoName: "स्वागत है!",
  areaTitle: "आपका {{role}} क्षेत्र",
  soon: "आपके क्षेत्र के टूल जल्द ही आ रहे हैं। जैसे-जैसे वे जुड़ेंगे, यह पेज भरता जाएगा।",
  profileLink: "मेरी प्रोफ़ाइल देखें",
  offers: {
    superadmin:
      "पूरे प्लेटफ़ॉर्म पर नज़र रखें: स्कूल, विद्यार्थी और शिक्षक, नए पंजीकरण, एडमिन खाते, और कौन-सा स्कूल कौन-से कोर्स इस्तेमाल कर सकता है।",
    admin:
      "कोर्स सूची सँभालें: कक्षाओं, विषयों और संसाधनों के साथ कोर्स बनाएँ और संपादित करें, और सामग्री पुस्तकालय को व्यवस्थित रखें।",
    school:
      "कोर्स खरीदें, अपने विद्यार्थियों और शिक्षकों को जोड़ें, विद्यार्थियों को कोर्स की कक्षाओं में नामांकित करें और अपनी सीटों पर नज़र रखें।",
    teacher: "आपके स्कूल द्वारा सौंपी गई कोर्स सामग्री खोलें और अपनी कक्षाओं में गणित को जीवंत बनाएँ।",
    student: "अपने कोर्स कक्षा-दर-कक्षा खोलें, वीडियो, वर्कशीट, पहेलियों और क्विज़ के साथ, जो गणित को मज़ेदार बनाते हैं।",
    studentb2c: "अपनी कक्षा के लिए कोर्स खरीदें, अपनी गति से सीखें, और अपना भुगतान इतिहास देखें।",
  },
};

registerTranslations("dashboards", { en, hi });
