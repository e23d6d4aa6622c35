import { registerTranslations, type Translation } from "@/lib/i18n.ts";

export const en = {
  login: {
    title: "Welcome back!",
    subtitle: "Log in to continue your maths adventure.",
    username: "Username",
    usernameHint: "Schools, teachers and admins use their e-mail address.",
    password: "Password",
    forgot: "Forgot password?",
    submit: "Login",
    submitting: "Logging in...",
    failed: "Login failed",
  },
  forgot: {
    title: "Forgot Password",
    subtitle: "Enter your username and we will e-mail you a link to choose a new password.",
    username: "Username",
    submit: "Send Reset Link",
    submitting: "Sending...",
    failed: "Something went wrong. Try again.",
    backToLogin: "Back to Login",
  },
  reset: {
    title: "Reset Password",
    subtitle: "Choose a new password for {{username}}.",
    subtitleNoUser: "Choose a new password.",
    password: "New password",
    confirm: "Confirm new password",
    passwordHint: "At least 8 characters. Avoid common passwords.",
    submit: "Reset Password",
    submitting: "Resetting...",
    failed: "Failed to reset password. Try again.",
    requestNew: "Request a new link",
  },
  forbidden: {
    title: "Access Denied",
    description:
      "This page is not part of your area. If you think you should see it, ask your school or the Ganit team.",
    goBack: "Go Back",
    toDashboard: "Go to my dashboard",
    toHome: "Go to the home page",
  },
};

const hi: Translation<typeof en> = {
  login: {
    title: "फिर से स्वागत है!",
    subtitle: "अपनी गणित यात्रा जारी रखने के लिए लॉग इन करें।",
    username: "यूज़रनेम",
    usernameHint: "स्कूल, शिक्षक और एडमिन अपना ई-मेल पता इस्तेमाल करते हैं।",
    password: "पासवर्ड",
    forgot: "पासवर्ड भूल गए?",
    submit: "लॉग इन",
    submitting: "लॉग इन हो रहा है...",
    failed: "लॉग इन नहीं हो सका",
  },
  forgot: {
    title: "पासवर्ड भूल गए",
    subtitle: "अपना यूज़रनेम लिखें, हम नया पासवर्ड चुनने का लिंक आपको ई-मेल कर देंगे।",
    username: "यूज़रनेम",
    submit: "रीसेट लिंक भेजें",
    submitting: "भेजा जा रहा है...",
    failed: "कुछ गड़बड़ हो गई। फिर से कोशिश करें।",
    backToLogin: "लॉग इन पर वापस जाएँ",
  },
  reset: {
    title: "पासवर्ड रीसेट करें",
    subtitle: "{{username}} के लिए नया पासवर्ड चुनें।",
    subtitleNoUser: "नया पासवर्ड चुनें।",
    password: "नया पासवर्ड",
    confirm: "नए पासवर्ड की पुष्टि करें",
    passwordHint: "कम से कम 8 अक्षर। आम पासवर्ड से बचें।",
    submit: "पासवर्ड रीसेट करें",
    submitting: "रीसेट हो रहा है...",
    failed: "पासवर्ड रीसेट नहीं हो सका। फिर से कोशिश करें।",
    requestNew: "नया लिंक मँगाएँ",
  },
  forbidden: {
    title: "प्रवेश वर्जित",
    description:
      "यह पेज आपके क्षेत्र का हिस्सा नहीं है। अगर आपको लगता है कि आपको इसे देखना चाहिए, तो अपने स्कूल या गणित टीम से पूछें।",
    goBack: "वापस जाएँ",
    toDashboard: "मेरे डैशबोर्ड पर जाएँ",
    toHome: "होम पेज पर जाएँ",
  },
};

registerTranslations("auth", { en, hi });
