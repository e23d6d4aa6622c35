/** Each text of the SVG with its font size (its own or its group's), position, anchor and words. */
export function textsOf(svg: string) {
  const texts: { size: number; x: number; y: number; anchor: string; words: string }[] = [];
  const sizes: number[] = [];
  for (const m of svg.matchAll(/<(\/?)(g|text)([^>]*)>([^<]*)/g)) {
    const [, closing, tag, attributes = "", words = ""] = m;
    const size = Number(/font-size="([\d.]+)"/.exec(attributes)?.[1] ?? Number.NaN);
    if (tag === "g") {
      if (closing) sizes.pop();
      else sizes.push(Number.isNaN(size) ? (sizes.at(-1) ?? 16) : size);
      continue;
    }
    if (closing) continue;
    texts.push({
      size: Number.isNaN(size) ? (sizes.at(-1) ?? 16) : size,
      x: Number(/ x="([-\d.]+)"/.exec(attributes)?.[1]),
      y: Number(/ y="([-\d.]+)"/.exec(attributes)?.[1]),
      anchor: /text-anchor="(\w+)"/.exec(attributes)?.[1] ?? "start",
      words,
    });
  }
  return texts;
}
