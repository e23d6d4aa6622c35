import { along, anglesSvg, type Mark, type Point, type Ray } from "../../figures/angles.ts";
import type { Random } from "../../random.ts";
import { type Draft, defineGenerator, say } from "../define.ts";
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

export const angleFigures = defineGenerator({
  id: "angleFigures",
  version: 1,
  name: {
    en: "Find the marked angle (lines, parallels, triangles)",
    hi: "चिह्नित कोण ज्ञात करो (रेखाएँ, समांतर रेखाएँ, त्रिभुज)",
  },
  bounds: kindBounds(4),
  classes: [6, 7],
  skills: [
    "angles-on-a-line",
    "vertically-opposite-angles",
    "angles-with-parallel-lines",
    "angles-of-a-triangle",
  ],
  families: ["Mathematics", "Geo Math"],
  texts: {
    en: {
      prompt: "{situation} Find the angle marked x, in degrees.",
      line: "The angles are on a straight line.",
      lineHint: "Angles on a straight line add up to 180°.",
      crossing: "Two straight lines cross at a point.",
      crossingHint:
        "Vertically opposite angles are equal; angles next to each other on a line add up to 180°.",
      round: "Rays leave one point.",
      roundHint: "The angles all the way round a point add up to 360°.",
      parallel: "The two lines marked with arrows are parallel.",
      parallelHint: "Corresponding angles and alternate angles are equal; co-interior angles add up to 180°.",
      triangle: "ABC is a triangle.",
      triangleHint: "The three angles of a triangle add up to 180°.",
      exterior: "Side AB of triangle ABC is extended past B.",
      exteriorHint: "An exterior angle of a triangle equals the sum of the two interior angles opposite it.",
      isosceles: "In triangle ABC the sides CA and CB are equal.",
      isoscelesHint: "The angles opposite equal sides are equal, and the three angles add up to 180°.",
      lineOne: "Angles on a straight line add up to 180°.\nx = 180° − {g}° = {answer}°",
      lineOneAlt:
        "A straight line with a ray from a point on it: the angle {g}° and the angle x are side by side on the line.",
      lineTwo: "Angles on a straight line add up to 180°.\nx = 180° − {g}° − {h}° = {answer}°",
      lineTwoAlt: "Three angles side by side on a straight line: {g}°, x and {h}°.",
      opposite: "Vertically opposite angles are equal.\nSo x is {answer}°.",
      oppositeAlt: "Two straight lines crossing. One angle is marked {g}°; the angle x is opposite it.",
      pair: "x and {g}° are next to each other on a straight line, so they add up to 180°.\nx = 180° − {g}° = {answer}°",
      pairAlt: "Two straight lines crossing. One angle is marked {g}°; the angle x is next to it.",
      roundSum: "The angles round a point add up to 360°.\nx = 360° − {g}° − {h}° − {k}° = {answer}°",
      roundSumAlt: "Four rays from one point, making angles {g}°, {h}°, {k}° and x all the way round.",
      corresponding:
        "x and {g}° are corresponding angles on parallel lines, so they are equal.\nSo x is {answer}°.",
      correspondingAlt:
        "Two parallel lines cut by a third line. At the upper crossing an angle of {g}° is marked; x is at the lower crossing in the matching position.",
      alternate: "x and {g}° are alternate angles on parallel lines, so they are equal.\nSo x is {answer}°.",
      alternateAlt:
        "Two parallel lines cut by a third line. At the upper crossing an angle of {g}° is marked below the line; x is at the lower crossing above the line, on the other side of the third line.",
      coInterior:
        "x and {g}° are co-interior angles on parallel lines, so they add up to 180°.\nx = 180° − {g}° = {answer}°",
      coInteriorAlt:
        "Two parallel lines cut by a third line. An angle of {g}° is marked at the lower crossing; x is at the upper crossing, between the parallel lines on the same side of the third line.",
      sum: "The angles of a triangle add up to 180°.\nx = 180° − {g}° − {h}° = {answer}°",
      sumAlt: "Triangle ABC with angle {g}° at A and {h}° at B; x is the angle at C.",
      outside:
        "The exterior angle equals the sum of the two opposite interior angles.\nx = {g}° + {h}° = {answer}°",
      outsideAlt:
        "Triangle ABC with AB extended past B. Angle {g}° at A and {h}° at C; x is the angle outside the triangle at B.",
      equalSides:
        "The angles at A and B are equal, and all three add up to 180°.\nx = (180° − {g}°) ÷ 2 = {answer}°",
      equalSidesAlt: "Triangle ABC with CA and CB marked equal. The angle at C is {g}°; x is the angle at A.",
      copiedAngle: "Took the angle to be equal to the one given when they are not",
      usedFullTurn: "Took the angles to add up to 360° instead of 180°",
      addedGiven: "Added the given angles instead of taking them away",
      usedStraight: "Took the angles to add up to 180° instead of 360°",
      tookSupplement: "Took equal angles to add up to 180°",
      noHalf: "Did not share what is left between the two equal angles",
      gaveInside: "Gave the angle inside the triangle instead of the exterior angle",
    },
    hi: {
      prompt: "{situation} x से चिह्नित कोण कितने डिग्री का है?",
      line: "ये कोण एक सीधी रेखा पर हैं।",
      lineHint: "एक सीधी रेखा पर बने कोणों का योग 180° होता है।",
      crossing: "दो सीधी रेखाएँ एक बिंदु पर काटती हैं।",
      crossingHint: "शीर्षाभिमुख कोण बराबर होते हैं; रेखा पर साथ-साथ बने कोणों का योग 180° होता है।",
      round: "एक बिंदु से कई किरणें निकलती हैं।",
      roundHint: "किसी बिंदु के चारों ओर के कोणों का योग 360° होता है।",
      parallel: "तीर से चिह्नित दोनों रेखाएँ समांतर हैं।",
      parallelHint: "संगत कोण और एकांतर कोण बराबर होते हैं; सह-आंतरिक कोणों का योग 180° होता है।",
      triangle: "ABC एक त्रिभुज है।",
      triangleHint: "त्रिभुज के तीनों कोणों का योग 180° होता है।",
      exterior: "त्रिभुज ABC की भुजा AB को B से आगे बढ़ाया गया है।",
      exteriorHint: "त्रिभुज का बहिष्कोण सामने के दोनों अंतःकोणों के योग के बराबर होता है।",
      isosceles: "त्रिभुज ABC में भुजाएँ CA और CB बराबर हैं।",
      isoscelesHint: "बराबर भुजाओं के सामने के कोण बराबर होते हैं, और तीनों कोणों का योग 180° होता है।",
      lineOne: "एक सीधी रेखा पर बने कोणों का योग 180° होता है।\nx = 180° − {g}° = {answer}°",
      lineOneAlt: "एक सीधी रेखा और उसके एक बिंदु से निकली किरण: कोण {g}° और कोण x रेखा पर साथ-साथ हैं।",
      lineTwo: "एक सीधी रेखा पर बने कोणों का योग 180° होता है।\nx = 180° − {g}° − {h}° = {answer}°",
      lineTwoAlt: "एक सीधी रेखा पर साथ-साथ तीन कोण: {g}°, x और {h}°।",
      opposite: "शीर्षाभिमुख कोण बराबर होते हैं।\nइसलिए x का मान {answer}° है।",
      oppositeAlt: "दो सीधी रेखाएँ एक-दूसरे को काटती हैं। एक कोण {g}° है; कोण x उसके ठीक सामने है।",
      pair: "x और {g}° एक सीधी रेखा पर साथ-साथ हैं, इसलिए उनका योग 180° है।\nx = 180° − {g}° = {answer}°",
      pairAlt: "दो सीधी रेखाएँ एक-दूसरे को काटती हैं। एक कोण {g}° है; कोण x उसके बगल में है।",
      roundSum: "किसी बिंदु के चारों ओर के कोणों का योग 360° होता है।\nx = 360° − {g}° − {h}° − {k}° = {answer}°",
      roundSumAlt: "एक बिंदु से चार किरणें, जो चारों ओर {g}°, {h}°, {k}° और x के कोण बनाती हैं।",
      corresponding: "x और {g}° समांतर रेखाओं पर संगत कोण हैं, इसलिए बराबर हैं।\nइसलिए x का मान {answer}° है।",
      correspondingAlt:
        "दो समांतर रेखाओं को एक तीसरी रेखा काटती है। ऊपर वाले कटान पर {g}° का कोण है; x नीचे वाले कटान पर उसी स्थिति में है।",
      alternate: "x और {g}° समांतर रेखाओं पर एकांतर कोण हैं, इसलिए बराबर हैं।\nइसलिए x का मान {answer}° है।",
      alternateAlt:
        "दो समांतर रेखाओं को एक तीसरी रेखा काटती है। ऊपर वाले कटान पर रेखा के नीचे {g}° का कोण है; x नीचे वाले कटान पर रेखा के ऊपर, तीसरी रेखा की दूसरी ओर है।",
      coInterior:
        "x और {g}° समांतर रेखाओं पर सह-आंतरिक कोण हैं, इसलिए उनका योग 180° है।\nx = 180° − {g}° = {answer}°",
      coInteriorAlt:
        "दो समांतर रेखाओं को एक तीसरी रेखा काटती है। नीचे वाले कटान पर {g}° का कोण है; x ऊपर वाले कटान पर, समांतर रेखाओं के बीच, तीसरी रेखा की उसी ओर है।",
      sum: "त्रिभुज के कोणों का योग 180° होता है।\nx = 180° − {g}° − {h}° = {answer}°",
      sumAlt: "त्रिभुज ABC में A पर कोण {g}° और B पर {h}° है; C पर कोण x है।",
      outside: "बहिष्कोण सामने के दोनों अंतःकोणों के योग के बराबर होता है।\nx = {g}° + {h}° = {answer}°",
      outsideAlt:
        "त्रिभुज ABC की भुजा AB, B से आगे बढ़ाई गई है। A पर कोण {g}° और C पर {h}° है; B पर त्रिभुज के बाहर का कोण x है।",
      equalSides: "A और B पर के कोण बराबर हैं, और तीनों का योग 180° है।\nx = (180° − {g}°) ÷ 2 = {answer}°",
      equalSidesAlt: "त्रिभुज ABC में CA और CB बराबर चिह्नित हैं। C पर कोण {g}° है; A पर कोण x है।",
      copiedAngle: "जो कोण बराबर नहीं थे, उन्हें दिए गए कोण के बराबर मान लिया",
      usedFullTurn: "कोणों का योग 180° की जगह 360° मान लिया",
      addedGiven: "दिए गए कोणों को घटाने की जगह जोड़ दिया",
      usedStraight: "कोणों का योग 360° की जगह 180° मान लिया",
      tookSupplement: "बराबर कोणों का योग 180° मान लिया",
      noHalf: "बचे हुए कोण को दोनों बराबर कोणों में नहीं बाँटा",
      gaveInside: "बहिष्कोण की जगह त्रिभुज के अंदर का कोण दे दिया",
    },
  },
  generate(random, min, max) {
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
        return ask(value, "line", figure, { g }, "lineOne", { g, answer: 180 - g }, 180 - g, [
          ["copiedAngle", g],
          ["usedFullTurn", 360 - g],
        ]);
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
          return ask(
            value,
            "crossing",
            { rays, marks: [given(["p", "q"], g), unknown(["r", "s"])] },
            { g },
            "opposite",
            { answer: g },
            g,
            [["tookSupplement", 180 - g]],
          );
        return ask(
          value,
          "crossing",
          { rays, marks: [given(["p", "q"], g), unknown(["q", "r"])] },
          { g },
          "pair",
          { g, answer: 180 - g },
          180 - g,
          [
            ["copiedAngle", g],
            ["usedFullTurn", 360 - g],
          ],
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
      if (level === 1)
        return ask(
          value,
          "parallel",
          { rays, arrows, marks: [given(["p0", "pu"], g), unknown(["q0", "qu"])] },
          { g },
          "corresponding",
          { g, answer: g },
          g,
          [["tookSupplement", 180 - g]],
        );
      if (level === 2)
        return ask(
          value,
          "parallel",
          { rays, arrows, marks: [given(["p1", "pd"], g), unknown(["q0", "qu"])] },
          { g },
          "alternate",
          { g, answer: g },
          g,
          [["tookSupplement", 180 - g]],
        );
      return ask(
        value,
        "parallel",
        { rays, arrows, marks: [given(["q0", "qu"], g), unknown(["pd", "p0"])] },
        { g },
        "coInterior",
        { g, answer: 180 - g },
        180 - g,
        [
          ["copiedAngle", g],
          ["usedFullTurn", 360 - g],
        ],
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
  },
});
