import type { MessageKey } from "@ganit/contracts";

/**
 * Hindi for every message of @ganit/contracts MESSAGE_TEMPLATES, by key (namespace "messages"; its
 * English bundle is MESSAGE_TEMPLATES itself). Typed by MessageKey, so a message added to the
 * contracts without its Hindi here fails the typecheck. `{{name}}` is filled from LIMITS and the
 * parameters of the message reference, exactly as in English.
 */
export const messagesHi: Record<MessageKey, string> = {
  // Sign-in and passwords
  loginFailed: "गलत यूज़रनेम या पासवर्ड",
  accountOnHold: "आपका खाता रोक दिया गया है। कृपया अपने स्कूल या गणित टीम से संपर्क करें।",
  tooManyAttempts: "साइन-इन के बहुत अधिक असफल प्रयास हुए। कृपया कुछ देर बाद फिर से कोशिश करें।",
  tooManyRequests: "बहुत अधिक अनुरोध आए हैं। कृपया थोड़ा रुककर फिर से कोशिश करें।",
  forgotPasswordSent: "यदि इस यूज़रनेम का कोई खाता है, तो उसके ई-मेल पर रीसेट लिंक भेज दिया गया है।",
  resetSuccess: "पासवर्ड सफलतापूर्वक रीसेट हो गया। अब आप लॉग इन कर सकते हैं।",
  resetTokenInvalid: "यह रीसेट लिंक मान्य नहीं है। कृपया नया लिंक मँगाएँ।",
  resetTokenExpired: "इस रीसेट लिंक की समय-सीमा समाप्त हो गई है। कृपया नया लिंक मँगाएँ।",
  resetTokenUsed: "यह रीसेट लिंक पहले ही इस्तेमाल हो चुका है। कृपया नया लिंक मँगाएँ।",
  passwordChanged: "पासवर्ड सफलतापूर्वक बदल दिया गया",
  currentPasswordWrong: "वर्तमान पासवर्ड गलत है",
  changeOwnPasswordOnly: "आप केवल अपना ही पासवर्ड बदल सकते हैं",
  passwordTooShort: "पासवर्ड कम से कम {{passwordMin}} अक्षरों का होना चाहिए",
  passwordTooLong: "पासवर्ड अधिकतम {{passwordMax}} अक्षरों का हो सकता है",
  passwordTooCommon: "यह पासवर्ड बहुत आम है। कृपया कोई दूसरा चुनें।",
  passwordsDoNotMatch: "पासवर्ड मेल नहीं खाते!",
  passwordRequired: "पासवर्ड आवश्यक है",
  currentPasswordRequired: "वर्तमान पासवर्ड आवश्यक है",
  // Accounts
  userRegistered: "उपयोगकर्ता सफलतापूर्वक पंजीकृत हो गया",
  usernameTaken: "इस यूज़रनेम का खाता पहले से मौजूद है",
  emailTaken: "इस ई-मेल का खाता पहले से मौजूद है",
  usernameRequired: "यूज़रनेम आवश्यक है",
  nameRequired: "नाम आवश्यक है",
  emailRequired: "ई-मेल आवश्यक है",
  emailInvalid: "कृपया मान्य ई-मेल पता लिखें",
  phoneRequired: "फ़ोन नंबर आवश्यक है",
  phoneInvalid: "कृपया 10 अंकों का मोबाइल नंबर लिखें",
  // Admin users
  usersLoadFailed: "उपयोगकर्ताओं की सूची लोड नहीं हो सकी",
  userDeleted: "उपयोगकर्ता सफलतापूर्वक हटा दिया गया",
  userDeleteFailed: "उपयोगकर्ता को हटाया नहीं जा सका",
  userActivated: "उपयोगकर्ता सफलतापूर्वक सक्रिय कर दिया गया",
  userActivateFailed: "उपयोगकर्ता को सक्रिय नहीं किया जा सका",
  userHeld: "उपयोगकर्ता को सफलतापूर्वक रोक दिया गया",
  userHoldFailed: "उपयोगकर्ता को रोका नहीं जा सका",
  cannotHoldSelf: "आप अपने ही खाते को नहीं रोक सकते",
  cannotDeleteSelf: "आप अपना ही खाता नहीं हटा सकते",
  lastSuperadmin: "अंतिम सक्रिय सुपर एडमिन को न रोका जा सकता है, न हटाया जा सकता है",
  // Sessions and access
  notSignedIn: "आगे बढ़ने के लिए कृपया साइन इन करें",
  sessionInvalid: "आपका सत्र अब मान्य नहीं है। कृपया फिर से साइन इन करें।",
  forbidden: "आपको यह करने की अनुमति नहीं है",
  notFound: "नहीं मिला",
  // Input
  invalidInput: "कुछ फ़ील्ड मान्य नहीं हैं",
  fieldRequired: "यह फ़ील्ड आवश्यक है",
  fillAllFields: "कृपया सभी फ़ील्ड भरें",
  textTooLong: "अधिकतम {{max}} अक्षर",
  controlCharacters: "इस टेक्स्ट से विशेष नियंत्रण अक्षर हटाएँ",
  invalidId: "यह आईडी मान्य नहीं है",
  sortNotAllowed: "इस सूची को इस तरह क्रम में नहीं लगाया जा सकता",
  malformedJson: "अनुरोध का डेटा मान्य JSON नहीं है",
  bodyTooLarge: "अनुरोध का डेटा बहुत बड़ा है",
  unsupportedMediaType: "इस प्रकार की सामग्री स्वीकार नहीं की जाती",
  badRequest: "यह अनुरोध मान्य नहीं है",
  serverError: "हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।",
  networkError: "नेटवर्क में समस्या है। कृपया अपना इंटरनेट कनेक्शन जाँचें।",
  serverBusy: "गणित अभी व्यस्त है। कृपया थोड़ी देर में फिर से कोशिश करें।",
  urlTooLong: "पता बहुत लंबा है",
  headersTooLarge: "अनुरोध के हेडर बहुत बड़े हैं",
  requestTimeout: "अनुरोध पहुँचने में बहुत समय लगा। कृपया फिर से कोशिश करें।",
  // Content library (/content, /create, /viewresource)
  contentSaved: "डेटा सफलतापूर्वक सहेजा गया!",
  contentSaveFailed: "डेटा सहेजने में त्रुटि हुई। कृपया फिर से कोशिश करें।",
  contentDeleted: "सामग्री सफलतापूर्वक हटा दी गई",
  contentDeleteFailed: "सामग्री हटाई नहीं जा सकी। कृपया फिर से कोशिश करें।",
  contentTooLarge: "पेज का मुख्य भाग अधिकतम 1 MB का हो सकता है",
  classNumberRange: "कक्षा {{classMin}} से {{classMax}} तक की कोई संख्या होनी चाहिए",
};
