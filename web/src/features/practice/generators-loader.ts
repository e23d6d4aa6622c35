import { useEffect, useState } from "react";

let registry: Promise<unknown> | undefined;

/**
 * The question generators (every one's English and Hindi texts), loaded once, when a screen first
 * needs one: a set's fresh variants on the phone, the set editor's preview, a teacher's list of
 * difficult questions. The practice screen's first visit carries none of them
 * (docs/adr/0582-generators-load-when-a-set-needs-them.md). A failed load (offline, before the
 * chunk was ever kept) is forgotten, so the next need tries again.
 */
export function loadGenerators(): Promise<unknown> {
  registry ??= import("@ganit/contracts/practice/generators/registry").catch((error: unknown) => {
    registry = undefined;
    throw error;
  });
  return registry;
}

/** True once the generators are loaded (a screen that only names them renders first, then again). */
export function useGeneratorsLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    loadGenerators().then(
      () => live && setLoaded(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}
