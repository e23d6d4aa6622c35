import { r2 } from "./angle-marks.ts";
import { svgOpen } from "./svg.ts";
/**
 * Solids drawn with their dimensions written on them: a cuboid (in cabinet projection, its depth
 * drawn at half length, as textbooks draw it), a cylinder, a cone, a sphere and a hemisphere. Every
 * dimension is a line (`data-dimension`) as long as the drawing's one scale makes it, and its
 * written length names it (`data-label`), so a checker can tell whether the picture is to scale.
 * A dimension too short to label (under 24 px) is drawn longer, and then the picture says "Not to
 * scale" in both languages (docs/adr/0713-drawn-coordinate-plane-circles-and-solids.md).
 */
export type Solid =
  | { kind: "cuboid"; l: number; b: number; h: number }
  | { kind: "cylinder" | "cone"; r: number; h: number }
  | { kind: "sphere" | "hemisphere"; r: number };

const WIDTH = 340;
const HEIGHT = 250;
const SHORTEST = 24;
const INK = 'stroke="#111827" stroke-width="2"';
const FACE = 'fill="#dbeafe" stroke="#111827" stroke-width="2" stroke-linejoin="round"';
const HIDDEN = 'fill="none" stroke="#6b7280" stroke-width="1.5" stroke-dasharray="5 4"';

type Drawn = { svg: string; toScale: boolean };

/** At least the shortest labelled length: a dimension drawn longer than its scale makes the picture not to scale. */
const atLeast = (length: number, clamp: { changed: boolean }) => {
  if (length >= SHORTEST) return length;
  clamp.changed = true;
  return SHORTEST;
};

function dimension(name: string, from: [number, number], to: [number, number], extra = ""): string {
  return `<line data-dimension="${name}"${extra} x1="${r2(from[0])}" y1="${r2(from[1])}" x2="${r2(to[0])}" y2="${r2(to[1])}" stroke="#1d4ed8" stroke-width="2"/>`;
}
function label(name: string, at: [number, number], text: string, anchor = "middle"): string {
  return `<text data-label="${name}" x="${r2(at[0])}" y="${r2(at[1])}" text-anchor="${anchor}">${text}</text>`;
}
const cm = (v: number) => `${v} cm`;

function cuboid(l: number, b: number, h: number): Drawn {
  const s = Math.min(220 / (l + 0.354 * b), 160 / (h + 0.354 * b));
  const clamp = { changed: false };
  const [W, H, D] = [atLeast(l * s, clamp), atLeast(h * s, clamp), atLeast(b * s * 0.5, clamp)];
  const [dx, dy] = [D * Math.SQRT1_2, D * Math.SQRT1_2];
  const x0 = (WIDTH - W - dx) / 2;
  const y0 = (HEIGHT + H + dy) / 2 - 8;
  const p = (x: number, y: number) => `${r2(x)},${r2(y)}`;
  const parts = [
    `<polygon points="${p(x0, y0)} ${p(x0 + W, y0)} ${p(x0 + W, y0 - H)} ${p(x0, y0 - H)}" ${FACE}/>`,
    `<polygon points="${p(x0, y0 - H)} ${p(x0 + W, y0 - H)} ${p(x0 + W + dx, y0 - H - dy)} ${p(x0 + dx, y0 - H - dy)}" fill="#bfdbfe" stroke="#111827" stroke-width="2" stroke-linejoin="round"/>`,
    `<polygon points="${p(x0 + W, y0)} ${p(x0 + W + dx, y0 - dy)} ${p(x0 + W + dx, y0 - H - dy)} ${p(x0 + W, y0 - H)}" fill="#93c5fd" stroke="#111827" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="M${p(x0 + dx, y0 - dy)}L${p(x0, y0)}M${p(x0 + dx, y0 - dy)}L${p(x0 + W + dx, y0 - dy)}M${p(x0 + dx, y0 - dy)}L${p(x0 + dx, y0 - H - dy)}" ${HIDDEN}/>`,
    dimension("l", [x0, y0], [x0 + W, y0]),
    dimension("h", [x0, y0], [x0, y0 - H]),
    dimension("b", [x0 + W, y0], [x0 + W + dx, y0 - dy], ' data-receding="0.5"'),
    label("l", [x0 + W / 2, y0 + 20], cm(l)),
    label("h", [x0 - 8, y0 - H / 2 + 5], cm(h), "end"),
    label("b", [x0 + W + dx / 2 + 8, y0 - dy / 2 + 12], cm(b), "start"),
  ];
  return { svg: parts.join(""), toScale: !clamp.changed };
}

/** A cylinder or a cone: its base an ellipse a third as deep as it is wide, its height beside it. */
function round(kind: "cylinder" | "cone", r: number, h: number): Drawn {
  const s = Math.min(200 / (2 * r), 170 / (h + 0.6 * r));
  const clamp = { changed: false };
  const [R, H] = [atLeast(r * s, clamp), atLeast(h * s, clamp)];
  const ry = R * 0.3;
  const cx = WIDTH / 2 - 20;
  const base = (HEIGHT + H) / 2 + ry / 2 - 4;
  const top = base - H;
  const parts: string[] = [];
  if (kind === "cylinder") {
    parts.push(
      `<path d="M${r2(cx - R)} ${r2(top)}V${r2(base)}A${r2(R)} ${r2(ry)} 0 0 0 ${r2(cx + R)} ${r2(base)}V${r2(top)}Z" ${FACE}/>`,
      `<path d="M${r2(cx - R)} ${r2(base)}A${r2(R)} ${r2(ry)} 0 0 1 ${r2(cx + R)} ${r2(base)}" ${HIDDEN}/>`,
      `<ellipse cx="${r2(cx)}" cy="${r2(top)}" rx="${r2(R)}" ry="${r2(ry)}" fill="#bfdbfe" ${INK}/>`,
      dimension("r", [cx, top], [cx + R, top]),
      label("r", [cx + R / 2, top - ry - 7], cm(r)),
    );
  } else {
    parts.push(
      `<path d="M${r2(cx)} ${r2(top)}L${r2(cx - R)} ${r2(base)}A${r2(R)} ${r2(ry)} 0 0 0 ${r2(cx + R)} ${r2(base)}Z" ${FACE}/>`,
      `<path d="M${r2(cx - R)} ${r2(base)}A${r2(R)} ${r2(ry)} 0 0 1 ${r2(cx + R)} ${r2(base)}" ${HIDDEN}/>`,
      `<line x1="${r2(cx)}" y1="${r2(top)}" x2="${r2(cx)}" y2="${r2(base)}" ${HIDDEN}/>`,
      dimension("r", [cx, base], [cx + R, base]),
      label("r", [cx + R / 2, base + ry + 18], cm(r)),
    );
  }
  // The height as a measuring line beside the solid, with its two ends marked.
  const x = cx + R + 14;
  parts.push(
    dimension("h", [x, top], [x, base]),
    `<path d="M${r2(x - 5)} ${r2(top)}h10M${r2(x - 5)} ${r2(base)}h10" stroke="#1d4ed8" stroke-width="2"/>`,
    label("h", [x + 8, (top + base) / 2 + 5], cm(h), "start"),
  );
  return { svg: parts.join(""), toScale: !clamp.changed };
}

/** A sphere or a hemisphere: one dimension, so always to scale. */
function ball(kind: "sphere" | "hemisphere", r: number): Drawn {
  const R = 80;
  const cx = WIDTH / 2;
  const cy = kind === "sphere" ? HEIGHT / 2 : HEIGHT / 2 + 45;
  const ry = R * 0.28;
  const parts =
    kind === "sphere"
      ? [
          `<circle cx="${cx}" cy="${cy}" r="${R}" ${FACE}/>`,
          `<path d="M${cx - R} ${cy}A${R} ${ry} 0 0 1 ${cx + R} ${cy}" ${HIDDEN}/>`,
          `<path d="M${cx - R} ${cy}A${R} ${ry} 0 0 0 ${cx + R} ${cy}" fill="none" ${INK}/>`,
          dimension("r", [cx, cy], [cx + R, cy]),
          label("r", [cx + R / 2, cy - ry - 10], cm(r)),
        ]
      : [
          `<path d="M${cx - R} ${cy}A${R} ${R} 0 0 1 ${cx + R} ${cy}A${R} ${ry} 0 0 1 ${cx - R} ${cy}Z" ${FACE}/>`,
          `<ellipse cx="${cx}" cy="${cy}" rx="${R}" ry="${ry}" fill="#bfdbfe" ${INK}/>`,
          dimension("r", [cx, cy], [cx + R, cy]),
          label("r", [cx + R / 2, cy + ry + 20], cm(r)),
        ];
  return { svg: parts.join(""), toScale: true };
}

export function solidSvg(solid: Solid): Drawn {
  const drawn =
    solid.kind === "cuboid"
      ? cuboid(solid.l, solid.b, solid.h)
      : solid.kind === "cylinder" || solid.kind === "cone"
        ? round(solid.kind, solid.r, solid.h)
        : ball(solid.kind, solid.r);
  const [svgLabels, rest] = [
    drawn.svg.match(/<text[^>]*>[^<]*<\/text>/g) ?? [],
    drawn.svg.replace(/<text[^>]*>[^<]*<\/text>/g, ""),
  ];
  return {
    toScale: drawn.toScale,
    svg: [
      svgOpen(WIDTH, HEIGHT),
      rest,
      `<g font-size="14" font-weight="700" fill="#1d4ed8">${svgLabels.join("")}</g>`,
      drawn.toScale
        ? ""
        : `<text data-not-to-scale="" x="8" y="${HEIGHT - 8}" font-size="13" fill="#374151">Not to scale · पैमाने पर नहीं</text>`,
      "</svg>",
    ].join(""),
  };
}
