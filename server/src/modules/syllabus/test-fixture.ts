import { CBSE, defaultBook } from "@ganit/contracts/curriculum/index";
import type { Lesson } from "@ganit/contracts/curriculum/lessons/index";
import type { GeneratedSkill, Skill } from "@ganit/contracts/curriculum/skills/index";
import type { DbOrTx } from "../../db/client.ts";
import { createTestSchool } from "../../test/factories.ts";
import { insertPurchase } from "../purchases/test-helpers.ts";
import type { SyllabusData } from "./data.ts";
import { loadSyllabus } from "./load.ts";

/**
 * A small syllabus for the tests: Class 3's real book with three skills (two generated, one
 * hand-written) and one lesson page on its first chapters. The real skills and lessons are being
 * written class by class; the loader must not depend on them.
 */
const book = defaultBook(CBSE, 3);
if (!book) throw new Error("Class 3 has a default book");
const [first, second] = book.chapters;
if (!first || !second) throw new Error("Class 3's book has chapters");

export const FIXTURE_CHAPTERS = { first: first.id, second: second.id };

const handwritten = Array.from({ length: 15 }, (_, i) => ({
  kind: "numeric" as const,
  prompt: { en: `What is ${i + 2} + ${i + 3}?`, hi: `${i + 2} + ${i + 3} कितना है?` },
  answer: String(2 * i + 5),
  hint: { en: "Count on from the bigger number.", hi: "बड़ी संख्या से आगे गिनो।" },
  check: `${i + 2}+${i + 3}`,
}));

type Bounds = readonly [min: number, max: number];
const step = ([min, max]: Bounds) => ({ min, max });

/** A Class 3 skill of one chapter drawn by `generator`, its steps' [min, max] easy, middle and hard. */
export const generatedSkill = (
  id: string,
  chapterId: string,
  name: Skill["name"],
  generator: string,
  [easy, middle, hard]: readonly [Bounds, Bounds, Bounds],
): GeneratedSkill => ({
  id,
  classNumber: 3,
  chapters: [chapterId],
  name,
  generator,
  steps: [step(easy), step(middle), step(hard)],
});

export const FIXTURE_SKILLS: Skill[] = [
  generatedSkill(
    "fx-c3-add-2-digit",
    first.id,
    { en: "Add two 2-digit numbers", hi: "दो अंकों की दो संख्याएँ जोड़ो" },
    "addSubtract",
    [
      [10, 40],
      [10, 70],
      [10, 99],
    ],
  ),
  {
    id: "fx-c3-count-on",
    classNumber: 3,
    chapters: [first.id],
    name: { en: "Count on to add", hi: "आगे गिनकर जोड़ो" },
    questions: handwritten,
  },
  generatedSkill("fx-c3-clock", second.id, { en: "Read the clock", hi: "घड़ी पढ़ो" }, "clock", [
    [1, 1],
    [1, 2],
    [2, 3],
  ]),
];

export const FIXTURE_LESSONS: Lesson[] = [
  {
    chapterId: first.id,
    title: { en: "Adding on", hi: "जोड़ते जाओ" },
    idea: {
      en: "When we add, we put two groups together.\n\nCount the tens, then the ones.",
      hi: "जोड़ते समय हम दो समूह मिलाते हैं।\n\nपहले दहाई गिनो, फिर इकाई।",
    },
    examples: [
      {
        question: { en: "Add 23 and 14.", hi: "23 और 14 जोड़ो।" },
        steps: { en: ["Tens: 2 + 1 = 3", "Ones: 3 + 4 = 7"], hi: ["दहाई: 2 + 1 = 3", "इकाई: 3 + 4 = 7"] },
        answer: { en: "37", hi: "37" },
        check: { expression: "23+14", value: "37" },
      },
      {
        question: { en: "Add 40 and 25.", hi: "40 और 25 जोड़ो।" },
        steps: { en: ["Tens: 4 + 2 = 6", "Ones: 0 + 5 = 5"], hi: ["दहाई: 4 + 2 = 6", "इकाई: 0 + 5 = 5"] },
        answer: { en: "65", hi: "65" },
        check: { expression: "40+25", value: "65" },
      },
    ],
    figure: {
      svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><rect x="1" y="1" width="18" height="18" fill="#fde68a"/></svg>',
      alt: { en: "A square block", hi: "एक चौकोर गुटका" },
    },
  },
];

/** Class 3 with the fixture skills and lesson; pass `skills` to try a later version of the data. */
export const fixtureSyllabus = (skills: readonly Skill[] = FIXTURE_SKILLS): SyllabusData => ({
  classes: [{ classNumber: 3, book }],
  skills,
  lessons: FIXTURE_LESSONS,
});

/** The fixture syllabus loaded as a course, and a school that bought 30 seats of its Class 3 (verified). */
export async function fixtureCourseBought(db: DbOrTx) {
  const courseId = (await loadSyllabus(db, { data: fixtureSyllabus() })).courseId ?? "";
  const school = await createTestSchool(db);
  await insertPurchase(db, {
    buyer: { schoolId: school.school.id },
    kind: "students",
    status: "verified",
    createdBy: school.user.id,
    lines: [{ courseId, classNumber: 3, seats: 30 }],
  });
  return { courseId, school };
}
