// The tables a piece of SQL text writes: `insert into`, `update … set`, `delete from`, `merge into`
// and `truncate`, with the table bare, quoted, schema-qualified (`public.users`, `"public"."users"`)
// or interpolated (`${users}` in Drizzle's sql template, marked here as a placeholder). A linear scan:
// one keyword pattern without nested quantifiers, then a small reader for the name after it.

const KEYWORD = /\b(insert\s+into|delete\s+from|merge\s+into|truncate|update)\s+/gi;

/** Placeholders stand for a template's `${expression}`: \u0001<index>\u0001. */
export const placeholder = (index) => `\u0001${index}\u0001`;

function readName(text, at) {
  let i = at;
  const word = () => {
    if (text[i] === '"') {
      const end = text.indexOf('"', i + 1);
      if (end < 0) return null;
      const name = text.slice(i + 1, end);
      i = end + 1;
      return { name };
    }
    if (text[i] === "\u0001") {
      const end = text.indexOf("\u0001", i + 1);
      if (end < 0) return null;
      const index = Number(text.slice(i + 1, end));
      i = end + 1;
      return { expression: index };
    }
    const match = /^[A-Za-z_][\w$]*/.exec(text.slice(i, i + 64));
    if (!match) return null;
    i += match[0].length;
    return { name: match[0] };
  };
  let first = word();
  if (!first) return null;
  // `truncate table x`, `update only x`, `delete from only x`
  while (first.name && /^(table|only)$/i.test(first.name) && /\s/.test(text[i] ?? "")) {
    while (/\s/.test(text[i] ?? "")) i++;
    first = word();
    if (!first) return null;
  }
  // a schema-qualified name: public.users
  if (text[i] === "." && first.name) {
    i++;
    const second = word();
    if (!second) return null;
    return { ...second, end: i };
  }
  return { ...first, end: i };
}

/** `update x set` or `update x as alias set` or `update x alias set`: a real update statement. */
function followedBySet(text, at) {
  const rest = text.slice(at, at + 80);
  return /^\s+(?:(?:as\s+)?[A-Za-z_]\w*\s+)?set\b/i.test(rest);
}

/** Each write in the text: the SQL name of the table or the index of the interpolated expression. */
export function sqlWrites(text) {
  const writes = [];
  for (const match of text.matchAll(KEYWORD)) {
    const target = readName(text, match.index + match[0].length);
    if (!target) continue;
    if (/^update$/i.test(match[1]) && !followedBySet(text, target.end)) continue;
    writes.push({ offset: match.index, name: target.name, expression: target.expression });
  }
  return writes;
}
