import type { Book } from "../model.ts";
import { chapter, hindi, title } from "./authoring.ts";

const EN = "web [9]; [S1]";
const HI = "[C5]: transcribed from the Hindi edition's contents page (code)";
const c = (id: string, number: number, en: string, hi: string, skills: string) =>
  chapter(id, number, title(en, "confirmed", EN), hindi(hi, "confirmed", HI), skills);

export const NCERT_CLASS_5: Book = {
  id: "ncert-c5",
  classNumber: 5,
  title: { en: "Maths Mela", hi: title("गणित मेला", "confirmed", "[C5]") },
  publisher: "NCERT",
  firstSession: "2025-26",
  isbn: "Catalogue no. 0533, ISBN 978-93-5729-818-6",
  parts: [
    {
      part: 1,
      code: { en: "eemm1", hi: "ehmm1" },
      edition: "First edition June 2025 (Ashadha 1947)",
      statedChapterCount: 15,
    },
  ],
  statedChapterCount: 15,
  note: "Edition from the prelims pages [18]; 15 chapters by [9] and [S1]. Every Hindi title comes from a transcription of the Hindi edition's contents page.",
  chapters: [
    c(
      "ncert-c5-ch01",
      1,
      "We the Travellers — I",
      "हम हैं यात्री – 1",
      "Reading and writing large numbers; place value",
    ),
    c(
      "ncert-c5-ch02",
      2,
      "Fractions",
      "भिन्न",
      "Fractions: equivalent fractions, comparing, parts of a whole",
    ),
    c(
      "ncert-c5-ch03",
      3,
      "Angles as Turns",
      "घुमाव के रूप में कोण",
      "Angles as amount of turn; right, acute and obtuse angles",
    ),
    c(
      "ncert-c5-ch04",
      4,
      "We the Travellers — II",
      "हम हैं यात्री – 2",
      "Addition and subtraction with large numbers",
    ),
    c("ncert-c5-ch05", 5, "Far and Near", "दूर और पास", "Length and distance: m and km, conversions"),
    c("ncert-c5-ch06", 6, "The Dairy Farm", "दुग्धशाला (डेयरी फार्म)", "Multiplication"),
    c("ncert-c5-ch07", 7, "Shapes and Patterns", "आकार और प्रतिरूप", "Polygons, shape and tiling patterns"),
    c("ncert-c5-ch08", 8, "Weight and Capacity", "भार और धारिता", "Weight (g/kg) and capacity (mL/L)"),
    c("ncert-c5-ch09", 9, "Coconut Farm", "नारियल का खेत", "Division"),
    c("ncert-c5-ch10", 10, "Symmetrical Designs", "सममितीय अभिकल्पनाएँ", "Symmetry in designs"),
    c("ncert-c5-ch11", 11, "Grandmother's Quilt", "दादी माँ की रजाई", "Perimeter and area"),
    c("ncert-c5-ch12", 12, "Racing Seconds", "दौड़ते सेकंड", "Time: seconds, minutes, measuring durations"),
    c(
      "ncert-c5-ch13",
      13,
      "Animal Jumps",
      "जानवरों की छलाँग",
      "Multiples and factors (skip jumps, common multiples)",
    ),
    c(
      "ncert-c5-ch14",
      14,
      "Maps and Locations",
      "मानचित्र और अवस्थितियाँ",
      "Reading maps, directions, locations",
    ),
    c(
      "ncert-c5-ch15",
      15,
      "Data Through Pictures",
      "चित्रों के माध्यम से आँकड़े",
      "Data handling: pictographs, bar graphs",
    ),
  ],
};
