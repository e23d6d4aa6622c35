import type { Book } from "../model.ts";
import { chapter, hindi, hindiOurs, S1_CONTENTS, title } from "./authoring.ts";

const WEB = `web [12]; ${S1_CONTENTS}`;
const CODE = `${S1_CONTENTS}; code (3+ files)`;
const TIWARI = "web [11] (a Hindi chapter page)";

export const NCERT_CLASS_3: Book = {
  id: "ncert-c3",
  classNumber: 3,
  title: { en: "Maths Mela", hi: title("गणित मेला", "confirmed", "web [10][11]") },
  publisher: "NCERT",
  firstSession: "2024-25",
  isbn: "Catalogue no. 333, ISBN 978-93-5292-816-3",
  parts: [
    {
      part: 1,
      code: { en: "cemm1", hi: null },
      edition: "First edition April 2024 (Vaisakha 1946); reprinted 2026-27 [S1]",
      statedChapterCount: 14,
    },
  ],
  statedChapterCount: 14,
  note: "Edition from the prelims pages [8]; 14 chapters by [S1]. Three Hindi titles were found on a Hindi solutions site [11]; the others are ours. What chapters 10 and 14 teach is reported differently by different sources.",
  chapters: [
    chapter(
      "ncert-c3-ch01",
      1,
      title("What's in a Name?", "confirmed", WEB),
      hindiOurs("नाम में क्या रखा है?"),
      "Counting and matching; tally marks; recording counts",
    ),
    chapter(
      "ncert-c3-ch02",
      2,
      title("Toy Joy", "confirmed", WEB),
      hindiOurs("खिलौनों का आनंद"),
      "3D shapes (cube, cuboid, cone…): making and comparing them; views of a toy",
    ),
    chapter(
      "ncert-c3-ch03",
      3,
      title("Double Century", "confirmed", WEB),
      hindiOurs("दोहरा शतक"),
      "Numbers up to 200; making 100; jumps on the number line",
    ),
    chapter(
      "ncert-c3-ch04",
      4,
      title("Vacation with My Nani Maa", "confirmed", WEB),
      hindi("नानी माँ के साथ छुट्टियाँ", "confirmed", TIWARI),
      "2-digit addition and subtraction; number grid; mental strategies",
    ),
    chapter(
      "ncert-c3-ch05",
      5,
      title("Fun with Shapes", "confirmed", WEB),
      hindiOurs("आकृतियों के साथ मज़ा"),
      "2D shapes (triangle, square, circle), corners and sides, tiling",
    ),
    chapter(
      "ncert-c3-ch06",
      6,
      title("House of Hundreds – I", "confirmed", WEB),
      hindiOurs("सैकड़ों का घर – 1"),
      "3-digit numbers: place value, number names, comparing, number line",
    ),
    chapter(
      "ncert-c3-ch07",
      7,
      title("Raksha Bandhan", "confirmed", WEB),
      hindiOurs("रक्षाबंधन"),
      "Equal groups and arrays as multiplication; building times tables of 2, 3, 4, 5 and 10",
    ),
    chapter(
      "ncert-c3-ch08",
      8,
      title("Fair Share", "confirmed", WEB),
      hindiOurs("बराबर का हिस्सा"),
      "Fair sharing; halves and quarters (early fractions)",
    ),
    chapter(
      "ncert-c3-ch09",
      9,
      title("House of Hundreds – II", "confirmed", CODE),
      hindiOurs("सैकड़ों का घर – 2"),
      "3-digit numbers on the number line; counting on and back by 1, 10 and 100",
    ),
    chapter(
      "ncert-c3-ch10",
      10,
      title("Fun at Class Party!", "confirmed", CODE),
      hindi("कक्षा में आनंद", "confirmed", TIWARI),
      "Length: measuring in metres and centimetres; half and quarter metre",
      { mainSkillsUncertain: true },
    ),
    chapter(
      "ncert-c3-ch11",
      11,
      title("Filling and Lifting", "confirmed", CODE),
      hindiOurs("भरना और उठाना"),
      "Capacity and weight: comparing, non-standard and standard units",
    ),
    chapter(
      "ncert-c3-ch12",
      12,
      title("Give and Take", "confirmed", CODE),
      hindiOurs("लेन-देन"),
      "Adding and subtracting 3-digit numbers with regrouping; word problems; money",
    ),
    chapter(
      "ncert-c3-ch13",
      13,
      title("Time Goes On", "confirmed", CODE),
      hindiOurs("समय चलता रहता है"),
      "Time: clock reading to the quarter hour, days, weeks, months, calendar",
    ),
    chapter(
      "ncert-c3-ch14",
      14,
      title("The Surajkund Fair", "confirmed", `${CODE}; web [11]`),
      hindi("सूरजकुंड मेला", "confirmed", TIWARI),
      "Symmetry and patterns in designs at a fair (sources also mention money and pictographs)",
      { mainSkillsUncertain: true },
    ),
  ],
};
