// Tarjan's strongly connected components, shared by ts-cycles.mjs and rs-cycles.mjs: the
// cycles of a graph (a Map from a node to the nodes it depends on), each a sorted list of more
// than one node, or of one node that depends on itself.
export function cycles(graph) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const found = [];
  function visit(v) {
    const me = { index, low: index, on: true };
    index++;
    info.set(v, me);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      const other = info.get(w);
      if (other === undefined) {
        visit(w);
        me.low = Math.min(me.low, info.get(w).low);
      } else if (other.on) me.low = Math.min(me.low, other.index);
    }
    if (me.low === me.index) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        info.get(w).on = false;
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(scc.sort());
    }
  }
  for (const v of graph.keys()) if (!info.has(v)) visit(v);
  return found;
}
