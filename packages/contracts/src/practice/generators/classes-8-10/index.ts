import { arithmeticProgression } from "./arithmetic-progression.ts";
import { circleTangents } from "./circle-tangents.ts";
import { coordinateGeometry } from "./coordinate-geometry.ts";
import { groupedData } from "./grouped-data.ts";
import { heightsDistances } from "./heights-distances.ts";
import { linearPair } from "./linear-pair.ts";
import { polynomialZeroes } from "./polynomial-zeroes.ts";
import { primeFactorHcfLcm } from "./prime-factors.ts";
import { probability } from "./probability.ts";
import { quadraticRoots } from "./quadratic-roots.ts";
import { sectorArea } from "./sector-area.ts";
import { similarTriangles } from "./similar-triangles.ts";
import { solids } from "./solids.ts";
import { trigRatios } from "./trig-ratios.ts";

/**
 * The syllabus's generators written for Classes 8 to 10 (one file each, calling `defineGenerator`),
 * in the order the editor lists them; ../registry.ts adds this list to the one registry.
 */
export const SYLLABUS_CLASSES_8_10 = [
  primeFactorHcfLcm,
  polynomialZeroes,
  linearPair,
  quadraticRoots,
  arithmeticProgression,
  similarTriangles,
  coordinateGeometry,
  trigRatios,
  heightsDistances,
  circleTangents,
  sectorArea,
  solids,
  groupedData,
  probability,
] as const;
