import type { Book } from "../model.ts";
import { chapter, hindi, hindiOurs, S1_CONTENTS, title } from "./authoring.ts";

const EN = `web [4]; ${S1_CONTENTS}`;

export const NCERT_CLASS_2: Book = {
  id: "ncert-c2",
  classNumber: 2,
  title: { en: "Joyful Mathematics", hi: title("आनंदमय गणित", "low", "code only [C4]") },
  publisher: "NCERT",
  firstSession: "2023-24",
  isbn: "Catalogue no. 0224, ISBN 978-93-5292-426-4",
  parts: [
    {
      part: 1,
      code: { en: "bejm1", hi: null },
      edition: "First edition May 2023 (Vaishakha 1945); reprinted 2026-27 [S1]",
      statedChapterCount: 11,
    },
  ],
  statedChapterCount: 11,
  note: "Edition from the prelims pages [5]; 11 chapters by [4], [6] and [S1]. Only chapter 1's Hindi title was found (one code fixture); the Hindi edition's code and details are unknown.",
  chapters: [
    chapter(
      "ncert-c2-ch01",
      1,
      title("A Day at the Beach", "confirmed", `web [4][6][7]; ${S1_CONTENTS}`),
      hindi("समुद्र किनारे एक दिन", "low", "one code source [C4]"),
      "Counting in groups (tens and loose ones); skip counting",
    ),
    chapter(
      "ncert-c2-ch02",
      2,
      title("Shapes Around Us", "confirmed", `web [4][6][7]; ${S1_CONTENTS}`),
      hindiOurs("हमारे आस-पास की आकृतियाँ"),
      "3D shapes: faces, corners, edges; matching objects to solids",
    ),
    chapter(
      "ncert-c2-ch03",
      3,
      title("Fun with Numbers", "confirmed", `web [4][6]; ${S1_CONTENTS}`),
      hindiOurs("संख्याओं के साथ मज़ा"),
      "Numbers 1–100: place value, number names, comparing",
    ),
    chapter(
      "ncert-c2-ch04",
      4,
      title("Shadow Story", "confirmed", `web [4][6]; ${S1_CONTENTS}`),
      hindiOurs("परछाईं की कहानी"),
      '2D shapes: outlines and shadows of solids (subtitle "Togalu")',
    ),
    chapter(
      "ncert-c2-ch05",
      5,
      title("Playing with Lines", "confirmed", EN),
      hindiOurs("रेखाओं के साथ खेल"),
      "Lines: straight and curved, standing/sleeping/slanting lines",
    ),
    chapter(
      "ncert-c2-ch06",
      6,
      title("Decoration for Festival", "confirmed", EN),
      hindiOurs("त्योहार की सजावट"),
      "Addition and subtraction of 2-digit numbers",
    ),
    chapter(
      "ncert-c2-ch07",
      7,
      title("Rani's Gift", "confirmed", EN),
      hindiOurs("रानी का उपहार"),
      "Measuring length with non-standard and simple units",
    ),
    chapter(
      "ncert-c2-ch08",
      8,
      title("Grouping and Sharing", "confirmed", EN),
      hindiOurs("समूह बनाना और बाँटना"),
      "Early multiplication and division: equal groups, sharing",
    ),
    chapter(
      "ncert-c2-ch09",
      9,
      title("Which Season is it?", "confirmed", EN),
      hindiOurs("कौन-सा मौसम है?"),
      "Time: days, weeks, months, seasons, calendar",
    ),
    chapter(
      "ncert-c2-ch10",
      10,
      title("Fun at the Fair", "confirmed", EN),
      hindiOurs("मेले में मज़ा"),
      "Money: notes and coins, simple buying and making change",
    ),
    chapter(
      "ncert-c2-ch11",
      11,
      title("Data Handling", "confirmed", EN),
      hindiOurs("आँकड़ों का प्रबंधन"),
      "Collecting, sorting and showing simple data (tallies, pictures)",
    ),
  ],
};
