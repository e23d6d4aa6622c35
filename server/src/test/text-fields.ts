import { type AnyEndpoint, type EndpointSchemas, isLazy } from "@ganit/contracts";
import type { z } from "zod";

/**
 * Every place a request schema takes text: the path to each string inside a body, a query or path
 * parameters, found by walking the zod schema as declared (objects, arrays, records, unions,
 * optional, default and pipe wrappers). For the tests that send an oversized text to each one.
 */
export type TextPath = (string | number)[];

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  valueType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** One text of a schema: where it is, and the fixed values beside it that reach it (a union's tag). */
export type TextField = { path: TextPath; beside: [TextPath, unknown][] };

/** The value a field must hold for its object to be parsed at all: a literal, or an enum's first. */
function fixedValueOf(schema: z.ZodType | undefined): { value: unknown } | undefined {
  let node = schema;
  while (node) {
    const def = defOf(node) as Def & { values?: unknown[]; entries?: Record<string, unknown> };
    if (def.type === "literal") return { value: def.values?.[0] };
    if (def.type === "enum") return { value: Object.values(def.entries ?? {})[0] };
    node = def.innerType;
  }
  return undefined;
}

export function textFields(schema: z.ZodType | undefined): TextField[] {
  const found = new Map<string, TextField>();
  const seen = new Set<z.ZodType>();
  const visit = (node: z.ZodType | undefined, at: TextPath, beside: [TextPath, unknown][]) => {
    if (!node || at.length > 8) return;
    const def = defOf(node);
    switch (def.type) {
      case "string":
        if (!found.has(JSON.stringify(at))) found.set(JSON.stringify(at), { path: at, beside });
        return;
      case "object": {
        const shape = Object.entries(def.shape ?? {});
        const tags = shape.flatMap(([key, value]) => {
          const fixed = fixedValueOf(value);
          return fixed ? [[[...at, key], fixed.value] as [TextPath, unknown]] : [];
        });
        for (const [key, value] of shape) visit(value, [...at, key], [...beside, ...tags]);
        return;
      }
      case "array":
        visit(def.element, [...at, 0], beside);
        return;
      case "tuple":
        for (const [index, item] of (def.items ?? []).entries()) visit(item, [...at, index], beside);
        return;
      case "record":
        visit(def.valueType, [...at, "key"], beside);
        return;
      case "union":
        for (const option of def.options ?? []) visit(option, at, beside);
        return;
      case "intersection":
        visit(def.left, at, beside);
        visit(def.right, at, beside);
        return;
      case "lazy":
        if (seen.has(node)) return;
        seen.add(node);
        visit(def.getter?.(), at, beside);
        return;
      case "pipe":
        // z.preprocess(fn, schema) is a pipe from a transform: the text reaches the function first.
        visit(def.in && defOf(def.in).type === "transform" ? def.out : def.in, at, beside);
        return;
      default:
        // optional, nullable, default, prefault, catch, readonly, nonoptional: the wrapped schema.
        if (def.innerType) visit(def.innerType, at, beside);
    }
  };
  visit(schema, [], []);
  return [...found.values()];
}

function setAt(root: unknown, path: TextPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const container = (root ?? (typeof head === "number" ? [] : {})) as Record<string | number, unknown>;
  container[head as string | number] = setAt(container[head as string | number], rest, value);
  return container;
}

/** A value with `text` in the field, the tags that reach it beside it, and nothing else. */
export function valueFor(field: TextField, text: string): unknown {
  let root: unknown;
  for (const [path, value] of field.beside) root = setAt(root, path, value);
  return setAt(root, field.path, text);
}

/** An endpoint's schemas, loading them if they are lazy. */
export const schemasOfEndpoint = async (endpoint: AnyEndpoint): Promise<EndpointSchemas> =>
  isLazy(endpoint.schemas) ? await endpoint.schemas() : endpoint.schemas;
