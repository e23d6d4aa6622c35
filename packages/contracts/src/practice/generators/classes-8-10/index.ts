import { areas } from "./areas.ts";
import { arithmeticProgression } from "./arithmetic-progression.ts";
import { bases } from "./bases.ts";
import { cartesianPlane } from "./cartesian-plane.ts";
import { circleTangents } from "./circle-tangents.ts";
import { coordinateGeometry } from "./coordinate-geometry.ts";
import { digitRemainder } from "./digit-remainder.ts";
import { euclidAlgorithm } from "./euclid-algorithm.ts";
import { euclidGeometry } from "./euclid-geometry.ts";
import { eulerFormula } from "./euler-formula.ts";
import { exponents } from "./exponents.ts";
import { groupedData } from "./grouped-data.ts";
import { heightsDistances } from "./heights-distances.ts";
import { heron } from "./heron.ts";
import { identities } from "./identities.ts";
import { linearPair } from "./linear-pair.ts";
import { linearPolynomial } from "./linear-polynomial.ts";
import { meanBalance } from "./mean-balance.ts";
import { numberSystems } from "./number-systems.ts";
import { percentChange } from "./percent-change.ts";
import { plotPoint } from "./plot-point.ts";
import { polynomialZeroes } from "./polynomial-zeroes.ts";
import { primeFactorHcfLcm } from "./prime-factors.ts";
import { probability } from "./probability.ts";
import { propositions } from "./propositions.ts";
import { pythagoras } from "./pythagoras.ts";
import { quadraticRoots } from "./quadratic-roots.ts";
import { quadrilaterals } from "./quadrilaterals.ts";
import { ratios } from "./ratios.ts";
import { sectorArea } from "./sector-area.ts";
import { similarTriangles } from "./similar-triangles.ts";
import { solids } from "./solids.ts";
import { squaresCubes } from "./squares-cubes.ts";
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
  linearPolynomial,
  numberSystems,
  identities,
  heron,
  propositions,
  euclidAlgorithm,
  quadrilaterals,
  squaresCubes,
  exponents,
  bases,
  ratios,
  percentChange,
  pythagoras,
  eulerFormula,
  areas,
  digitRemainder,
  meanBalance,
  cartesianPlane,
  euclidGeometry,
  plotPoint,
] as const;
