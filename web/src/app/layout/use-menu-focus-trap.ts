import { type RefObject, useEffect } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"]';

/**
 * While the phone menu is open, Tab and Shift+Tab cycle through its toggle and what the menu holds,
 * and never reach the page behind it; Escape closes the menu and gives focus back to the toggle.
 * The toggle is in the cycle so that the menu can be closed from the keyboard without Escape too.
 */
export function useMenuFocusTrap(
  open: boolean,
  toggle: RefObject<HTMLElement | null>,
  menu: RefObject<HTMLElement | null>,
  close: () => void,
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        close();
        toggle.current?.focus();
        return;
      }
      if (event.key !== "Tab" || !toggle.current || !menu.current) return;
      const inMenu = [...menu.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => element.getClientRects().length > 0,
      );
      const cycle = [toggle.current, ...inMenu];
      const first = cycle[0];
      const last = cycle[cycle.length - 1];
      const active = document.activeElement;
      const inside = cycle.some((element) => element === active || element.contains(active));
      if (!inside) {
        event.preventDefault();
        first?.focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (active === last || last?.contains(active))) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, toggle, menu, close]);
}
