// Reading a source file as a syntax tree: oxc's parser (the one inside rolldown, which Vite already
// runs), so the boundary rules see imports, renamed bindings and SQL text as the compiler does, not as
// a regular expression guesses them (docs/adr/0511-module-rules-read-by-a-parser.md).
import { parseAst } from "rolldown/parseAst";

/** The program of a .ts/.tsx file; a file that does not parse is a problem of its own. */
export function parseSource(text, rel) {
  const lang = rel.endsWith(".tsx") ? "tsx" : "ts";
  return parseAst(text, { lang, sourceType: "module" }, rel);
}

/** Every node of the tree, depth first, with its parent. */
export function* walkNodes(node, parent = null) {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const child of node) yield* walkNodes(child, parent);
    return;
  }
  if (typeof node.type === "string") yield { node, parent };
  for (const key in node) {
    if (key === "start" || key === "end" || key === "type") continue;
    const value = node[key];
    if (value && typeof value === "object") yield* walkNodes(value, node);
  }
}

/** An expression without the type-only wrappers around it: `(x as T)`, `x!`, `x satisfies T`. */
export function unwrap(expression) {
  let current = expression;
  while (
    current &&
    (current.type === "TSAsExpression" ||
      current.type === "TSSatisfiesExpression" ||
      current.type === "TSNonNullExpression" ||
      current.type === "TSTypeAssertion" ||
      current.type === "ParenthesizedExpression")
  )
    current = current.expression;
  return current;
}

/** 1-based line of an offset, for the messages. */
export function lineAt(text, offset) {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The module specifiers a file imports or re-exports, static or dynamic, with their offsets. */
export function importsOf(program) {
  const found = [];
  for (const { node } of walkNodes(program)) {
    const source =
      node.type === "ImportDeclaration" ||
      node.type === "ExportNamedDeclaration" ||
      node.type === "ExportAllDeclaration" ||
      node.type === "ImportExpression"
        ? node.source
        : null;
    if (source && source.type === "Literal" && typeof source.value === "string")
      found.push({ spec: source.value, start: node.start, node });
  }
  return found;
}
