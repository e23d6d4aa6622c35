// Import loops between folders: Tarjan's strongly connected components over the folder graph.

/**
 * @param {Map<string, Map<string, string>>} edges  folder → (folder it imports → where, for the message)
 * @returns {string[]} one message per loop
 */
export function findLoops(edges) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const loops = [];
  function connect(unit) {
    index.set(unit, counter);
    low.set(unit, counter);
    counter++;
    stack.push(unit);
    onStack.add(unit);
    for (const next of edges.get(unit)?.keys() ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(unit, Math.min(low.get(unit), low.get(next)));
      } else if (onStack.has(next)) low.set(unit, Math.min(low.get(unit), index.get(next)));
    }
    if (low.get(unit) === index.get(unit)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== unit);
      if (component.length > 1) loops.push(component);
    }
  }
  for (const unit of edges.keys()) if (!index.has(unit)) connect(unit);
  return loops.map((loop) => {
    const inLoop = new Set(loop);
    const links = loop.flatMap((from) =>
      [...(edges.get(from) ?? [])]
        .filter(([to]) => inLoop.has(to))
        .map(([to, where]) => `${from} → ${to} (${where})`),
    );
    return `import loop between ${loop.sort().join(", ")}:\n    ${links.join("\n    ")}`;
  });
}
