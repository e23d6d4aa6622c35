import { useCallback, useSyncExternalStore } from "react";

/**
 * True while the media query matches. Where matchMedia is missing (jsdom) it answers `fallback`,
 * so component tests see the desktop layout.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () =>
    typeof window.matchMedia === "function" ? window.matchMedia(query).matches : fallback,
  );
}
