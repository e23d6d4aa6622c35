import { createHash } from "node:crypto";
import { type Book, CBSE, type ClassNumber, defaultBook } from "@ganit/contracts/curriculum/index";
import { LESSONS, type Lesson } from "@ganit/contracts/curriculum/lessons/index";
import { SKILLS, type Skill } from "@ganit/contracts/curriculum/skills/index";

/**
 * The syllabus a load writes: for each class the book it follows (the board's default), the skills
 * and the lesson pages. The shipped one is read from the contracts' curriculum data; a test passes
 * its own, small one.
 */
export interface SyllabusData {
  readonly classes: readonly { readonly classNumber: ClassNumber; readonly book: Book }[];
  readonly skills: readonly Skill[];
  readonly lessons: readonly Lesson[];
}

/** The course the syllabus becomes (spec part 1 §1: the Mathematics course family). */
export const SYLLABUS_COURSE = { name: "Mathematics", nameHi: "गणित" } as const;

/**
 * The prices a class gets when the loader first adds it (rupees per student and per school). Prices
 * are the admin's business after that: a later load never changes them.
 */
export const SYLLABUS_CLASS_PRICES = { pricePerStudent: 199, pricePerSchool: 4999 } as const;

/** What Ganit ships: CBSE's default book of each class, every skill and every lesson page. */
export function shippedSyllabus(): SyllabusData {
  const classes = CBSE.classes.flatMap((klass) => {
    const book = defaultBook(CBSE, klass.classNumber);
    return book ? [{ classNumber: klass.classNumber, book }] : [];
  });
  return { classes, skills: SKILLS, lessons: LESSONS };
}

/** The syllabus's version: a short hash of the data, so a record says which data wrote it. */
export function syllabusVersion(data: SyllabusData): string {
  const text = JSON.stringify({
    books: data.classes.map((klass) => klass.book.id),
    skills: data.skills,
    lessons: data.lessons,
  });
  return createHash("sha256").update(text).digest("hex").slice(0, 12);
}
