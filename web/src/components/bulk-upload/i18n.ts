import { registerTranslations, type Translation } from "@/lib/i18n.ts";

export const NAMESPACE = "bulkUpload" as const;

/** Texts of the shared upload panel and credentials sheet; each screen passes its own nouns. */
export const en = {
  panel: {
    title: "Upload from Excel",
    stepTemplate: "Download the template and fill in one row per {{item}}.",
    stepDates: "Write dates as DD-MM-YYYY (for example 05-06-2014), or as dates Excel recognises.",
    stepUpload: "Choose the file (.xlsx, .xls or .csv). You will see every row before anything is saved.",
    downloadTemplate: "Download template",
    preparing: "Preparing…",
    chooseFile: "Choose file",
    dropHint: "or drop it here",
    reading: "Reading {{file}}…",
    unreadable: "This file could not be read. Save it again as .xlsx and choose it once more.",
    noRows: "The file has no rows under the headings.",
    missingColumns: "The sheet lacks these columns: {{columns}}. Use the template's headings in row 1.",
    tooManyRows:
      "The file has {{count}} rows; at most {{max}} can be added at once. Split it into smaller files.",
    tooManyRowsMore:
      "The file has more than {{max}} rows; at most {{max}} can be added at once. Split it into smaller files.",
    fileTooLarge:
      "{{file}} is {{size}} MB; a sheet may be at most {{max}} MB. Upload the rows of one class or batch at a time.",
    notXlsx:
      "{{file}} is not an Excel workbook, though its name ends in .xlsx: it may be a web page or a CSV file renamed. Open it in Excel, save it as .xlsx (or .csv) and choose it again.",
    notXls:
      "{{file}} is not an Excel file, though its name ends in .xls: it may be a web page renamed. Open it in Excel, save it as .xlsx and choose it again.",
    notCsv:
      "{{file}} is not a CSV text file, though its name ends in .csv: it may be a workbook or a web page renamed. Save it from Excel as .csv or .xlsx and choose it again.",
    unpacksTooLarge:
      "{{file}} holds far more than a list: unpacked it is {{size}} MB (at most {{max}} MB). Copy only the rows you need into the template and choose that file.",
    summary_one: "{{count}} row read from {{file}}",
    summary_other: "{{count}} rows read from {{file}}",
    ready: "{{count}} ready",
    withProblems: "{{count}} with problems",
    fixAndRetry: "Fix the rows marked in red in your file, then choose it again. Nothing has been saved.",
    onlyProblems: "Show only rows with problems",
    previewCaption: "Rows read from the file",
    sheetRow: "Row",
    rows: "rows",
    rowProblem: "Row {{row}}",
    send: "Add {{counted}}",
    chooseAnother: "Choose another file",
    sending: "Sending {{counted}}… Keep this page open.",
    sendingShort: "Saving…",
    refused:
      "Nothing was saved: the server found problems in the rows marked in red. Fix them in your file and choose it again.",
    done_one: "{{counted}} added from {{file}}.",
    done_other: "{{counted}} added from {{file}}.",
    uploadAnother: "Upload another file",
    empty: "(empty)",
  },
  credentials: {
    title: "Sign-in details",
    notice:
      "These one-time codes are shown only now. Download or print this sheet before you leave the page. At first sign-in each {{item}} must choose a new password.",
    download: "Download as Excel",
    print: "Print",
    caption: "Usernames and one-time codes",
    name: "Name",
    className: "Class",
    rollNumber: "Roll number",
    username: "Username",
    code: "One-time code",
    signInAt: "Sign in at {{url}}",
    sheetName: "Sign-in details",
  },
};

const hi: Translation<typeof en> = {
  panel: {
    title: "एक्सेल से अपलोड करें",
    stepTemplate: "टेम्पलेट डाउनलोड करें और हर {{item}} के लिए एक पंक्ति भरें।",
    stepDates: "तारीखें DD-MM-YYYY में लिखें (जैसे 05-06-2014), या ऐसी तारीख़ जिसे एक्सेल पहचानता हो।",
    stepUpload: "फ़ाइल चुनें (.xlsx, .xls या .csv)। कुछ भी सहेजने से पहले आप हर पंक्ति देखेंगे।",
    downloadTemplate: "टेम्पलेट डाउनलोड करें",
    preparing: "तैयार हो रहा है…",
    chooseFile: "फ़ाइल चुनें",
    dropHint: "या यहाँ छोड़ें",
    reading: "{{file}} पढ़ी जा रही है…",
    unreadable: "यह फ़ाइल पढ़ी नहीं जा सकी। इसे .xlsx के रूप में दोबारा सहेजें और फिर से चुनें।",
    noRows: "फ़ाइल में शीर्षकों के नीचे कोई पंक्ति नहीं है।",
    missingColumns: "शीट में ये कॉलम नहीं हैं: {{columns}}। पंक्ति 1 में टेम्पलेट के शीर्षक रखें।",
    tooManyRows: "फ़ाइल में {{count}} पंक्तियाँ हैं; एक बार में अधिकतम {{max}} जोड़ी जा सकती हैं। इसे छोटी फ़ाइलों में बाँटें।",
    tooManyRowsMore:
      "फ़ाइल में {{max}} से अधिक पंक्तियाँ हैं; एक बार में अधिकतम {{max}} जोड़ी जा सकती हैं। इसे छोटी फ़ाइलों में बाँटें।",
    fileTooLarge:
      "{{file}} {{size}} MB की है; शीट अधिकतम {{max}} MB की हो सकती है। एक बार में एक कक्षा या एक समूह की पंक्तियाँ अपलोड करें।",
    notXlsx:
      "{{file}} का नाम .xlsx पर ख़त्म होता है, पर यह एक्सेल वर्कबुक नहीं है: यह नाम बदला हुआ वेब पेज या CSV फ़ाइल हो सकती है। इसे एक्सेल में खोलें, .xlsx (या .csv) के रूप में सहेजें और फिर से चुनें।",
    notXls:
      "{{file}} का नाम .xls पर ख़त्म होता है, पर यह एक्सेल फ़ाइल नहीं है: यह नाम बदला हुआ वेब पेज हो सकता है। इसे एक्सेल में खोलें, .xlsx के रूप में सहेजें और फिर से चुनें।",
    notCsv:
      "{{file}} का नाम .csv पर ख़त्म होता है, पर यह CSV टेक्स्ट फ़ाइल नहीं है: यह नाम बदली हुई वर्कबुक या वेब पेज हो सकता है। इसे एक्सेल से .csv या .xlsx के रूप में सहेजें और फिर से चुनें।",
    unpacksTooLarge:
      "{{file}} में एक सूची से बहुत अधिक डेटा है: खोलने पर यह {{size}} MB है (अधिकतम {{max}} MB)। केवल ज़रूरी पंक्तियाँ टेम्पलेट में कॉपी करें और वह फ़ाइल चुनें।",
    summary_one: "{{file}} से {{count}} पंक्ति पढ़ी गई",
    summary_other: "{{file}} से {{count}} पंक्तियाँ पढ़ी गईं",
    ready: "{{count}} तैयार",
    withProblems: "{{count}} में समस्या",
    fixAndRetry: "लाल रंग से चिह्नित पंक्तियाँ अपनी फ़ाइल में ठीक करें, फिर उसे दोबारा चुनें। अभी कुछ भी सहेजा नहीं गया है।",
    onlyProblems: "केवल समस्या वाली पंक्तियाँ दिखाएँ",
    previewCaption: "फ़ाइल से पढ़ी गई पंक्तियाँ",
    sheetRow: "पंक्ति",
    rows: "पंक्तियाँ",
    rowProblem: "पंक्ति {{row}}",
    send: "{{counted}} जोड़ें",
    chooseAnother: "दूसरी फ़ाइल चुनें",
    sending: "{{counted}} भेजे जा रहे हैं… यह पेज खुला रखें।",
    sendingShort: "सहेजा जा रहा है…",
    refused:
      "कुछ भी सहेजा नहीं गया: सर्वर को लाल रंग से चिह्नित पंक्तियों में समस्याएँ मिलीं। उन्हें अपनी फ़ाइल में ठीक करें और दोबारा चुनें।",
    done_one: "{{file}} से {{counted}} जोड़ा गया।",
    done_other: "{{file}} से {{counted}} जोड़े गए।",
    uploadAnother: "दूसरी फ़ाइल अपलोड करें",
    empty: "(ख़ाली)",
  },
  credentials: {
    title: "साइन-इन विवरण",
    notice:
      "ये एक-बार के कोड केवल अभी दिखाए जा रहे हैं। पेज छोड़ने से पहले यह शीट डाउनलोड या प्रिंट कर लें। पहली बार साइन इन करते समय हर {{item}} को नया पासवर्ड चुनना होगा।",
    download: "एक्सेल में डाउनलोड करें",
    print: "प्रिंट करें",
    caption: "उपयोगकर्ता नाम और एक-बार के कोड",
    name: "नाम",
    className: "कक्षा",
    rollNumber: "रोल नंबर",
    username: "उपयोगकर्ता नाम",
    code: "एक-बार का कोड",
    signInAt: "{{url}} पर साइन इन करें",
    sheetName: "साइन-इन विवरण",
  },
};

registerTranslations(NAMESPACE, { en, hi });
