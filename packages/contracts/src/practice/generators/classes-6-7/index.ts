import { decimals } from "./decimals.ts";
import { equations } from "./equations.ts";
import { expressions } from "./expressions.ts";
import { factorsAndMultiples } from "./factors.ts";
import { fractionWork } from "./fractions.ts";
import { integers } from "./integers.ts";

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
] as const;
