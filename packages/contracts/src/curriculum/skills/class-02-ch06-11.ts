import { defineSkills } from "./model.ts";

/** Class 2's skills whose main chapter is 6 to 11, in the book's order. */
export const CLASS_2_SKILLS_CH06_11 = defineSkills([
  {
    id: "c2-add-subtract-2-digit",
    classNumber: 2,
    chapters: ["ncert-c2-ch06"],
    name: { en: "Add and subtract 2-digit numbers", hi: "2 अंकों की संख्याओं को जोड़ना और घटाना" },
    generator: "addSubtract",
    steps: [
      { min: 10, max: 30 },
      { min: 10, max: 40 },
      { min: 10, max: 50 },
    ],
  },
  {
    id: "c2-story-sums-2-digit",
    classNumber: 2,
    chapters: ["ncert-c2-ch06"],
    name: { en: "Story sums with 2-digit numbers", hi: "2 अंकों की संख्याओं वाले कहानी के सवाल" },
    generator: "countingStories",
    steps: [
      { min: 10, max: 30 },
      { min: 10, max: 40 },
      { min: 10, max: 50 },
    ],
  },
  {
    id: "c2-how-much-longer",
    classNumber: 2,
    chapters: ["ncert-c2-ch07"],
    name: { en: "How much longer, how long together", hi: "कितना ज़्यादा लंबा, कुल कितना लंबा" },
    generator: "measuringStories",
    steps: [
      { min: 2, max: 20 },
      { min: 10, max: 40 },
      { min: 10, max: 50 },
    ],
  },
  {
    id: "c2-metres-and-centimetres",
    classNumber: 2,
    chapters: ["ncert-c2-ch07"],
    name: { en: "Metres and centimetres: parts of a metre", hi: "मीटर और सेंटीमीटर: मीटर के भाग" },
    generator: "measureUnits",
    steps: [
      { min: 4, max: 4 },
      { min: 4, max: 4 },
      { min: 4, max: 4 },
    ],
  },
  {
    id: "c2-equal-groups-and-sharing",
    classNumber: 2,
    chapters: ["ncert-c2-ch08"],
    name: { en: "Equal groups and sharing equally", hi: "बराबर समूह और बराबर बाँटना" },
    generator: "equalGroups",
    steps: [
      { min: 2, max: 4 },
      { min: 2, max: 5 },
      { min: 2, max: 6 },
    ],
  },
  {
    id: "c2-tables-2-to-5",
    classNumber: 2,
    chapters: ["ncert-c2-ch08"],
    name: { en: "Tables of 2, 3, 4 and 5", hi: "2, 3, 4 और 5 के पहाड़े" },
    generator: "tables",
    steps: [
      { min: 2, max: 3 },
      { min: 2, max: 5 },
      { min: 2, max: 5 },
    ],
  },
  {
    id: "c2-days-of-the-week",
    classNumber: 2,
    chapters: ["ncert-c2-ch09"],
    name: { en: "The day a few days after or before today", hi: "आज से कुछ दिन बाद या पहले का दिन" },
    generator: "daysAndHours",
    steps: [
      { min: 2, max: 2 },
      { min: 2, max: 2 },
      { min: 2, max: 3 },
    ],
  },
  {
    id: "c2-weeks-and-months",
    classNumber: 2,
    chapters: ["ncert-c2-ch09"],
    name: { en: "Days in weeks; the months in order", hi: "सप्ताहों में दिन; महीने क्रम से" },
    generator: "daysAndHours",
    steps: [
      { min: 2, max: 3 },
      { min: 3, max: 3 },
      { min: 3, max: 3 },
    ],
  },
  {
    id: "c2-count-money",
    classNumber: 2,
    chapters: ["ncert-c2-ch10"],
    name: { en: "Count coins and notes", hi: "सिक्के और नोट गिनना" },
    generator: "rupees",
    steps: [
      { min: 1, max: 1 },
      { min: 1, max: 1 },
      { min: 1, max: 2 },
    ],
  },
  {
    id: "c2-give-change",
    classNumber: 2,
    chapters: ["ncert-c2-ch10"],
    name: {
      en: "Buy at the fair: spend, get and compare rupees",
      hi: "मेले में ख़रीदारी: रुपये खर्च करना, पाना और तुलना करना",
    },
    generator: "rupees",
    steps: [
      { min: 2, max: 2 },
      { min: 2, max: 2 },
      { min: 2, max: 2 },
    ],
  },
  {
    id: "c2-read-a-table",
    classNumber: 2,
    chapters: ["ncert-c2-ch11"],
    name: { en: "Read a table of counts", hi: "गिनती की तालिका पढ़ना" },
    generator: "countsTable",
    steps: [
      { min: 1, max: 10 },
      { min: 5, max: 20 },
      { min: 5, max: 30 },
    ],
  },
  {
    id: "c2-read-pictograph",
    classNumber: 2,
    chapters: ["ncert-c2-ch11"],
    name: { en: "Read a pictograph", hi: "चित्रालेख पढ़ना" },
    generator: "pictograph",
    steps: [
      { min: 1, max: 2 },
      { min: 2, max: 2 },
      { min: 2, max: 2 },
    ],
  },
]);
