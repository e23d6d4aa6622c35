import { LIMITS } from "@ganit/contracts";

/**
 * The eleven course tiles of the public site, in the order the Courses page shows them: the ten
 * named courses and Interactive Math, one of the course families (see docs/adr/0054-eleven-course-tiles.md).
 * Names and copy live in the locale files under courses.tiles.<id>.
 */
export const COURSE_TILES = [
  { id: "vedic", symbol: "√" },
  { id: "geo", symbol: "△" },
  { id: "competitive", symbol: "★" },
  { id: "mathematics", symbol: "∑" },
  { id: "puzzles", symbol: "?" },
  { id: "magic", symbol: "✦" },
  { id: "lab", symbol: "⚗" },
  { id: "games", symbol: "♞" },
  { id: "projects", symbol: "▦" },
  { id: "interactive", symbol: "↻" },
  { id: "aptitude", symbol: "A+" },
] as const;

export type CourseId = (typeof COURSE_TILES)[number]["id"];

/**
 * The course families Ganit teaches, shown on the home page: the same eleven as the Courses page, so
 * the two pages never count the ways differently (both texts take their number from these lists).
 */
export const COURSE_FAMILIES: readonly CourseId[] = [
  "vedic",
  "competitive",
  "interactive",
  "magic",
  "puzzles",
  "mathematics",
  "lab",
  "geo",
  "games",
  "projects",
  "aptitude",
];

export const symbolOf = (id: CourseId) => COURSE_TILES.find((tile) => tile.id === id)?.symbol ?? "∑";

/** Every course is planned for these classes: 1 to 10. */
export const COURSE_CLASSES = { from: LIMITS.classMin, to: LIMITS.classMax } as const;
