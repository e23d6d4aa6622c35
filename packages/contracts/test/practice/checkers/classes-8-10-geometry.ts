import type { Draft } from "@ganit/contracts/practice/index";
import { expectBelow, expectContains, expectSame } from "../../seed-loop-expect.ts";
import type { Checked } from "../test-generator-checkers.ts";
import { fraction, match, readNumber, rounded } from "./classes-8-10-tools.ts";
import { similarFromFigure } from "./drawn-shapes.ts";
import { readCircleFigure } from "./read-circle-figure.ts";
import { pointsWritten, readCoordinatePlane } from "./read-coordinate-plane.ts";
import { readSolidFigure } from "./read-solid-figure.ts";

/**
 * The geometry and mensuration checkers of Classes 8–10: lengths found by searching for the whole
 * number that satisfies the relation (x × AD = DB × AE, d × d = OP² − r²), trigonometry from the
 * platform's own sin, cos and tan of the angle, areas and volumes from the formulas written out
 * with π = 22/7, each read back from the English prompt.
 */
const searchWhole = (holds: (x: number) => boolean, most = 5000) => {
  for (let x = 0; x <= most; x++) if (holds(x)) return x;
  throw new Error("no whole number fits");
};
const rootOf = (square: number) => searchWhole((x) => x * x === square, 100_000);
const DEG = Math.PI / 180;
const RATIO = {
  sin: (a: number) => Math.sin(a * DEG),
  cos: (a: number) => Math.cos(a * DEG),
  tan: (a: number) => Math.tan(a * DEG),
  cot: (a: number) => 1 / Math.tan(a * DEG),
  sec: (a: number) => 1 / Math.cos(a * DEG),
  cosec: (a: number) => 1 / Math.sin(a * DEG),
} as const;
type RatioName = keyof typeof RATIO;
const PARTNER: Record<RatioName, RatioName> = {
  sin: "cos",
  cos: "sin",
  tan: "cot",
  cot: "tan",
  sec: "cosec",
  cosec: "sec",
};
/** A value near a fraction with a denominator up to 100, written in lowest terms. */
function asFraction(value: number): string {
  for (let d = 1; d <= 100; d++) {
    const n = Math.round(value * d);
    if (Math.abs(n / d - value) < 1e-9) return fraction(n, d);
  }
  throw new Error(`${value} is no small fraction`);
}
/** Lengths written `10√3` or `10`. */
const surd = (text: string) =>
  text.endsWith("√3") ? Number(text.slice(0, -2)) * Math.sqrt(3) : Number(text);
const clean = (value: number) => rounded(Math.round(value * 1e6) / 1e6) + 0;
const points = (prompt: string) =>
  [...prompt.matchAll(/\((−?\d+), (−?\d+)\)/g)].map(
    (m) => [readNumber(m[1] as string), readNumber(m[2] as string)] as const,
  );

/** The circles chapter's key and named wrong answers, worked from the numbers its words give. */
function circleFromWords(prompt: string): Checked {
  const num = (pattern: RegExp) => Number(match(pattern, prompt)[0]);
  if (prompt.includes("length of the tangent")) {
    const [d, r] = [num(/is (\d+) cm from the centre/), num(/radius (\d+) cm/)];
    const t = searchWhole((x) => x * x + r * r === d * d);
    return { key: t, rules: { subtractedLengths: d - r, forgotRoot: t * t } };
  }
  if (prompt.includes("Find the radius of the circle")) {
    const [d, t] = [num(/P, (\d+) cm from the centre/), num(/is (\d+) cm long/)];
    const r = searchWhole((x) => x * x + t * t === d * d);
    return { key: r, rules: { subtractedLengths: d - t, forgotRoot: r * r } };
  }
  if (prompt.includes("How far is P")) {
    const [r, t] = [num(/radius (\d+) cm/), num(/is (\d+) cm long/)];
    const d = searchWhole((x) => x * x === r * r + t * t);
    return { key: d, rules: { addedLengths: r + t, forgotRoot: d * d } };
  }
  if (prompt.includes("How far is the chord")) {
    const [c, r] = [num(/chord (\d+) cm long/), num(/radius (\d+) cm/)];
    const d = searchWhole((x) => x * x + (c / 2) * (c / 2) === r * r);
    return { key: d, rules: { subtractedLengths: r - c / 2, forgotRoot: d * d } };
  }
  if (prompt.includes("Find the radius in cm")) {
    const [c, d] = [num(/chord (\d+) cm long/), num(/is (\d+) cm from the centre/)];
    const r = searchWhole((x) => x * x === d * d + (c / 2) * (c / 2));
    return { key: r, rules: { addedLengths: d + c / 2, forgotRoot: r * r } };
  }
  if (prompt.includes("∠ACB")) {
    const x = num(/∠ACB = (\d+)°/);
    return { key: x + x, rules: { centreEqual: x, halvedInstead: x / 2 } };
  }
  if (prompt.includes("chord")) {
    const [r, d] = [num(/radius (\d+) cm/), num(/is (\d+) cm from the centre/)];
    const half = searchWhole((x) => x * x + d * d === r * r);
    return { key: half + half, rules: { forgotDouble: half, subtractedLengths: 2 * (r - d) } };
  }
  const x = num(/= (\d+)°/);
  // The four angles of OAPB (or the two pairs of a cyclic quadrilateral) make 360°.
  return prompt.includes("tangents")
    ? { key: 360 - 90 - 90 - x, rules: { equalAngles: x, subtractedFrom360: 360 - x } }
    : { key: 360 / 2 - x, rules: { equalOpposite: x, subtractedFrom360: 360 - x } };
}
/**
 * The x of a·x = b·c, found by search: the slips turn the ratio over (a·b/c) or add where the
 * ratio multiplies (b + c − a).
 */
const fourthProportional = (a: number, b: number, c: number): Checked => ({
  key: searchWhole((x) => a * x === b * c),
  rules: { invertedRatio: rounded((a * b) / c), additiveThinking: b + c - a },
});
function similarInWords(prompt: string): Checked {
  const n = (label: string) => Number(match(new RegExp(`${label} = (\\d+) cm`), prompt)[0]);
  // AD/DB = AE/EC.
  if (prompt.includes("Find EC")) return fourthProportional(n("AD"), n("AE"), n("DB"));
  if (prompt.includes("Find AC")) {
    const [p, s, r] = [n("AD"), n("AB"), n("AE")];
    const ac = searchWhole((x) => p * x === s * r);
    return { key: ac, rules: { gaveSegment: ac - r, additiveThinking: r + s - p } };
  }
  // AB/BC = PQ/QR.
  if (prompt.includes("Find QR")) return fourthProportional(n("AB"), n("BC"), n("PQ"));
  if (prompt.startsWith("A pole")) {
    const [h, s, t] = match(
      /pole (\d+) m tall casts a shadow (\d+) m long\. .* shadow (\d+) m long/,
      prompt,
    ).map(Number) as [number, number, number];
    // The tower's height x over its shadow t is the pole's h over s.
    return fourthProportional(s, h, t);
  }
  if (prompt.includes("Find the area")) {
    const [a, b, area] = match(/AB = (\d+) cm, DE = (\d+) cm and the area of △ABC is (\d+) cm²/, prompt).map(
      Number,
    ) as [number, number, number];
    return {
      key: rounded((area * b * b) / (a * a)),
      rules: { didNotSquare: rounded((area * b) / a), invertedRatio: rounded((area * a * a) / (b * b)) },
    };
  }
  const [area1, area2, a] = match(/areas are (\d+) cm² and (\d+) cm², and BC = (\d+) cm/, prompt).map(
    Number,
  ) as [number, number, number];
  const ef = searchWhole((x) => x * x * area1 === a * a * area2);
  return {
    key: ef,
    rules: { didNotTakeRoot: rounded((a * area2) / area1), invertedRatio: rounded((a * a) / ef) },
  };
}

export const CHECKERS_GEOMETRY = {
  similarTriangles(prompt: string, draft: Draft): Checked {
    const checked = similarInWords(prompt);
    // The drawing, where there is one, gives the same answer read from its own marks and measures.
    const drawn = similarFromFigure(prompt, draft);
    if (drawn !== undefined) expectSame(drawn, checked.key, prompt);
    return checked;
  },
  coordinateGeometry(prompt: string, draft: Draft): Checked {
    // The points are drawn where the question writes them: the figure and the words agree.
    const { points: drawn } = readCoordinatePlane(draft.figure?.svg ?? "");
    expectSame(JSON.stringify([...drawn]), JSON.stringify([...pointsWritten(prompt)]));
    const [A, B, C] = points(prompt) as [
      readonly [number, number],
      readonly [number, number],
      readonly [number, number],
    ];
    if (prompt.startsWith("Find the distance")) {
      const [dx, dy] = [Math.abs(B[0] - A[0]), Math.abs(B[1] - A[1])];
      return {
        key: rootOf(dx * dx + dy * dy),
        rules: { addedDifferences: dx + dy, forgotRoot: dx * dx + dy * dy },
      };
    }
    if (prompt.startsWith("Find the area")) {
      const cross = (B[0] - A[0]) * (C[1] - A[1]) - (C[0] - A[0]) * (B[1] - A[1]);
      return { key: Math.abs(cross) / 2, rules: { forgotHalf: Math.abs(cross), keptSign: cross / 2 } };
    }
    const i = / the x-coordinate/.test(prompt) ? 0 : 1;
    const [p, q] = [A[i], B[i]];
    if (prompt.includes("mid-point"))
      return {
        key: rounded((p + q) / 2),
        rules: { halvedDifference: rounded((q - p) / 2), forgotToHalve: p + q },
      };
    const [m, n] = match(/ratio (\d+) : (\d+)/, prompt).map(Number) as [number, number];
    // Walk from A towards B: m parts of the m + n equal parts.
    const walk = (parts: number) => p + ((q - p) * parts) / (m + n);
    return {
      key: rounded(walk(m)),
      rules: { swappedRatio: rounded(walk(n)), forgotDenominator: m * q + n * p },
    };
  },
  trigRatios(prompt: string): Checked {
    if (prompt.startsWith("Evaluate")) {
      const terms = [
        ...prompt.matchAll(/(?:^Evaluate: | ([+−]) )(?:(\d+) )?(sin|cos|tan|cot|sec|cosec)²(\d+)°/g),
      ].map((m) => ({
        sign: m[1] === "−" ? -1 : 1,
        c: m[2] ? Number(m[2]) : 1,
        ratio: m[3] as RatioName,
        angle: Number(m[4]),
      }));
      const total = (of: (t: (typeof terms)[number]) => number, coef = (c: number) => c) =>
        clean(terms.reduce((s, t) => s + t.sign * coef(t.c) * of(t) ** 2, 0));
      return {
        key: total((t) => RATIO[t.ratio](t.angle)),
        rules: {
          swappedSinCos: total((t) => RATIO[PARTNER[t.ratio]](t.angle)),
          squaredCoefficient: total(
            (t) => RATIO[t.ratio](t.angle),
            (c) => c * c,
          ),
        },
      };
    }
    const [given, p, q, asked] = match(/(sin|cos|tan) A = (\d+)\/(\d+)\. Find (cos|tan|sec) A\./, prompt) as [
      RatioName,
      string,
      string,
      RatioName,
    ];
    const value = Number(p) / Number(q);
    const angle =
      (given === "sin" ? Math.asin(value) : given === "cos" ? Math.acos(value) : Math.atan(value)) / DEG;
    const wrongSide: Record<string, RatioName> = { cos: "tan", tan: "sin", sec: "cosec" };
    const answer = RATIO[asked](angle);
    return {
      key: asFraction(answer),
      rules: {
        invertedRatio: asFraction(1 / answer),
        usedWrongSide: asFraction(RATIO[wrongSide[asked] as RatioName](angle)),
      },
    };
  },
  heightsDistances(prompt: string): Checked {
    const angleOf = () => Number(match(/(\d+)°/, prompt)[0]);
    const tan = (a: number) => Math.tan(a * DEG);
    const sin = (a: number) => Math.sin(a * DEG);
    if (prompt.includes("After walking") || prompt.includes("lighthouse")) {
      const h = surd(match(/ (\d+(?:√3)?) m high/, prompt)[0] as string);
      const [far, near] = [h / tan(30), h / tan(60)];
      return prompt.includes("After walking")
        ? { key: clean(far - near), rules: { gaveFarDistance: clean(far), gaveNearDistance: clean(near) } }
        : {
            key: clean(far + near),
            rules: { subtractedDistances: clean(far - near), gaveFarDistance: clean(far) },
          };
    }
    if (prompt.startsWith("A ladder")) {
      const a = angleOf();
      const h = surd(match(/reaches (\S+) m up/, prompt)[0] as string);
      return {
        key: clean(h / sin(a)),
        rules: { usedTangent: clean(h / tan(a)), usedSine: clean(h * sin(a)) },
      };
    }
    if (prompt.startsWith("From the top of a cliff")) {
      const h = surd(match(/cliff (\S+) m high/, prompt)[0] as string);
      const a = Number(match(/depression of a boat is (\d+)°/, prompt)[0]);
      return {
        key: clean(h / tan(a)),
        rules: { invertedTan: clean(h * tan(a)), usedSine: clean(h / sin(a)) },
      };
    }
    if (prompt.startsWith("From a point")) {
      const d = surd(match(/From a point (\S+) m from/, prompt)[0] as string);
      const a = Number(match(/top is (\d+)°/, prompt)[0]);
      return {
        key: clean(d * tan(a)),
        rules: { invertedTan: clean(d / tan(a)), usedSine: clean(d * sin(a)) },
      };
    }
    const [dText, eye, a] = match(
      /stands (\S+) m from a tree\. Her eyes are ([\d.]+) m above .* tree is (\d+)°/,
      prompt,
    ) as [string, string, string];
    const d = surd(dText);
    const e = Number(eye);
    const angle = Number(a);
    return {
      key: clean(d * tan(angle) + e),
      rules: { forgotEyeHeight: clean(d * tan(angle)), invertedTan: clean(d / tan(angle) + e) },
    };
  },
  circleTangents(prompt: string, draft: Draft): Checked {
    const checked = circleFromWords(prompt);
    // The drawing answers the question as the words do: what it marks "?" measures the key.
    const figure = readCircleFigure(draft.figure?.svg ?? "");
    // Measured from coordinates rounded to hundredths of a pixel: within a twentieth of a unit.
    expectBelow(Math.abs(figure.asked.measured - (checked.key as number)), 0.05, figure.asked.name);
    for (const [name, value] of figure.given)
      expectContains(prompt, figure.asked.kind === "angle" ? `${value}°` : `${value} cm`, name);
    const onTheCircle = prompt.startsWith("PA and PB")
      ? "AB"
      : prompt.includes("tangent")
        ? "T"
        : prompt.includes("cyclic")
          ? "ABCD"
          : prompt.includes("∠ACB")
            ? "ABC"
            : "AB";
    expectSame([...figure.onCircle].sort().join(""), onTheCircle, prompt);
    return checked;
  },
  sectorArea(prompt: string): Checked {
    const pi = 22 / 7;
    if (prompt.includes("ring")) {
      const [R, r] = match(/radii (\d+) cm and (\d+) cm/, prompt).map(Number) as [number, number];
      return {
        key: rounded(pi * R * R - pi * r * r),
        rules: {
          squaredDifference: rounded(pi * (R - r) ** 2),
          usedCircumference: rounded(2 * pi * (R - r)),
        },
      };
    }
    const r = Number(match(/radius ([\d.]+) cm/, prompt)[0]);
    if (prompt.includes("minor segment")) {
      const sector = (pi * r * r) / 4;
      return {
        key: rounded(sector - (r * r) / 2),
        rules: { forgotTriangle: rounded(sector), usedSquareNotTriangle: rounded(sector - r * r) },
      };
    }
    const share = Number(match(/angle (\d+)°/, prompt)[0]) / 360;
    const arcLength = share * 2 * pi * r;
    const area = share * pi * r * r;
    if (prompt.startsWith("Find the area"))
      return {
        key: rounded(area),
        rules: { wholeCircle: rounded(pi * r * r), usedCircumference: rounded(arcLength) },
      };
    if (prompt.startsWith("Find the length"))
      return {
        key: rounded(arcLength),
        rules: { usedAreaFormula: rounded(area), wholeCircumference: rounded(2 * pi * r) },
      };
    return {
      key: rounded(arcLength + r + r),
      rules: { forgotRadii: rounded(arcLength), oneRadius: rounded(arcLength + r) },
    };
  },
  solids(prompt: string, draft: Draft): Checked {
    const pi = 22 / 7;
    // The dimensions are read from the drawing's labels; the words must give the same ones.
    const drawn = readSolidFigure(draft.figure?.svg ?? "");
    const r = drawn.r ?? 0;
    const h = drawn.h ?? 0;
    if (drawn.r !== undefined) expectContains(prompt, `radius ${r} cm`);
    if (drawn.h !== undefined && drawn.r !== undefined) expectContains(prompt, `height ${h} cm`);
    if (prompt.startsWith("A cuboid box") || prompt.startsWith("A closed cuboid")) {
      const [l, b, hh] = [drawn.l, drawn.b, drawn.h] as [number, number, number];
      expectContains(prompt, `${l} cm long, ${b} cm wide and ${hh} cm high`);
      const faces = [l * b, l * b, b * hh, b * hh, hh * l, hh * l];
      const total = faces.reduce((s, f) => s + f, 0);
      return prompt.includes("volume")
        ? { key: l * b * hh, rules: { addedDimensions: l + b + hh, surfaceInstead: total } }
        : {
            key: total,
            rules: {
              countedThreeFaces: total / 2,
              lateralOnly: faces.slice(2).reduce((s, f) => s + f, 0),
            },
          };
    }
    const v = (x: number) => rounded(x);
    if (prompt.includes("volume of a cylinder"))
      return {
        key: v(pi * r * r * h),
        rules: { usedCurvedArea: v(2 * pi * r * h), forgotSquare: v(pi * r * h) },
      };
    if (prompt.includes("volume of a cone"))
      return {
        key: v((pi * r * r * h) / 3),
        rules: { forgotThird: v(pi * r * r * h), forgotSquare: v((pi * r * h) / 3) },
      };
    if (prompt.includes("volume of a sphere"))
      return {
        key: v((4 * pi * r ** 3) / 3),
        rules: { usedSurfaceFormula: v(4 * pi * r * r), forgotCube: v((4 * pi * r * r) / 3) },
      };
    if (prompt.includes("volume of a hemisphere"))
      return {
        key: v((2 * pi * r ** 3) / 3),
        rules: { wholeSphere: v((4 * pi * r ** 3) / 3), usedSurfaceFormula: v(2 * pi * r * r) },
      };
    if (prompt.includes("closed cylinder"))
      return {
        key: v(2 * pi * r * h + 2 * pi * r * r),
        rules: { curvedOnly: v(2 * pi * r * h), oneEnd: v(2 * pi * r * h + pi * r * r) },
      };
    if (prompt.includes("cone")) {
      const slant = Math.sqrt(r * r + h * h);
      return {
        key: v(pi * r * slant),
        rules: { usedHeightNotSlant: v(pi * r * h), addedBase: v(pi * r * slant + pi * r * r) },
      };
    }
    if (prompt.includes("hemisphere"))
      return {
        key: v(2 * pi * r * r + pi * r * r),
        rules: { forgotBase: v(2 * pi * r * r), wholeSphere: v(4 * pi * r * r) },
      };
    return { key: v(4 * pi * r * r), rules: { halfSphere: v(2 * pi * r * r), forgotFour: v(pi * r * r) } };
  },
};
