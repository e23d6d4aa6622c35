import type { Assignment, AssignmentState, SkillLevel } from "@ganit/contracts";

/** The workbook's words, in the reader's language (the screen asks for its own). */
const WORDS = {
  en: {
    sheet: "Assignment",
    name: "Name",
    section: "Section",
    state: "State",
    level: "Level",
    best: "Best score %",
    last: "Last practised",
    nudged: "Reminded",
    states: { done: "Done", inProgress: "In progress", notStarted: "Not started", overdue: "Overdue" },
    levels: {
      notStarted: "Not started",
      attempted: "Attempted",
      familiar: "Familiar",
      proficient: "Proficient",
      mastered: "Mastered",
    },
  },
  hi: {
    sheet: "गृहकार्य",
    name: "नाम",
    section: "सेक्शन",
    state: "स्थिति",
    level: "स्तर",
    best: "सबसे अच्छा अंक %",
    last: "पिछला अभ्यास",
    nudged: "याद दिलाया",
    states: { done: "पूरा", inProgress: "चल रहा है", notStarted: "शुरू नहीं", overdue: "समय निकल गया" },
    levels: {
      notStarted: "शुरू नहीं",
      attempted: "प्रयास किया",
      familiar: "परिचित",
      proficient: "दक्ष",
      mastered: "महारत",
    },
  },
} as const;

export type ExportRow = {
  name: string;
  section: string | null;
  state: AssignmentState;
  level: SkillLevel | null;
  bestScore: number | null;
  lastActivityAt: Date | string | null;
  nudgedAt: Date | string | null;
};

const day = (value: Date | string | null) =>
  value ? new Date(value).toISOString().slice(0, 10).split("-").reverse().join("-") : "";

/** One sheet: the assignment's title and days, then one row per child (a real .xlsx, SheetJS). */
export async function assignmentWorkbook(
  assignment: Assignment,
  rows: readonly ExportRow[],
  lang: "en" | "hi",
): Promise<Buffer> {
  const w = WORDS[lang];
  const head = [
    [assignment.title],
    [
      `${assignment.courseName} · ${assignment.classNumber}${assignment.section ? ` ${assignment.section}` : ""}`,
    ],
    [`${day(assignment.startsOn)} – ${day(assignment.dueOn)}`],
    [],
    [w.name, w.section, w.state, w.level, w.best, w.last, w.nudged],
  ];
  const body = rows.map((row) => [
    row.name,
    row.section ?? "",
    w.states[row.state],
    row.level ? w.levels[row.level] : "",
    row.bestScore ?? "",
    day(row.lastActivityAt),
    day(row.nudgedAt),
  ]);
  // SheetJS on the first workbook, not at start (docs/adr/0743).
  const { utils, write } = await import("@e965/xlsx");
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([...head, ...body]), w.sheet);
  return write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
}
