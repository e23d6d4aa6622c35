import type { IndianState } from "@ganit/contracts/india";
import { useEffect, useState } from "react";

let loaded: readonly IndianState[] | undefined;

/**
 * The states and districts, loaded in a chunk of their own after the form shows (about 7 KB gzip),
 * so the form's first visit stays inside the bundle budget. Undefined until they arrive.
 */
export function useIndianStates(): readonly IndianState[] | undefined {
  const [states, setStates] = useState(loaded);
  useEffect(() => {
    if (loaded) return;
    let alive = true;
    void import("@ganit/contracts/india").then((module) => {
      loaded = module.INDIAN_STATES;
      if (alive) setStates(loaded);
    });
    return () => {
      alive = false;
    };
  }, []);
  return states;
}
