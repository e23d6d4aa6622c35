import { along, anglesSvg, type Mark, type Point, type Ray } from "../../figures/angles.ts";
import type { Random } from "../../random.ts";
import { type Draft, defineGenerator, say } from "../define.ts";
import { about } from "./about.ts";
import { drawKind, kindBounds, numeric } from "./kinds.ts";

/**
 * Finding a marked angle x in a drawn figure: 1–3 angles on a straight line, 4–6 two crossing
 * lines and angles round a point, 7–9 parallel lines cut by a transversal (corresponding,
 * alternate, co-interior), 10–12 triangles (angle sum, exterior angle, isosceles). The picture is
 * drawn at the true angles, and the checker measures them back from its coordinates.
 */
const ray = (id: string, from: Point, direction: number, length: number): Ray => ({
  id,
  from,
  direction,
  length,
});
const given = (rays: [string, string], degrees: number): Mark => ({ rays, label: `${degrees}°` });
const unknown = (rays: [string, string]): Mark => ({ rays, label: "x", unknown: true });
const tilt = (random: Random) => random.int(-10, 10);
const notRight = (random: Random, low: number, high: number, step = 1) => {
  for (;;) {
    const g = random.int(low / step, high / step) * step;
    if (g !== 90) return g;
  }
};

type Figure = Parameters<typeof anglesSvg>[0];

function ask(
  value: number,
  situation: string,
  figure: Figure,
  alt: Record<string, number | string>,
  solution: string,
  params: Record<string, number | string>,
  answer: number,
  wrongs: [string, number][],
): Draft {
  const draft = numeric(
    value,
    {
      prompt: say("prompt", { situation: say(situation) }),
      hint: say(`${situation}Hint`),
      solution: say(solution, params),
    },
    answer,
    wrongs.map(([m, w]) => [m, w > 0 && w < 360 ? w : Number.NaN] as const),
    { unit: "degree" },
  );
  return { ...draft, figure: { svg: anglesSvg(figure), alt: say(`${solution}Alt`, alt) } };
}

/** x equals the marked g (vertically opposite, corresponding, alternate): the slip takes its supplement. */
const equalTo = (value: number, situation: string, figure: Figure, solution: string, g: number) =>
  ask(value, situation, figure, { g }, solution, { g, answer: g }, g, [["tookSupplement", 180 - g]]);

/**
 * x makes 180° with the marked g (a linear pair, co-interior angles): the slips copy g or take it
 * from 360°.
 */
const supplementOf = (value: number, situation: string, figure: Figure, solution: string, g: number) =>
  ask(value, situation, figure, { g }, solution, { g, answer: 180 - g }, 180 - g, [
    ["copiedAngle", g],
    ["usedFullTurn", 360 - g],
  ]);

export const angleFigures = defineGenerator(about("angleFigures", 1), kindBounds(4), (random, min, max) => {
  const { value, kind, level } = drawKind(random, min, max);
  if (kind === 0) {
    const v = { x: 170, y: 160 };
    const t = tilt(random);
    if (level < 3) {
      const g = level === 1 ? notRight(random, 30, 150, 10) : notRight(random, 20, 160);
      const figure = {
        rays: [ray("a", v, t, 150), ray("b", v, t + 180, 150), ray("c", v, t + g, 120)],
        marks: [given(["a", "c"], g), unknown(["c", "b"])],
      };
      return supplementOf(value, "line", figure, "lineOne", g);
    }
    const g = random.int(25, 75);
    const h = random.int(25, 75);
    const x = 180 - g - h;
    const figure = {
      rays: [
        ray("a", v, t, 150),
        ray("c", v, t + g, 120),
        ray("d", v, t + g + x, 120),
        ray("b", v, t + 180, 150),
      ],
      marks: [given(["a", "c"], g), unknown(["c", "d"]), given(["d", "b"], h)],
    };
    return ask(value, "line", figure, { g, h }, "lineTwo", { g, h, answer: x }, x, [
      ["addedGiven", g + h],
      ["usedFullTurn", 360 - g - h],
    ]);
  }
  if (kind === 1) {
    const v = { x: 170, y: 120 };
    const t = tilt(random);
    if (level < 3) {
      const g = notRight(random, 30, 150);
      const rays = [
        ray("p", v, t, 110),
        ray("q", v, t + g, 110),
        ray("r", v, t + 180, 110),
        ray("s", v, t + g + 180, 110),
      ];
      if (level === 1)
        return equalTo(
          value,
          "crossing",
          { rays, marks: [given(["p", "q"], g), unknown(["r", "s"])] },
          "opposite",
          g,
        );
      return supplementOf(
        value,
        "crossing",
        { rays, marks: [given(["p", "q"], g), unknown(["q", "r"])] },
        "pair",
        g,
      );
    }
    const [g, h, k] = [random.int(50, 110), random.int(50, 110), random.int(50, 110)];
    const x = 360 - g - h - k;
    const rays = [
      ray("p", v, t, 100),
      ray("q", v, t + g, 100),
      ray("r", v, t + g + h, 100),
      ray("s", v, t + g + h + k, 100),
    ];
    const marks = [given(["p", "q"], g), given(["q", "r"], h), given(["r", "s"], k), unknown(["s", "p"])];
    return ask(value, "round", { rays, marks }, { g, h, k }, "roundSum", { g, h, k, answer: x }, x, [
      ["addedGiven", g + h + k],
      ["usedStraight", 180 - g - h - k],
    ]);
  }
  if (kind === 2) {
    const t = random.int(-6, 6);
    const g = notRight(random, 45, 135);
    const phi = t + g;
    const p = { x: 170, y: 60 };
    const q = along(p, phi + 180, 110);
    const rays = [
      ray("p0", p, t, 90),
      ray("p1", p, t + 180, 90),
      ray("pu", p, phi, 45),
      ray("pd", p, phi + 180, 110),
      ray("q0", q, t, 90),
      ray("q1", q, t + 180, 90),
      ray("qu", q, phi, 110),
      ray("qd", q, phi + 180, 45),
    ];
    const arrows: [Point, Point][] = [
      [p, along(p, t, 80)],
      [q, along(q, t, 80)],
    ];
    if (level < 3) {
      // Corresponding (level 1) and alternate (level 2) angles are equal: they differ in where g is marked.
      const marked: [string, string] = level === 1 ? ["p0", "pu"] : ["p1", "pd"];
      const marks = [given(marked, g), unknown(["q0", "qu"])];
      return equalTo(
        value,
        "parallel",
        { rays, arrows, marks },
        level === 1 ? "corresponding" : "alternate",
        g,
      );
    }
    return supplementOf(
      value,
      "parallel",
      { rays, arrows, marks: [given(["q0", "qu"], g), unknown(["pd", "p0"])] },
      "coInterior",
      g,
    );
  }
  // A triangle on base AB with angles a at A and b at B, scaled to fit the picture.
  let a: number;
  let b: number;
  if (level === 3) {
    a = random.int(30, 70);
    b = a;
  } else {
    a = random.int(30, 80);
    b = random.int(30, 80);
    while (a + b > 150) b -= 10;
  }
  const c = 180 - a - b;
  const sin = (d: number) => Math.sin((d * Math.PI) / 180);
  const base = Math.min(230, (170 * sin(a + b)) / (sin(a) * sin(b)));
  const A = { x: 40, y: 210 };
  const B = { x: 40 + base, y: 210 };
  const ac = (base * sin(b)) / sin(a + b);
  const bc = (base * sin(a)) / sin(a + b);
  const C = along(A, a, ac);
  const rays = [
    ray("AB", A, 0, base),
    ray("AC", A, a, ac),
    ray("BA", B, 180, base),
    ray("BC", B, 180 - b, bc),
    ray("CA", C, 180 + a, ac),
    ray("CB", C, 360 - b, bc),
  ];
  const names = [
    { at: { x: A.x - 12, y: A.y + 14 }, text: "A" },
    { at: { x: B.x + 4, y: B.y + 18 }, text: "B" },
    { at: { x: C.x, y: C.y - 10 }, text: "C" },
  ];
  if (level === 1)
    return ask(
      value,
      "triangle",
      { rays, names, marks: [given(["AB", "AC"], a), given(["BC", "BA"], b), unknown(["CA", "CB"])] },
      { g: a, h: b },
      "sum",
      { g: a, h: b, answer: c },
      c,
      [
        ["usedFullTurn", 360 - a - b],
        ["addedGiven", a + b],
      ],
    );
  if (level === 2)
    return ask(
      value,
      "exterior",
      {
        rays: [...rays, ray("Bx", B, 0, 60)],
        names,
        marks: [given(["AB", "AC"], a), given(["CA", "CB"], c), unknown(["Bx", "BC"])],
      },
      { g: a, h: c },
      "outside",
      { g: a, h: c, answer: a + c },
      a + c,
      [
        ["gaveInside", b],
        ["usedFullTurn", 360 - a - c],
      ],
    );
  const ticks: [Point, Point][] = [
    [A, C],
    [B, C],
  ];
  return ask(
    value,
    "isosceles",
    { rays, names, ticks, marks: [given(["CA", "CB"], c), unknown(["AB", "AC"])] },
    { g: c },
    "equalSides",
    { g: c, answer: a },
    a,
    [
      ["noHalf", 180 - c],
      ["copiedAngle", c],
    ],
  );
});
