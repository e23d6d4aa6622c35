import { barGraph } from "./bar-graph.ts";
import { columnMultiply } from "./column-multiply.ts";
import { convertCapacity } from "./convert-capacity.ts";
import { convertLength } from "./convert-length.ts";
import { convertWeight } from "./convert-weight.ts";
import { dataTable } from "./data-table.ts";
import { fractionOf } from "./fraction-of.ts";
import { gridArea } from "./grid-area.ts";
import { indianNumbers } from "./indian-numbers.ts";
import { longDivision } from "./long-division.ts";
import { mapScale } from "./map-scale.ts";
import { matchsticks } from "./matchsticks.ts";
import { paise } from "./paise.ts";
import { solidParts } from "./solid-parts.ts";
import { symmetryLines } from "./symmetry-lines.ts";
import { timeSpan } from "./time-span.ts";
import { turnAngles } from "./turn-angles.ts";

/**
 * The syllabus's generators written for Classes 4 and 5 (one file each, calling `defineGenerator`),
 * in the order the editor lists them; ../registry.ts adds this list to the one registry.
 */
export const SYLLABUS_CLASSES_4_5 = [
  indianNumbers,
  columnMultiply,
  longDivision,
  fractionOf,
  paise,
  convertLength,
  convertWeight,
  convertCapacity,
  timeSpan,
  turnAngles,
  solidParts,
  matchsticks,
  mapScale,
  gridArea,
  barGraph,
  dataTable,
  symmetryLines,
] as const;
