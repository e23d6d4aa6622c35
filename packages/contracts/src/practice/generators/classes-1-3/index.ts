import { compareNumbers } from "./compare-numbers.ts";
import { countingStories } from "./counting-stories.ts";
import { countsTable } from "./counts-table.ts";
import { daysAndHours } from "./days-and-hours.ts";
import { equalGroups } from "./equal-groups.ts";
import { halfAndQuarter } from "./half-and-quarter.ts";
import { linePatterns } from "./line-patterns.ts";
import { measureUnits } from "./measure-units.ts";
import { measuringStories } from "./measuring-stories.ts";
import { missingNumber } from "./missing-number.ts";
import { pictograph } from "./pictograph.ts";
import { rupees } from "./rupees.ts";
import { shapePatterns } from "./shape-patterns.ts";
import { shapeSides } from "./shape-sides.ts";
import { skipCounting } from "./skip-counting.ts";
import { solidShapes } from "./solid-shapes.ts";
import { tallyMarks } from "./tally-marks.ts";
import { tensAndOnes } from "./tens-and-ones.ts";
import { weighingStories } from "./weighing-stories.ts";

/**
 * The syllabus's generators written for Classes 1 to 3 (one file each, calling `defineGenerator`),
 * in the order the editor lists them; ../registry.ts adds this list to the one registry.
 */
export const SYLLABUS_CLASSES_1_3 = [
  compareNumbers,
  tensAndOnes,
  missingNumber,
  skipCounting,
  countingStories,
  measuringStories,
  weighingStories,
  equalGroups,
  halfAndQuarter,
  rupees,
  tallyMarks,
  countsTable,
  pictograph,
  shapeSides,
  solidShapes,
  shapePatterns,
  linePatterns,
  daysAndHours,
  measureUnits,
] as const;
