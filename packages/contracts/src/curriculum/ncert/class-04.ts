import type { Book } from "../model.ts";
import { chapter, hindiOurs, S1_CONTENTS, title } from "./authoring.ts";

const CODE = `${S1_CONTENTS}; code (2+ files)`;

export const NCERT_CLASS_4: Book = {
  id: "ncert-c4",
  classNumber: 4,
  title: { en: "Maths Mela", hi: title("गणित मेला", "confirmed", "web [13]") },
  publisher: "NCERT",
  firstSession: "2025-26",
  isbn: null,
  parts: [
    {
      part: 1,
      code: { en: "demm1", hi: null },
      edition: "First edition 2025-26 (a chapter file is dated March 2025 [14]); reprinted 2026-27 [S1]",
      statedChapterCount: 14,
    },
  ],
  statedChapterCount: 14,
  note: "14 chapters by [S1]; ISBN not seen. No Hindi chapter title was found: every Hindi title here is ours.",
  chapters: [
    chapter(
      "ncert-c4-ch01",
      1,
      title("Shapes Around Us", "confirmed", `web [15]; ${CODE}`),
      hindiOurs("हमारे आस-पास की आकृतियाँ"),
      "2D/3D shapes; faces, edges, corners; right, acute and obtuse angles; nets; views; circles",
    ),
    chapter(
      "ncert-c4-ch02",
      2,
      title("Hide and Seek", "confirmed", CODE),
      hindiOurs("लुका-छिपी"),
      "Spatial sense: top, front and side views; positions and paths on a grid map",
    ),
    chapter(
      "ncert-c4-ch03",
      3,
      title("Pattern Around Us", "confirmed", CODE),
      hindiOurs("हमारे आस-पास के पैटर्न"),
      "Odd and even numbers; number and shape patterns",
    ),
    chapter(
      "ncert-c4-ch04",
      4,
      title("Thousands Around Us", "confirmed", CODE),
      hindiOurs("हमारे आस-पास हज़ारों"),
      "4-digit numbers: place value, reading/writing, comparing, rounding",
    ),
    chapter(
      "ncert-c4-ch05",
      5,
      title("Sharing and Measuring", "confirmed", CODE),
      hindiOurs("बाँटना और मापना"),
      "Fractions through equal sharing and measuring (halves, thirds, quarters)",
    ),
    chapter(
      "ncert-c4-ch06",
      6,
      title("Measuring Length", "confirmed", CODE),
      hindiOurs("लंबाई मापना"),
      "Length in cm, m, km; estimating and measuring; distance around a shape",
    ),
    chapter(
      "ncert-c4-ch07",
      7,
      title("The Cleanest Village", "confirmed", `web [14]; ${S1_CONTENTS}`),
      hindiOurs("सबसे स्वच्छ गाँव"),
      "Adding and subtracting 3- and 4-digit numbers; estimating costs, money problems",
    ),
    chapter(
      "ncert-c4-ch08",
      8,
      title("Weigh it, Pour it", "confirmed", CODE),
      hindiOurs("तौलो और उड़ेलो"),
      "Weight (g, kg) and capacity (mL, L)",
    ),
    chapter(
      "ncert-c4-ch09",
      9,
      title("Equal Groups", "confirmed", CODE),
      hindiOurs("बराबर समूह"),
      "Multiplication and division as equal groups; multiplication facts",
    ),
    chapter(
      "ncert-c4-ch10",
      10,
      title("Elephants, Tigers, and Leopards", "confirmed", `web [16][17]; ${S1_CONTENTS}`),
      hindiOurs("हाथी, बाघ और तेंदुए"),
      "4-digit addition and subtraction with regrouping; addition-chart patterns; reading animal-count data",
    ),
    chapter(
      "ncert-c4-ch11",
      11,
      title("Fun with Symmetry", "confirmed", CODE),
      hindiOurs("सममिति के साथ मज़ा"),
      "Line symmetry; completing symmetric figures",
    ),
    chapter(
      "ncert-c4-ch12",
      12,
      title("Ticking Clocks and Turning Calendar", "confirmed", CODE),
      hindiOurs("टिक-टिक घड़ियाँ और पलटते कैलेंडर"),
      "Time to 5 minutes, a.m./p.m., durations; calendar",
    ),
    chapter(
      "ncert-c4-ch13",
      13,
      title("The Transport Museum", "confirmed", CODE),
      hindiOurs("परिवहन संग्रहालय"),
      "Multiplying and dividing 2- and 3-digit numbers by 1-digit numbers in a museum setting",
      { mainSkillsUncertain: true },
    ),
    chapter(
      "ncert-c4-ch14",
      14,
      title("Data Handling", "confirmed", CODE),
      hindiOurs("आँकड़ों का प्रबंधन"),
      "Collecting and organising data; tables, pictographs, bar graphs",
    ),
  ],
};
