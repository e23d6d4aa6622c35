/** What the figure readers (circle, shape, solid, coordinate plane) share: faults, pixels, an SVG tag's attributes. */

/** A fault in the drawing: thrown at once (cheaper than an assertion per mark over 10,000 drawings). */
export function check(holds: boolean, fault: string): asserts holds {
  if (!holds) throw new Error(`the drawing is wrong: ${fault}`);
}

export type Pixel = { x: number; y: number };

const patterns = new Map<string, RegExp>();
/** An attribute's text in an SVG tag (`cx` in `<circle cx="3" …>`); a tag without it is a fault. */
export const attribute = (tag: string, name: string) => {
  let pattern = patterns.get(name);
  if (!pattern) {
    pattern = new RegExp(` ${name}="([^"]*)"`);
    patterns.set(name, pattern);
  }
  const found = pattern.exec(tag);
  if (!found) throw new Error(`no ${name} in ${tag}`);
  return found[1] as string;
};
/** An attribute of an SVG tag, as a number. */
export const numberOf = (tag: string, name: string) => Number(attribute(tag, name));
