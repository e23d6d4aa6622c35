/**
 * What each demo lesson practises, written from the lessons (their titles and pages), not from the
 * sets: the generators whose questions fit it and the words every hand-written question on it
 * uses. The tests hold each seeded set against the row of the lesson it sits under, and its numbers
 * against what its class works with.
 */
export type LessonTopic = { generators: readonly string[]; words: RegExp };

/** Keyed `course · class · lesson title`, as the catalogue's tree names them. */
export const LESSON_TOPICS: Record<string, LessonTopic> = {
  "Vedic Math · 5 · Multiplying by 11": { generators: ["times11"], words: /\\times 11|× 11/ },
  "Vedic Math · 5 · Squares of numbers ending in 5": { generators: ["squareEnding5"], words: /5\^2|5²/ },
  "Vedic Math · 5 · All from 9 and the last from 10": { generators: [], words: /\b10{2,} - \d+/ },
  "Vedic Math · 7 · Numbers near 100": {
    generators: ["nearBase100"],
    words: /\b(9\d|1[01]\d) \\times (9\d|1[01]\d)\b/,
  },
  "Vedic Math · 7 · Vertically and crosswise": { generators: [], words: /\b\d\d \\times \d\d\b/ },
  "Vedic Math · 7 · Multiplying by 9, 99 and 999": { generators: [], words: /\\times 9+\b/ },
  "Interactive Math · 2 · Hop on the number line": { generators: ["addSubtract"], words: /number line|[+−]/ },
  "Interactive Math · 2 · Even and odd": { generators: [], words: /\b(even|odd)\b/ },
  "Interactive Math · 3 · Place value": { generators: ["placeValue"], words: /hundreds|place value/ },
  "Interactive Math · 3 · Fractions with pictures": { generators: [], words: /equal (parts|pieces)|share/ },
  "Interactive Math · 3 · Arrays": { generators: ["tables"], words: /rows|array/ },
  "Magic Math · 4 · The mind-reading trick": { generators: [], words: /^Think of/ },
  "Magic Math · 4 · Multiply and divide by 5": { generators: [], words: /(\\times|\\div) 5\b/ },
  "Magic Math · 6 · The magic number 1089": { generators: [], words: /reverse/ },
  "Magic Math · 6 · Divisibility rules": { generators: ["divisibility"], words: /divid|divisib/ },
  "Puzzles & Riddles · 4 · Magic squares": { generators: [], words: /magic square/i },
  "Puzzles & Riddles · 4 · Who am I?": { generators: [], words: /Who am I\?$/ },
  "Puzzles & Riddles · 6 · Age puzzles": { generators: [], words: /\b(old|years|ages)\b/ },
  "Puzzles & Riddles · 6 · Magic squares again": { generators: [], words: /magic square/i },
  "Puzzles & Riddles · 8 · Handshakes": { generators: [], words: /handshakes|shakes hands/ },
  "Puzzles & Riddles · 8 · Tower of Hanoi": { generators: [], words: /Tower of Hanoi/ },
  "Math Lab · 6 · Odd numbers build squares": { generators: [], words: /1 \+ 3 \+ 5|odd numbers/ },
  "Math Lab · 6 · Volume with unit cubes": { generators: [], words: /cube/ },
  "Math Lab · 7 · Measuring round things": { generators: [], words: /circumference|diameter|circle/ },
  "Math Lab · 7 · Find pi": { generators: [], words: /circumference|diameter|circle/ },
  "Math Lab · 8 · Rolling one die": { generators: [], words: /\bdie\b/ },
  "Math Lab · 8 · Two dice": { generators: [], words: /\bdice\b/ },
  "Geo Math · 5 · Types of angles": { generators: [], words: /angle/ },
  "Geo Math · 5 · Lines of symmetry": { generators: [], words: /lines of symmetry/ },
  "Geo Math · 7 · Missing angles": { generators: ["triangleAngles"], words: /angles? of a triangle/ },
  "Geo Math · 8 · Exterior angles": { generators: [], words: /angle/ },
  "Math Games · 3 · Make 10!": { generators: [], words: /10/ },
  "Math Games · 3 · Times-table race": { generators: ["tables"], words: /×|\\times/ },
  "Math Games · 5 · Guess my number": { generators: [], words: /guess|too small|too big/ },
  "Math Games · 5 · The game of 21": { generators: [], words: /\b21\b/ },
  "Math Projects · 6 · A class survey": { generators: [], words: /survey|chose|bar graph/ },
  "Math Projects · 6 · Measure your classroom": { generators: ["rectangle"], words: /long|wide/ },
  "Math Projects · 8 · A family budget": { generators: ["percentages"], words: /₹.*%/ },
  "Math Projects · 8 · Mean, median and range": { generators: ["mean"], words: /\b(mean|median|range)\b/ },
  "Math Aptitude Exam · 3 · Patterns and odd one out": { generators: [], words: /odd one out|comes next/ },
  "Math Aptitude Exam · 3 · Counting squares": { generators: [], words: /squares/ },
  "Math Aptitude Exam · 5 · Number series": { generators: ["sequences"], words: /comes next/ },
  "Math Aptitude Exam · 5 · Series and patterns": { generators: ["sequences"], words: /comes next|, ___/ },
  "Math Aptitude Exam · 7 · Speed, distance and time": { generators: [], words: /km\/h/ },
  "Math Aptitude Exam · 7 · Ratio and proportion": { generators: ["unitary"], words: /ratio/ },
  "Math Aptitude Exam · 7 · Mixed arithmetic": {
    generators: ["unitary", "percentages"],
    words: /km\/h|ratio|%|cost/,
  },
};

/**
 * The largest whole number a class works with (NCERT: within 100 in Class 2, three digits in
 * Class 3, four in Class 4, five in Class 5, crores from Class 6), and the first class of each
 * kind of number: fractions from 3, decimals from 5, negative numbers from 6, percentages from 7.
 */
export const LARGEST_NUMBER: Record<number, number> = {
  1: 20,
  2: 100,
  3: 999,
  4: 9999,
  5: 99_999,
  6: 99_999_999,
  7: 99_999_999,
  8: 99_999_999,
};
const FIRST_CLASS = { fraction: 3, decimal: 5, negative: 6, percent: 7 };

/** What in a question's texts is above its class: "12,345 in Class 4", "a decimal in Class 3". */
export function aboveClass(texts: string[], classNumber: number): string[] {
  const problems: string[] = [];
  const largest = LARGEST_NUMBER[classNumber] ?? 0;
  for (const text of texts) {
    for (const written of text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []) {
      const value = Number(written.replace(/,/g, ""));
      if (value > largest) problems.push(`${written} in Class ${classNumber}`);
    }
    const kinds = {
      fraction: /\\frac|\d\/\d/.test(text),
      decimal: /\d\.\d/.test(text),
      negative: /(^|[\s($=,:])[-−]\d/.test(text),
      percent: /%/.test(text),
    };
    for (const [kind, found] of Object.entries(kinds))
      if (found && classNumber < FIRST_CLASS[kind as keyof typeof FIRST_CLASS])
        problems.push(`a ${kind} in Class ${classNumber}: ${text}`);
  }
  return problems;
}
