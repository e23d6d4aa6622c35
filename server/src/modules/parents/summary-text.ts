import { type ChildWeek, PARENT_SMS_MAX, type ParentLanguage, ROUTES } from "@ganit/contracts";

/**
 * The weekly summary's words (docs/adr/0671), in the parent's language: a mail with every child,
 * and per child a text of at most PARENT_SMS_MAX characters for SMS or WhatsApp. Numbers are digits
 * in both languages; chapter names are the course's own (its Hindi name where it has one).
 */

/** One question a parent and child can try together, by class band; the week picks one. */
const QUESTIONS: Record<"early" | "middle" | "upper", { en: string; hi: string }[]> = {
  early: [
    {
      en: "Count the spoons in your kitchen. How many are left if you take away 3?",
      hi: "रसोई के चम्मच गिनो। 3 हटाने पर कितने बचेंगे?",
    },
    {
      en: "You have 5 biscuits and get 4 more. How many now?",
      hi: "तुम्हारे पास 5 बिस्कुट हैं, 4 और मिले। अब कितने हुए?",
    },
    { en: "Which is more: 38 or 83? Why?", hi: "कौन-सी संख्या बड़ी है: 38 या 83? क्यों?" },
  ],
  middle: [
    { en: "A packet costs ₹12. What do 4 packets cost?", hi: "एक पैकेट ₹12 का है। 4 पैकेट कितने के होंगे?" },
    { en: "How many minutes are there in 3 hours?", hi: "3 घंटे में कितने मिनट होते हैं?" },
    {
      en: "Cut a roti into 4 equal parts. What part is 3 pieces?",
      hi: "एक रोटी के 4 बराबर टुकड़े करो। 3 टुकड़े कौन-सा भाग हैं?",
    },
  ],
  upper: [
    {
      en: "A shirt of ₹400 is 25% off. What is its price now?",
      hi: "₹400 की कमीज़ पर 25% छूट है। अब उसका दाम क्या है?",
    },
    {
      en: "Think of a number, double it, add 6, halve it, take away the number. What is left? Why?",
      hi: "कोई संख्या सोचो, दोगुनी करो, 6 जोड़ो, आधा करो, सोची संख्या घटाओ। क्या बचा? क्यों?",
    },
    {
      en: "A bus goes 60 km in 1 hour. How far in 2 and a half hours?",
      hi: "एक बस 1 घंटे में 60 किमी चलती है। ढाई घंटे में कितनी दूर जाएगी?",
    },
  ],
};

const band = (classNumber: number) => (classNumber <= 3 ? "early" : classNumber <= 7 ? "middle" : "upper");

/** The question of a week (its Sunday, YYYY-MM-DD) for a child's class. */
export function questionOf(week: string, classNumber: number, language: ParentLanguage): string {
  const list = QUESTIONS[band(classNumber)];
  const index = Math.floor(Date.parse(`${week}T00:00:00Z`) / (7 * 86_400_000)) % list.length;
  const question = list[index] ?? list[0];
  return question ? question[language] : "";
}

const chapterOf = (set: ChildWeek["levelsChanged"][number], language: ParentLanguage) =>
  language === "hi" ? (set.chapterHi ?? set.chapter) : set.chapter;

/** One child's lines of the summary (the mail's paragraph; the text joins them). */
function childLines(child: ChildWeek, week: string, language: ParentLanguage) {
  const first = child.child.name.split(" ")[0] ?? child.child.name;
  const { setsDone, answers, correct } = child.week;
  const changed = child.levelsChanged.map((set) => chapterOf(set, language));
  const overdue = child.due.filter((item) => item.overdue).map((item) => item.title);
  if (language === "hi")
    return {
      done: `${first} ने इस हफ़्ते ${setsDone} अभ्यास किए (${answers} उत्तर, ${correct} सही)।`,
      levels: changed.length ? `स्तर बढ़ा: ${changed.join(", ")}।` : "इस हफ़्ते कोई स्तर नहीं बदला।",
      overdue: overdue.length ? `बाकी काम: ${overdue.join(", ")}।` : "कोई काम बाकी नहीं।",
      question: `साथ में करो: ${questionOf(week, child.child.class, language)}`,
    };
  return {
    done: `${first} did ${setsDone} practice ${setsDone === 1 ? "set" : "sets"} this week (${answers} answers, ${correct} right).`,
    levels: changed.length ? `Level up: ${changed.join(", ")}.` : "No level changed this week.",
    overdue: overdue.length ? `Overdue: ${overdue.join(", ")}.` : "Nothing overdue.",
    question: `Try together: ${questionOf(week, child.child.class, language)}`,
  };
}

/**
 * The text for SMS or WhatsApp: "Ganit:" and the lines, dropping the less needed ones (the level
 * names, then the overdue line) until it fits in PARENT_SMS_MAX; cut with "…" only as a last resort.
 */
export function smsText(child: ChildWeek, week: string, language: ParentLanguage): string {
  const lines = childLines(child, week, language);
  const tries = [
    [lines.done, lines.levels, lines.overdue, lines.question],
    [lines.done, lines.overdue, lines.question],
    [lines.done, lines.question],
    [lines.done],
  ];
  for (const parts of tries) {
    const text = `Ganit: ${parts.join(" ")}`;
    if (text.length <= PARENT_SMS_MAX) return text;
  }
  return `${`Ganit: ${lines.done}`.slice(0, PARENT_SMS_MAX - 1)}…`;
}

/** The mail: every child's lines, the parent's page, and the one link that stops it. */
export function summaryMail(
  children: ChildWeek[],
  week: string,
  language: ParentLanguage,
  links: { appUrl: string; stopUrl: string },
) {
  const dashboard = new URL(ROUTES.parentDashboard, links.appUrl).toString();
  const paragraphs = children.map((child) => {
    const lines = childLines(child, week, language);
    return [child.child.name, lines.done, lines.levels, lines.overdue, lines.question].join("\n");
  });
  if (language === "hi")
    return {
      subject: "गणित: आपके बच्चे का यह हफ़्ता",
      text:
        `नमस्ते,\n\nगणित पर इस हफ़्ते का सार:\n\n${paragraphs.join("\n\n")}\n\n` +
        `पूरा हफ़्ता यहाँ देखें: ${dashboard}\n\n` +
        `यह साप्ताहिक सार अब नहीं चाहिए? इस लिंक से बंद करें:\n${links.stopUrl}\n`,
    };
  return {
    subject: "Ganit: your child's week",
    text:
      `Hello,\n\nThis week on Ganit:\n\n${paragraphs.join("\n\n")}\n\n` +
      `See the whole week here: ${dashboard}\n\n` +
      `Do not want this weekly summary any more? Stop it with this link:\n${links.stopUrl}\n`,
  };
}
