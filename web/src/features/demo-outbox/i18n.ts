import { registerTranslations, type Translation } from "@/lib/i18n.ts";

/** Texts of the demo's outbox (/superadmin/demo-outbox, `npm run demo` only). */
export const NAMESPACE = "demoOutbox" as const;

export const en = {
  title: "Demo mail",
  subtitle:
    "The mail this demo has written, newest first. Open a set-password link here to try “Register as School” to the end in this browser.",
  refresh: "Refresh",
  loading: "Loading the mail…",
  notDemo: "This page works only in the demo (npm run demo). A real installation sends its mail by SMTP.",
  loadFailed: "The mail could not be loaded.",
  retry: "Try Again",
  empty: "No mail yet. Register a school or add a teacher, then refresh.",
  to: "To",
  queued: "Written",
  status: "State",
  states: { pending: "Waiting", sending: "Sending", sent: "Sent", failed: "Failed" },
  openLink: "Open link {{n}}",
  openLinkLabel: "Open link {{n}} of the mail to {{to}} (new tab)",
  showText: "Show the whole mail",
  noLinks: "No link in this mail.",
};

const hi: Translation<typeof en> = {
  title: "डेमो मेल",
  subtitle:
    "इस डेमो ने जो मेल लिखे, सबसे नए पहले। “स्कूल पंजीकरण” को इसी ब्राउज़र में अंत तक आज़माने के लिए यहाँ से पासवर्ड बनाने का लिंक खोलें।",
  refresh: "ताज़ा करें",
  loading: "मेल लोड हो रहे हैं…",
  notDemo: "यह पेज केवल डेमो (npm run demo) में काम करता है। असली इंस्टॉलेशन अपने मेल SMTP से भेजता है।",
  loadFailed: "मेल लोड नहीं हो सके।",
  retry: "फिर से कोशिश करें",
  empty: "अभी कोई मेल नहीं। कोई स्कूल पंजीकृत करें या शिक्षक जोड़ें, फिर ताज़ा करें।",
  to: "प्रति",
  queued: "लिखा गया",
  status: "स्थिति",
  states: { pending: "प्रतीक्षा में", sending: "भेजा जा रहा है", sent: "भेजा गया", failed: "असफल" },
  openLink: "लिंक {{n}} खोलें",
  openLinkLabel: "{{to}} को भेजे मेल का लिंक {{n}} खोलें (नया टैब)",
  showText: "पूरा मेल दिखाएँ",
  noLinks: "इस मेल में कोई लिंक नहीं।",
};

registerTranslations(NAMESPACE, { en, hi });
