import { useEffect, useRef } from "react";
import { toDevanagari } from "./keypad.tsx";

/**
 * Keys of a physical keyboard (a school lab's computer, a tablet's cover) for the on-page keypad:
 * digits (Latin or Devanagari, written as the child chose), the point, minus and fraction bar,
 * Backspace, and Enter to check. Ignored while a form control has the focus (a matching list, the
 * Devanagari switch) or a modifier is held, so no shortcut of the browser is taken.
 */
export type TypedKeys = {
  onKey: (key: string) => void;
  onDelete: () => void;
  onEnter?: () => void;
  devanagari: boolean;
  /** Checked or being checked: only Enter (on to the next question) still does something. */
  locked: boolean;
};

const DEVANAGARI_ZERO = 0x966;
const FORM_CONTROL = "input, select, textarea, [contenteditable=true]";

/** The key as the keypad writes it, or null when the keypad has no such key. */
export function keypadKey(key: string, devanagari: boolean): string | null {
  const code = key.codePointAt(0) ?? 0;
  const latin =
    key.length === 1 && code >= DEVANAGARI_ZERO && code <= DEVANAGARI_ZERO + 9
      ? String(code - DEVANAGARI_ZERO)
      : key;
  if (/^[0-9]$/.test(latin)) return devanagari ? toDevanagari(latin) : latin;
  if (key === "." || key === "/") return key;
  if (key === "-" || key === "−") return "-";
  return null;
}

export function useTypedKeys(keys: TypedKeys | null) {
  const latest = useRef(keys);
  latest.current = keys;
  const on = keys !== null;
  useEffect(() => {
    if (!on) return;
    const listener = (event: KeyboardEvent) => {
      const current = latest.current;
      if (!current || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(FORM_CONTROL)) return;
      if (event.key !== "Enter" && current.locked) return;
      if (event.key === "Backspace") {
        event.preventDefault();
        current.onDelete();
        return;
      }
      if (event.key === "Enter") {
        // A focused button or link answers Enter itself.
        if (target?.closest("button, a")) return;
        event.preventDefault();
        current.onEnter?.();
        return;
      }
      const key = keypadKey(event.key, current.devanagari);
      if (key === null) return;
      event.preventDefault();
      current.onKey(key);
    };
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, [on]);
}
