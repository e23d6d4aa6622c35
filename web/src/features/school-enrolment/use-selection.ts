import { useCallback, useMemo, useState } from "react";

/**
 * The students ticked on the enrolment screen, by id. It outlives a page change (Select All Filtered
 * spans pages, and a school may tick a few on each page before adding them all at once).
 */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback(
    (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const add = useCallback(
    (ids: readonly string[]) => setSelected((current) => new Set([...current, ...ids])),
    [],
  );
  const remove = useCallback(
    (ids: readonly string[]) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const id of ids) next.delete(id);
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  return useMemo(() => ({ selected, toggle, add, remove, clear }), [selected, toggle, add, remove, clear]);
}
