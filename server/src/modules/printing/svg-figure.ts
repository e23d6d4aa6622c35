/**
 * A generator's figure (SVG it drew itself from the seed: a clock, coins, a number line, shapes)
 * painted on paper with PDFKit's own primitives. Only the elements and attributes Ganit's figures
 * use are read (svg, g, circle, ellipse, line, rect, polygon, polyline, path, text with a transform
 * of translate, rotate or scale); anything else is left out, never an error, as the SVG is ours.
 */
import { scriptRuns } from "./pdf-text.ts";

type Doc = PDFKit.PDFDocument;
type Attributes = Record<string, string>;
type Element = { name: string; attributes: Attributes; text: string; children: Element[] };

const TAG = /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z][\w:.-]*="[^"]*")*)\s*(\/?)>|([^<]+)/g;
const ATTRIBUTE = /([a-zA-Z][\w:.-]*)="([^"]*)"/g;

/** The SVG as a tree of elements (a generator's output: well-formed, attributes in double quotes). */
export function parseSvg(svg: string): Element | null {
  const root: Element = { name: "#root", attributes: {}, text: "", children: [] };
  const stack: Element[] = [root];
  for (const match of svg.slice(0, 200_000).matchAll(TAG)) {
    const [, closing, name, attributeText = "", selfClosing, text] = match;
    const parent = stack.at(-1) as Element;
    if (text !== undefined) {
      parent.text += text;
      continue;
    }
    if (closing) {
      if (stack.length > 1) stack.pop();
      continue;
    }
    const attributes: Attributes = {};
    for (const [, key = "", value = ""] of attributeText.matchAll(ATTRIBUTE)) attributes[key] = value;
    const element: Element = { name: (name as string).toLowerCase(), attributes, text: "", children: [] };
    parent.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  return root.children.find((child) => child.name === "svg") ?? null;
}

const number = (value: string | undefined, fallback = 0) => {
  const parsed = Number.parseFloat(value ?? "");
  return Number.isFinite(parsed) ? parsed : fallback;
};

const ENTITIES: Record<string, string> = {
  "&lt;": "<",
  "&gt;": ">",
  "&amp;": "&",
  "&quot;": '"',
  "&#39;": "'",
};
const readEntities = (text: string) =>
  text.replace(/&(?:lt|gt|amp|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** A colour PDFKit takes, or null for none. */
function colour(value: string | undefined, fallback: string | null): string | null {
  if (value === undefined) return fallback;
  if (value === "none" || value === "transparent") return null;
  if (value === "currentColor") return "#1f2933";
  return value;
}

function applyTransform(doc: Doc, transform: string | undefined) {
  if (!transform) return;
  for (const [, kind, args = ""] of transform.matchAll(/(translate|rotate|scale)\(([^)]*)\)/g)) {
    const values = args
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (kind === "translate") doc.translate(values[0] ?? 0, values[1] ?? 0);
    if (kind === "scale") doc.scale(values[0] ?? 1, values[1] ?? values[0] ?? 1);
    if (kind === "rotate") {
      const [angle = 0, x = 0, y = 0] = values;
      doc.rotate(angle, { origin: [x, y] });
    }
  }
}

type Style = {
  fill: string | null;
  stroke: string | null;
  strokeWidth: number;
  fontSize: number;
  bold: boolean;
};

function styleOf(element: Element, inherited: Style): Style {
  const a = element.attributes;
  return {
    fill: colour(a.fill, inherited.fill),
    stroke: colour(a.stroke, inherited.stroke),
    strokeWidth: number(a["stroke-width"], inherited.strokeWidth),
    fontSize: number(a["font-size"], inherited.fontSize),
    bold: a["font-weight"] ? Number(a["font-weight"]) >= 600 || a["font-weight"] === "bold" : inherited.bold,
  };
}

/** Fill and stroke the path just drawn, as the style says. */
function paint(doc: Doc, style: Style) {
  doc.lineWidth(style.strokeWidth);
  if (style.fill && style.stroke) doc.fillAndStroke(style.fill, style.stroke);
  else if (style.fill) doc.fill(style.fill);
  else if (style.stroke) doc.stroke(style.stroke);
}

const pointsOf = (value: string | undefined): [number, number][] => {
  const numbers = (value ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  const points: [number, number][] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2)
    points.push([numbers[i] as number, numbers[i + 1] as number]);
  return points;
};

function draw(doc: Doc, element: Element, inherited: Style) {
  const style = styleOf(element, inherited);
  const a = element.attributes;
  doc.save();
  applyTransform(doc, a.transform);
  switch (element.name) {
    case "g":
      for (const child of element.children) draw(doc, child, style);
      break;
    case "circle":
      doc.circle(number(a.cx), number(a.cy), number(a.r));
      paint(doc, style);
      break;
    case "ellipse":
      doc.ellipse(number(a.cx), number(a.cy), number(a.rx), number(a.ry));
      paint(doc, style);
      break;
    case "rect": {
      const [x, y, w, h, r] = [number(a.x), number(a.y), number(a.width), number(a.height), number(a.rx)];
      if (r > 0) doc.roundedRect(x, y, w, h, r);
      else doc.rect(x, y, w, h);
      paint(doc, style);
      break;
    }
    case "line":
      doc.moveTo(number(a.x1), number(a.y1)).lineTo(number(a.x2), number(a.y2));
      if (a["stroke-linecap"] === "round") doc.lineCap("round");
      paint(doc, { ...style, fill: null });
      break;
    case "polygon":
    case "polyline": {
      const points = pointsOf(a.points);
      if (points.length < 2) break;
      const [first, ...rest] = points as [[number, number], ...[number, number][]];
      doc.moveTo(...first);
      for (const point of rest) doc.lineTo(...point);
      if (element.name === "polygon") doc.closePath();
      paint(doc, element.name === "polyline" ? { ...style, fill: null } : style);
      break;
    }
    case "path":
      if (a.d) {
        doc.path(a.d);
        paint(doc, style);
      }
      break;
    case "text": {
      const text = readEntities(element.text + element.children.map((child) => child.text).join("")).trim();
      if (!text) break;
      // Each run in the face that has its letters (the rupee sign is the Devanagari face's).
      const runs = scriptRuns(text, style.bold);
      doc.fontSize(style.fontSize);
      const widths = runs.map((run) => doc.font(run.font).widthOfString(run.text));
      const width = widths.reduce((sum, w) => sum + w, 0);
      const anchor = a["text-anchor"];
      let x = number(a.x) - (anchor === "middle" ? width / 2 : anchor === "end" ? width : 0);
      // SVG places text by its baseline (or its middle); PDFKit by its top.
      const central = a["dominant-baseline"] === "central" || a["dominant-baseline"] === "middle";
      const y = number(a.y) - (central ? style.fontSize * 0.6 : style.fontSize * 0.95);
      doc.fillColor(style.fill ?? "#1f2933");
      runs.forEach((run, index) => {
        doc.font(run.font).text(run.text, x, y, { lineBreak: false });
        x += widths[index] ?? 0;
      });
      break;
    }
  }
  doc.restore();
}

/**
 * Paints the figure at (x, y), scaled to `width` (its own proportions kept); returns the height it
 * took, or 0 when the SVG holds nothing to paint.
 */
export function paintFigure(
  doc: Doc,
  svg: string,
  box: { x: number; y: number; width: number; maxHeight: number },
): number {
  const root = parseSvg(svg);
  if (!root) return 0;
  const [, , viewWidth = 0, viewHeight = 0] = (root.attributes.viewBox ?? "").split(/[\s,]+/).map(Number);
  const width = viewWidth || number(root.attributes.width);
  const height = viewHeight || number(root.attributes.height);
  if (!(width > 0 && height > 0)) return 0;
  const scale = Math.min(box.width / width, box.maxHeight / height);
  const base: Style = { fill: "#000000", stroke: null, strokeWidth: 1, fontSize: 16, bold: false };
  const { x: keepX, y: keepY } = doc;
  doc.save();
  doc.translate(box.x, box.y).scale(scale);
  for (const child of root.children) draw(doc, child, base);
  doc.restore();
  doc.x = keepX;
  doc.y = keepY;
  return height * scale;
}
