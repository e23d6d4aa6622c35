import type { Book } from "../model.ts";
import { chapter, hindi, hindiOurs, S1_CONTENTS, title } from "./authoring.ts";

const C3 = "one code source [C3] (an audiobook list that is wrong elsewhere)";
const EN = `web [1]; ${S1_CONTENTS}`;

export const NCERT_CLASS_1: Book = {
  id: "ncert-c1",
  classNumber: 1,
  title: { en: "Joyful Mathematics", hi: title("आनंदमय गणित", "low", "code only [C3]") },
  publisher: "NCERT",
  firstSession: "2023-24",
  isbn: "Catalogue no. 0124, ISBN 978-93-5292-505-6",
  parts: [
    {
      part: 1,
      code: { en: "aejm1", hi: "ahjm1" },
      edition: "First edition May 2023 (Vaishakha 1945)",
      statedChapterCount: 13,
    },
  ],
  statedChapterCount: 13,
  note: "Edition from the prelims pages [2][3]; 13 chapters by [1] and [S1]. Every Hindi title is unverified: chapters 1–7 come from one code file whose other entries are wrong; the Hindi edition's details are unknown.",
  chapters: [
    chapter(
      "ncert-c1-ch01",
      1,
      title("Finding the Furry Cat!", "confirmed", EN),
      hindi("रोएँदार बिल्ली की खोज", "low", C3),
      "Pre-number ideas: position words (on/under, inside/outside, top/bottom), sorting, comparing",
    ),
    chapter(
      "ncert-c1-ch02",
      2,
      title("What is Long? What is Round?", "confirmed", EN),
      hindi("क्या लंबा है? क्या गोल है?", "low", C3),
      "Shapes: long vs round objects; things that roll, slide or stack",
    ),
    chapter(
      "ncert-c1-ch03",
      3,
      title("Mango Treat", "confirmed", EN),
      hindi("आम की दावत", "low", C3),
      "Numbers 1–9: counting, numerals, comparing",
    ),
    chapter(
      "ncert-c1-ch04",
      4,
      title("Making 10", "confirmed", EN),
      hindi("दस बनाना", "low", C3),
      "Numbers 10–20; ways of making 10; ten and ones",
    ),
    chapter(
      "ncert-c1-ch05",
      5,
      title("How Many?", "confirmed", EN),
      hindi("कितने?", "low", C3),
      "Adding and subtracting single-digit numbers",
    ),
    chapter(
      "ncert-c1-ch06",
      6,
      title("Vegetable Farm", "confirmed", EN),
      hindi("सब्जियों का खेत", "low", C3),
      "Addition and subtraction up to 20",
    ),
    chapter(
      "ncert-c1-ch07",
      7,
      title("Lina's Family", "confirmed", EN),
      hindi("लीना का परिवार", "low", C3),
      "Measurement: longer/shorter, taller, heavier/lighter; non-standard units",
    ),
    chapter(
      "ncert-c1-ch08",
      8,
      title("Fun with Numbers", "confirmed", EN),
      hindiOurs("संख्याओं के साथ मज़ा"),
      "Numbers 21–99: tens and ones, number names, number grid",
    ),
    chapter(
      "ncert-c1-ch09",
      9,
      title("Utsav", "confirmed", EN),
      hindiOurs("उत्सव"),
      "Patterns: spotting, extending and making repeating patterns",
    ),
    chapter(
      "ncert-c1-ch10",
      10,
      title("How do I Spend my Day?", "confirmed", EN),
      hindiOurs("मैं अपना दिन कैसे बिताता हूँ?"),
      "Time: putting daily events in order; which takes longer",
    ),
    chapter(
      "ncert-c1-ch11",
      11,
      title("How Many Times?", "confirmed", EN),
      hindiOurs("कितनी बार?"),
      "Early multiplication: equal groups, repeated addition, counting in 2s and 5s",
    ),
    chapter(
      "ncert-c1-ch12",
      12,
      title("How Much Can We Spend?", "confirmed", EN),
      hindiOurs("हम कितना खर्च कर सकते हैं?"),
      "Money: coins and notes, simple spending",
    ),
    chapter(
      "ncert-c1-ch13",
      13,
      title("So Many Toys", "confirmed", EN),
      hindiOurs("इतने सारे खिलौने"),
      "Data handling: sorting, counting and recording in simple tables",
    ),
  ],
};
