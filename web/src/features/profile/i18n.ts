import { registerTranslations, type Translation } from "@/lib/i18n.ts";

export const en = {
  title: "My Profile",
  subtitle: "Your account details and password.",
  loadFailed: "Could not load your profile.",
  retry: "Try Again",
  details: {
    title: "Account",
    name: "Name",
    email: "E-mail",
    username: "Username",
    role: "Role",
    phone: "Phone",
  },
  school: {
    title: "School details",
    city: "City",
    state: "State",
    phone: "Phone",
    district: "District",
    pincode: "Pincode",
    udiscCode: "UDISE code",
    address: "Address",
  },
  student: {
    title: "Student details",
    rollNumber: "Roll number",
    class: "Class",
    fathername: "Father's name",
  },
  teacher: { title: "Teacher details", mobile: "Mobile", dob: "Date of birth" },
  notGiven: "N/A",
  password: {
    title: "Change Password",
    description: "Use at least 8 characters. A phrase of a few words is easy to remember and hard to guess.",
    current: "Current password",
    new: "New password",
    submit: "Change Password",
    submitting: "Changing...",
    failed: "Error changing password",
  },
  sessions: {
    title: "Signed-in devices",
    description:
      "Signed in on a shared or lost device? Sign out everywhere: every device, this one too, must sign in again.",
    submit: "Sign out everywhere",
    submitting: "Signing out...",
    failed: "Could not sign out everywhere",
  },
};

const hi: Translation<typeof en> = {
  title: "मेरी प्रोफ़ाइल",
  subtitle: "आपके खाते का विवरण और पासवर्ड।",
  loadFailed: "आपकी प्रोफ़ाइल लोड नहीं हो सकी।",
  retry: "फिर से कोशिश करें",
  details: {
    title: "खाता",
    name: "नाम",
    email: "ई-मेल",
    username: "यूज़रनेम",
    role: "भूमिका",
    phone: "फ़ोन",
  },
  school: {
    title: "स्कूल का विवरण",
    city: "शहर",
    state: "राज्य",
    phone: "फ़ोन",
    district: "ज़िला",
    pincode: "पिनकोड",
    udiscCode: "UDISE कोड",
    address: "पता",
  },
  student: { title: "विद्यार्थी का विवरण", rollNumber: "रोल नंबर", class: "कक्षा", fathername: "पिता का नाम" },
  teacher: { title: "शिक्षक का विवरण", mobile: "मोबाइल", dob: "जन्म तिथि" },
  notGiven: "उपलब्ध नहीं",
  password: {
    title: "पासवर्ड बदलें",
    description: "कम से कम 8 अक्षर रखें। कुछ शब्दों का वाक्यांश याद रखना आसान और अनुमान लगाना कठिन होता है।",
    current: "वर्तमान पासवर्ड",
    new: "नया पासवर्ड",
    submit: "पासवर्ड बदलें",
    submitting: "बदला जा रहा है...",
    failed: "पासवर्ड बदलने में त्रुटि",
  },
  sessions: {
    title: "साइन इन किए गए डिवाइस",
    description:
      "किसी साझा या खोए हुए डिवाइस पर साइन इन है? हर जगह से साइन आउट करें: हर डिवाइस पर, इस पर भी, फिर से साइन इन करना होगा।",
    submit: "हर जगह से साइन आउट करें",
    submitting: "साइन आउट हो रहा है...",
    failed: "हर जगह से साइन आउट नहीं हो सका",
  },
};

registerTranslations("profile", { en, hi });
