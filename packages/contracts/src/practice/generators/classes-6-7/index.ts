import { angleFacts } from "./angle-facts.ts";
import { angleFigures } from "./angle-figures.ts";
import { dataLists } from "./data-lists.ts";
import { decimals } from "./decimals.ts";
import { equations } from "./equations.ts";
import { expressions } from "./expressions.ts";
import { factorsAndMultiples } from "./factors.ts";
import { fractionWork } from "./fractions.ts";
import { integers } from "./integers.ts";
import { largeNumbers } from "./large-numbers.ts";
import { measures } from "./measures.ts";
import { numberPlay } from "./number-play.ts";
import { shapeFacts } from "./shape-facts.ts";

/**
 * The syllabus's generators written for Classes 6 and 7 (one file each, calling `defineGenerator`),
 * in the order the editor lists them; ../registry.ts adds this list to the one registry.
 */
export const SYLLABUS_CLASSES_6_7 = [
  integers,
  factorsAndMultiples,
  fractionWork,
  decimals,
  expressions,
  equations,
  angleFigures,
  angleFacts,
  measures,
  shapeFacts,
  dataLists,
  numberPlay,
  largeNumbers,
] as const;
